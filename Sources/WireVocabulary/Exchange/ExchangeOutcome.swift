import TextFoundation

/// What one answer means (``ExchangeReading``): a success with what the caller accepted of its payload, or a failure
/// with the facts the contract's rules classify and why it is one.
package enum ExchangeOutcome<Accepted, Refusal> {
    /// A documented success: the envelope (or, without one, a 2xx status) says so, no payload rule objects, the payload
    /// is there and accepted, and a signing answer of a sign-in set every session cookie.
    case success(Success)
    /// Anything else.
    case failure(Failure)

    /// A successful answer.
    package struct Success {
        /// What the caller's acceptance made of the payload (its typed value).
        package var accepted: Accepted
        /// The envelope's own fields (message, code, status echo, timestamp).
        package var envelope: EnvelopeReading
        /// The session cookies a sign-in's answer set; nil for every other endpoint, and for a sign-in's answer that
        /// does not sign in (its delivery's `when` does not hold).
        package var cookies: CapturedCookies?
        /// The session token a token sign-in's answer handed out; nil for every other endpoint, and for a sign-in's
        /// answer that does not sign in.
        package var token: String?
    }

    /// A failed answer.
    package struct Failure {
        /// The facts the rules classify.
        package var observation: ExchangeObservation
        /// Why the answer is a failure.
        package var reason: FailureReason<Refusal>
        /// What the envelope said, where the body was read as one (nil for a redirect or a body that is not JSON): the
        /// tools' envelope findings read it, never the body again.
        package var envelope: EnvelopeReading?
    }
}

extension ExchangeOutcome: Sendable where Accepted: Sendable, Refusal: Sendable {}
extension ExchangeOutcome.Success: Sendable where Accepted: Sendable {}
extension ExchangeOutcome.Failure: Sendable where Refusal: Sendable {}

/// Why an answer is a failure.
package enum FailureReason<Refusal> {
    /// A 3xx: redirects are never followed, and the body of one is not the API's answer (only its status is
    /// classified).
    case redirect
    /// The body is not JSON.
    case notJSON
    /// JSON, but not the envelope: the field that is absent, of another form or written twice.
    case notEnvelope(EnvelopeReading.Mismatch)
    /// The envelope reports a failure (style none: the status is not 2xx).
    case reported
    /// The envelope reports success, but the HTTP status is not 2xx.
    case unsuccessfulStatus
    /// An error rule on a payload field holds (a login poll's "expired").
    case payloadRule(PayloadTest)
    /// A success condition the contract states fails, in its spelling: `present`, `state in [800]`,
    /// `Set-Cookie SESSDATA`.
    case unmet(String)
    /// The caller's acceptance refused the payload: it does not decode as its type, or a condition on it fails.
    case refused(Refusal)

    /// Whether the answer is one the server gave as a failure, whose payload a class may keep as failure data
    /// (`failureData:`): not a broken answer, nor a success the client refused.
    package var isReportedFailure: Bool {
        switch self {
        case .reported, .unsuccessfulStatus, .payloadRule: true
        case .redirect, .notJSON, .notEnvelope, .unmet, .refused: false
        }
    }
}

extension FailureReason: Sendable where Refusal: Sendable {}

/// What a caller's acceptance is handed of a successful answer's payload.
package struct FoundPayload: Sendable {
    /// The payload as JSON, when the reading built the body whole (nil where the caller decodes it from the bytes),
    /// with the envelope's own keys (``envelopeKeys``) still among its fields, as the client's decoder finds them.
    package var json: JSONValue?
    /// The envelope's message (the payload of ``PayloadPlacement/message``).
    package var message: String?
    /// The keys from the body down to the payload; empty: the body itself.
    package var keys: [String]
    /// The envelope's own keys among the payload's fields, which a reader of the payload leaves out unless the
    /// payload's type declares them.
    package var envelopeKeys: [String]
    /// Where the payload's text is in the body, as offsets from its first byte, when the reading did not build it whole
    /// from the body as sent (a payload one key deep): a caller that decodes it reads those bytes alone, not the body
    /// again.
    package var bytes: Range<Int>?
}
