import Contract

/// The generated test suite that prints every value holding a secret and checks no secret shows.
struct RedactionSuitePlan {
    struct Case {
        var testName: String
        var docLines: [String]
        /// Lines that build `let value` with a distinctive text in every secret.
        var buildLines: [String]
        /// Statements proving the value really holds each secret, so the check cannot pass vacuously.
        var proofLines: [String]
        /// `let secrets = [...]`, laid out.
        var secretLines: [String]
    }

    var className: String
    var fileName: String
    var imports: [String]
    var docLines: [String]
    var cases: [Case]
}

/// Plans the redaction suite: one case per model with `secret: true` fields, and one for the credentials snapshot.
struct RedactionTranslator {
    let translator: Translator

    private var contract: Contract { translator.contract }

    func suite() -> RedactionSuitePlan? {
        var scope = NameScope()
        var cases: [RedactionSuitePlan.Case] = contract.models.compactMap { model in
            let secretFields = model.fields.filter(\.isSecret)
            guard !secretFields.isEmpty else { return nil }
            let typeName = translator.typeNames[model.name] ?? model.name
            let secrets = secretFields.map { (field: $0, value: "secret-\(model.name)-\($0.name)-do-not-print") }
            let sample = ExampleTranslator(translator: translator)
            let members = model.fields.compactMap { field -> String? in
                if let secret = secrets.first(where: { $0.field.name == field.name }) {
                    return "\(SwiftLiteral.string(field.name)): \(SwiftLiteral.string(secret.value))"
                }
                guard !field.isOptionalInSwift else { return nil }
                return "\(SwiftLiteral.string(field.name)): \(sample.sampleJSON(for: field.type))"
            }
            let json = "{\n" + members.map { "  " + $0 }.joined(separator: ",\n") + "\n}\n"
            let names = secretFields.map { "`\($0.name)`" }.joined(separator: ", ")
            return .init(
                testName: scope.claim("test" + SwiftNames.upperCamel(model.name) + "NeverPrintsItsSecrets"),
                docLines: SwiftLiteral.docLines(
                    "Model `\(model.name)`: \(names) must not show in `description`, `debugDescription` or `dump`.",
                    indent: "    "),
                buildLines: decodeLines(typeName, json: json),
                proofLines: secrets.flatMap { secret in
                    SwiftLayout.call(
                        "try assertJSON(",
                        [
                            "value", "at: \(SwiftLiteral.string(secret.field.name))",
                            "equals: \(SwiftLiteral.string("\"" + secret.value + "\""))", "secret: true",
                        ], indent: 8)
                },
                secretLines: Self.secretLines(secrets.map { SwiftLiteral.string($0.value) }))
        }
        if let credentials = translator.credentialsTypeName {
            var tenant = ""
            if let tenantType = contract.auth?.tenant?.type {
                let typeName = translator.typeNames[tenantType] ?? tenantType
                tenant =
                    contract.identifier(named: tenantType)?.storage == .int
                    ? ", tenantID: \(typeName)(rawValue: 1234)" : ", tenantID: \(typeName)(rawValue: \"tenant\")"
            }
            let token = SwiftLiteral.string("secret-credentials-token-do-not-print")
            cases.append(
                .init(
                    testName: scope.claim("test" + credentials + "NeverPrintsTheToken"),
                    docLines: SwiftLiteral.docLines(
                        "The session snapshot `\(credentials)`: its token must not show when printed.", indent: "    "),
                    buildLines: SwiftLayout.call(
                        "let value = \(credentials)(", ["token: \(token)" + tenant], indent: 8),
                    proofLines: ["XCTAssertEqual(value.token.reveal(), \(token))"],
                    secretLines: Self.secretLines([token])))
        }
        guard !cases.isEmpty else { return nil }
        return RedactionSuitePlan(
            className: "SecretRedactionTests", fileName: "SecretRedactionTests",
            imports: ["APIRuntime", "APITestSupport", "Foundation", "XCTest", contract.info.module].sorted(),
            docLines: SwiftLiteral.docLines(
                "Every value of `\(translator.contractPath)` that holds a `secret: true` field, printed every way Swift "
                    + "prints a value: no secret may show."),
            cases: cases)
    }

    /// `let value = try decodeExample(Type.self, from: …)` with the JSON in a multi-line literal.
    private func decodeLines(_ typeName: String, json: String) -> [String] {
        guard let literal = SwiftLiteral.multiline(json, indent: "        ") else {
            return SwiftLayout.call(
                "let value = try decodeExample(", ["\(typeName).self", "from: \(SwiftLiteral.string(json))"], indent: 8)
        }
        return ["let value = try decodeExample(", "    \(typeName).self,", "    from: " + literal[0]]
            + literal.dropFirst().dropLast() + [(literal.last ?? "") + ")"]
    }

    /// The secrets array on one line when it fits, else one element per line as swift-format lays it out.
    private static func secretLines(_ literals: [String]) -> [String] {
        let single = "let secrets = [\(literals.joined(separator: ", "))]"
        if 8 + single.count <= SwiftLayout.width { return [single] }
        return ["let secrets = ["] + literals.map { "    \($0)," } + ["]"]
    }
}
