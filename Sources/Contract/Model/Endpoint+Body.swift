extension Endpoint.Body {
    /// The contract's word for the body's kind, the key it is written under: `none`, `json`, `multipart` or `form`.
    public var kind: String {
        switch self {
        case .none: "none"
        case .json: "json"
        case .multipart: "multipart"
        case .form: "form"
        }
    }

    /// The text fields a multipart or form body sends; nil for the other kinds.
    public var textFields: [Endpoint.Parameter]? {
        switch self {
        case .none, .json: nil
        case .multipart(_, let fields), .form(let fields): fields
        }
    }
}
