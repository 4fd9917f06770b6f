/// What each envelope style means, in one table: every tool (the runtime's reading, lint, the generator, `verify`,
/// `mock`, the OpenAPI export, `diff` and `draft`) asks a style's ``EnvelopeFormat/Style/traits`` rather than
/// comparing styles, so a new style is a case of ``EnvelopeFormat/Style`` and a row here (and, only when it decides
/// success in a new way, a ``EnvelopeFormat/Style/Decider`` case that ``EnvelopeReading`` reads).
extension EnvelopeFormat.Style {
    /// What decides whether an answer succeeded.
    public enum Decider: Sendable, Hashable {
        /// A boolean field of the body (``EnvelopeFormat/successField``): true is the success.
        case successFlag
        /// The business code (``EnvelopeFormat/codeField``): one of the success codes, or no code at all where
        /// ``EnvelopeFormat/successWithoutCode`` says so.
        case businessCode
        /// The HTTP status: a 2xx answer is the success, whatever its body.
        case httpStatus

        /// Whether the body decides (a 2xx answer may be a failure); false where the status alone does.
        public var isInBody: Bool {
            switch self {
            case .successFlag, .businessCode: true
            case .httpStatus: false
            }
        }

        /// The contract's key for the field that decides (`success`, `code`), which is also the field's name where a
        /// format names none; nil where no field decides.
        public var fieldKey: String? {
            switch self {
            case .successFlag: "success"
            case .businessCode: "code"
            case .httpStatus: nil
            }
        }

        /// The decider as messages name it: `the success flag`, `the business code`, `the HTTP status`.
        public var phrase: String {
            switch self {
            case .successFlag: "the success flag"
            case .businessCode: "the business code"
            case .httpStatus: "the HTTP status"
            }
        }
    }

    /// One style's row of the table.
    public struct Traits: Sendable, Hashable {
        /// What decides success.
        public var decider: Decider
        /// Whether answers carry the envelope's own fields around or beside the payload; false where a success's body
        /// is the payload itself and only failures' bodies are read for a message or a code.
        public var wrapsAnswers: Bool
        /// Whether the style has a place for a business code (`code:`): the one that decides, or a failure's number.
        public var admitsCode: Bool
        /// Whether the listed success codes decide success (else they only document what success carries).
        public var successCodesDecide: Bool
        /// Whether the style has a place for success codes at all.
        public var admitsSuccessCodes: Bool
        /// Whether `successWithoutCode:` means something: an answer without the code is a success.
        public var admitsSuccessWithoutCode: Bool
        /// Whether failure bodies may be RFC 9457 problem details (`problemDetails:`).
        public var admitsProblemDetails: Bool
        /// Whether an endpoint may take the body (less the envelope's own fields) as its payload (`payload: body`).
        public var admitsBodyPayload: Bool
        /// The HTTP status of an answer that refuses a missing token, where the docs show none (the mock makes one
        /// up): a style whose body decides answers such failures with 200.
        public var refusalStatus: Int

        /// Whether the style has a `payload:` field: only where answers carry the envelope's fields.
        public var admitsPayloadField: Bool { wrapsAnswers }
    }

    /// This style's row of the table.
    public var traits: Traits {
        switch self {
        case .flag:
            Traits(
                decider: .successFlag, wrapsAnswers: true, admitsCode: true, successCodesDecide: false,
                admitsSuccessCodes: true, admitsSuccessWithoutCode: false, admitsProblemDetails: false,
                admitsBodyPayload: false, refusalStatus: 401)
        case .code:
            Traits(
                decider: .businessCode, wrapsAnswers: true, admitsCode: true, successCodesDecide: true,
                admitsSuccessCodes: true, admitsSuccessWithoutCode: true, admitsProblemDetails: false,
                admitsBodyPayload: true, refusalStatus: 200)
        case .none:
            Traits(
                decider: .httpStatus, wrapsAnswers: false, admitsCode: false, successCodesDecide: false,
                admitsSuccessCodes: false, admitsSuccessWithoutCode: false, admitsProblemDetails: true,
                admitsBodyPayload: true, refusalStatus: 401)
        }
    }
}

extension EnvelopeFormat {
    /// The traits of this format's style.
    public var traits: Style.Traits { style.traits }
}
