import WireVocabulary

/// One classification rule of the contract: its condition (``RuleCondition``, the tests every tool reads the same way)
/// with the class it gives and where it is written. The condition's tests read as the rule's own (`rule.http`).
@dynamicMemberLookup
public struct ErrorRule: Sendable, Hashable {
    public typealias StatusRange = RuleCondition.StatusRange
    public typealias BodyCondition = RuleCondition.BodyCondition
    public typealias Authentication = RuleCondition.Authentication

    /// What the rule tests.
    public var condition: RuleCondition
    /// The class the rule maps to.
    public var errorClass: String
    public var provenance: Provenance

    public init(
        transport: [TransportFaultKind] = [], http: [StatusRange] = [], codes: [Int] = [], errorCodes: [String] = [],
        success: Bool? = nil, body: BodyCondition? = nil, when: Authentication? = nil, conditionsFailed: Bool = false,
        local: [LocalRejection] = [], otherwise: Bool = false, payload: PayloadTest? = nil,
        message: MessageTest? = nil, errorClass: String, provenance: Provenance
    ) {
        condition = RuleCondition(
            transport: transport, http: http, codes: codes, errorCodes: errorCodes, success: success, body: body,
            when: when, conditionsFailed: conditionsFailed, local: local, otherwise: otherwise, payload: payload,
            message: message)
        self.errorClass = errorClass
        self.provenance = provenance
    }

    public subscript<Value>(dynamicMember test: WritableKeyPath<RuleCondition, Value>) -> Value {
        get { condition[keyPath: test] }
        set { condition[keyPath: test] = newValue }
    }

    /// The rule as the shared classifier reads it.
    public var classification: ClassificationRule { ClassificationRule(condition, errorClass: errorClass) }

    /// A rule that states no condition at all would match everything.
    public var hasConditions: Bool { condition.hasTests }

    /// What the rule matches, in the words of its keys (`http: 401; when: unauthenticated`), without the class it
    /// maps to: how listings and reviews name a rule.
    public var conditionsText: String {
        let rule = condition
        var parts: [String] = []
        if !rule.transport.isEmpty {
            parts.append("transport: " + rule.transport.map(\.rawValue).joined(separator: ", "))
        }
        if !rule.http.isEmpty { parts.append("http: " + rule.http.map(\.description).joined(separator: ", ")) }
        if !rule.codes.isEmpty { parts.append("code: " + rule.codes.map(String.init).joined(separator: ", ")) }
        if !rule.errorCodes.isEmpty { parts.append("errorCode: " + rule.errorCodes.joined(separator: ", ")) }
        if let success = rule.success { parts.append("success: \(success)") }
        if let body = rule.body { parts.append("body: \(body.rawValue)") }
        if let when = rule.when { parts.append("when: \(when.rawValue)") }
        if rule.conditionsFailed { parts.append("conditions: failed") }
        if !rule.local.isEmpty { parts.append("local: " + rule.local.map(\.rawValue).joined(separator: ", ")) }
        if let payload = rule.payload { parts.append("payload: \(payload)") }
        if let message = rule.message { parts.append("message: \(message)") }
        if rule.otherwise { parts.append("otherwise") }
        return parts.joined(separator: "; ")
    }
}

/// The bounded retry policy for idempotent endpoints.
public struct RetryDefaults: Sendable, Hashable {
    public var maxAttempts: Int
    public var baseDelay: Double
    public var maxDelay: Double
    public var retryAfterCap: Double
    public var provenance: Provenance?

    public init(
        maxAttempts: Int = 3, baseDelay: Double = 0.5, maxDelay: Double = 8, retryAfterCap: Double = 30,
        provenance: Provenance? = nil
    ) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.retryAfterCap = retryAfterCap
        self.provenance = provenance
    }
}
