/// The `Cookie` request header (RFC 6265 §4.2): built from a session's values with every value checked, so that no
/// value can end the header, start another cookie or another header; and read back by `verify` and `mock`.
public enum CookieHeader {
    /// Why a cookie cannot be sent; the message names the cookie, never its value.
    public struct Refusal: Error, Sendable, Hashable, CustomStringConvertible {
        /// The cookie's name.
        public var name: String
        /// What is wrong with its value.
        public var reason: String

        /// "cookie 'SESSDATA' can't be sent: its value holds a ';'".
        public var description: String { "cookie '\(name)' can't be sent: its value \(reason)" }
    }

    /// Whether `name` is a cookie name the header can carry: a non-empty HTTP token (RFC 6265 §4.1.1).
    public static func isValidName(_ name: String) -> Bool {
        HTTPToken.isToken(name)
    }

    /// Why `value` can't travel as a cookie value, or nil: only visible ASCII without `"`, `,`, `;` or `\` is sent
    /// (RFC 6265's cookie-octet), so CR, LF, control characters, separators and non-ASCII text are refused.
    public static func refusal(ofValue value: String) -> String? {
        for scalar in value.unicodeScalars {
            switch scalar {
            case ";": return "holds a ';'"
            case ",": return "holds a ','"
            case "\"", "\\": return "holds a quote or a backslash"
            case " ": return "holds a space"
            default:
                if let refusal = ControlCharacters.refusal(of: scalar) { return refusal }
                if scalar.value > 0x7E { return "holds non-ASCII text" }
            }
        }
        return nil
    }

    /// `a=1; b=2` from `pairs` in their order, or the first refusal.
    public static func value(of pairs: [(name: String, value: String)]) -> Result<String, Refusal> {
        var parts: [String] = []
        for pair in pairs {
            guard isValidName(pair.name) else {
                return .failure(Refusal(name: pair.name, reason: "has a name that is not an HTTP token"))
            }
            if let reason = refusal(ofValue: pair.value) { return .failure(Refusal(name: pair.name, reason: reason)) }
            parts.append("\(pair.name)=\(pair.value)")
        }
        return .success(parts.joined(separator: "; "))
    }

    /// The pairs of a `Cookie: a=1; b="2"` header, in order (quotes around a value dropped).
    public static func pairs(in header: String) -> [(name: String, value: String)] {
        header.split(separator: ";").compactMap { SetCookie.pair($0) }
    }
}
