import Contract

/// Plans how an endpoint reads its response: which runtime call, what it returns, which conditions it checks.
struct ResponseTranslator {
    struct Plan {
        var returnType: SwiftType?
        var returnDoc: DocText?
        var callFunction: SwiftFragment
        var extraArguments: [SwiftArgument]
        /// The payload type the conditions function checks, and its checks; nil when there is nothing to check.
        var conditions: (payloadType: SwiftType, checks: [SwiftStatement])?
    }

    let translator: Translator
    let endpoint: Endpoint
    /// The endpoint's conditions function.
    let conditionsFunction: SwiftIdentifier

    private static let payload = SwiftIdentifier("payload")
    private static let unmet = SwiftIdentifier("unmet")

    func plan() throws(PlanError) -> Plan {
        let response = endpoint.response
        let unmetArgument = SwiftArgument(
            Self.unmet, .code(SwiftFragment("Self")).member(conditionsFunction))
        switch response.payload {
        case .none:
            return Plan(
                returnType: nil, returnDoc: nil, callFunction: RuntimeMember.callForNothing, extraArguments: [],
                conditions: nil)
        case .message:
            if response.type == .scalar(.url) {
                return Plan(
                    returnType: .runtime(.url),
                    returnDoc: "The http(s) URL the server returned in the envelope's message.",
                    callFunction: RuntimeMember.callForMessageURL, extraArguments: [], conditions: nil)
            }
            var checks: [SwiftStatement] = []
            for requirement in response.require {
                checks += try check(
                    requirement, root: .name(Self.payload), rootType: .scalar(.string), rootOptional: true)
            }
            if Self.requiresMessage(response) {
                return Plan(
                    returnType: .runtime(.string),
                    returnDoc: "The envelope's message, meeting the endpoint's conditions.",
                    callFunction: RuntimeMember.callForRequiredMessage, extraArguments: [unmetArgument],
                    conditions: (.runtime(.string).optional, checks))
            }
            return Plan(
                returnType: .runtime(.string).optional, returnDoc: "The envelope's message.",
                callFunction: RuntimeMember.callForMessage, extraArguments: checks.isEmpty ? [] : [unmetArgument],
                conditions: checks.isEmpty ? nil : (.runtime(.string).optional, checks))
        case .result, .body:
            guard let type = response.type else {
                throw translator.fail("this payload needs a `type`", at: response.provenance)
            }
            let swiftType = translator.types.swiftType(type)
            let checks = try payloadChecks(response.require, type: type)
            return Plan(
                returnType: swiftType,
                returnDoc: response.payload == .result
                    ? "The envelope's payload, present and meeting the endpoint's success conditions."
                    : "The response body, meeting the endpoint's success conditions.",
                callFunction: response.payload == .result ? RuntimeMember.callForPayload : RuntimeMember.callForBody,
                extraArguments: [SwiftArgument(Self.payload, .metatype(swiftType))]
                    + (checks.isEmpty ? [] : [unmetArgument]),
                conditions: checks.isEmpty ? nil : (swiftType, checks))
        }
    }

    /// Whether a `payload: message` response has a condition on the message itself (`present`, `nonEmpty`,
    /// `httpURL`), which fails without one: then the method returns `String`, not `String?`.
    static func requiresMessage(_ response: Endpoint.Response) -> Bool {
        response.payload == .message && response.require.contains { $0.variant == nil && $0.path.isEmpty }
    }

    /// The checks of a payload of `type`: the payload's own conditions, then each union variant's, inside
    /// `if case .variant(let value) = payload { … }`.
    private func payloadChecks(_ requirements: [Endpoint.Requirement], type: TypeRef) throws(PlanError)
        -> [SwiftStatement]
    {
        var checks: [SwiftStatement] = []
        var variants: [(name: String, checks: [SwiftStatement])] = []
        let value = GeneratedLocal.value.identifier
        for requirement in requirements {
            guard let variantName = requirement.variant else {
                checks += try check(requirement, root: .name(Self.payload), rootType: type, rootOptional: false)
                continue
            }
            guard case .union(let unionName) = type, let union = translator.contract.union(named: unionName),
                let variant = union.variants.first(where: { $0.name == variantName })
            else {
                throw translator.fail(
                    "success condition '\(requirement)' names a variant \(type) does not have",
                    at: requirement.provenance)
            }
            let statements = try check(
                requirement, root: .name(value), rootType: .model(variant.type), rootOptional: false)
            if let index = variants.firstIndex(where: { $0.name == variantName }) {
                variants[index].checks += statements
            } else {
                variants.append((variantName, statements))
            }
        }
        guard case .union(let unionName) = type, let union = translator.contract.union(named: unionName) else {
            return checks
        }
        let caseNames = translator.unionCaseNames(union)
        for variant in variants where !variant.checks.isEmpty {
            let caseName = caseNames[variant.name] ?? SwiftNames.lowerCamel(variant.name)
            checks.append(
                .if(.enumCaseBinding(caseName, binding: value, .name(Self.payload)), variant.checks, layout: .block))
        }
        return checks
    }

    /// The statements that return an `UnmetCondition` when `requirement` fails; none where decoding already
    /// guarantees it. `root` is the value the path starts at, of `rootType`.
    private func check(
        _ requirement: Endpoint.Requirement, root: SwiftExpression, rootType: TypeRef, rootOptional: Bool
    ) throws(PlanError) -> [SwiftStatement] {
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
            // The storage: a deprecated field's public property would warn here.
            let members = translator.memberNames(of: model)
            expression = expression.member(
                members.storage[field.name] ?? SwiftNames.lowerCamel(field.name), optionalChain: lastOptional)
            type = field.type
            lastOptional = field.isOptionalInSwift
            chainOptional = chainOptional || lastOptional
            isRawIdentifier = field.invalid == .keepRaw
        }
        let unmet: [SwiftStatement] = [
            .return(.call(.runtime(.unmetCondition), [SwiftArgument(.string(requirement.description))]))
        ]
        switch requirement.predicate {
        case .present:
            return chainOptional
                ? [.if(.expression(.infix(expression, .equal, .code(SwiftFragment("nil")))), unmet)] : []
        case .nonEmpty:
            var text = expression
            var chain = lastOptional
            if case .identifier(let name) = type, !isRawIdentifier,
                translator.contract.identifier(named: name)?.storage == .string
            {
                text = text.member(RuntimeMember.rawValue, optionalChain: chain)
                chain = false
            }
            let test = text.member(RuntimeMember.isEmpty, optionalChain: chain)
            return [
                .if(.expression(chainOptional ? .infix(test, .nilCoalescing, .bool(true)) : test), unmet)
            ]
        case .httpURL:
            let text =
                type == .scalar(.url)
                ? expression.member(RuntimeMember.absoluteString, optionalChain: lastOptional) : expression
            return [
                .if(
                    .expression(
                        .not(.call(.runtime(.payloadChecks).member(RuntimeMember.isHTTPURL), [SwiftArgument(text)]))),
                    unmet)
            ]
        }
    }
}
