/// Where a session's token travels on the requests that carry it: the one definition the contract (`auth.token`), the
/// runtime that sends it, `verify` that looks for it in captures and `mock` that checks it share.
public enum TokenPlacement: Sendable, Hashable {
    /// A header, e.g. `X-Access-Token: <token>`, or with a scheme before the token, `Authorization: Bearer <token>`.
    case header(name: String, scheme: String? = nil)
    /// A query parameter, e.g. `?access_token=<token>` (WeChat-style APIs): the URL then holds a live token, so
    /// nothing that prints a URL prints its query values.
    case query(name: String)

    /// The header's name, when the token travels in one.
    public var headerName: String? {
        if case .header(let name, _) = self { return name }
        return nil
    }

    /// The scheme before the token in its header (e.g. `Bearer`), when there is one.
    public var scheme: String? {
        if case .header(_, let scheme) = self { return scheme }
        return nil
    }

    /// The query parameter's name, when the token travels in one.
    public var queryName: String? {
        if case .query(let name) = self { return name }
        return nil
    }

    /// How the token appears in a request, for messages: `X-Access-Token: <token>`, `Authorization: Bearer <token>`,
    /// `?access_token=<token>`.
    public var shape: String {
        switch self {
        case .header(let name, nil): "\(name): <token>"
        case .header(let name, let scheme?): "\(name): \(scheme) <token>"
        case .query(let name): "?\(name)=<token>"
        }
    }

    /// The value the token travels as: itself, or after its scheme and a space.
    public func wireValue(of token: String) -> String {
        scheme.map { "\($0) \(token)" } ?? token
    }
}
