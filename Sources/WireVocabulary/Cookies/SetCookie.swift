/// One `Set-Cookie` response header (RFC 6265 §5.2), read the lenient way browsers read it: attributes in any case and
/// order, a value in quotes, an `Expires` date with its comma. Only what a session needs is kept: the name, the value
/// and whether the header deletes the cookie.
public struct SetCookie: Sendable, Hashable {
    /// At most this many `Set-Cookie` headers of one answer are read; the rest are ignored.
    public static let maxHeaders = 50
    /// A `Set-Cookie` header longer than this (in UTF-8 bytes) is ignored whole: browsers keep cookies of about 4 KB.
    public static let maxHeaderBytes = 8192

    /// The cookie's name.
    public var name: String
    /// The cookie's value, without the quotes around it.
    public var value: String
    /// Whether the header ends the cookie: `Max-Age` of zero or less, or an `Expires` in 1970 (how servers delete a
    /// cookie; other dates are not judged, the client has no clock rule for them).
    public var deletes: Bool

    /// A parsed header (tests and fakes).
    public init(name: String, value: String, deletes: Bool = false) {
        self.name = name
        self.value = value
        self.deletes = deletes
    }

    /// Reads one header's value, e.g. `SESSDATA="a%2Cb"; path=/; EXPIRES=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly`;
    /// nil for a header that is too long or has no `name=value` pair first.
    public init?(header: String) {
        guard header.utf8.count <= Self.maxHeaderBytes else { return nil }
        let parts = header.split(separator: ";", omittingEmptySubsequences: false)
        guard let first = parts.first, let pair = Self.pair(first), !pair.name.isEmpty else { return nil }
        name = pair.name
        value = pair.value
        var deletes = false
        for attribute in parts.dropFirst() {
            let (key, text) = Self.attribute(attribute)
            switch key {
            case "max-age": if let seconds = Int(text), seconds <= 0 { deletes = true }
            case "expires": if text.contains("1970") { deletes = true }
            default: continue
            }
        }
        self.deletes = deletes
    }

    /// The cookies of an answer's headers: the values of every header named `Set-Cookie` (any case), at most
    /// ``maxHeaders`` of them, each under ``maxHeaderBytes``. A transport that folded several into one value (as
    /// `HTTPURLResponse` does, joining them with commas) is split again where a comma starts a new `name=`.
    public static func cookies(inHeaders headers: [(name: String, value: String)]) -> [SetCookie] {
        var cookies: [SetCookie] = []
        var read = 0
        for header in headers where header.name.lowercased() == "set-cookie" {
            for part in splitFolded(header.value) {
                guard read < maxHeaders else { return cookies }
                read += 1
                if let cookie = SetCookie(header: part) { cookies.append(cookie) }
            }
        }
        return cookies
    }

    /// `a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT, b=2` → the two headers: a comma ends a header only where the text
    /// after it, up to the next `;`, `,` or `=`, is a cookie name followed by `=`.
    static func splitFolded(_ value: String) -> [String] {
        guard value.utf8.count <= maxHeaderBytes * maxHeaders else { return [] }
        var parts: [String] = []
        var current = Substring()
        var rest = Substring(value)
        while let comma = rest.firstIndex(of: ",") {
            let after = rest[rest.index(after: comma)...]
            current += rest[..<comma]
            if startsCookie(after) {
                parts.append(String(current))
                current = ""
            } else {
                current += ","
            }
            rest = after
        }
        current += rest
        parts.append(String(current))
        return parts.filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }
    }

    private static func startsCookie(_ text: Substring) -> Bool {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        guard let end = trimmed.firstIndex(where: { $0 == "=" || $0 == ";" || $0 == "," }), trimmed[end] == "=" else {
            return false
        }
        let name = trimmed[..<end]
        return HTTPToken.isToken(name)
    }

    /// `name=value` → both, white space around them and one pair of quotes around the value dropped.
    static func pair(_ text: Substring) -> (name: String, value: String)? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let name = trimmed(text[..<equals])
        var value = trimmed(text[text.index(after: equals)...])
        if value.count >= 2, value.first == "\"", value.last == "\"" { value = value.dropFirst().dropLast() }
        return (String(name), String(value))
    }

    /// `; Max-Age=0` → (`max-age`, `0`); a flag such as `HttpOnly` has empty text.
    private static func attribute(_ text: Substring) -> (key: String, text: String) {
        guard let equals = text.firstIndex(of: "=") else { return (trimmed(text).lowercased(), "") }
        return (trimmed(text[..<equals]).lowercased(), String(trimmed(text[text.index(after: equals)...])))
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text.drop { $0 == " " || $0 == "\t" }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
