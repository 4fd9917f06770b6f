import Contract
import Foundation

/// Plans the generated tests that run each contract example through the generated client.
struct ExampleTranslator {
    let translator: Translator

    private var contract: Contract { translator.contract }

    private static let payload = GeneratedLocal.payload.identifier
    private static let transport = GeneratedLocal.transport.identifier
    private static let client = GeneratedLocal.client.identifier
    private static let requestJSON = GeneratedLocal.requestJSON.identifier
    private static let error = GeneratedLocal.error.identifier
    /// A test of deprecated API is deprecated itself, so calling that API there builds without warnings (SwiftPM's test
    /// discovery marks its own lists of tests deprecated for the same reason).
    static let testsDeprecatedAPI = StringLiteral("Tests deprecated API.")

    func suite(for endpoint: Endpoint, signature: EndpointSignature) throws(PlanError) -> ExampleSuitePlan? {
        guard !endpoint.examples.isEmpty else { return nil }
        let names = translator.names.endpoints[endpoint.name]!
        var scope = NameScope()
        let cases = endpoint.examples.map { example -> (declaration: SwiftDeclaration, body: [SwiftStatement]) in
            let testName = scope.claim(SwiftNames.compound("test", example.name))
            var doc = "Example '\(example.name)'"
            if example.isConstructed { doc += ", constructed from the docs' tables" }
            if let source = example.provenance.source { doc += " (\(source))" }
            var body = [transport(example), clientStatement()]
            let arguments = inputs(endpoint, signature: signature, example: example, statements: &body)
            let call = SwiftExpression.try(
                .await(.call(.name(Self.client).member(names.method), arguments)))
            switch example.expectation {
            case .success(let values):
                let assertions =
                    endpoint.response.payload == .none
                    ? []
                    : variantCheck(endpoint, example: example)
                        + values.map { assertion($0, secret: isSecret($0.path, in: endpoint.response.type)) }
                body.append(assertions.isEmpty ? .discard(call) : .let(Self.payload, nil, call))
                body += assertions
            case .failure(let errorClass, let code, let errorCode):
                let className = translator.errorCase(errorClass)
                let error = SwiftExpression.name(Self.error)
                var assertions: [SwiftStatement] = [
                    .expression(
                        .call(
                            .runtime(.xcTAssertEqual),
                            [
                                SwiftArgument(error.member(RuntimeMember.errorClass)),
                                SwiftArgument(.implicitMember(className)),
                                SwiftArgument(.code(SwiftFragment(#""\(error)""#))),
                            ]))
                ]
                if let code {
                    assertions.append(
                        .expression(
                            .call(
                                .runtime(.xcTAssertEqual),
                                [SwiftArgument(error.member(RuntimeMember.code)), SwiftArgument(.int(code))])))
                }
                if let errorCode {
                    assertions.append(
                        .expression(
                            .call(
                                .runtime(.xcTAssertEqual),
                                [
                                    SwiftArgument(error.member(RuntimeMember.errorCode)),
                                    SwiftArgument(.string(errorCode)),
                                ])))
                }
                body.append(
                    .doCatch(
                        [
                            .discard(call),
                            .expression(
                                .call(.runtime(.xcTFail), [SwiftArgument(.string("expected \(className.name)"))])),
                        ], catch: assertions))
            }
            body += requestChecks(endpoint, example: example)
            return (
                SwiftDeclaration(
                    doc: DocComment(DocText(doc + ".")), access: .internal,
                    deprecation: endpoint.deprecation == nil ? nil : Self.testsDeprecatedAPI,
                    .function(
                        .identifier(testName), [], SwiftEffects(isAsync: true, throwing: .untyped), returns: nil,
                        layout: .fit)),
                body
            )
        }
        return TestSuitePlan(
            className: names.exampleSuite,
            imports: testImports(),
            declaration: SwiftDeclaration(
                doc: DocComment(
                    DocText(
                        "The examples of endpoint `\(endpoint.name)` in `\(translator.contractPath)`, each run through "
                            + "the generated client over a scripted transport.")),
                access: .internal, .type(.finalClass, .named(names.exampleSuite), conformances: [.runtime(.xcTestCase)])
            ),
            cases: cases)
    }

    /// The modules a generated test file imports, sorted as swift-format wants them.
    func testImports() -> [SwiftIdentifier] {
        let module = contract.info.module
        let moduleName =
            SwiftIdentifier.isLegal(module) ? SwiftIdentifier(legal: module) : SwiftNames.upperCamel(module)
        return [
            SwiftIdentifier("APIRuntime"), SwiftIdentifier("APITestSupport"), SwiftIdentifier("Foundation"),
            SwiftIdentifier("XCTest"), moduleName,
        ].sorted()
    }

    /// `let client = <Prefix>Client(baseURL: exampleBaseURL, transport: transport, sleeper: ImmediateSleeper())`
    private func clientStatement() -> SwiftStatement {
        .let(
            Self.client, nil,
            .call(
                .type(translator.clientType),
                [
                    SwiftArgument(SwiftIdentifier("baseURL"), .code(TestSupport.exampleBaseURL)),
                    SwiftArgument(SwiftIdentifier("transport"), .name(Self.transport)),
                    SwiftArgument(SwiftIdentifier("sleeper"), .call(.runtime(.immediateSleeper), [])),
                ]))
    }

    /// `try assertJSON(payload, at: …, equals: …)`; a value too long for a line goes in a raw multi-line literal.
    /// A secret's value is compared but never shown in a failure message.
    private func assertion(_ value: Example.ExpectedValue, secret: Bool) -> SwiftStatement {
        var arguments = [
            SwiftArgument(.name(Self.payload)), SwiftArgument(SwiftIdentifier("at"), .string(value.path)),
            SwiftArgument(SwiftIdentifier("equals"), .string(value.json, form: .multilineWhenTooLong)),
        ]
        if secret { arguments.append(SwiftArgument(SwiftIdentifier("secret"), .bool(true))) }
        return .expression(.try(.call(.code(TestSupport.assertJSON), arguments)))
    }

    /// Whether the value at an expectation path (`user.id`, `[0].token`) is a secret field; through a union, any
    /// variant's field of that name counts.
    private func isSecret(_ path: String, in root: TypeRef?) -> Bool {
        var types = root.map { [$0] } ?? []
        var secret = false
        for part in path.split(separator: ".") {
            var key = Substring(part)
            var indexSteps = 0
            if let open = key.firstIndex(of: "[") {
                indexSteps = key[open...].filter { $0 == "[" }.count
                key = key[..<open]
            }
            if !key.isEmpty {
                var next: [TypeRef] = []
                secret = false
                for type in types.flatMap(modelCandidates) {
                    guard let field = contract.model(named: type)?.field(named: String(key)) else { continue }
                    next.append(field.type)
                    secret = secret || field.isSecret
                }
                types = next
            }
            for _ in 0..<indexSteps { types = types.map(\.listElement) }
        }
        return secret
    }

    private func modelCandidates(_ type: TypeRef) -> [String] {
        switch type {
        case .model(let name): [name]
        case .union(let name): contract.union(named: name)?.variants.map(\.type) ?? []
        default: []
        }
    }

    /// For a union payload: the case the example's discriminating key selects, checked before its values.
    private func variantCheck(_ endpoint: Endpoint, example: Example) -> [SwiftStatement] {
        guard case .union(let name) = endpoint.response.type, let union = contract.union(named: name),
            let object = try? JSONSerialization.jsonObject(with: Data(example.response.utf8)) as? [String: Any],
            let variant = union.variants.first(where: { object[$0.discriminatorKey] != nil })
        else { return [] }
        let caseName = translator.unionCaseNames(union)[variant.name] ?? SwiftNames.lowerCamel(variant.name)
        return [
            .guard(
                .enumCase(caseName, .name(Self.payload)),
                else: [
                    .return(
                        .call(
                            .runtime(.xcTFail), [SwiftArgument(.string("expected the union case '\(caseName.name)'"))]))
                ], layout: .block)
        ]
    }

    /// For an example that gives its own JSON request: the body the client sent must equal it.
    private func requestChecks(_ endpoint: Endpoint, example: Example) -> [SwiftStatement] {
        guard case .json = endpoint.body, example.request != nil else { return [] }
        let sentBody = GeneratedLocal.sentBody.identifier
        let exampleBody = GeneratedLocal.exampleBody.identifier
        let jsonObject = SwiftExpression.runtime(.jsonSerialization).member(RuntimeMember.jsonObject)
        let with = SwiftIdentifier("with")
        return [
            .let(
                sentBody, nil,
                .try(
                    .call(
                        jsonObject,
                        [
                            SwiftArgument(
                                with,
                                .call(
                                    .runtime(.xcTUnwrap),
                                    [
                                        SwiftArgument(
                                            .name(Self.transport).member(RuntimeMember.bodies).member(
                                                RuntimeMember.first))
                                    ]))
                        ]))),
            .let(
                exampleBody, nil,
                .try(
                    .call(
                        jsonObject,
                        [
                            SwiftArgument(
                                with,
                                .call(
                                    .runtime(.data), [SwiftArgument(.name(Self.requestJSON).member(RuntimeMember.utf8))]
                                ))
                        ]))),
            .expression(
                .call(
                    .runtime(.xcTAssertTrue),
                    [
                        SwiftArgument(
                            .call(
                                .runtime(.jsonPath).member(RuntimeMember.equal),
                                [SwiftArgument(.name(sentBody)), SwiftArgument(.name(exampleBody))])),
                        SwiftArgument(.string("the body sent is not the example's request")),
                    ])),
        ]
    }

    /// `let transport = ScriptedTransport(status:headers:body:)` with the example's response.
    private func transport(_ example: Example) -> SwiftStatement {
        .let(
            Self.transport, nil,
            .call(
                .runtime(.scriptedTransport),
                [
                    SwiftArgument(SwiftIdentifier("status"), .int(example.status)),
                    SwiftArgument(
                        SwiftIdentifier("headers"),
                        .dictionary(
                            example.responseHeaders.map { SwiftDictionaryEntry(.string($0.name), .string($0.value)) })),
                    SwiftArgument(SwiftIdentifier("body"), .string(example.response, form: .multilineWhenTextHasLines)),
                ], layout: .onePerLine))
    }

    /// The arguments of the example's call, with the statements that build them appended to `statements`.
    private func inputs(
        _ endpoint: Endpoint, signature: EndpointSignature, example: Example, statements: inout [SwiftStatement]
    ) -> [SwiftArgument] {
        var arguments: [SwiftArgument] = []
        let samples = SampleValues(translator: translator)
        for parameter in endpoint.pathParameters {
            arguments.append(SwiftArgument(signature.pathNames[parameter.name], samples.value(parameter.type)))
        }
        for parameter in endpoint.query where parameter.constant == nil && !parameter.isOptional {
            arguments.append(SwiftArgument(signature.queryNames[parameter.name], samples.value(parameter.type)))
        }
        switch endpoint.body {
        case .none:
            break
        case .json(let modelName):
            let type = SwiftExpression.metatype(.named(translator.typeName(modelName)))
            let body = GeneratedLocal.body.identifier
            let from = SwiftIdentifier("from")
            if let request = example.request {
                // The example's own request is kept whole, so the test can compare it with the body sent.
                statements.append(.let(Self.requestJSON, nil, .string(request, form: .multilineWhenTextHasLines)))
                statements.append(
                    .let(
                        body, nil,
                        .try(
                            .call(
                                .code(TestSupport.decodeExample),
                                [SwiftArgument(type), SwiftArgument(from, .name(Self.requestJSON))]))))
            } else {
                statements.append(
                    .let(
                        body, nil,
                        .try(
                            .call(
                                .code(TestSupport.decodeExample),
                                [
                                    SwiftArgument(type),
                                    SwiftArgument(
                                        from,
                                        .string(samples.json(for: .model(modelName)), form: .multilineWhenTextHasLines)),
                                ]))))
            }
            arguments.insert(SwiftArgument(.name(body)), at: 0)
        case .multipart(_, let fields):
            let file = GeneratedLocal.file.identifier
            statements.append(.let(file, nil, .try(.call(.code(TestSupport.temporaryExampleFile), []))))
            arguments += [
                SwiftArgument(file, .name(file)),
                SwiftArgument(GeneratedLocal.fileName.identifier, .string("example.txt")),
                SwiftArgument(GeneratedLocal.mimeType.identifier, .string("text/plain")),
            ]
            for field in fields where !field.isOptional {
                arguments.append(SwiftArgument(signature.fieldNames[field.name], samples.value(field.type)))
            }
        }
        if endpoint.auth == .token, let credentials = translator.credentialsType {
            var credentialArguments = [SwiftArgument(SwiftIdentifier("token"), .string("example-token"))]
            if let tenantType = contract.auth?.tenant?.type {
                credentialArguments.append(
                    SwiftArgument(SwiftIdentifier("tenantID"), samples.value(.identifier(tenantType))))
            }
            let name = GeneratedLocal.credentials.identifier
            statements.append(.let(name, nil, .call(.type(credentials), credentialArguments)))
            arguments.append(SwiftArgument(name, .name(name)))
        }
        return arguments
    }
}
