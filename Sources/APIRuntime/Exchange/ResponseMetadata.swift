/// What came with a successful answer besides its payload: the HTTP status, the response headers and the envelope's
/// own fields.
///
/// Nothing secret is in it. Headers that carry credentials (``HTTPHeader/isSensitive``: `Set-Cookie`, `Cookie`,
/// `Authorization`, `Proxy-Authorization`, `X-Access-Token`, and the contract's own token header) are left out, and
/// every other header value, the message and the timestamp pass through the redactor of the secrets the request
/// carried and the answer's payload holds.
public struct ResponseMetadata: Sendable, Hashable {
    /// The endpoint's operation name in the contract, e.g. `currentUser`.
    public var endpoint: String
    /// The HTTP status of the answer.
    public var httpStatus: Int
    /// The response headers in the order received, without those that carry credentials.
    public var headers: [HTTPHeader]
    /// The envelope's message, when it has one.
    public var message: String?
    /// The envelope's numeric business code (Zing sends 0 or 200 with success), when it has one.
    public var code: Int?
    /// The envelope's `statusCode`, when it has one.
    public var statusCode: Int?
    /// The envelope's timestamp, when it has one.
    public var timestamp: EnvelopeTimestamp?
    /// How many attempts the call took (more than one only for retried idempotent reads).
    public var attempts: Int

    /// Metadata of one answer (tests and fakes).
    public init(
        endpoint: String, httpStatus: Int, headers: [HTTPHeader] = [], message: String? = nil, code: Int? = nil,
        statusCode: Int? = nil, timestamp: EnvelopeTimestamp? = nil, attempts: Int = 1
    ) {
        self.endpoint = endpoint
        self.httpStatus = httpStatus
        self.headers = headers
        self.message = message
        self.code = code
        self.statusCode = statusCode
        self.timestamp = timestamp
        self.attempts = attempts
    }

    /// The first value of the header named `name` (compared case-insensitively), unless it was left out.
    public func value(forHeader name: String) -> String? {
        headers.firstValue(named: name)
    }
}
