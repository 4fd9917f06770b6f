import TextFoundation

/// A failed call, classified by the contract's rules, with the client action its class prescribes.
///
/// Its description names the class, status and codes, never a token, nonce or other secret.
public struct APIError<Class: APIErrorClass>: Error, Sendable, CustomStringConvertible {
    /// The class the contract's rules picked.
    public var errorClass: Class
    /// The facts the class was picked from.
    public var observation: ExchangeObservation
    /// What went wrong locally, when the class alone doesn't say (a failed success condition, a refused input).
    public var detail: String?
    /// How many attempts were made (more than one only for retried idempotent reads).
    public var attempts: Int
    /// The answer a failure of a class that keeps data came in (``failureData(as:)`` reads it); nil otherwise.
    public internal(set) var failureBody: FailureBody?

    /// A failure of `errorClass`, made from `observation` after `attempts` attempts.
    public init(errorClass: Class, observation: ExchangeObservation, detail: String? = nil, attempts: Int = 1) {
        self.errorClass = errorClass
        self.observation = observation
        self.detail = detail
        self.attempts = attempts
    }

    /// The HTTP status of the response, when one arrived.
    public var httpStatus: Int? { observation.httpStatus }
    /// The numeric business code of a failure body.
    public var code: Int? { observation.failureCode }
    /// The string error code of a failure body.
    public var errorCode: String? { observation.failureErrorCode }
    /// The server's message, when it sent one.
    public var message: String? { observation.message }
    /// The envelope's `statusCode`, for envelopes that have one (some servers echo the HTTP status there); nil otherwise.
    public var statusCode: Int? { observation.envelopeStatusCode }
    /// The envelope's timestamp, for envelopes that have one; nil otherwise.
    public var timestamp: EnvelopeTimestamp? { observation.envelopeTimestamp }

    /// The session that made the request must be dropped (if it is still the current one).
    public var invalidatesSession: Bool { errorClass.invalidatesSession }
    /// Stored credentials stay.
    public var keepsCredentials: Bool { errorClass.keepsCredentials }
    /// The client may retry automatically; only idempotent endpoints ever are.
    public var isRetryable: Bool { errorClass.isRetryable }
    /// Bearer APIs: refresh the session once and replay the request.
    public var refreshes: Bool { errorClass.refreshes }
    /// The session state this class ends in, where the docs name one.
    public var endsInSessionState: SessionState? { errorClass.endsInSessionState }

    /// This error with every text that came from outside (the server's message, error code and timestamp, the local
    /// detail that may quote a redirect's origin) passed through `redactor`, so no secret a request carried can be
    /// echoed back into logs, errors or output.
    public func redacting(_ redactor: SecretRedactor) -> APIError {
        guard !redactor.isEmpty else { return self }
        var redacted = self
        redacted.observation.message = observation.message.map(redactor.redact)
        redacted.observation.failureErrorCode = observation.failureErrorCode.map(redactor.redact)
        redacted.observation.envelopeTimestamp = observation.envelopeTimestamp.map {
            EnvelopeTimestamp(text: redactor.redact($0.text))
        }
        redacted.detail = detail.map(redactor.redact)
        return redacted
    }

    /// The class, status, codes, attempts, message and detail; never a secret the request carried, and never the
    /// server's text raw: a bidirectional control, ESC or line break in a message or code is escaped (`\u{1B}`), so
    /// a log line shows what arrived. ``message`` and ``errorCode`` keep the text as it arrived.
    public var description: String {
        var facts: [String] = []
        if let status = observation.httpStatus { facts.append("HTTP \(status)") }
        if let code { facts.append("code \(code)") }
        if let errorCode { facts.append("errorCode \(errorCode.escapedForTerminal)") }
        if let fault = observation.transportFault { facts.append("transport \(fault.kind.rawValue)") }
        if attempts > 1 { facts.append("\(attempts) attempts") }
        var text = errorClass.name
        if !facts.isEmpty { text += " (\(facts.joined(separator: ", ")))" }
        if let message { text += ": \(message.escapedForTerminal)" }
        if let detail { text += " [\(detail.escapedForTerminal)]" }
        return text
    }
}
