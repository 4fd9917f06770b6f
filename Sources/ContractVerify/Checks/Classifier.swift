import Contract
import TextFoundation
import WireVocabulary

/// The facts of one answer that a contract's rules classify, as the generated client gathers them.
struct ExchangeFacts: Sendable, Hashable {
    enum Body: Sendable, Hashable {
        /// No answer was recorded: the exchange counts as a transport fault.
        case absent
        case notJSON
        case notEnvelope
        case envelope(success: Bool)
        /// JSON of a contract without envelope.
        case json
    }

    /// The transport fault, when no answer was recorded (a capture only tells `other`).
    var transportFault: TransportFaultKind?
    var status: Int?
    /// Whether the endpoint carries the session token (what the generated client would send).
    var carriedToken: Bool
    var body: Body
    var failureCode: Int?
    var failureErrorCode: String?
    var conditionsFailed = false
    /// The payload fields the endpoint's payload rules read (``PayloadRules/readFields(of:)``).
    var payloadFields: JSONValue?
}

/// The class a failed answer gets, and the rule that gives it.
struct Classification: Sendable, Hashable {
    var errorClass: String
    var rule: ErrorRule
    /// How reports name the rule: `errorRules[7]` or `endpoints.login.errors[2]`.
    var place: String
}

/// Picks the class of a failed answer exactly as generated classifiers do: the endpoint's rules first, then the
/// contract's, in order; the first rule whose every condition holds wins.
struct Classifier {
    let contract: Contract

    func classify(_ facts: ExchangeFacts, endpoint: Endpoint) -> Classification? {
        for (index, rule) in endpoint.errorRules.enumerated() where matches(rule, facts) {
            return Classification(
                errorClass: rule.errorClass, rule: rule, place: "endpoints.\(endpoint.name).errors[\(index)]")
        }
        for (index, rule) in contract.errorRules.enumerated() where matches(rule, facts) {
            return Classification(errorClass: rule.errorClass, rule: rule, place: "errorRules[\(index)]")
        }
        return nil
    }

    private func matches(_ rule: ErrorRule, _ facts: ExchangeFacts) -> Bool {
        if rule.otherwise { return true }
        // A capture never shows a refusal made before sending.
        if !rule.local.isEmpty { return false }
        if !rule.transport.isEmpty {
            guard let fault = facts.transportFault, rule.transport.contains(fault) else { return false }
        }
        if !rule.http.isEmpty {
            guard let status = facts.status, rule.http.contains(where: { $0.contains(status) }) else { return false }
        }
        if !rule.codes.isEmpty {
            guard let code = facts.failureCode, rule.codes.contains(code) else { return false }
        }
        if !rule.errorCodes.isEmpty {
            guard let code = facts.failureErrorCode, rule.errorCodes.contains(code) else { return false }
        }
        if let success = rule.success, facts.body != .envelope(success: success) { return false }
        switch rule.body {
        case .notJSON: if facts.body != .notJSON { return false }
        case .notEnvelope: if facts.body != .notEnvelope { return false }
        case nil: break
        }
        switch rule.when {
        case .authenticated: if !facts.carriedToken { return false }
        case .unauthenticated: if facts.carriedToken { return false }
        case nil: break
        }
        if rule.conditionsFailed, !facts.conditionsFailed { return false }
        if let test = rule.payload, !test.holds(in: facts.payloadFields) { return false }
        return true
    }
}
