import Contract

/// Turns ordered classification rules into Swift conditions over an `ExchangeObservation`.
struct RuleTranslator {
    let translator: Translator

    func contractRules() throws(PlanError) -> [RulePlan] {
        let rules = translator.contract.errorRules
        guard let last = rules.last, last.otherwise else {
            throw translator.fail(
                "the contract's error rules must end with a catch-all", at: translator.contract.info.provenance,
                hint: "add `- { otherwise: true, class: <class> }` as the last rule, so every failure has a class")
        }
        return rules.map { plan($0, indent: 8) }
    }

    /// The rule as a Swift statement at column `indent`.
    func plan(_ rule: ErrorRule, indent: Int) -> RulePlan {
        let result = "return .\(SwiftNames.escaped(SwiftNames.lowerCamel(rule.errorClass)))"
        return RulePlan(
            comment: SwiftLiteral.lineComment(describe(rule)),
            lines: rule.otherwise ? [result] : SwiftLayout.ifStatement(condition(rule), result, indent: indent))
    }

    func condition(_ rule: ErrorRule) -> String {
        var parts: [String] = []
        if !rule.transport.isEmpty {
            parts.append(
                "observation.isTransportFault([\(rule.transport.map { ".\($0.rawValue)" }.joined(separator: ", "))])")
        }
        if !rule.local.isEmpty {
            parts.append(
                "observation.isLocalRejection([\(rule.local.map { ".\($0.rawValue)" }.joined(separator: ", "))])")
        }
        if !rule.http.isEmpty {
            parts.append(
                "observation.httpStatus(in: [\(rule.http.map { "\($0.lower)...\($0.upper)" }.joined(separator: ", "))])"
            )
        }
        if !rule.codes.isEmpty {
            parts.append("observation.failureCode(in: [\(rule.codes.map(String.init).joined(separator: ", "))])")
        }
        if !rule.errorCodes.isEmpty {
            parts.append(
                "observation.failureErrorCode(in: [\(rule.errorCodes.map(SwiftLiteral.string).joined(separator: ", "))])"
            )
        }
        if let success = rule.success {
            parts.append(success ? "observation.body == .envelope(success: true)" : "observation.isEnvelopeFailure")
        }
        switch rule.body {
        case .notJSON: parts.append("observation.isNotJSON")
        case .notEnvelope: parts.append("observation.isNotEnvelope")
        case nil: break
        }
        switch rule.when {
        case .authenticated: parts.append("observation.carriedToken")
        case .unauthenticated: parts.append("!observation.carriedToken")
        case nil: break
        }
        if rule.conditionsFailed { parts.append("observation.conditionsFailed") }
        return parts.joined(separator: " && ")
    }

    /// A one-line reading of the rule for the comment above its Swift line.
    func describe(_ rule: ErrorRule) -> String {
        var parts: [String] = []
        if !rule.transport.isEmpty {
            parts.append("transport \(rule.transport.map(\.rawValue).joined(separator: "/"))")
        }
        if !rule.local.isEmpty {
            parts.append("refused locally (\(rule.local.map(\.rawValue).joined(separator: "/")))")
        }
        if !rule.http.isEmpty { parts.append("HTTP \(rule.http.map(\.description).joined(separator: ", "))") }
        if !rule.codes.isEmpty { parts.append("code \(rule.codes.map(String.init).joined(separator: ", "))") }
        if !rule.errorCodes.isEmpty { parts.append("errorCode \(rule.errorCodes.joined(separator: ", "))") }
        if let success = rule.success { parts.append("success=\(success)") }
        if let body = rule.body { parts.append("body \(body.rawValue)") }
        if let when = rule.when { parts.append(when.rawValue) }
        if rule.conditionsFailed { parts.append("success conditions failed") }
        if rule.otherwise { parts.append("anything else") }
        var text = parts.joined(separator: ", ") + " → \(rule.errorClass)"
        if let source = rule.provenance.source { text += " (\(source))" }
        return text
    }
}
