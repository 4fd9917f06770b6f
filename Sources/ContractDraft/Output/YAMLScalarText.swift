import TextFoundation

/// How the contract writer spells a scalar: a plain word where no YAML reader can take it for anything but that
/// text, a double-quoted JSON string literal otherwise (JSON's quoter escapes every unsafe scalar, so no text from a
/// capture or an OpenAPI document can start a comment, a key or another line).
enum YAMLScalarText {
    /// `text` as a YAML scalar that reads back as exactly that string.
    static func string(_ text: String) -> String {
        isPlainSafe(text) ? text : JSONQuoting.quoted(text)
    }

    /// Always quoted: prose and values that a reader should see as text at a glance.
    static func quoted(_ text: String) -> String { JSONQuoting.quoted(text) }

    /// A comment's text: one line with every unsafe scalar (line breaks, controls, bidirectional controls, which lint
    /// refuses even in comments) escaped as `\u{…}`.
    static func comment(_ text: String) -> String { text.escapedForTerminal }

    private static let reservedWords: Set<String> = [
        "null", "true", "false", "yes", "no", "on", "off", "y", "n", "~",
    ]

    /// A word of ASCII letters, digits and `_ . / -` that starts with a letter or `_` and is no word YAML reads as
    /// something else (`yes`, `null`, …).
    static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isLetter(first) || first == "_",
            !reservedWords.contains(text.lowercased())
        else { return false }
        return text.unicodeScalars.allSatisfy {
            isLetter($0) || ("0"..."9").contains($0) || "_./-".unicodeScalars.contains($0)
        }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
