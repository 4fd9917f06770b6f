/// The scalars no tool prints raw, and what each kind of output writes instead: the one table.
///
/// Contract text, captured traffic, server messages and command-line arguments all reach generated Swift, JSON files,
/// reports and terminals. A line break or a control character can end a comment or a literal; ESC starts a terminal
/// escape sequence (`ESC ] 0 ;` retitles a terminal, `ESC [ 2 J` clears it); a bidirectional control makes text display
/// in another order than the one tools read it in (Trojan Source, CVE-2021-42574); an invisible scalar hides what is
/// there. Every output of the project escapes these through ``TextOutput/replacement(for:)``.
package enum UnsafeScalar: Sendable, Hashable {
    /// LF, VT, FF, CR, NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029).
    case lineBreak
    /// CHARACTER TABULATION (U+0009).
    case tab
    /// Every other C0 control (ESC and NUL among them), DEL and every other C1 control.
    case control
    /// U+061C, U+200E, U+200F, U+202A–U+202E and U+2066–U+2069: embeddings, overrides, isolates and marks.
    case bidirectional
    /// U+FEFF (the byte-order mark) and the noncharacters U+FFFE and U+FFFF.
    case invisible

    /// The kind of `scalar`, or nil when it is safe everywhere.
    package init?(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: self = .lineBreak
        case 0x09: self = .tab
        case 0x00...0x1F, 0x7F...0x9F: self = .control
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: self = .bidirectional
        case 0xFEFF, 0xFFFE, 0xFFFF: self = .invisible
        default: return nil
        }
    }

    /// Whether `scalar` is unsafe in any output.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool { UnsafeScalar(scalar) != nil }

    /// Whether `scalar` is a bidirectional control.
    package static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        UnsafeScalar(scalar) == .bidirectional
    }

    /// Whether every scalar of `text` is printable ASCII, U+0020 through U+007E: none of them is in the table, and each
    /// is one UTF-8 byte and one character, so such text can be measured and cut by byte. Most contract prose and
    /// names are; the bytes are read in place where the text is contiguous.
    package static func isPrintableASCII(_ text: some StringProtocol) -> Bool {
        func printable(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }
        return text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(printable) }
            ?? text.utf8.allSatisfy(printable)
    }

    /// Whether a scalar that starts with this UTF-8 byte (beyond ASCII) may be in the table: U+0080–U+009F start with
    /// C2, U+061C with D8, the U+20xx controls and separators with E2, U+FEFF, U+FFFE and U+FFFF with EF. Byte readers
    /// decode only such scalars; `UnsafeScalarTests` holds the list to the table.
    package static func mayStartUnsafe(utf8LeadByte byte: UInt8) -> Bool {
        switch byte {
        case 0xC2, 0xD8, 0xE2, 0xEF: true
        default: false
        }
    }

    /// Whether `scalar` is a line break, a tab or another control character: what a name may not hold.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch UnsafeScalar(scalar) {
        case .lineBreak?, .tab?, .control?: true
        default: false
        }
    }
}

/// A kind of output text, with its own escapes.
package enum TextOutput: Sendable, Hashable {
    /// The inside of a one-line Swift string literal: `\u{202e}`, `\n`, `\"`, `\\`.
    case swiftStringLiteral
    /// The inside of a JSON string, also read by YAML double-quoted scalars: `\u202E`, `\n`, `\"`, `\\`.
    case jsonString
    /// Text for a terminal, a CI log, a diagnostic or a report, escaped the way Swift writes it: `\u{1B}`.
    case terminal
    /// Lines for a terminal: as ``terminal``, but a line feed stays one (the tool's own line breaks).
    case terminalLines
    /// One line of a `//` or `///` comment: every unsafe scalar becomes a space (doc comments split at line breaks
    /// before this).
    case comment

    /// What this output writes instead of `scalar`; nil when it writes the scalar itself.
    package func replacement(for scalar: Unicode.Scalar) -> String? {
        switch self {
        case .swiftStringLiteral:
            if let escape = Self.backslashEscape(scalar) { return escape }
            if scalar == "\0" { return "\\0" }
            return UnsafeScalar.isUnsafe(scalar) ? "\\u{" + String(scalar.value, radix: 16) + "}" : nil
        case .jsonString:
            if let escape = Self.backslashEscape(scalar) { return escape }
            return UnsafeScalar.isUnsafe(scalar) ? Self.jsonUnicodeEscape(scalar) : nil
        case .terminal:
            return UnsafeScalar.isUnsafe(scalar) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : nil
        case .terminalLines:
            return scalar == "\n" ? nil : TextOutput.terminal.replacement(for: scalar)
        case .comment:
            return UnsafeScalar.isUnsafe(scalar) ? " " : nil
        }
    }

    /// The escapes a Swift string literal and a JSON string share: backslash, quote, line feed, return and tab.
    private static func backslashEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\\": "\\\\"
        case "\"": "\\\""
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: nil
        }
    }

    /// `\uXXXX`; every unsafe scalar is in the Basic Multilingual Plane, so one escape holds it.
    private static func jsonUnicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

extension String {
    /// `text` as `output` writes it: each scalar the output replaces, replaced.
    package init(escaping text: some StringProtocol, for output: TextOutput) {
        self = ""
        append(escaping: text, for: output)
    }

    /// Appends `text` as `output` writes it: the runs between replaced scalars copied whole, so text with nothing to
    /// replace (nearly all of it) is copied once.
    package mutating func append(escaping text: some StringProtocol, for output: TextOutput) {
        // Printable ASCII without a backslash or a quote (most names and prose): no output replaces any of it.
        func isPlain(_ byte: UInt8) -> Bool {
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "\"")
        }
        if text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(isPlain) }) == true {
            self += text
            return
        }
        // The text is read in its bytes: an ASCII byte is asked about only where it may be replaced (a control, a
        // backslash or a quote), a scalar beyond ASCII only where its first byte may start an unsafe one. The runs
        // between replaced scalars are copied whole.
        let text = Substring(text)
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            var next = utf8.index(after: index)
            let replacement: String?
            if byte < 0x80 {
                let mayBeReplaced =
                    byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"")
                replacement = mayBeReplaced ? output.replacement(for: Unicode.Scalar(byte)) : nil
            } else {
                replacement =
                    UnsafeScalar.mayStartUnsafe(utf8LeadByte: byte)
                    ? output.replacement(for: text.unicodeScalars[index]) : nil
                while next != utf8.endIndex, utf8[next] & 0xC0 == 0x80 { utf8.formIndex(after: &next) }
            }
            if let replacement {
                if runStart != index { self += Substring(utf8[runStart..<index]) }
                self += replacement
                runStart = next
            }
            index = next
        }
        if runStart == utf8.startIndex {
            self += text
        } else if runStart != utf8.endIndex {
            self += Substring(utf8[runStart...])
        }
    }

    /// The text with every unsafe scalar written as an escape such as `\u{1B}`, for a terminal, a log, a diagnostic
    /// or a report: nothing from outside acts on a terminal or reorders what a reader sees.
    package var escapedForTerminal: String {
        unicodeScalars.contains(where: UnsafeScalar.isUnsafe) ? String(escaping: self, for: .terminal) : self
    }

    /// ``escapedForTerminal``, but the line feeds stay: for text whose lines the tool itself broke (the parts from
    /// outside in it must have been escaped whole, so that none of them starts a line).
    package var escapedForTerminalLines: String {
        unicodeScalars.contains(where: UnsafeScalar.isUnsafe) ? String(escaping: self, for: .terminalLines) : self
    }
}
