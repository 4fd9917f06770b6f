/// The cookies of a session that an answer sets: what a sign-in (`setBy`) hands out, read from its `Set-Cookie`
/// headers. Its description names the cookies, never a value.
package struct CapturedCookies: Sendable, Hashable, CustomStringConvertible, CustomReflectable {
    /// The value of each of the session's cookies, by name.
    package var values: [String: String]

    /// `CapturedCookies(SESSDATA, bili_jct)`.
    package var description: String { "CapturedCookies(\(values.keys.sorted().joined(separator: ", ")))" }
    /// No children: `dump` and debuggers show no value either.
    package var customMirror: Mirror { Mirror(self, children: [:]) }
}

extension CookieSession {
    /// The session's cookies that `headers` set, or the success condition the answer fails (`Set-Cookie SESSDATA`,
    /// `Set-Cookie SESSDATA sendable`): every cookie of the session must be set, with a value a client can send back.
    /// A later header for the same name replaces an earlier one, and one that deletes the cookie removes it.
    package func captured(from headers: [(name: String, value: String)]) -> Result<CapturedCookies, UnmetCookie> {
        var values: [String: String] = [:]
        for cookie in SetCookie.cookies(inHeaders: headers) where names.contains(cookie.name) {
            values[cookie.name] = cookie.deletes ? nil : cookie.value
        }
        return checked(values)
    }
}

/// A session cookie a sign-in's answer did not set, or set to a value no `Cookie` header can carry.
package struct UnmetCookie: Error, Sendable, Hashable, CustomStringConvertible {
    /// The cookie's name.
    package var name: String
    /// Whether the answer set it (to a value that cannot be sent back).
    package var isSet: Bool
    /// The payload field the cookies were to be read from; nil: the `Set-Cookie` headers.
    package var field: FieldPath?

    /// A cookie the headers (or, with `field`, that payload field) did not set, or set to a value that cannot be sent.
    package init(name: String, isSet: Bool, field: FieldPath? = nil) {
        self.name = name
        self.isSet = isSet
        self.field = field
    }

    /// The success condition it fails, in contract spelling: `Set-Cookie SESSDATA`, `Set-Cookie SESSDATA sendable`,
    /// and for cookies in a payload field `cookie sets MUSIC_U`, `cookie sets MUSIC_U sendable`.
    package var description: String {
        let condition = field.map { "\($0) sets \(name)" } ?? "Set-Cookie \(name)"
        return isSet ? condition + " sendable" : condition
    }
}
