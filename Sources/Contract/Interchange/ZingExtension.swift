/// The `x-zing-*` keys of an exported OpenAPI document: what a contract says that OpenAPI has no word for.
/// `OpenAPIExport` writes them and `draft --openapi` reads them back; one list, so a key written is a key read (or is
/// listed here as written only, with why), and no tool spells one as a string of its own.
public enum ZingExtension: String, CaseIterable, Sendable {
    case clientPolicy = "x-zing-client-policy"
    case constructed = "x-zing-constructed"
    case contract = "x-zing-contract"
    case deprecated = "x-zing-deprecated"
    case deviation = "x-zing-deviation"
    case docDate = "x-zing-doc-date"
    case docs = "x-zing-docs"
    case enumeration = "x-zing-enum"
    case enumName = "x-zing-enum-name"
    case envelope = "x-zing-envelope"
    case envelopes = "x-zing-envelopes"
    case errorClasses = "x-zing-error-classes"
    case errorRules = "x-zing-error-rules"
    case examples = "x-zing-examples"
    case expect = "x-zing-expect"
    case failureData = "x-zing-failure-data"
    case fromCookie = "x-zing-from-cookie"
    case headers = "x-zing-headers"
    case identifier = "x-zing-identifier"
    case invalid = "x-zing-invalid"
    case module = "x-zing-module"
    case noValue = "x-zing-no-value"
    case nonEmpty = "x-zing-non-empty"
    case notForAuthorization = "x-zing-not-for-authorization"
    case omitWhen = "x-zing-omit-when"
    case oneOf = "x-zing-one-of"
    case pagination = "x-zing-pagination"
    case perCall = "x-zing-per-call"
    case policy = "x-zing-policy"
    case range = "x-zing-range"
    case responseHeaders = "x-zing-response-headers"
    case retry = "x-zing-retry"
    case role = "x-zing-role"
    case secret = "x-zing-secret"
    case sendsTenant = "x-zing-sends-tenant"
    case separator = "x-zing-separator"
    case server = "x-zing-server"
    case serverOnly = "x-zing-server-only"
    case serverTruncatesAt = "x-zing-server-truncates-at"
    case signed = "x-zing-signed"
    case signedIn = "x-zing-signed-in"
    case signing = "x-zing-signing"
    case source = "x-zing-source"
    case success = "x-zing-success"
    case type = "x-zing-type"
    case variants = "x-zing-variants"

    /// The key as it stands in the document.
    public var key: String { rawValue }

    /// Why the export writes this key and `draft --openapi` does not read it back; nil for a key that is read back.
    public var exportOnlyReason: String? {
        switch self {
        case .constructed:
            "whether the docs gave a table rather than the example's JSON: a drafted example is the JSON it holds"
        case .contract:
            "the contract file the document was exported from: a draft names its own sources"
        case .envelope:
            "the envelope a failure schema describes, for readers: the draft reads the envelopes from x-zing-envelopes"
        case .noValue:
            "a number field's noValue text: the draft reads the anyOf beside it as the number's schema"
        case .omitWhen:
            "the tenant value sent as no header: the draft leaves the tenant's omitWhen to the docs"
        case .range:
            "a field's range: the draft keeps the type and leaves the bounds to the docs"
        case .separator:
            "a joined list's separator: the draft reads such a field as text"
        case .signedIn:
            "how an example of an optional-auth endpoint was sent: the draft gives optional-auth endpoints no examples from a document"
        default: nil
        }
    }
}
