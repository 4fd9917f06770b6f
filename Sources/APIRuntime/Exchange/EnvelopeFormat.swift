/// How a contract's responses wrap their payload.
public struct EnvelopeFormat: Sendable, Hashable {
    /// Whether there is an envelope, and what decides success.
    public enum Style: Sendable, Hashable {
        /// A boolean field decides success; codes never do on their own.
        case flag
        /// No envelope: the body is the payload and failures are told by HTTP status.
        case none
    }

    /// Whether there is an envelope, and what decides success.
    public var style: Style
    /// The boolean field that decides success.
    public var successField: String
    /// The field of a failure's numeric business code.
    public var codeField: String?
    /// The field of a failure's string error code.
    public var errorCodeField: String?
    /// The field of the server's message.
    public var messageField: String?
    /// The field that carries the payload.
    public var payloadField: String?
    /// The field that echoes an HTTP status in the body (e.g. `statusCode`).
    public var statusCodeField: String?
    /// The field that says when the server answered (e.g. an ISO-8601 `timestamp`).
    public var timestampField: String?

    /// A format, as a generated contract states it.
    @_spi(Generated)
    public init(
        style: Style, successField: String = "success", codeField: String? = nil, errorCodeField: String? = nil,
        messageField: String? = nil, payloadField: String? = nil, statusCodeField: String? = nil,
        timestampField: String? = nil
    ) {
        self.style = style
        self.successField = successField
        self.codeField = codeField
        self.errorCodeField = errorCodeField
        self.messageField = messageField
        self.payloadField = payloadField
        self.statusCodeField = statusCodeField
        self.timestampField = timestampField
    }
}
