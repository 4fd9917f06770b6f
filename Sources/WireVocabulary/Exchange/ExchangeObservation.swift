import TextFoundation

/// The facts of one failed exchange that a contract's rules classify.
///
/// Generated classifiers read it through the matching helpers below, one rule per line.
public struct ExchangeObservation: Sendable, Equatable {
    /// What the response body turned out to be.
    public enum Body: Sendable, Hashable {
        /// No body was read: a transport fault, a local refusal, or a redirect (whose body is never the API's answer).
        case absent
        /// Not JSON at all: HTML, truncated, empty where JSON was due.
        case notJSON
        /// JSON, but not this contract's envelope.
        case notEnvelope
        /// The contract's envelope with its success flag.
        case envelope(success: Bool)
        /// JSON of a contract without envelope.
        case json
    }

    /// Why no response arrived, when none did.
    public var transportFault: TransportFault?
    /// Why nothing was sent, when the client refused the call itself.
    public var localRejection: LocalRejection?
    /// The response's HTTP status, when a response arrived.
    public var httpStatus: Int?
    /// Whether the request carried the session's credentials (its token or its cookies): what `when: authenticated`
    /// matches. An endpoint with optional authentication carries them only when the caller gave them.
    public var carriedCredentials: Bool
    /// What the response body turned out to be.
    public var body: Body
    /// The numeric business code of a failure body.
    public var failureCode: Int?
    /// The string error code of a failure body.
    public var failureErrorCode: String?
    /// The server's message, when the body had one.
    public var message: String?
    /// Whether the envelope itself reported the failure (a success flag of false, a code that is no success, an HTTP
    /// status that is no success where the status decides): only then do rules read the message.
    public var failureReported: Bool
    /// The envelope's `statusCode`, when the body had one.
    public var envelopeStatusCode: Int?
    /// The envelope's timestamp, when the body had one.
    public var envelopeTimestamp: EnvelopeTimestamp?
    /// The response claimed success but the endpoint's success conditions failed.
    public var conditionsFailed: Bool
    /// The values of the payload fields the endpoint's payload rules read (only those, and only scalars), when the
    /// answer had a payload.
    public var payloadFields: JSONValue?

    /// The facts of a failed exchange; what was not observed stays nil.
    public init(
        transportFault: TransportFault? = nil, localRejection: LocalRejection? = nil, httpStatus: Int? = nil,
        carriedCredentials: Bool, body: Body = .absent, failureCode: Int? = nil, failureErrorCode: String? = nil,
        message: String? = nil, envelopeStatusCode: Int? = nil, envelopeTimestamp: EnvelopeTimestamp? = nil,
        conditionsFailed: Bool = false, payloadFields: JSONValue? = nil, failureReported: Bool = false
    ) {
        self.transportFault = transportFault
        self.localRejection = localRejection
        self.httpStatus = httpStatus
        self.carriedCredentials = carriedCredentials
        self.body = body
        self.failureCode = failureCode
        self.failureErrorCode = failureErrorCode
        self.message = message
        self.envelopeStatusCode = envelopeStatusCode
        self.envelopeTimestamp = envelopeTimestamp
        self.conditionsFailed = conditionsFailed
        self.payloadFields = payloadFields
        self.failureReported = failureReported
    }

    // MARK: Matching helpers for generated rules

    /// The transport fault's kind is one of `kinds`.
    @_spi(Generated)
    public func isTransportFault(_ kinds: [TransportFaultKind]) -> Bool {
        guard let transportFault else { return false }
        return kinds.contains(transportFault.kind)
    }

    /// The HTTP status lies in one of `ranges`.
    @_spi(Generated)
    public func httpStatus(in ranges: [ClosedRange<Int>]) -> Bool {
        guard let httpStatus else { return false }
        return ranges.contains { $0.contains(httpStatus) }
    }

    /// The failure body's business code is one of `codes`.
    @_spi(Generated)
    public func failureCode(in codes: [Int]) -> Bool {
        guard let failureCode else { return false }
        return codes.contains(failureCode)
    }

    /// The failure body's string error code is one of `codes`.
    @_spi(Generated)
    public func failureErrorCode(in codes: [String]) -> Bool {
        guard let failureErrorCode else { return false }
        return codes.contains(failureErrorCode)
    }

    /// The answer's payload passes `test` (a payload field's value is one the rule names).
    @_spi(Generated)
    public func payload(_ test: PayloadTest) -> Bool { test.holds(in: payloadFields) }

    /// The envelope reported the failure and its message passes `test`.
    @_spi(Generated)
    public func hasMessage(_ test: MessageTest) -> Bool {
        guard failureReported, let message else { return false }
        return test.holds(for: message)
    }

    /// A well-formed envelope whose success flag is false.
    @_spi(Generated)
    public var isEnvelopeFailure: Bool { body == .envelope(success: false) }
    /// A body that is not JSON at all.
    @_spi(Generated)
    public var isNotJSON: Bool { body == .notJSON }
    /// JSON that is not the contract's envelope.
    @_spi(Generated)
    public var isNotEnvelope: Bool { body == .notEnvelope }
    /// The client refused the call for one of `kinds` before sending it.
    @_spi(Generated)
    public func isLocalRejection(_ kinds: [LocalRejection]) -> Bool {
        guard let localRejection else { return false }
        return kinds.contains(localRejection)
    }
}
