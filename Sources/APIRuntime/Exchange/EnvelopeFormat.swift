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

    public init(
        style: Style, successField: String = "success", codeField: String? = nil, errorCodeField: String? = nil,
        messageField: String? = nil, payloadField: String? = nil
    ) {
        self.style = style
        self.successField = successField
        self.codeField = codeField
        self.errorCodeField = errorCodeField
        self.messageField = messageField
        self.payloadField = payloadField
    }
}
