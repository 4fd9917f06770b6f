/// How a contract's responses wrap their payload and how success is decided: the contract's `envelopes:` entry as the
/// runtime, lint, `verify`, `mock` and the OpenAPI export all read it (``EnvelopeReading`` is the one reader).
public struct EnvelopeFormat: Sendable, Hashable {
    /// Whether there is an envelope, and what decides success. What each style means to every tool is its row of
    /// ``traits`` (`EnvelopeStyleTraits.swift`): tools ask the row, never compare styles.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// A boolean field decides success (Zing, JeecgBoot-style `success`); codes never do on their own.
        case flag
        /// A business code decides success: one of ``successCodes`` (Feishu-style `code == 0`), or no code at all
        /// where ``successWithoutCode`` (WeChat-style `errcode`, absent on success; Tencent Cloud-style, where success
        /// has no `Error` object). HTTP 200 may carry a failure.
        case code
        /// No envelope: the body is the payload and failures are told by HTTP status (with an optional error body,
        /// e.g. RFC 9457 problem details).
        case none
    }

    /// Whether there is an envelope, and what decides success.
    public var style: Style
    /// The boolean field that decides success (flag style).
    public var successField: FieldPath?
    /// The field of the business code: a failure's code (flag style), or the code that decides success (code style).
    public var codeField: FieldPath?
    /// Whether the business code is a number or text.
    public var codeKind: BusinessCode.Kind
    /// The field of a failure's string error code (flag and none styles).
    public var errorCodeField: FieldPath?
    /// The field of the server's message.
    public var messageField: FieldPath?
    /// The field that carries the payload; nil where the payload is the body itself (less the envelope's own fields).
    public var payloadField: FieldPath?
    /// The field that echoes an HTTP status in the body (e.g. `statusCode`).
    public var statusCodeField: FieldPath?
    /// The field that says when the server answered (e.g. an ISO-8601 `timestamp`).
    public var timestampField: FieldPath?
    /// The codes that mean success: they decide it in code style; in flag style they are documentation (codes seen
    /// with success) that lint checks examples against.
    public var successCodes: [BusinessCode]
    /// Code style: a body without the code field is a success (WeChat leaves `errcode` out of successful answers).
    public var successWithoutCode: Bool
    /// None style: a failure's body may be RFC 9457 problem details (`type`, `title`, `status`, `detail`); its `type`
    /// is read as the error code and its `detail` (else `title`) as the message.
    public var problemDetails: Bool
    /// Where the business code is read when ``codeField`` is absent, in order (`code: [data.code, code]`: the code
    /// inside the payload on success, at the top level on failure). The first field present is the code.
    public var fallbackCodeFields: [FieldPath]
    /// Where the message is read when ``messageField`` holds no text, in order (`message: [msg, message]`: `msg` on
    /// some failures, `message` on others). The first field that holds text is the message.
    public var fallbackMessageFields: [FieldPath]

    /// A format, as a contract states it.
    public init(
        style: Style, successField: FieldPath? = nil, codeField: FieldPath? = nil, codeKind: BusinessCode.Kind = .int,
        errorCodeField: FieldPath? = nil, messageField: FieldPath? = nil, payloadField: FieldPath? = nil,
        statusCodeField: FieldPath? = nil, timestampField: FieldPath? = nil, successCodes: [BusinessCode] = [],
        successWithoutCode: Bool = false, problemDetails: Bool = false, fallbackCodeFields: [FieldPath] = [],
        fallbackMessageFields: [FieldPath] = []
    ) {
        self.style = style
        self.successField = successField
        self.codeField = codeField
        self.codeKind = codeKind
        self.errorCodeField = errorCodeField
        self.messageField = messageField
        self.payloadField = payloadField
        self.statusCodeField = statusCodeField
        self.timestampField = timestampField
        self.successCodes = successCodes
        self.successWithoutCode = successWithoutCode
        self.problemDetails = problemDetails
        self.fallbackCodeFields = fallbackCodeFields
        self.fallbackMessageFields = fallbackMessageFields
    }

    /// This format with `codes` as the codes that mean success: how an endpoint whose code is its answer's state
    /// (a QR poll's 801 waiting, 802 scanned, 803 signed in) reads its envelope.
    public func succeeding(on codes: [BusinessCode]) -> EnvelopeFormat {
        var format = self
        format.successCodes = codes
        return format
    }

    /// Every field the business code is read from, in order: ``codeField``, then its fallbacks.
    public var codeFields: [FieldPath] { (codeField.map { [$0] } ?? []) + fallbackCodeFields }

    /// Every field the message is read from, in order: ``messageField``, then its fallbacks.
    public var messageFields: [FieldPath] { (messageField.map { [$0] } ?? []) + fallbackMessageFields }

    /// The fields the envelope itself defines (not the payload), in a fixed order.
    public var ownFields: [FieldPath] {
        [successField, codeField, errorCodeField, messageField, statusCodeField, timestampField].compactMap { $0 }
            + fallbackCodeFields + fallbackMessageFields
    }
}
