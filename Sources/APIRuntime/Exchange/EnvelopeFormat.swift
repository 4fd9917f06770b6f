/// How a contract's responses wrap their payload.
public struct EnvelopeFormat: Sendable, Hashable {
    public enum Style: Sendable, Hashable {
        /// A boolean field decides success; codes never do on their own.
        case flag
        /// No envelope: the body is the payload and failures are told by HTTP status.
        case none
    }

    public var style: Style
    public var successField: String
    public var codeField: String?
    public var errorCodeField: String?
    public var messageField: String?
    public var payloadField: String?
    /// The field that echoes an HTTP status in the body (e.g. `statusCode`).
    public var statusCodeField: String?
    /// The field that says when the server answered (e.g. an ISO-8601 `timestamp`).
    public var timestampField: String?

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
