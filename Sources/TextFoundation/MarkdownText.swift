/// Markdown a report writes around text from outside (contract names, captured fields, server messages): the text
/// shows literally and can neither break out of its code span or table cell nor act on a terminal.
package enum MarkdownText {
    /// `text` as an inline code span that shows it literally: fenced by one backtick more than its longest run of
    /// backticks, padded with spaces where it starts or ends with one (CommonMark), unsafe scalars escaped.
    package static func code(_ text: some StringProtocol) -> String {
        let shown = String(text).escapedForTerminal
        var longest = 0
        var run = 0
        for character in shown {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = shown.hasPrefix("`") || shown.hasSuffix("`") ? " " : ""
        return fence + padding + shown + padding + fence
    }

    /// Text (code spans included) for a table cell: pipes escaped, as GitHub's tables need even inside code spans, and
    /// unsafe scalars (line breaks among them) escaped, so a cell is one line.
    package static func cell(_ text: some StringProtocol) -> String {
        var cell = ""
        for character in String(text).escapedForTerminal {
            if character == "|" { cell += "\\" }
            cell.append(character)
        }
        return cell
    }
}

extension MarkdownText {
    /// Prose from a contract (or an OpenAPI document drafted into one) as Markdown that only shows text: the one way
    /// contract prose enters a DocC catalog or a doc comment.
    ///
    /// A link or image keeps its target only when it is `http`, `https` or relative (a `javascript:`, `data:`,
    /// `vbscript:` or `file:` target, in any case, behind spaces or in an encoded spelling, is shown as plain text); a
    /// link reference definition, raw HTML, an autolink or `<doc:…>` link, a DocC directive (`@Name` where a word
    /// starts) and a symbol link (a run of two or more backticks) all show as the characters they are. A backslash that
    /// would escape the next character is itself escaped, so the text cannot undo an escape. Code spans (single
    /// backticks) are kept whole: nothing acts inside them. Text without any of this is returned as it is.
    package static func inert(_ text: String) -> String {
        guard text.utf8.contains(where: InertProse.mayStartMarkup) else { return text }
        var prose = InertProse(Array(text.utf8))
        return prose.written()
    }
}

/// The reading behind ``MarkdownText/inert(_:)``: the bytes of the prose, and the escaped text it is written as.
private struct InertProse {
    let bytes: [UInt8]
    private var output: [UInt8] = []

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private static let backtick = UInt8(ascii: "`")
    private static let backslash = UInt8(ascii: "\\")
    /// Whether `byte` could start markup: a backtick, a backslash, `<`, `@` or `]`. Prose without one is handed back
    /// as it is, read in place (a `Set` of these bytes hashed every byte of every doc comment: 2% of a ×10 run).
    static func mayStartMarkup(_ byte: UInt8) -> Bool {
        switch byte {
        case backtick, backslash, UInt8(ascii: "<"), UInt8(ascii: "@"), UInt8(ascii: "]"): true
        default: false
        }
    }

    mutating func written() -> String {
        output.reserveCapacity(bytes.count + 8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.backtick {
                index = copyBackticks(from: index)
                continue
            }
            if escapes(at: index) { output.append(Self.backslash) }
            output.append(byte)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether the byte at `index` acts as markup and must be escaped.
    private func escapes(at index: Int) -> Bool {
        let next = index + 1 < bytes.count ? bytes[index + 1] : nil
        switch bytes[index] {
        case Self.backslash:
            return next.map(Self.isASCIIPunctuation) ?? false
        case UInt8(ascii: "<"):
            return next.map {
                Self.isASCIILetter($0) || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "!") || $0 == UInt8(ascii: "?")
            } ?? false
        case UInt8(ascii: "@"):
            let startsWord = index == 0 || [UInt8(ascii: " "), 0x09, 0x0A, 0x0D].contains(bytes[index - 1])
            return startsWord && (next.map(Self.isASCIILetter) ?? false)
        case UInt8(ascii: "]"):
            switch next {
            case UInt8(ascii: ":"), UInt8(ascii: "["): return true
            case UInt8(ascii: "("): return !Self.isSafeTarget(bytes[(index + 2)...])
            default: return false
            }
        default:
            return false
        }
    }

    /// Copies the backtick run at `index`: a single backtick that a later single backtick closes is a code span, copied
    /// whole; a longer run (a symbol link's fence) or an unclosed one is escaped. Returns where the copy ends.
    private mutating func copyBackticks(from index: Int) -> Int {
        let end = runEnd(from: index)
        if end - index == 1, let close = closingBacktick(after: end) {
            output += bytes[index...close]
            return close + 1
        }
        for _ in index..<end { output += [Self.backslash, Self.backtick] }
        return end
    }

    private func runEnd(from index: Int) -> Int {
        var end = index
        while end < bytes.count, bytes[end] == Self.backtick { end += 1 }
        return end
    }

    /// The next run of exactly one backtick from `start`, if any.
    private func closingBacktick(after start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            guard bytes[index] == Self.backtick else {
                index += 1
                continue
            }
            let end = runEnd(from: index)
            if end - index == 1 { return index }
            index = end
        }
        return nil
    }

    /// Whether a link's destination (the text after its `(`) is `http`, `https` or relative: its scheme part, before
    /// the first `/`, `?` or `#`, holds no `:`, nor a `&`, `%` or `\` that could spell one.
    private static func isSafeTarget(_ destination: ArraySlice<UInt8>) -> Bool {
        let target = destination.drop { $0 == UInt8(ascii: " ") || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            .drop { $0 == UInt8(ascii: "<") }
        let lowered = String(decoding: target.prefix(8), as: UTF8.self).lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") { return true }
        let schemePart = target.prefix { !"/?#)> \t\r\n".utf8.contains($0) }
        return !schemePart.contains { ":&%\\".utf8.contains($0) || $0 < 0x20 || $0 == 0x7F }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
            || (0x7B...0x7E).contains(byte)
    }
}
