/// What one classification rule tests of a failed exchange: every condition it states must hold. The one reading of a
/// contract's rules as data: lint, `verify` and the property tests classify by it, and the generated classifier (a
/// `switch` an app can read) is held equal to it by a differential test.
public struct RuleCondition: Sendable, Hashable {
    /// An HTTP status or an inclusive range of them.
    public struct StatusRange: Sendable, Hashable, CustomStringConvertible {
        /// The lowest status in the range.
        public var lower: Int
        /// The highest status in the range (equal to ``lower`` for one status).
        public var upper: Int

        /// The statuses from `lower` to `upper`, both included.
        public init(_ lower: Int, _ upper: Int) {
            self.lower = lower
            self.upper = upper
        }

        /// Whether `status` lies in the range.
        public func contains(_ status: Int) -> Bool { lower <= status && status <= upper }
        /// `401`, `400..499`.
        public var description: String { lower == upper ? "\(lower)" : "\(lower)..\(upper)" }
    }

    /// What the body must have turned out to be.
    public enum BodyCondition: String, Sendable, Hashable {
        /// The body is not JSON (HTML, truncated, empty where JSON was due).
        case notJSON
        /// JSON, but not this contract's envelope.
        case notEnvelope
    }

    /// Whether the request must have carried the session's credentials.
    public enum Authentication: String, Sendable, Hashable {
        /// The request carried the session's credentials.
        case authenticated
        /// The request carried none (an `auth: optional` endpoint called signed out, or a sign-in).
        case unauthenticated
    }

    /// The transport fault is one of these.
    public var transport: [TransportFaultKind]
    /// The HTTP status lies in one of these.
    public var http: [StatusRange]
    /// The failure's numeric business code is one of these.
    public var codes: [Int]
    /// The failure's string error code is one of these.
    public var errorCodes: [String]
    /// `false`: a well-formed envelope that reports a failure; `true`: one that reports success.
    public var success: Bool?
    /// The body was not JSON, or not the envelope.
    public var body: BodyCondition?
    /// The request carried credentials (`authenticated`) or did not.
    public var when: Authentication?
    /// The envelope reported success but the endpoint's success conditions failed.
    public var conditionsFailed: Bool
    /// The client refused the call for one of these before sending it.
    public var local: [LocalRejection]
    /// The catch-all: matches everything.
    public var otherwise: Bool
    /// A payload field's value (an endpoint's own rules only).
    public var payload: PayloadTest?
    /// The message of a failure the envelope reported: it only chooses among failures.
    public var message: MessageTest?

    /// A condition of these tests; what is not given is not tested.
    public init(
        transport: [TransportFaultKind] = [], http: [StatusRange] = [], codes: [Int] = [], errorCodes: [String] = [],
        success: Bool? = nil, body: BodyCondition? = nil, when: Authentication? = nil, conditionsFailed: Bool = false,
        local: [LocalRejection] = [], otherwise: Bool = false, payload: PayloadTest? = nil,
        message: MessageTest? = nil
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
        self.message = message
    }

    /// Whether the condition states any test (one that states none would match everything).
    public var hasTests: Bool {
        !transport.isEmpty || !http.isEmpty || !codes.isEmpty || !errorCodes.isEmpty || success != nil
            || body != nil || when != nil || conditionsFailed || !local.isEmpty || otherwise || payload != nil
            || message != nil
    }

    /// Whether every test holds for `observation`.
    public func holds(for observation: ExchangeObservation) -> Bool {
        if otherwise { return true }
        if !transport.isEmpty, !observation.isTransportFault(transport) { return false }
        if !local.isEmpty, !observation.isLocalRejection(local) { return false }
        if !http.isEmpty, !http.contains(where: { range in observation.httpStatus.map(range.contains) == true }) {
            return false
        }
        if !codes.isEmpty, !observation.failureCode(in: codes) { return false }
        if !errorCodes.isEmpty, !observation.failureErrorCode(in: errorCodes) { return false }
        if let success, observation.body != .envelope(success: success) { return false }
        switch body {
        case .notJSON: if !observation.isNotJSON { return false }
        case .notEnvelope: if !observation.isNotEnvelope { return false }
        case nil: break
        }
        switch when {
        case .authenticated: if !observation.carriedCredentials { return false }
        case .unauthenticated: if observation.carriedCredentials { return false }
        case nil: break
        }
        if conditionsFailed, !observation.conditionsFailed { return false }
        if let payload, !observation.payload(payload) { return false }
        if let message, !observation.hasMessage(message) { return false }
        return true
    }
}

/// A rule as the classifier reads it: its condition and the class (the contract's name) it gives.
public struct ClassificationRule: Sendable, Hashable {
    /// What must hold of the exchange for the rule to apply.
    public var condition: RuleCondition
    /// The error class's name in the contract (`sessionExpired`).
    public var errorClass: String

    /// A rule giving `errorClass` where `condition` holds.
    public init(_ condition: RuleCondition, errorClass: String) {
        self.condition = condition
        self.errorClass = errorClass
    }
}

/// An endpoint's rules and then the contract's, in order: the first whose condition holds gives the class.
public struct ClassificationRules: Sendable, Hashable {
    /// Which list a matching rule is in, and where.
    public enum Place: Sendable, Hashable {
        /// The endpoint's own rules (`errors:`), at this index.
        case endpoint(Int)
        /// The contract's rules (`errorRules:`), at this index.
        case contract(Int)
    }

    /// The class a failure gets and the rule that gives it.
    public struct Match: Sendable, Hashable {
        /// The error class's name in the contract.
        public var errorClass: String
        /// Which rule gave it.
        public var place: Place
    }

    /// The endpoint's own rules, consulted first.
    public var endpoint: [ClassificationRule]
    /// The contract's rules, ending with the catch-all.
    public var contract: [ClassificationRule]

    /// The rules of one endpoint.
    public init(endpoint: [ClassificationRule], contract: [ClassificationRule]) {
        self.endpoint = endpoint
        self.contract = contract
    }

    /// The first rule that holds for `observation`; nil when none does (a contract without its catch-all).
    public func classify(_ observation: ExchangeObservation) -> Match? {
        if let index = endpoint.firstIndex(where: { $0.condition.holds(for: observation) }) {
            return Match(errorClass: endpoint[index].errorClass, place: .endpoint(index))
        }
        if let index = contract.firstIndex(where: { $0.condition.holds(for: observation) }) {
            return Match(errorClass: contract[index].errorClass, place: .contract(index))
        }
        return nil
    }
}
