import ConcurrentMap
import Contract
import TextFoundation

/// Plans the redaction suite: one test per model with `secret: true` fields, and one for the credentials snapshot.
/// Each builds `value` holding a distinctive text in every secret, proves it holds them, and lists them in
/// `secrets`; `assertNothingShows(value, secrets: secrets)` (the testing library's) then prints it every way Swift can,
/// and, for a model whose secret fields are all text, `assertCarries(value, secrets: secrets)` checks its
/// `SecretCarrying` conformance lists each, as the exchange's redactor learns them.
struct RedactionTranslator {
    let translator: Translator

    private var contract: Contract { translator.contract }
    private static let value = GeneratedLocal.value.identifier
    private static let secrets = GeneratedLocal.secrets.identifier

    func suite() -> RedactionSuitePlan? {
        var scope = NameScope()
        let samples = SampleValues(translator: translator)
        // Each model's test is made on every core; its name is claimed afterwards, in contract order.
        let modelCases = contract.models.concurrentMap { model -> PendingCase? in
            let secretFields = model.fields.filter(\.isSecret)
            guard !secretFields.isEmpty else { return nil }
            let secrets = secretFields.map { (field: $0, value: "secret-\(model.name)-\($0.name)-do-not-print") }
            let members = model.fields.compactMap { field -> String? in
                if let secret = secrets.first(where: { $0.field.name == field.name }) {
                    return "\(JSONQuoting.quoted(field.name)): \(JSONQuoting.quoted(secret.value))"
                }
                guard !field.isOptionalInSwift else { return nil }
                return "\(JSONQuoting.quoted(field.name)): \(samples.json(for: field.type))"
            }
            let json = "{\n" + members.map { "  " + $0 }.joined(separator: ",\n") + "\n}\n"
            let names = secretFields.map { "`\($0.name)`" }.joined(separator: ", ")
            let build = SwiftStatement.let(
                Self.value, nil,
                .try(
                    .call(
                        .code(TestSupport.decodeExample),
                        [
                            SwiftArgument(.metatype(.named(translator.typeName(model.name)))),
                            SwiftArgument(SwiftIdentifier("from"), .string(json, form: .multilineWhenTextHasLines)),
                        ])))
            let proofs = secrets.map { secret in
                SwiftStatement.expression(
                    .try(
                        .call(
                            .code(TestSupport.assertJSON),
                            [
                                SwiftArgument(.name(Self.value)),
                                SwiftArgument(SwiftIdentifier("at"), .string(secret.field.name)),
                                SwiftArgument(
                                    SwiftIdentifier("equals"), .string(JSONQuoting.quoted(secret.value))),
                                SwiftArgument(SwiftIdentifier("secret"), .bool(true)),
                            ])))
            }
            // A secret field of another type than text holds no `Secret`, so its model may carry none.
            let carries = secretFields.allSatisfy { contract.holdsSecret($0.type, secret: true) }
            return PendingCase(
                name: SwiftNames.compound("test", model.name, "NeverPrintsItsSecrets"),
                doc: "Model `\(model.name)`: \(names) must not show in `description`, `debugDescription` or `dump`"
                    + (carries ? ", and its `secrets` list each." : "."),
                deprecated: model.deprecation != nil, body: [build] + proofs + [secretList(secrets.map(\.value))],
                carries: carries)
        }
        var cases = modelCases.compactMap { pending in
            pending.map {
                testCase(
                    scope.claim($0.name), doc: $0.doc, deprecated: $0.deprecated, body: $0.body, carries: $0.carries)
            }
        }
        if let credentials = translator.names.credentials, let session = contract.auth?.session {
            // A session whose cookies are all plain has nothing to hide, so no test to make.
            if session.cookies.contains(where: \.isSecret) {
                cases.append(cookieCredentialsCase(credentials, session, scope: &scope, samples: samples))
            }
        } else if let credentials = translator.names.credentials {
            let token = "secret-credentials-token-do-not-print"
            var arguments = [SwiftArgument(SwiftIdentifier("token"), .string(token))]
            if let tenantType = contract.auth?.tenant?.type {
                arguments.append(SwiftArgument(SwiftIdentifier("tenantID"), samples.value(.identifier(tenantType))))
            }
            cases.append(
                testCase(
                    scope.claim(SwiftNames.compound("test", credentials.name, "NeverPrintsTheToken")),
                    doc: "The session snapshot `\(credentials.name)`: its token must not show when printed.",
                    body: [
                        .let(Self.value, nil, .call(.type(.named(credentials)), arguments)),
                        .expression(
                            .call(
                                .runtime(.xcTAssertEqual),
                                [
                                    SwiftArgument(
                                        .call(
                                            .name(Self.value).member(RuntimeMember.token).member(RuntimeMember.reveal),
                                            [])),
                                    SwiftArgument(.string(token)),
                                ])),
                        secretList([token]),
                    ]))
        }
        guard !cases.isEmpty else { return nil }
        let className = translator.names.redactionSuite
        return TestSuitePlan(
            className: className,
            imports: ExampleTranslator(translator: translator).testImports(examples: false),
            testableImports: ExampleTranslator(translator: translator).testableImports(examples: false),
            declaration: SwiftDeclaration(
                doc: DocComment(
                    DocText(
                        "Every value of `\(translator.contractPath)` that holds a `secret: true` field, printed every way "
                            + "Swift prints a value: no secret may show.")),
                access: .internal, .type(.finalClass, .named(className), conformances: [.runtime(.xcTestCase)])),
            cases: cases)
    }

    /// The cookie session's snapshot: every secret cookie holds a distinctive text, none of which may show.
    private func cookieCredentialsCase(
        _ credentials: SwiftIdentifier, _ session: CookieSessionRules, scope: inout NameScope, samples: SampleValues
    ) -> SwiftDeclaration {
        let fields = translator.cookieFields(session)
        var arguments = fields.map { field in
            SwiftArgument(
                field.name,
                .string(
                    field.cookie.isSecret
                        ? "secret-credentials-\(field.cookie.name)-do-not-print" : "plain-\(field.cookie.name)"))
        }
        if let tenantType = contract.auth?.tenant?.type {
            arguments.append(SwiftArgument(SwiftIdentifier("tenantID"), samples.value(.identifier(tenantType))))
        }
        let secret = fields.filter(\.cookie.isSecret)
        let proofs = secret.map { field in
            SwiftStatement.expression(
                .call(
                    .runtime(.xcTAssertEqual),
                    [
                        SwiftArgument(.call(.name(Self.value).member(field.name).member(RuntimeMember.reveal), [])),
                        SwiftArgument(.string("secret-credentials-\(field.cookie.name)-do-not-print")),
                    ]))
        }
        return testCase(
            scope.claim(SwiftNames.compound("test", credentials.name, "NeverPrintsTheCookies")),
            doc: "The session snapshot `\(credentials.name)`: its secret cookies must not show when printed.",
            body: [.let(Self.value, nil, .call(.type(.named(credentials)), arguments))] + proofs
                + [secretList(secret.map { "secret-credentials-\($0.cookie.name)-do-not-print" })])
    }

    /// A model's test before its name is claimed.
    private struct PendingCase {
        var name: SwiftIdentifier
        var doc: String
        var deprecated: Bool
        var body: [SwiftStatement]
        /// Whether the test also checks the model's `SecretCarrying` conformance lists every secret.
        var carries: Bool
    }

    private func testCase(
        _ name: SwiftIdentifier, doc: String, deprecated: Bool = false, body: [SwiftStatement], carries: Bool = false
    ) -> SwiftDeclaration {
        let arguments = [SwiftArgument(.name(Self.value)), SwiftArgument(Self.secrets, .name(Self.secrets))]
        let shows = SwiftStatement.expression(.call(.code(TestSupport.assertNothingShows), arguments))
        let carried = SwiftStatement.expression(.call(.code(TestSupport.assertCarries), arguments))
        let checks = carries ? [shows, carried] : [shows]
        return SwiftDeclaration(
            doc: DocComment(DocText(doc)), access: .internal,
            deprecation: deprecated ? ExampleTranslator.testsDeprecatedAPI : nil,
            .function(.identifier(name), [], .throwing, returns: nil, layout: .fit),
            body: .statements(body + checks))
    }

    /// `let secrets = [...]`
    private func secretList(_ values: [String]) -> SwiftStatement {
        .let(Self.secrets, nil, .array(values.map { .string($0) }))
    }
}
