import WireVocabulary

/// One classification rule: every condition given must hold; the first matching rule wins.
public struct ErrorRule: Sendable, Hashable {

    /// An HTTP status or an inclusive range of them.
    public struct StatusRange: Sendable, Hashable, CustomStringConvertible {
        public var lower: Int
        public var upper: Int

        public init(_ lower: Int, _ upper: Int) {
            self.lower = lower
            self.upper = upper
        }

        public func contains(_ status: Int) -> Bool { (lower...upper).contains(status) }
        public var description: String { lower == upper ? "\(lower)" : "\(lower)..\(upper)" }
    }

    public enum BodyCondition: String, Sendable, Hashable {
        /// The body is not JSON (HTML, truncated, empty where JSON was due).
        case notJSON
        /// JSON, but not this contract's envelope.
        case notEnvelope
    }

    public enum Authentication: String, Sendable, Hashable {
        case authenticated, unauthenticated
    }

    /// A refusal the client makes before sending anything.

    public var transport: [TransportFaultKind]
    public var http: [StatusRange]
    public var codes: [Int]
    public var errorCodes: [String]
    /// `false` matches a well-formed envelope whose success flag is false.
    public var success: Bool?
    public var body: BodyCondition?
    public var when: Authentication?
    /// Matches success=true responses whose success conditions fail.
    public var conditionsFailed: Bool
    /// Matches refusals made before sending.
    public var local: [LocalRejection]
    /// The catch-all that ends a contract's rules, so every failure has a class.
    public var otherwise: Bool
    /// A payload field's value (an endpoint's own rules only): matching it makes even a successful envelope a failure.
    public var payload: PayloadTest?
    /// The class the rule maps to.
    public var errorClass: String
    public var provenance: Provenance

    public init(
        transport: [TransportFaultKind] = [], http: [StatusRange] = [], codes: [Int] = [], errorCodes: [String] = [],
        success: Bool? = nil, body: BodyCondition? = nil, when: Authentication? = nil, conditionsFailed: Bool = false,
        local: [LocalRejection] = [], otherwise: Bool = false, payload: PayloadTest? = nil, errorClass: String,
        provenance: Provenance
    ) {
        self.transport = transport
        self.http = http
        self.codes = codes
        self.errorCodes = errorCodes
        self.success = success
        self.body = body
        self.when = when
        self.conditionsFailed = conditionsFailed
        self.local = local
        self.otherwise = otherwise
        self.payload = payload
        self.errorClass = errorClass
        self.provenance = provenance
    }

    /// A rule that states no condition at all would match everything.
    public var hasConditions: Bool {
        !transport.isEmpty || !http.isEmpty || !codes.isEmpty || !errorCodes.isEmpty || success != nil
            || body != nil || when != nil || conditionsFailed || !local.isEmpty || otherwise
            || payload != nil
    }

    /// What the rule matches, in the words of its keys (`http: 401; when: unauthenticated`), without the class it
    /// maps to: how listings and reviews name a rule.
    public var conditionsText: String {
        var parts: [String] = []
        if !transport.isEmpty { parts.append("transport: " + transport.map(\.rawValue).joined(separator: ", ")) }
        if !http.isEmpty { parts.append("http: " + http.map(\.description).joined(separator: ", ")) }
        if !codes.isEmpty { parts.append("code: " + codes.map(String.init).joined(separator: ", ")) }
        if !errorCodes.isEmpty { parts.append("errorCode: " + errorCodes.joined(separator: ", ")) }
        if let success { parts.append("success: \(success)") }
        if let body { parts.append("body: \(body.rawValue)") }
        if let when { parts.append("when: \(when.rawValue)") }
        if conditionsFailed { parts.append("conditions: failed") }
        if !local.isEmpty { parts.append("local: " + local.map(\.rawValue).joined(separator: ", ")) }
        if let payload { parts.append("payload: \(payload)") }
        if otherwise { parts.append("otherwise") }
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
