/// Whether a request carries a session's credentials where the contract puts them: the one test that the mock (which
/// refuses a request without them) and `verify` (which classifies a captured answer by what was sent) share, and
/// that the runtime's requests meet by construction.
extension TokenPlacement {
    /// Whether a request carries a token here: `headerValue` is the value of the token's header (nil: there is none),
    /// `queryValue` the decoded value of its query parameter. A header's value counts without the spaces and tabs
    /// around it, after its scheme and a space (in any case) where it has one; the token itself must not be empty.
    package func isCarried(headerValue: String?, queryValue: String?) -> Bool {
        carriedToken(headerValue: headerValue, queryValue: queryValue) != nil
    }

    /// The token a request carries here, by the same reading as ``isCarried(headerValue:queryValue:)``: the header's
    /// value after its scheme and without the spaces around it, or the query parameter's; nil when there is none.
    package func carriedToken(headerValue: String?, queryValue: String?) -> String? {
        switch self {
        case .query:
            guard let queryValue, !queryValue.isEmpty else { return nil }
            return queryValue
        case .header(_, let scheme):
            guard let value = headerValue.map(Self.trimmed), !value.isEmpty else { return nil }
            guard let scheme else { return String(value) }
            let prefix = scheme + " "
            guard value.count > prefix.count, value.prefix(prefix.count).lowercased() == prefix.lowercased() else {
                return nil
            }
            let token = Self.trimmed(value.dropFirst(prefix.count))
            return token.isEmpty ? nil : String(token)
        }
    }

    private static func trimmed(_ text: some StringProtocol) -> Substring {
        var text = Substring(text)
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}

extension CookieSession {
    /// The value of every session cookie among `pairs` (a request's `Cookie` pairs), in the session's order; nil when
    /// one is missing or empty, so the request carries no session.
    package func values(in pairs: [(name: String, value: String)]) -> [(name: String, value: String)]? {
        var values: [(name: String, value: String)] = []
        for cookie in cookies {
            guard let pair = pairs.first(where: { $0.name == cookie.name && !$0.value.isEmpty }) else { return nil }
            values.append((cookie.name, pair.value))
        }
        return values
    }

    /// Whether `pairs` carry every session cookie with a value.
    package func isCarried(in pairs: [(name: String, value: String)]) -> Bool { values(in: pairs) != nil }
}
