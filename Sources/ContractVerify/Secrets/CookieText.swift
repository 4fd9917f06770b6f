/// The values a cookie header carries (RFC 6265): what `verify` treats as secrets, however a server echoes them back.
enum CookieText {
    /// The values of `Cookie: a=1; b=2`.
    static func values(ofCookieHeader header: String) -> [String] {
        header.split(separator: ";").compactMap { pair in value(of: pair) }
    }

    /// The value of `Set-Cookie: sid=V; Path=/; HttpOnly`: its first pair's; the attributes after it are no secret.
    static func value(ofSetCookie header: String) -> String? {
        header.split(separator: ";", maxSplits: 1).first.flatMap { value(of: $0) }
    }

    /// `name=value` → `value`, white space and one pair of quotes around it dropped.
    private static func value(of pair: Substring) -> String? {
        guard let equals = pair.firstIndex(of: "=") else { return nil }
        var value = pair[pair.index(after: equals)...].drop { $0 == " " || $0 == "\t" }
        while let last = value.last, last == " " || last == "\t" { value = value.dropLast() }
        if value.count >= 2, value.first == "\"", value.last == "\"" { value = value.dropFirst().dropLast() }
        return value.isEmpty ? nil : String(value)
    }
}
