import WireVocabulary

/// A rule reads only what an envelope can hand it: a `code:` rule needs a numeric business code, an `errorCode:` rule
/// a string error code (a field, a string business code, or problem details), a `success:` or `body: notEnvelope`
/// rule an envelope that decides success. An endpoint's rules are held against its own envelope; the contract's
/// against all of them (one that can is enough, as the rule applies to every endpoint).
enum RuleEnvelopeValidation {
    static func check(_ context: ValidationContext) {
        let contract = context.contract
        guard !contract.envelopes.isEmpty else { return }
        for (index, rule) in contract.errorRules.enumerated() {
            check(
                rule, at: NodePath(["errorRules", String(index)]), envelopes: contract.envelopes, scope: .contract,
                context)
        }
        for endpoint in contract.endpoints {
            guard let envelope = contract.envelope(for: endpoint) else { continue }
            for (index, rule) in endpoint.errorRules.enumerated() {
                check(
                    rule, at: ContractPaths.endpoint(endpoint.name).appending("errors", String(index)),
                    envelopes: [envelope], scope: .envelope(envelope.name), context)
            }
        }
    }

    /// Which envelopes a rule is held against, for the words of a message.
    private enum Scope {
        case contract
        case envelope(String)

        /// `no envelope of the contract has one`, `envelope 'bare' has none`.
        func lacks(_ thing: String) -> String {
            switch self {
            case .contract: "no envelope of the contract has \(thing)"
            case .envelope(let name): "envelope '\(name)' has none"
            }
        }

        /// `no envelope of the contract decides success`, `envelope 'bare' does not decide success`.
        var decidesNothing: String {
            switch self {
            case .contract: "no envelope of the contract decides success"
            case .envelope(let name): "envelope '\(name)' does not decide success"
            }
        }
    }

    private static func check(
        _ rule: ErrorRule, at path: NodePath, envelopes: [Envelope], scope: Scope, _ context: ValidationContext
    ) {
        let fallback = rule.provenance.mark
        if !rule.codes.isEmpty, !envelopes.contains(where: hasNumericCode) {
            let textCode = envelopes.contains { $0.codeField != nil && $0.codeKind == .string }
            context.error(
                "a `code:` rule matches a numeric business code, and \(scope.lacks("one"))", at: path.appending("code"),
                fallback: fallback,
                hint: textCode
                    ? "the code is text (`codeType: string`): match it with `errorCode:`"
                    : "name the envelope's code field (`code: <field>`), or match a string code with `errorCode:`")
        }
        if !rule.errorCodes.isEmpty, !envelopes.contains(where: hasTextCode) {
            context.error(
                "an `errorCode:` rule matches a string error code, and \(scope.lacks("one"))",
                at: path.appending("errorCode"), fallback: fallback,
                hint: envelopes.contains(where: hasNumericCode)
                    ? "the code is a number: match it with `code:`"
                    : "name the envelope's `errorCode:` field, or say `problemDetails: true` for RFC 9457 bodies")
        }
        let decides = envelopes.contains { $0.traits.decider.isInBody }
        if rule.success != nil, !decides {
            context.error(
                "a `success:` rule matches an envelope that says failure, and \(scope.decidesNothing)",
                at: path.appending("success"), fallback: fallback,
                hint: "without an envelope the HTTP status decides: match it with `http:`")
        }
        if rule.body == .notEnvelope, !decides {
            context.error(
                "`body: notEnvelope` matches JSON that is not the envelope, and \(scope.decidesNothing)",
                at: path.appending("body"), fallback: fallback,
                hint: "without an envelope any JSON is the body: match `body: notJSON` or `http:`")
        }
    }

    private static func hasNumericCode(_ envelope: Envelope) -> Bool {
        envelope.codeField != nil && envelope.codeKind == .int && envelope.traits.admitsCode
    }

    private static func hasTextCode(_ envelope: Envelope) -> Bool {
        envelope.errorCodeField != nil || envelope.problemDetails
            || (envelope.codeField != nil && envelope.codeKind == .string && envelope.traits.admitsCode)
    }
}
