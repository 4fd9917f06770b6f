import Contract

/// Plans how an endpoint reads its response: which runtime call, what it returns, which conditions it checks.
struct ResponseTranslator {
    struct Plan {
        var returnType: String?
        var returnDoc: String?
        var callFunction: String
        var extraArguments: [String]
        var conditionsFunction: String?
        var conditionsPayloadType: String?
        var conditionChecks: [String]
    }

    let translator: Translator
    let endpoint: Endpoint
    let methodName: String

    func plan() throws(PlanError) -> Plan {
        let response = endpoint.response
        let functionName = "unmet\(SwiftNames.upperCamel(endpoint.name))Condition"
        switch response.payload {
        case .none:
            return Plan(
                returnType: nil, returnDoc: nil, callFunction: "callForNothing", extraArguments: [],
                conditionsFunction: nil, conditionsPayloadType: nil, conditionChecks: [])
        case .message:
            if response.type == .scalar(.url) {
                return Plan(
                    returnType: "URL", returnDoc: "The http(s) URL the server returned in the envelope's message.",
                    callFunction: "callForMessageURL", extraArguments: [], conditionsFunction: nil,
                    conditionsPayloadType: nil, conditionChecks: [])
            }
            var checks: [String] = []
            for requirement in response.require {
                checks += try check(requirement, root: "payload", rootType: .scalar(.string), rootOptional: true)
            }
            return Plan(
                returnType: "String?", returnDoc: "The envelope's message.", callFunction: "callForMessage",
                extraArguments: checks.isEmpty ? [] : ["unmet: Self.\(functionName)"],
                conditionsFunction: checks.isEmpty ? nil : functionName,
                conditionsPayloadType: "String?", conditionChecks: checks)
        case .result, .body:
            guard let type = response.type else {
                throw translator.fail("this payload needs a `type`", at: response.provenance)
            }
            let swiftType = translator.types.swiftType(type)
            var checks: [String] = []
            for requirement in response.require {
                checks += try check(requirement, root: "payload", rootType: type, rootOptional: false)
            }
            return Plan(
                returnType: swiftType,
                returnDoc: response.payload == .result
                    ? "The envelope's payload, present and meeting the endpoint's success conditions."
                    : "The response body, meeting the endpoint's success conditions.",
                callFunction: response.payload == .result ? "callForPayload" : "callForBody",
                extraArguments: ["payload: \(swiftType).self"]
                    + (checks.isEmpty ? [] : ["unmet: Self.\(functionName)"]),
                conditionsFunction: checks.isEmpty ? nil : functionName,
                conditionsPayloadType: swiftType, conditionChecks: checks)
        }
    }

    /// The statements that return an `UnmetCondition` when `requirement` fails; none where decoding already
    /// guarantees it.
    private func check(
        _ requirement: Endpoint.Requirement, root: String, rootType: TypeRef, rootOptional: Bool
    ) throws(PlanError) -> [String] {
        var expression = root
        var type = rootType
        var lastOptional = rootOptional
        var chainOptional = rootOptional
        var isRawIdentifier = false
        for segment in requirement.path {
            guard case .model(let modelName) = type, let model = translator.contract.model(named: modelName),
                let field = model.field(named: segment)
            else {
                throw translator.fail(
                    "success condition '\(requirement)' names '\(segment)', which \(type) does not have",
                    at: requirement.provenance)
            }
            let properties = ModelTranslator(translator: translator).propertyNames(of: model)
            expression += (lastOptional ? "?." : ".") + SwiftNames.escaped(properties[field.name] ?? field.name)
            type = field.type
            lastOptional = field.isOptionalInSwift
            chainOptional = chainOptional || lastOptional
            isRawIdentifier = field.invalid == .keepRaw
        }
        let unmet = "return UnmetCondition(\(SwiftLiteral.string(requirement.description)))"
        let optionalMark = lastOptional ? "?" : ""
        switch requirement.predicate {
        case .present:
            return chainOptional ? ["if \(expression) == nil { \(unmet) }"] : []
        case .nonEmpty:
            var member = ".isEmpty"
            if case .identifier(let name) = type, !isRawIdentifier,
                translator.contract.identifier(named: name)?.storage == .string
            {
                member = ".rawValue.isEmpty"
            }
            let test = expression + optionalMark + member
            return ["if \(chainOptional ? "\(test) ?? true" : test) { \(unmet) }"]
        case .httpURL:
            let text = type == .scalar(.url) ? expression + optionalMark + ".absoluteString" : expression
            return ["if !PayloadChecks.isHTTPURL(\(text)) { \(unmet) }"]
        }
    }
}

extension ModelTranslator {
    /// Swift property names of a model's fields, by wire name, claimed exactly as the model plan claims them.
    func propertyNames(of model: Model) -> [String: String] {
        var scope = NameScope(reserved: ["CodingKeys", "limitViolation", "encode", "description"])
        var names: [String: String] = [:]
        for field in model.fields { names[field.name] = scope.claim(SwiftNames.lowerCamel(field.name)) }
        return names
    }
}
