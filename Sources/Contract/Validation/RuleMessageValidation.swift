import WireVocabulary

/// A rule's `message:` test chooses among the failures an envelope reports: it needs an envelope that reads a message
/// (a `message:` field, or problem details' `detail`), a text that is not empty and does not fit every message, and no
/// key beside it that names an answer the envelope did not report as a failure (it would never hold).
enum RuleMessageValidation {
    static func check(_ context: ValidationContext) {
        let contract = context.contract
        for (index, rule) in contract.errorRules.enumerated() {
            check(rule, at: NodePath(["errorRules", String(index)]), envelopes: contract.envelopes, context)
        }
        for endpoint in contract.endpoints {
            guard let envelope = contract.envelope(for: endpoint) else { continue }
            for (index, rule) in endpoint.errorRules.enumerated() {
                let path = ContractPaths.endpoint(endpoint.name).appending("errors", String(index))
                check(rule, at: path, envelopes: [envelope], context)
            }
        }
    }

    private static func check(
        _ rule: ErrorRule, at path: NodePath, envelopes: [Envelope], _ context: ValidationContext
    ) {
        guard let test = rule.message else { return }
        let at = path.appending("message")
        let fallback = rule.provenance.mark
        if !envelopes.isEmpty, !envelopes.contains(where: { !$0.messageFields.isEmpty || $0.problemDetails }) {
            context.error(
                envelopes.count == 1
                    ? "a `message:` rule matches a failure's message, and envelope '\(envelopes[0].name)' reads none"
                    : "a `message:` rule matches a failure's message, and no envelope of the contract reads one",
                at: at, fallback: fallback, hint: "name the envelope's message field (`message: msg`)")
        }
        if test.texts.contains(where: \.isEmpty) {
            context.error(
                "a message test's text is empty", at: at.appending(test.match.rawValue), fallback: fallback,
                hint: "write the text the server sends, or a part of it with `contains:`")
        } else if test.holdsForEveryMessage {
            context.error(
                "`glob: \(test.texts.first { $0.allSatisfy { $0 == "*" } } ?? "*")` fits every message",
                at: at.appending(test.match.rawValue), fallback: fallback,
                hint: "drop `message:`, or write the text the pattern must hold beside the `*`")
        }
        if let other = keyNeverReported(by: rule) {
            context.error(
                "a `message:` test holds only for a failure the envelope reported, which `\(other)` never is",
                at: at, fallback: fallback,
                hint: "match the envelope's failures (`code:`, `errorCode:`, `success: false`, `http:`) beside it")
        }
    }

    /// The first key of `rule` that matches only answers the envelope did not report as failures.
    private static func keyNeverReported(by rule: ErrorRule) -> String? {
        if !rule.transport.isEmpty { return "transport:" }
        if !rule.local.isEmpty { return "local:" }
        if let body = rule.body { return "body: \(body.rawValue)" }
        if rule.success == true { return "success: true" }
        if rule.conditionsFailed { return "conditions: failed" }
        if rule.payload != nil { return "payload:" }
        return nil
    }
}
