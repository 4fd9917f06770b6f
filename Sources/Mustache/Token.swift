/// A name used by a variable or section tag: `.` (the implicit iterator) or
/// a dotted path such as `person.name`.
struct TagName: Sendable, Equatable {
    /// The name as written (trimmed), for close-tag matching and error messages.
    let raw: String
    /// The dot-separated keys; empty for the implicit iterator `.`.
    let keys: [String]

    /// Returns nil when the name is malformed (empty component, as in `a..b`).
    init?(_ raw: String) {
        self.raw = raw
        if raw == "." {
            keys = []
            return
        }
        let parts = raw.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.contains(where: \.isEmpty) else { return nil }
        keys = parts.map(String.init)
    }
}

/// One lexical element of a template.
struct Token: Sendable {
    enum Kind: Sendable {
        /// A run of text containing no newline, or ending with its line's newline.
        /// `isBlank`: only spaces/tabs besides the line ending.
        case text(String, isBlank: Bool, endsLine: Bool)
        case variable(TagName, escaped: Bool)
        /// A variable alone on its line: the white space before it and the line ending after it.
        case standaloneVariable(TagName, escaped: Bool, indent: String, lineEnding: String)
        case sectionOpen(TagName, inverted: Bool)
        case sectionClose(TagName)
        /// `indent` is set once the lexer finds the tag standalone.
        case partial(String, indent: String?)
        case comment
        case setDelimiters
    }

    var kind: Kind
    var location: SourceLocation

    /// Tags that vanish with their whole line when they stand alone on it.
    var canStandAlone: Bool {
        switch kind {
        case .sectionOpen, .sectionClose, .partial, .comment, .setDelimiters: return true
        case .text, .variable, .standaloneVariable: return false
        }
    }
}
