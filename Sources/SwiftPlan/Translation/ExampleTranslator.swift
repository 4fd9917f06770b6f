import Contract
import TextFoundation
import WireVocabulary

/// Plans the generated tests that run each contract example through the generated client: the example's answer comes
/// from the examples module over an `ExampleTransport`, the payload's expected values are checked through the typed
/// properties, and the body sent is compared with the example's request.
struct ExampleTranslator {
    let translator: Translator

    private var contract: Contract { translator.contract }

    private static let payload = GeneratedLocal.payload.identifier
    static let transport = GeneratedLocal.transport.identifier
    private static let client = GeneratedLocal.client.identifier
    static let requestJSON = GeneratedLocal.requestJSON.identifier
    private static let error = GeneratedLocal.error.identifier
    private static let example = GeneratedLocal.example.identifier
    private static let variant = GeneratedLocal.variant.identifier
    /// A test of deprecated API is deprecated itself, so calling that API there builds without warnings (SwiftPM's test
    /// discovery marks its own lists of tests deprecated for the same reason).
    static let testsDeprecatedAPI = StringLiteral("Tests deprecated API.")

    func suite(for endpoint: Endpoint, signature: EndpointSignature) throws(PlanError) -> ExampleSuitePlan? {
        guard !endpoint.examples.isEmpty else { return nil }
        let names = translator.names.endpoints[endpoint.name]!
        var scope = NameScope()
        let cases = zip(endpoint.examples, names.exampleConstants).map {
            example, constant -> SwiftDeclaration in
            let testName = scope.claim(SwiftNames.compound("test", example.name))
            var doc = "Example '\(MarkdownText.inert(example.name))'"
            if example.isConstructed { doc += ", constructed from the docs' tables" }
            if let source = example.provenance.source { doc += " (\(MarkdownText.inert(source)))" }
            var body = [
                SwiftStatement.let(
                    Self.example, nil,
                    .type(.named(translator.names.examples)).member(names.examplesType).member(constant)),
                transportStatement(), clientStatement(),
            ]
            let arguments = inputs(endpoint, signature: signature, example: example, statements: &body)
            let method = SwiftExpression.call(.name(Self.client).member(names.method), arguments)
            // A sign-in returns `SignedIn`: the examples check its payload.
            let call = SwiftExpression.try(
                .await(translator.setsSession(endpoint) ? method.member(SwiftIdentifier("payload")) : method))
            switch example.expectation {
            case .success(let values):
                let assertions =
                    endpoint.response.payload == .none ? [] : payloadChecks(endpoint, example: example, values: values)
                if translator.setsSession(endpoint) {
                    body += signInChecks(
                        .try(.await(method)), endpoint: endpoint, example: example, payloadChecked: !assertions.isEmpty)
                } else {
                    body.append(assertions.isEmpty ? .discard(call) : .let(Self.payload, nil, call))
                }
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
                if let check = ExampleFailureDataCheck.assertion(
                    endpoint, example: example, errorClass: errorClass, error: error, translator: translator)
                {
                    assertions.append(check)
                }
                body.append(
                    .doCatch(
                        [
                            .discard(call),
                            .expression(
                                .call(.runtime(.xcTFail), [SwiftArgument(.string("expected \(className.name)"))])),
                        ], catch: assertions))
            }
            body.append(servedCheck())
            body += requestChecks(endpoint, example: example)
            return SwiftDeclaration(
                doc: DocComment([DocText(doc + ".")], notes: translator.notes(example.provenance)), access: .internal,
                deprecation: endpoint.deprecation == nil ? nil : Self.testsDeprecatedAPI,
                .function(
                    .identifier(testName), [], SwiftEffects(isAsync: true, throwing: .untyped), returns: nil,
                    layout: .fit),
                body: .statements(body))
        }
        return TestSuitePlan(
            className: names.exampleSuite,
            imports: testImports(examples: true),
            testableImports: testableImports(examples: true),
            declaration: SwiftDeclaration(
                doc: DocComment(
                    DocText(
                        "The examples of endpoint `\(endpoint.name)` in `\(translator.contractPath)`, each run through "
                            + "the generated client over an `ExampleTransport`.")),
                access: .internal, .type(.finalClass, .named(names.exampleSuite), conformances: [.runtime(.xcTestCase)])
            ),
            cases: cases)
    }

    /// The modules a generated test file imports plainly, sorted as swift-format wants them: the generated modules
    /// too, unless they are `internal`.
    func testImports(examples: Bool) -> [ImportPlan] {
        let generated = translator.access == .internal ? [] : generatedModules(examples: examples)
        return
            ([
                ImportPlan(SwiftIdentifier("APIRuntime")),
                ImportPlan(SwiftIdentifier("APITesting"), isGeneratedSPI: true),
                ImportPlan(SwiftIdentifier("Foundation")), ImportPlan(SwiftIdentifier("XCTest")),
            ] + generated.map { ImportPlan($0) }).sorted()
    }

    /// The generated modules a test file imports `@testable`: only `internal` ones need it.
    func testableImports(examples: Bool) -> [SwiftIdentifier] {
        translator.access == .internal ? generatedModules(examples: examples).sorted() : []
    }

    /// The module, and its examples module when the file uses it.
    private func generatedModules(examples: Bool) -> [SwiftIdentifier] {
        let module = contract.info.module
        let moduleName =
            SwiftIdentifier.isLegal(module) ? SwiftIdentifier(legal: module) : SwiftNames.upperCamel(module)
        return examples ? [moduleName, SwiftNames.compound("", module, "Examples")] : [moduleName]
    }

    /// `let transport = ExampleTransport(replaying: example)`
    private func transportStatement() -> SwiftStatement {
        .let(
            Self.transport, nil,
            .call(.runtime(.exampleTransport), [SwiftArgument(SwiftIdentifier("replaying"), .name(Self.example))]))
    }

    /// `XCTAssertEqual(transport.served.first, example)`: the answer came from the example, not from a request no
    /// example matched (which fails like a network that isn't there).
    private func servedCheck() -> SwiftStatement {
        .expression(
            .call(
                .runtime(.xcTAssertEqual),
                [
                    SwiftArgument(.name(Self.transport).member(RuntimeMember.served).member(RuntimeMember.first)),
                    SwiftArgument(.name(Self.example)),
                ]))
    }

    /// The checks of a success payload: for a union, the case the example's key selects (bound to `variant`); then
    /// each expected value, typed where the types can say it.
    private func payloadChecks(_ endpoint: Endpoint, example: Example, values: [Example.ExpectedValue])
        -> [SwiftStatement]
    {
        let variant = variantCheck(endpoint, example: example, binds: !values.isEmpty)
        let checks = ExpectedValueChecks(translator: translator)
        let root: (expression: SwiftExpression, type: TypeRef?, optional: Bool)
        if let variant {
            root = (.name(Self.variant), .model(variant.type), false)
        } else {
            let response = endpoint.response
            let type: TypeRef? =
                response.payload == .message && response.type != .scalar(.url) ? .scalar(.string) : response.type
            let optionalMessage =
                response.payload == .message && response.type != .scalar(.url)
                && !ResponseTranslator.requiresMessage(response)
            root = (.name(Self.payload), type, optionalMessage)
        }
        let assertions = values.map { value in
            root.type.flatMap {
                checks.check(value, root: root.expression, rootType: $0, rootOptional: root.optional)
            } ?? assertion(value, secret: isSecret(value.path, in: endpoint.response.type))
        }
        return (variant.map { [$0.statement] } ?? []) + assertions
    }

    /// `let client = <Prefix>Client(baseURL: exampleBaseURL, transport: transport, sleeper: ImmediateSleeper())`
    private func clientStatement() -> SwiftStatement {
        .let(
            Self.client, nil,
            .call(
                .type(translator.clientType),
                [SwiftArgument(SwiftIdentifier("baseURL"), .code(TestSupport.exampleBaseURL))]
                    // Every server answers from the scripted transport; a server without a documented URL needs one.
                    + translator.contract.additionalServers.compactMap { server in
                        translator.names.servers[server.name].map {
                            SwiftArgument($0.url, .code(TestSupport.exampleBaseURL))
                        }
                    }
                    + [
                        SwiftArgument(SwiftIdentifier("transport"), .name(Self.transport)),
                        SwiftArgument(SwiftIdentifier("sleeper"), .call(.runtime(.immediateSleeper), [])),
                    ]
                    // A signed endpoint's calls need a signer; the test one signs with example values.
                    + (translator.clientTakesSigner
                        ? [SwiftArgument(SwiftIdentifier("signer"), .call(.runtime(.exampleSigner), []))] : [])))
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

    /// Whether the value at an expectation path (`user.id`, `[0].token`) is, or lies inside, a secret field; through a
    /// union, any variant's field of that name counts.
    private func isSecret(_ path: String, in root: TypeRef?) -> Bool {
        let keys = path.split(whereSeparator: { $0 == "." || $0 == "[" }).filter { !$0.hasSuffix("]") }
        return contract.pathIsSecret(keys, from: root)
    }

    /// For a union payload: the case the example's discriminating key selects, checked (and its value bound to
    /// `variant` when values are checked through it) before the values, with the variant's model.
    private func variantCheck(_ endpoint: Endpoint, example: Example, binds: Bool) -> (
        statement: SwiftStatement, type: String
    )? {
        guard case .union(let name) = endpoint.response.type, let union = contract.union(named: name),
            let object = examplePayload(endpoint, example)?.object,
            let variant = union.variants.first(where: { object[$0.discriminatorKey] != nil })
        else { return nil }
        let caseName = translator.unionCaseNames(union)[variant.name] ?? SwiftNames.lowerCamel(variant.name)
        let pattern: SwiftCondition =
            binds
            ? .enumCaseBinding(caseName, binding: Self.variant, .name(Self.payload))
            : .enumCase(caseName, .name(Self.payload))
        let statement = SwiftStatement.guard(
            pattern,
            else: [
                .return(
                    .call(.runtime(.xcTFail), [SwiftArgument(.string("expected the union case '\(caseName.name)'"))]))
            ], layout: .block)
        return (statement, variant.type)
    }

    /// The payload of an example's answer as the client finds it: in the envelope's payload field (`payload: result`),
    /// else the body itself.
    private func examplePayload(_ endpoint: Endpoint, _ example: Example) -> JSONValue? {
        guard let body = try? JSONValue.parse(example.response) else { return nil }
        guard endpoint.response.payload == .result,
            let format = contract.envelope(for: endpoint)?.format, format.payloadField != nil
        else { return body }
        return EnvelopeReading.payload(in: body, format)
    }

    /// The arguments of the example's call, one for each parameter of the method's own signature that has no default
    /// (so no parameter the method does not take can appear), with the statements that build them appended to
    /// `statements`; the credentials where the example was sent signed in.
    private func inputs(
        _ endpoint: Endpoint, signature: EndpointSignature, example: Example, statements: inout [SwiftStatement]
    ) -> [SwiftArgument] {
        let samples = SampleValues(translator: translator)
        let signedIn = example.sentSignedIn(for: endpoint.auth) ?? true
        var arguments: [SwiftArgument] = []
        for (parameter, role) in zip(signature.parameters, signature.roles) {
            let label = parameter.argumentLabel
            func pass(_ value: SwiftExpression) { arguments.append(SwiftArgument(label, value)) }
            switch role {
            case .pathParameter(let declared):
                pass(samples.value(declared))
            case .query(let declared), .field(let declared):
                if parameter.defaultValue == nil { pass(samples.value(declared)) }
            case .group(let group):
                guard let first = group.members.first,
                    let member = endpoint.groupableParameters.first(where: { $0.name == first }),
                    let caseName = translator.groupCaseNames(group)[first]
                else { continue }
                pass(.call(.implicitMember(caseName), [SwiftArgument(samples.value(member.type))]))
            case .body(let modelName):
                pass(.name(bodyStatements(modelName, example: example, samples: samples, into: &statements)))
            case .file:
                let file = GeneratedLocal.file.identifier
                // The test case deletes the file when it ends: XCTest keeps every case alive until the whole run ends.
                let removedAfter = SwiftArgument(SwiftIdentifier("removedAfter"), .code(SwiftFragment("self")))
                statements.append(.let(file, nil, .try(.call(.code(TestSupport.temporaryExampleFile), [removedAfter]))))
                pass(.name(file))
            case .fileName:
                pass(.string("example.txt"))
            case .mimeType:
                pass(.string("text/plain"))
            case .credentials(let optional):
                guard !optional || signedIn else { continue }
                pass(.name(credentialsStatement(into: &statements)))
            case .progress, .options:
                continue
            }
        }
        return arguments
    }

    /// `let body = try decodeExample(Model.self, from: …)`: the example's own request (which the test also compares
    /// with the body sent), else a sample of the model.
    private func bodyStatements(
        _ modelName: String, example: Example, samples: SampleValues, into statements: inout [SwiftStatement]
    ) -> SwiftIdentifier {
        let type = SwiftExpression.metatype(.named(translator.typeName(modelName)))
        let body = GeneratedLocal.body.identifier
        let from = SwiftIdentifier("from")
        let source: SwiftExpression
        if example.request != nil {
            statements.append(
                .let(
                    Self.requestJSON, nil,
                    .try(
                        .call(
                            .runtime(.xcTUnwrap), [SwiftArgument(.name(Self.example).member(RuntimeMember.requestBody))]
                        ))))
            source = .name(Self.requestJSON)
        } else {
            source = .string(samples.json(for: .model(modelName)), form: .multilineWhenTextHasLines)
        }
        statements.append(
            .let(
                body, nil,
                .try(.call(.code(TestSupport.decodeExample), [SwiftArgument(type), SwiftArgument(from, source)]))))
        return body
    }

    /// `let credentials = <Prefix>Credentials(…)`: example values for the token (or each session cookie) and the
    /// tenant.
    private func credentialsStatement(into statements: inout [SwiftStatement]) -> SwiftIdentifier {
        var credentialArguments = [SwiftArgument(SwiftIdentifier("token"), .string("example-token"))]
        if let session = contract.auth?.session {
            credentialArguments = translator.cookieFields(session).map {
                SwiftArgument($0.name, .string("example-\($0.cookie.name)"))
            }
        }
        if let tenantType = contract.auth?.tenant?.type {
            credentialArguments.append(
                SwiftArgument(
                    SwiftIdentifier("tenantID"), SampleValues(translator: translator).value(.identifier(tenantType))))
        }
        let name = GeneratedLocal.credentials.identifier
        if let credentials = translator.credentialsType {
            statements.append(.let(name, nil, .call(.type(credentials), credentialArguments)))
        }
        return name
    }
}
