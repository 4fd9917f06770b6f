import TextFoundation

/// Prepares prose for comments: splits it at every line break, turns every other unsafe scalar (``UnsafeScalar``)
/// into a space, and wraps lines at spaces.
///
/// Printable ASCII text, most of a contract's prose, takes a byte path: it has nothing to escape or split, and its
/// characters are its bytes. Generation measured 1.31–1.45× slower without it (BENCHMARKS.md, issue 26);
/// `ProseCleanerTests` hold the two paths to the same lines.
enum ProseCleaner {
    /// The text's lines: split at CR, LF, CRLF, NEL, LS, PS, VT and FF; every other unsafe scalar (tab included)
    /// becomes a space; trailing white space is dropped, as are leading and trailing blank lines and the first line's
    /// leading white space.
    static func lines(_ text: String) -> [String] {
        UnsafeScalar.isPrintableASCII(text) ? linesOfPrintableASCII(text) : linesByScalar(text)
    }

    /// ``lines(_:)`` of printable ASCII: one line, whose only white space is spaces, trimmed.
    static func linesOfPrintableASCII(_ text: String) -> [String] {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { $0 != UInt8(ascii: " ") }),
            let last = utf8.lastIndex(where: { $0 != UInt8(ascii: " ") })
        else { return [] }
        return first == utf8.startIndex && last == utf8.index(before: utf8.endIndex)
            ? [text] : [String(text[first...last])]
    }

    /// ``lines(_:)`` of any text, scalar by scalar.
    static func linesByScalar(_ text: String) -> [String] {
        var lines: [String] = []
        var line = Substring.UnicodeScalarView()
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            if UnsafeScalar(scalar) == .lineBreak {
                // CRLF is one line break.
                if !(scalar == "\n" && previous == "\r") {
                    lines.append(trimmingTrailing(spacedOut(Substring(line))))
                }
                line = Substring.UnicodeScalarView()
            } else {
                line.append(scalar)
            }
            previous = scalar
        }
        lines.append(trimmingTrailing(spacedOut(Substring(line))))
        // Trailing white space is gone, so a blank line is empty.
        while let first = lines.first, first.isEmpty { lines.removeFirst() }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        if let first = lines.first, first.first?.isWhitespace == true {
            lines[0] = String(first.drop(while: \.isWhitespace))
        }
        return lines
    }

    /// The text on one line: line breaks and every other unsafe scalar become spaces.
    static func oneLine(_ text: String) -> String {
        UnsafeScalar.isPrintableASCII(text) ? text : spacedOut(Substring(text))
    }

    private static func spacedOut(_ text: Substring) -> String {
        String(escaping: text, for: .comment)
    }

    private static func trimmingTrailing(_ text: String) -> String {
        guard let last = text.last, last.isWhitespace else { return text }
        var trimmed = Substring(text)
        while let last = trimmed.last, last.isWhitespace { trimmed.removeLast() }
        return String(trimmed)
    }

    /// Greedy word wrap at spaces; a word longer than `width` (or text without spaces) stays whole. Widths count
    /// Unicode scalars; a space that belongs to a larger character (a combining mark after it) is part of a word.
    static func wrap(_ text: String, width: Int) -> [String] {
        // A line that fits is kept as it is, leading spaces included. A text has at least as many UTF-8 bytes as
        // scalars, so most lines are decided without counting.
        guard text.utf8.count > width, text.unicodeScalars.count > width else { return [text] }
        if UnsafeScalar.isPrintableASCII(text) {
            let words = text.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
            return wrap(words: words.map(Substring.init), width: width, widthOf: \.utf8.count)
        }
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        return wrap(words: words, width: width, widthOf: \.unicodeScalars.count)
    }

    /// ``wrap(_:width:)`` of the words between single spaces: by byte for printable ASCII, where each byte is a
    /// character and a scalar; by character otherwise, so that a space joined to a mark stays inside its word.
    static func wrap(words: [Substring], width: Int, widthOf: (Substring) -> Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in words {
            let wordWidth = widthOf(word)
            if currentWidth == 0 && current.isEmpty {
                current = String(word)
                currentWidth = wordWidth
            } else if currentWidth + 1 + wordWidth <= width {
                current += " "
                current += word
                currentWidth += 1 + wordWidth
            } else {
                lines.append(trimmingTrailing(current))
                current = String(word)
                currentWidth = wordWidth
            }
        }
        if !current.isEmpty { lines.append(trimmingTrailing(current)) }
        return lines
    }
}
