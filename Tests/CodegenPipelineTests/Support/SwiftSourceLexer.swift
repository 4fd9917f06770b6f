/// Splits Swift source into what the compiler reads as code, comments and string-literal text — enough of Swift's
/// lexical grammar to tell where contract text landed: `//` and nested `/* */` comments, `"…"`, `"""…"""` and raw
/// `#"…"#` literals with their escapes, and interpolations (`\(…)`, `\#(…)`), which are code again.
struct SwiftSourceLexer {
    enum Kind: Equatable { case code, comment, string }

    /// One run of source text of one kind.
    struct Segment: Equatable {
        var kind: Kind
        var text: String
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var segments: [Segment] = []

    static func segments(of source: String) -> [Segment] {
        var lexer = SwiftSourceLexer(scalars: Array(source.unicodeScalars))
        lexer.lexCode(untilClosingParenthesis: false)
        return lexer.segments
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private func starts(with text: String) -> Bool {
        for (offset, scalar) in text.unicodeScalars.enumerated() where peek(offset) != scalar { return false }
        return true
    }

    private mutating func emit(_ kind: Kind, _ scalar: Unicode.Scalar) {
        if let last = segments.last, last.kind == kind {
            segments[segments.count - 1].text.unicodeScalars.append(scalar)
        } else {
            segments.append(Segment(kind: kind, text: String(scalar)))
        }
    }

    private mutating func emit(_ kind: Kind, count: Int) {
        for _ in 0..<count {
            guard let scalar = peek() else { return }
            emit(kind, scalar)
            index += 1
        }
    }

    /// Code, up to the end (or the `)` that closes an interpolation, which is left for the string).
    private mutating func lexCode(untilClosingParenthesis: Bool) {
        var depth = 0
        while let scalar = peek() {
            if starts(with: "//") {
                while let next = peek(), next != "\n", next != "\r" { emit(.comment, next); index += 1 }
            } else if starts(with: "/*") {
                lexBlockComment()
            } else if scalar == "\"" || (scalar == "#" && rawStringHashes() != nil) {
                lexString()
            } else {
                if untilClosingParenthesis {
                    if scalar == "(" { depth += 1 }
                    if scalar == ")" {
                        if depth == 0 { return }
                        depth -= 1
                    }
                }
                emit(.code, count: 1)
            }
        }
    }

    private mutating func lexBlockComment() {
        var depth = 0
        repeat {
            if starts(with: "/*") {
                depth += 1
                emit(.comment, count: 2)
            } else if starts(with: "*/") {
                depth -= 1
                emit(.comment, count: 2)
            } else {
                emit(.comment, count: 1)
            }
        } while depth > 0 && peek() != nil
    }

    /// The number of `#` before a `"` at the current position, if a raw string starts here.
    private func rawStringHashes() -> Int? {
        var count = 0
        while peek(count) == "#" { count += 1 }
        return peek(count) == "\"" && count > 0 ? count : nil
    }

    /// A string literal of any kind, with its interpolations lexed as code.
    private mutating func lexString() {
        let hashes = rawStringHashes() ?? 0
        emit(.string, count: hashes)
        let multiline = starts(with: "\"\"\"")
        let quote = multiline ? "\"\"\"" : "\""
        emit(.string, count: quote.unicodeScalars.count)
        let terminator = quote + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        while peek() != nil {
            if starts(with: terminator) {
                emit(.string, count: terminator.unicodeScalars.count)
                return
            }
            if !multiline && (peek() == "\n" || peek() == "\r") { return }  // unterminated: the compiler rejects it
            if starts(with: escape) {
                let length = escape.unicodeScalars.count
                if peek(length) == "(" {
                    emit(.string, count: length + 1)
                    lexCode(untilClosingParenthesis: true)
                    emit(.string, count: 1)
                } else {
                    emit(.string, count: length + 1)
                }
                continue
            }
            emit(.string, count: 1)
        }
    }
}
