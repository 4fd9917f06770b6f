import TextFoundation

/// How a sign-in's answer hands out a cookie session (`auth.session.setBy`) or a session token (`auth.token.setBy`):
/// where the cookies are (its `Set-Cookie` headers, or a text field of its payload; a token is always in a field) and in which answers (every success, or only those where a payload test
/// holds: a QR poll signs in when its state says confirmed, not while it waits).
public struct SignInDelivery: Sendable, Hashable {
    /// Where a signing answer carries the session's cookies.
    public enum Source: Sendable, Hashable {
        /// The answer's `Set-Cookie` headers.
        case setCookie
        /// A text field of the payload holding `name=value` pairs separated by `;` (a `Cookie` header's text, or
        /// `Set-Cookie` lines joined), e.g. `"MUSIC_U=…; Max-Age=…; Path=/;;__csrf=…"`; the path starts at the payload.
        case field(FieldPath)
    }

    /// At most this many UTF-8 bytes of a cookie field are read; a longer one sets nothing.
    public static let maxFieldBytes = 65_536

    /// Where the cookies are.
    public var source: Source
    /// The test a successful answer's payload must pass to sign in; nil: every successful answer signs in.
    public var when: PayloadTest?

    /// Cookies from `source`, in the successful answers where `when` holds (every one when nil).
    public init(from source: Source = .setCookie, when: PayloadTest? = nil) {
        self.source = source
        self.when = when
    }

    /// The success condition a token sign-in's signing answer must meet, in the contract's spelling: `token nonEmpty`
    /// (the field's path in place of `token`).
    public var tokenCondition: String {
        guard case .field(let field) = source else { return "token nonEmpty" }
        return "\(field) nonEmpty"
    }

    /// Whether a reader needs the payload as JSON to apply the delivery (a test or a field to read).
    public var readsPayload: Bool {
        if when != nil { return true }
        if case .field = source { return true }
        return false
    }
}

extension CookieSession {
    /// The session's cookies a signing answer hands out by `delivery`: from `headers` or from the payload's field
    /// (`payload`, nil when the answer has none); every cookie must be there, with a value a client can send back.
    package func captured(
        by delivery: SignInDelivery, headers: [(name: String, value: String)], payload: JSONValue?
    ) -> Result<CapturedCookies, UnmetCookie> {
        switch delivery.source {
        case .setCookie:
            return captured(from: headers)
        case .field(let field):
            guard case .string(let text)? = payload.flatMap(field.value(in:)),
                text.utf8.count <= SignInDelivery.maxFieldBytes
            else { return .failure(UnmetCookie(name: cookies.first?.name ?? "", isSet: false, field: field)) }
            var values: [String: String] = [:]
            // Later pairs replace earlier ones, as later `Set-Cookie` headers do; attributes (`Path`, `Max-Age`) are
            // pairs whose names are no cookie of the session, so they are passed over.
            for pair in CookieHeader.pairs(in: text) where names.contains(pair.name) { values[pair.name] = pair.value }
            return checked(values, field: field)
        }
    }

    /// `values` if it holds every cookie with a sendable value, else the first cookie that fails.
    func checked(_ values: [String: String], field: FieldPath? = nil) -> Result<CapturedCookies, UnmetCookie> {
        for cookie in cookies {
            guard let value = values[cookie.name] else {
                return .failure(UnmetCookie(name: cookie.name, isSet: false, field: field))
            }
            if CookieHeader.refusal(ofValue: value) != nil {
                return .failure(UnmetCookie(name: cookie.name, isSet: true, field: field))
            }
        }
        return .success(CapturedCookies(values: values))
    }
}
