/// How interpolated text (`{{name}}`) is escaped; `{{{name}}}` and `{{&name}}` are never escaped.
public struct MustacheEscaper: Sendable {
    let escape: @Sendable (String) -> String
    /// Lets the renderer skip the closure call entirely for `.none`.
    let isIdentity: Bool

    /// An escaper that applies `escape` to every escaped interpolation.
    public init(_ escape: @escaping @Sendable (String) -> String) {
        self.escape = escape
        self.isIdentity = false
    }

    private init(identity: Void) {
        self.escape = { $0 }
        self.isIdentity = true
    }

    /// Leaves text untouched (the right choice for generating source code).
    public static let none = MustacheEscaper(identity: ())

    /// HTML escaping as the Mustache spec defines it: `&`, `<`, `>` and `"`.
    public static let html = MustacheEscaper(escapeHTML)
}

private func escapeHTML(_ text: String) -> String {
    let utf8 = text.utf8
    // Fast path: most strings contain nothing to escape.
    guard utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else {
        return text
    }
    var result = ""
    result.reserveCapacity(utf8.count + 16)
    var segmentStart = utf8.startIndex
    var index = utf8.startIndex
    while index != utf8.endIndex {
        let replacement: String?
        switch utf8[index] {
        case 0x26: replacement = "&amp;"
        case 0x3C: replacement = "&lt;"
        case 0x3E: replacement = "&gt;"
        case 0x22: replacement = "&quot;"
        default: replacement = nil
        }
        let next = utf8.index(after: index)
        if let replacement {
            result += text[segmentStart..<index]
            result += replacement
            segmentStart = next
        }
        index = next
    }
    result += text[segmentStart...]
    return result
}
