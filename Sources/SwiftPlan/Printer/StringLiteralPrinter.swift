import TextFoundation

/// Writes text as Swift string literals so that nothing in it can end the literal, interpolate or change the code.
enum StringLiteralPrinter {
    /// A one-line literal, `"…"`: `\`, `"`, line breaks, control characters, bidirectional controls and invisible
    /// scalars are escaped (``TextOutput/swiftStringLiteral``); `\(` can't interpolate because its backslash is
    /// escaped.
    static func singleLine(_ text: String) -> String {
        var literal = "\""
        literal.append(escaping: text, for: .swiftStringLiteral)
        literal += "\""
        return literal
    }

    /// ``singleLine(_:)``, appended to a printer's `output`.
    static func appendSingleLine(_ text: String, to output: inout PrintedText) {
        output += singleLine(text)
    }

    /// The lines of a raw multi-line literal (`#"""` … `"""#`) holding `text` unchanged, content lines unindented
    /// (the printer indents them); nil when the text can't be written that way: it has no line feed, or holds a
    /// character a literal can't hold raw (a control character, a line break other than LF), or a line ends in
    /// white space (which the generated file would lose).
    static func rawLines(_ text: String) -> (delimiter: String, lines: [Substring])? {
        guard canBeRaw(text) else { return nil }
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            Substring($0)
        }
        return (String(repeating: "#", count: longestHashRunAfterQuoteOrBackslash(text) + 1), lines)
    }

    /// Whether ``rawLines(_:)`` can write `text`: it has a line feed, no unsafe scalar but tabs and line feeds, and
    /// no line ends in a space or tab.
    static func canBeRaw(_ text: String) -> Bool {
        guard text.utf8.contains(UInt8(ascii: "\n")) else { return false }
        var previous: Unicode.Scalar = "x"
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                if previous == " " || previous == "\t" { return false }
            } else if scalar != "\t" && UnsafeScalar.isUnsafe(scalar) {
                return false
            }
            previous = scalar
        }
        return previous != " " && previous != "\t"
    }

    /// The longest run of `#` that follows a `"` or `\` in `text`: a raw literal needs one `#` more than that, so
    /// neither a closing delimiter nor an escape can appear inside it.
    private static func longestHashRunAfterQuoteOrBackslash(_ text: String) -> Int {
        var longest = 0
        var run = -1  // -1: not after a quote or backslash
        for byte in text.utf8 {
            if byte == UInt8(ascii: "#"), run >= 0 {
                run += 1
                longest = max(longest, run)
            } else {
                run = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") ? 0 : -1
            }
        }
        return longest
    }
}
