/// How a contract's responses wrap their payload and how success is decided: the contract's `envelopes:` entry as the
/// runtime, lint, `verify`, `mock` and the OpenAPI export all read it.
public struct EnvelopeFormat: Sendable, Hashable {
    /// Whether there is an envelope, and what decides success.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// A boolean field decides success; codes never do on their own.
        case flag
        /// No envelope: the body is the payload and failures are told by HTTP status.
        case none
    }

    /// Whether there is an envelope, and what decides success.
    public var style: Style
    /// The boolean field that decides success (flag style).
    public var successField: String?
    /// The field of a failure's numeric business code.
    public var codeField: String?
    /// The field of a failure's string error code.
    public var errorCodeField: String?
    /// The field of the server's message.
    public var messageField: String?
    /// The field that carries the payload (flag style).
    public var payloadField: String?
    /// The field that echoes an HTTP status in the body (e.g. `statusCode`).
    public var statusCodeField: String?
    /// The field that says when the server answered (e.g. an ISO-8601 `timestamp`).
    public var timestampField: String?
    /// Codes seen with success (documentation and example checks); success is still decided by the flag.
    public var successCodes: [Int]

    /// A format, as a contract states it.
    public init(
        style: Style, successField: String? = nil, codeField: String? = nil, errorCodeField: String? = nil,
        messageField: String? = nil, payloadField: String? = nil, statusCodeField: String? = nil,
        timestampField: String? = nil, successCodes: [Int] = []
    ) {
        self.style = style
        self.successField = successField
        self.codeField = codeField
        self.errorCodeField = errorCodeField
        self.messageField = messageField
        self.payloadField = payloadField
        self.statusCodeField = statusCodeField
        self.timestampField = timestampField
        self.successCodes = successCodes
    }
}
