/// Turns template source into tokens, following set-delimiter tags as it goes,
/// then applies the standalone-line rule.
struct Lexer {
    private static let newline = UInt8(ascii: "\n")

    private let bytes: [UInt8]
    private let templateName: String
    private var openDelimiter: [UInt8] = Array("{{".utf8)
    private var closeDelimiter: [UInt8] = Array("}}".utf8)
    private var position = 0
    private var line = 1
    private var lineStart = 0
    /// The last measured (byte index, column), reused by `location(of:)`.
    private var columnMark = (index: 0, column: 1)
    private var tokens: [Token] = []

    init(source: String, templateName: String) {
        self.bytes = Array(source.utf8)
        self.templateName = templateName
    }

    /// Lexes the whole source (a `Lexer` is used once).
    mutating func tokenize() throws(MustacheError) -> [Token] {
        var textStart = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Self.newline {
                position += 1
                appendText(textStart..<position, endsLine: true)
                line += 1
                lineStart = position
                textStart = position
            } else if byte == openDelimiter[0] && matches(openDelimiter, at: position) {
                appendText(textStart..<position, endsLine: false)
                try lexTag()
                textStart = position
            } else {
                position += 1
            }
        }
        appendText(textStart..<position, endsLine: false)
        return Standalone.strip(tokens)
    }

    // MARK: - Text

    private mutating func appendText(_ range: Range<Int>, endsLine: Bool) {
        guard !range.isEmpty else { return }
        var content = range
        if endsLine {
            // Exclude "\n" or "\r\n" from the blankness check.
            content = range.lowerBound..<(range.upperBound - 1)
            if !content.isEmpty && bytes[content.upperBound - 1] == UInt8(ascii: "\r") {
                content = content.lowerBound..<(content.upperBound - 1)
            }
        }
        let isBlank = bytes[content].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let text = String(decoding: bytes[range], as: UTF8.self)
        // Text locations are never reported, so skip the character count.
        let textLocation = SourceLocation(line: line, column: range.lowerBound - lineStart + 1)
        tokens.append(Token(kind: .text(text, isBlank: isBlank, endsLine: endsLine), location: textLocation))
    }

    // MARK: - Tags

    /// Lexes the tag whose opening delimiter starts at `position`.
    private mutating func lexTag() throws(MustacheError) {
        let tagLocation = location(of: position)
        let start = position + openDelimiter.count
        guard start < bytes.count else { throw unclosedTag(at: tagLocation) }
        let kind: Token.Kind
        let end: Int
        switch bytes[start] {
        case UInt8(ascii: "{"):
            let content: Range<Int>
            (content, end) = try scan(from: start + 1, to: Array("}".utf8) + closeDelimiter, tagLocation)
            kind = .variable(try tagName(content, tagLocation), escaped: false)
        case UInt8(ascii: "&"):
            let content: Range<Int>
            (content, end) = try scan(from: start + 1, to: closeDelimiter, tagLocation)
            kind = .variable(try tagName(content, tagLocation), escaped: false)
        case UInt8(ascii: "#"), UInt8(ascii: "^"):
            let content: Range<Int>
            (content, end) = try scan(from: start + 1, to: closeDelimiter, tagLocation)
            kind = .sectionOpen(try tagName(content, tagLocation), inverted: bytes[start] == UInt8(ascii: "^"))
        case UInt8(ascii: "/"):
            let content: Range<Int>
            (content, end) = try scan(from: start + 1, to: closeDelimiter, tagLocation)
            kind = .sectionClose(try tagName(content, tagLocation))
        case UInt8(ascii: ">"):
            let content: Range<Int>
            (content, end) = try scan(from: start + 1, to: closeDelimiter, tagLocation)
            kind = .partial(try plainName(content, tagLocation), indent: nil)
        case UInt8(ascii: "!"):
            (_, end) = try scan(from: start + 1, to: closeDelimiter, tagLocation)
            kind = .comment
        case UInt8(ascii: "="):
            let content: Range<Int>
            (content, end) = try scan(from: start + 1, to: Array("=".utf8) + closeDelimiter, tagLocation)
            try changeDelimiters(content, tagLocation)
            kind = .setDelimiters
        case UInt8(ascii: "<"), UInt8(ascii: "$"):
            throw MustacheError(
                "template inheritance ({{<parent}}, {{$block}}) is not supported", in: templateName, at: tagLocation)
        default:
            let content: Range<Int>
            (content, end) = try scan(from: start, to: closeDelimiter, tagLocation)
            kind = .variable(try tagName(content, tagLocation), escaped: true)
        }
        tokens.append(Token(kind: kind, location: tagLocation))
        // Tags (notably comments) may span lines; keep line numbers right.
        for index in position..<end where bytes[index] == Self.newline {
            line += 1
            lineStart = index + 1
        }
        position = end
    }

    /// Finds `terminator` at or after `from`: returns the content before it and the index just past it.
    private func scan(from: Int, to terminator: [UInt8], _ tagLocation: SourceLocation) throws(MustacheError) -> (
        Range<Int>, Int
    ) {
        var index = from
        while index + terminator.count <= bytes.count {
            if bytes[index] == terminator[0] && matches(terminator, at: index) {
                return (from..<index, index + terminator.count)
            }
            index += 1
        }
        throw unclosedTag(at: tagLocation, expecting: terminator)
    }

    private func matches(_ pattern: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] {
            return false
        }
        return true
    }

    private mutating func changeDelimiters(_ content: Range<Int>, _ tagLocation: SourceLocation) throws(MustacheError) {
        let parts = bytes[content].split(whereSeparator: Self.isWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
            let written = String(decoding: bytes[content], as: UTF8.self)
            throw MustacheError(
                "invalid delimiter change '=\(written)=': expected two delimiters separated by whitespace, like {{=<% %>=}}",
                in: templateName, at: tagLocation)
        }
        openDelimiter = Array(parts[0])
        closeDelimiter = Array(parts[1])
    }

    // MARK: - Names

    /// The trimmed tag content; the spec allows padding but not inner whitespace.
    private func plainName(_ content: Range<Int>, _ tagLocation: SourceLocation) throws(MustacheError) -> String {
        var lower = content.lowerBound
        var upper = content.upperBound
        while lower < upper && Self.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower && Self.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        guard lower < upper else {
            throw MustacheError("empty tag", in: templateName, at: tagLocation)
        }
        let name = String(decoding: bytes[lower..<upper], as: UTF8.self)
        guard !bytes[lower..<upper].contains(where: Self.isWhitespace) else {
            throw MustacheError(
                "invalid tag name '\(name)': names cannot contain whitespace", in: templateName, at: tagLocation)
        }
        return name
    }

    private func tagName(_ content: Range<Int>, _ tagLocation: SourceLocation) throws(MustacheError) -> TagName {
        let raw = try plainName(content, tagLocation)
        guard let name = TagName(raw) else {
            throw MustacheError("invalid tag name '\(raw)'", in: templateName, at: tagLocation)
        }
        return name
    }

    // MARK: - Helpers

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    /// Columns count characters. Only tag positions pay for decoding, and only
    /// from the previous tag on the same line, so long lines stay linear.
    private mutating func location(of index: Int) -> SourceLocation {
        if columnMark.index < lineStart || columnMark.index > index {
            columnMark = (lineStart, 1)
        }
        let column = columnMark.column + String(decoding: bytes[columnMark.index..<index], as: UTF8.self).count
        columnMark = (index, column)
        return SourceLocation(line: line, column: column)
    }

    private func unclosedTag(at tagLocation: SourceLocation, expecting terminator: [UInt8]? = nil) -> MustacheError {
        let expected = String(decoding: terminator ?? closeDelimiter, as: UTF8.self)
        return MustacheError("unclosed tag: expected '\(expected)'", in: templateName, at: tagLocation)
    }
}
