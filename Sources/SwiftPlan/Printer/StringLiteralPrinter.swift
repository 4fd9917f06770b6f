import Contract

/// Writes text as Swift string literals so that nothing in it can end the literal, interpolate or change the code.
enum StringLiteralPrinter {
    /// A one-line literal, `"…"`: `\`, `"`, line terminators, control characters and bidirectional controls are
    /// escaped; `\(` can't interpolate because its backslash is escaped.
    static func singleLine(_ text: String) -> String {
        needsNoEscape(text) ? "\"" + text + "\"" : escaped(text)
    }

    /// ``singleLine(_:)``, appended to a printer's text.
    static func appendSingleLine(_ text: String, to result: inout PrintedText) {
        guard needsNoEscape(text) else { return result += escaped(text) }
        result += "\""
        result += text
        result += "\""
    }

    /// The literal of text that may need escapes, scalar by scalar.
    private static func escaped(_ text: String) -> String {
        var result = "\""
        result.append(Substring(text), replacingScalars: escape)
        return result + "\""
    }

    /// What a one-line literal writes instead of `scalar`; nil when it holds the scalar as it is.
    private static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\\": "\\\\"
        case "\"": "\\\""
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case "\0": "\\0"
        default: UnicodeClass.needsEscape(scalar) ? "\\u{\(String(scalar.value, radix: 16))}" : nil
        }
    }

    /// Whether no byte of `text` is one ``singleLine(_:)`` may have to escape, tested branch-free over the bytes in
    /// memory (the check runs on every literal the printer writes). Most text needs no escape: no quote, backslash or
    /// control character, and no lead byte of a scalar that might need one (C1 controls start with 0xC2, U+061C with
    /// 0xD8, U+2028 and the bidi controls with 0xE2).
    private static func needsNoEscape(_ text: String) -> Bool {
        UTF8Scan.withBytes(text) { bytes in
            var found: UInt8 = 0
            for byte in bytes {
                found |= byte < 0x20 ? 1 : 0
                found |= byte == 0x7F || byte == 0x22 || byte == 0x5C ? 1 : 0
                found |= byte == 0xC2 || byte == 0xD8 || byte == 0xE2 ? 1 : 0
            }
            return found == 0
        }
    }

    /// The lines of a raw multi-line literal (`#"""` … `"""#`) holding `text` unchanged, content lines unindented
    /// (the printer indents them); nil when the text can't be written that way: it has no line feed, or holds a
    /// character a literal can't hold raw (a control character, a line terminator other than LF), or a line ends in
    /// white space (which the generated file would lose).
    static func rawLines(_ text: String) -> (delimiter: String, lines: [Substring])? {
        guard canBeRaw(text) else { return nil }
        // By byte: a line feed is always a character of its own, and the text has no carriage return.
        let lines = UTF8Scan.linesBetweenLineFeeds(text)
        return (String(repeating: "#", count: longestHashRunAfterQuoteOrBackslash(text) + 1), lines)
    }

    /// Whether ``rawLines(_:)`` can write `text`, in one pass without building anything.
    static func canBeRaw(_ text: String) -> Bool {
        if let answer = UTF8Scan.withBytes(text, canBeRawIfASCII) { return answer }
        guard text.utf8.contains(UInt8(ascii: "\n")) else { return false }
        var previous: Unicode.Scalar = "x"
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                if previous == " " || previous == "\t" { return false }
            } else if scalar != "\t" && (UnicodeClass.needsEscape(scalar) || scalar.value < 0x20) {
                return false
            }
            previous = scalar
        }
        return previous != " " && previous != "\t"
    }

    /// ``canBeRaw(_:)`` for ASCII bytes, where each byte is a scalar; nil when a byte is not ASCII.
    private static func canBeRawIfASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var hasLineFeed = false
        var previous = UInt8(ascii: "x")
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if byte == UInt8(ascii: "\n") {
                if previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t") { return false }
                hasLineFeed = true
            } else if byte != UInt8(ascii: "\t") && (byte < 0x20 || byte == 0x7F) {
                return false
            }
            previous = byte
        }
        return hasLineFeed && previous != UInt8(ascii: " ") && previous != UInt8(ascii: "\t")
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

/// Which scalars generated source never holds raw.
enum UnicodeClass {
    /// Line terminators: each starts a new line of a doc comment.
    static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Control characters (C0, DEL, C1), line terminators and the bidirectional formatting controls that make a
    /// reviewer read other code than the compiler does (Trojan Source).
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || isBidiControl(value) || value == 0x2028
            || value == 0x2029
    }

    /// U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069.
    static func isBidiControl(_ value: UInt32) -> Bool {
        value == 0x061C || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }
}
