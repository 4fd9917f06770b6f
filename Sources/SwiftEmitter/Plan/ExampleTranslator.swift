import Contract
import Foundation

/// Plans the generated tests that run each contract example through the generated client.
struct ExampleTranslator {
    let translator: Translator

    private var contract: Contract { translator.contract }

    func suite(for endpoint: Endpoint) throws(PlanError) -> ExampleSuitePlan? {
        guard !endpoint.examples.isEmpty else { return nil }
        var scope = NameScope()
        let methodName = SwiftNames.escaped(SwiftNames.lowerCamel(endpoint.name))
        let cases = try endpoint.examples.map { example throws(PlanError) -> ExampleSuitePlan.Case in
            let testName = scope.claim("test" + SwiftNames.upperCamel(example.name))
            var inputs: [String] = []
            var arguments: [String] = []
            try addInputs(endpoint, example: example, lines: &inputs, arguments: &arguments)
            let requestChecks = requestChecks(endpoint, example: example)
            let call = "client.\(methodName)("
            var doc = "Example '\(example.name)'"
            if example.isConstructed { doc += ", constructed from the docs' tables" }
            if let source = example.provenance.source { doc += " (\(source))" }
            switch example.expectation {
            case .success(let values):
                let hasPayload = endpoint.response.payload != .none
                let assertions =
                    hasPayload
                    ? variantCheck(endpoint, example: example)
                        + values.flatMap { valueAssertion($0, secret: isSecret($0.path, in: endpoint.response.type)) }
                    : []
                let binding = assertions.isEmpty ? "_ = try await " : "let payload = try await "
                return .init(
                    testName: testName, docLines: SwiftLiteral.docLines(doc + ".", indent: "    "),
                    transportLines: transportLines(example), inputLines: inputs,
                    callLines: SwiftLayout.call(binding + call, arguments, indent: 8), expectsSuccess: true,
                    assertions: assertions, requestChecks: requestChecks, failureClass: nil)
            case .failure(let errorClass, let code, let errorCode):
                let className = SwiftNames.escaped(SwiftNames.lowerCamel(errorClass))
                var assertions = ["XCTAssertEqual(error.errorClass, .\(className), \"\\(error)\")"]
                if let code { assertions.append("XCTAssertEqual(error.code, \(code))") }
                if let errorCode {
                    assertions.append("XCTAssertEqual(error.errorCode, \(SwiftLiteral.string(errorCode)))")
                }
                return .init(
                    testName: testName, docLines: SwiftLiteral.docLines(doc + ".", indent: "    "),
                    transportLines: transportLines(example), inputLines: inputs,
                    callLines: SwiftLayout.call("_ = try await " + call, arguments, indent: 12), expectsSuccess: false,
                    assertions: assertions, requestChecks: requestChecks, failureClass: className)
            }
        }
        let typeName = SwiftNames.upperCamel(endpoint.name) + "ExamplesTests"
        return ExampleSuitePlan(
            className: typeName, fileName: typeName, module: contract.info.module,
            imports: ["APIRuntime", "APITestSupport", "Foundation", "XCTest", contract.info.module].sorted(),
            clientTypeName: translator.clientTypeName,
            docLines: SwiftLiteral.docLines(
                "The examples of endpoint `\(endpoint.name)` in `\(translator.contractPath)`, each run through the "
                    + "generated client over a scripted transport."),
            cases: cases)
    }

    /// `assertJSON` of one expected value; a value too long for one line goes in a raw multi-line literal.
    /// A secret's value is compared but never shown in a failure message.
    private func valueAssertion(_ value: Example.ExpectedValue, secret: Bool) -> [String] {
        let path = "at: \(SwiftLiteral.string(value.path))"
        let flag = secret ? ["secret: true"] : []
        let lines = SwiftLayout.call(
            "try assertJSON(", ["payload", path, "equals: \(SwiftLiteral.string(value.json))"] + flag, indent: 8)
        guard lines.contains(where: { 8 + $0.count > SwiftLayout.width }),
            let literal = SwiftLiteral.rawBlock(value.json, indent: "    ")
        else { return lines }
        let close = (literal.last ?? "") + (secret ? "," : ")")
        return ["try assertJSON(", "    payload,", "    \(path),", "    equals: " + literal[0]]
            + literal.dropFirst().dropLast().map { "    " + $0 } + ["    " + close]
            + (secret ? ["    secret: true)"] : [])
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
    private func variantCheck(_ endpoint: Endpoint, example: Example) -> [String] {
        guard case .union(let name) = endpoint.response.type, let union = contract.union(named: name),
            let object = try? JSONSerialization.jsonObject(with: Data(example.response.utf8)) as? [String: Any],
            let variant = union.variants.first(where: { object[$0.discriminatorKey] != nil })
        else { return [] }
        let caseName = SwiftNames.escaped(translator.unionCaseNames(union)[variant.name] ?? variant.name)
        return [
            "guard case .\(caseName) = payload else {",
            "    return XCTFail(\(SwiftLiteral.string("expected the union case '\(caseName)'")))",
            "}",
        ]
    }

    /// For an example that gives its own JSON request: the body the client sent must equal it.
    private func requestChecks(_ endpoint: Endpoint, example: Example) -> [String] {
        guard case .json = endpoint.body, example.request != nil else { return [] }
        return [
            "let sentBody = try JSONSerialization.jsonObject(with: XCTUnwrap(transport.bodies.first))",
            "let exampleBody = try JSONSerialization.jsonObject(with: Data(requestJSON.utf8))",
            "XCTAssertTrue(JSONPath.equal(sentBody, exampleBody), \"the body sent is not the example's request\")",
        ]
    }

    private func transportLines(_ example: Example) -> [String] {
        let headers = example.responseHeaders.map {
            "\(SwiftLiteral.string($0.name)): \(SwiftLiteral.string($0.value))"
        }
        let headerList = headers.isEmpty ? "[:]" : "[\(headers.joined(separator: ", "))]"
        var lines = ["let transport = ScriptedTransport("]
        lines.append("    status: \(example.status),")
        lines.append("    headers: \(headerList),")
        if let literal = SwiftLiteral.multiline(example.response, indent: "        ") {
            lines.append("    body: " + literal[0])
            lines += literal.dropFirst()
        } else {
            lines.append("    body: \(SwiftLiteral.string(example.response))")
        }
        lines.append(")")
        return lines
    }

    private func addInputs(
        _ endpoint: Endpoint, example: Example, lines: inout [String], arguments: inout [String]
    ) throws(PlanError) {
        for parameter in endpoint.pathParameters {
            arguments.append(
                "\(SwiftNames.escaped(SwiftNames.lowerCamel(parameter.name))): \(sampleValue(parameter.type))")
        }
        for parameter in endpoint.query where parameter.constant == nil && !parameter.isOptional {
            arguments.append(
                "\(SwiftNames.escaped(SwiftNames.lowerCamel(parameter.name))): \(sampleValue(parameter.type))")
        }
        switch endpoint.body {
        case .none:
            break
        case .json(let modelName):
            let typeName = translator.typeNames[modelName] ?? modelName
            let json = example.request ?? sampleJSON(for: .model(modelName))
            if example.request != nil {
                // The example's own request is kept whole, so the test can compare it with the body sent.
                if let literal = SwiftLiteral.multiline(json, indent: "    ") {
                    lines += ["let requestJSON = " + literal[0]] + literal.dropFirst()
                } else {
                    lines.append("let requestJSON = \(SwiftLiteral.string(json))")
                }
                lines.append("let body = try decodeExample(\(typeName).self, from: requestJSON)")
            } else if let literal = SwiftLiteral.multiline(json, indent: "        ") {
                lines += ["let body = try decodeExample(", "    \(typeName).self,", "    from: " + literal[0]]
                lines += literal.dropFirst().dropLast()
                lines.append((literal.last ?? "") + ")")
            } else {
                lines += SwiftLayout.call(
                    "let body = try decodeExample(", ["\(typeName).self", "from: \(SwiftLiteral.string(json))"],
                    indent: 8)
            }
            arguments.insert("body", at: 0)
        case .multipart(_, let fields):
            lines.append("let file = try temporaryExampleFile()")
            arguments += ["file: file", "fileName: \"example.txt\"", "mimeType: \"text/plain\""]
            for field in fields where !field.isOptional {
                arguments.append("\(SwiftNames.escaped(SwiftNames.lowerCamel(field.name))): \(sampleValue(field.type))")
            }
        }
        if endpoint.auth == .token, let credentials = translator.credentialsTypeName {
            var tenant = ""
            if let tenantType = contract.auth?.tenant?.type {
                tenant = ", tenantID: \(sampleValue(.identifier(tenantType)))"
            }
            lines.append("let credentials = \(credentials)(token: \"example-token\"\(tenant))")
            arguments.append("credentials: credentials")
        }
    }

    /// A Swift expression of a valid sample value of `type` for an input parameter.
    private func sampleValue(_ type: TypeRef) -> String {
        switch type {
        case .identifier(let name):
            let typeName = translator.typeNames[name] ?? name
            return contract.identifier(named: name)?.storage == .int
                ? "\(typeName)(rawValue: 1234)" : "\(typeName)(rawValue: \"example-id\")"
        case .scalar(.int), .scalar(.int64), .scalar(.double): return "1"
        case .scalar(.bool): return "true"
        default: return "\"example\""
        }
    }

    /// Minimal valid JSON for `type`: every required field with a sample value.
    func sampleJSON(for type: TypeRef) -> String {
        switch type {
        case .scalar(let scalar):
            switch scalar {
            case .string: return "\"example\""
            case .int, .int64, .unixSeconds: return "1"
            case .double: return "1.5"
            case .bool: return "true"
            case .dateTime: return "\"2026-01-01T00:00:00Z\""
            case .url: return "\"https://example.invalid/resource\""
            case .json: return "null"
            }
        case .identifier(let name):
            return contract.identifier(named: name)?.storage == .int ? "1234" : "\"example-id\""
        case .list:
            return "[]"
        case .union(let name):
            guard let variant = contract.union(named: name)?.variants.first else { return "{}" }
            return sampleJSON(for: .model(variant.type))
        case .model(let name):
            guard let model = contract.model(named: name) else { return "{}" }
            let members = model.fields.filter { !$0.isOptionalInSwift }.map { field in
                "\(SwiftLiteral.string(field.name)): \(sampleJSON(for: field.type))"
            }
            return "{" + members.joined(separator: ", ") + "}"
        }
    }
}
