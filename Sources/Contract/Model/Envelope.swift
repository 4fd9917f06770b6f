/// How responses wrap their payload and how success is decided.
public struct Envelope: Sendable, Hashable {
    public enum Style: String, Sendable, Hashable {
        /// A boolean field decides success; no fixed code does.
        case flag
        /// No envelope: the body is the payload and failures are told by HTTP status.
        case none
    }

    public var name: String
    public var style: Style
    /// Wire name of the success flag (flag style).
    public var successField: String?
    /// Wire name of the numeric business code.
    public var codeField: String?
    /// Wire name of the string error code.
    public var errorCodeField: String?
    public var messageField: String?
    /// Wire name of the payload (flag style).
    public var payloadField: String?
    public var statusCodeField: String?
    public var timestampField: String?
    /// Codes seen with success=true; success is still decided by the flag.
    public var successCodes: [Int]
    public var provenance: Provenance

    public init(
        name: String, style: Style, successField: String? = nil, codeField: String? = nil,
        errorCodeField: String? = nil, messageField: String? = nil, payloadField: String? = nil,
        statusCodeField: String? = nil, timestampField: String? = nil, successCodes: [Int] = [],
        provenance: Provenance
    ) {
        self.name = name
        self.style = style
        self.successField = successField
        self.codeField = codeField
        self.errorCodeField = errorCodeField
        self.messageField = messageField
        self.payloadField = payloadField
        self.statusCodeField = statusCodeField
        self.timestampField = timestampField
        self.successCodes = successCodes
        self.provenance = provenance
    }
}
