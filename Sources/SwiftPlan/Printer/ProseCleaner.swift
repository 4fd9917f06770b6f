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
        if UnsafeScalar.isPrintableASCII(text) { return linesOfPrintableASCII(text) }
        return text.unicodeScalars.contains(where: UnsafeScalar.isUnsafe) ? linesByScalar(text) : linesOfSafeText(text)
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

    /// ``lines(_:)`` of text without an unsafe scalar (so without a line break): one line, trimmed, and nothing to
    /// space out. Prose beyond ASCII is mostly this (a `§`, an accent, a CJK word).
    static func linesOfSafeText(_ text: String) -> [String] {
        let line = trimmingTrailing(text)
        guard let first = line.first else { return [] }
        return first.isWhitespace ? [String(line.drop(while: \.isWhitespace))] : [line]
    }

    /// ``lines(_:)`` of any text, scalar by scalar: each line is cut out of the text whole at its line break.
    static func linesByScalar(_ text: String) -> [String] {
        var lines: [String] = []
        let scalars = text.unicodeScalars
        var lineStart = scalars.startIndex
        var index = lineStart
        var previous: Unicode.Scalar = " "
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if UnsafeScalar(scalar) == .lineBreak {
                // CRLF is one line break.
                if !(scalar == "\n" && previous == "\r") {
                    lines.append(trimmingTrailing(spacedOut(Substring(scalars[lineStart..<index]))))
                }
                lineStart = next
            }
            previous = scalar
            index = next
        }
        lines.append(trimmingTrailing(spacedOut(Substring(scalars[lineStart...]))))
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
        return String(trimmingTrailing(text[...]))
    }

    private static func trimmingTrailing(_ text: Substring) -> Substring {
        var trimmed = text
        while let last = trimmed.last, last.isWhitespace { trimmed.removeLast() }
        return trimmed
    }

    /// Greedy word wrap at spaces; a word longer than `width` (or text without spaces) stays whole. Widths count
    /// Unicode scalars; a space that belongs to a larger character (a combining mark after it) is part of a word.
    /// Each line is a slice of `text`.
    static func wrap(_ text: String, width: Int) -> [Substring] {
        // A line that fits is kept as it is, leading spaces included. A text has at least as many UTF-8 bytes as
        // scalars, so most lines are decided without counting.
        guard text.utf8.count > width, SwiftPrinter.width(of: text) > width else { return [text[...]] }
        guard UnsafeScalar.isPrintableASCII(text) else { return wrap(text, words: words(of: text), width: width) }
        // Each byte is a character and a scalar: the words are the runs between space bytes, as wide as they are long.
        var text = text
        let spaces = text.withUTF8 { bytes in bytes.indices.filter { bytes[$0] == UInt8(ascii: " ") } }
        let utf8 = text.utf8
        var words: [(range: Range<String.Index>, width: Int)] = []
        words.reserveCapacity(spaces.count + 1)
        var start = 0
        for end in spaces + [utf8.count] {
            let lower = utf8.index(utf8.startIndex, offsetBy: start)
            words.append((lower..<utf8.index(lower, offsetBy: end - start), end - start))
            start = end + 1
        }
        return wrap(text, words: words, width: width)
    }

    /// The words of `text` beyond printable ASCII, each with its width in scalars: the runs between the spaces that
    /// are characters of their own, as `text.split(separator: " ", omittingEmptySubsequences: false)` cuts them, but
    /// found in the bytes. A space byte between two ASCII bytes is a character of its own (no ASCII scalar joins a
    /// space); next to a scalar beyond ASCII, the string says whether both its ends are character boundaries (a
    /// combining mark after it, or a prepended mark before it, joins it to a larger character).
    static func words(of text: String) -> [(range: Range<String.Index>, width: Int)] {
        let utf8 = text.utf8
        var words: [(range: Range<String.Index>, width: Int)] = []
        var wordStart = utf8.startIndex
        var width = 0
        var previous: UInt8 = 0
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte == UInt8(ascii: " ")
                && (previous < 0x80 && (next == utf8.endIndex || utf8[next] < 0x80)
                    || String.Index(index, within: text) != nil && String.Index(next, within: text) != nil)
            {
                words.append((wordStart..<index, width))
                wordStart = next
                width = 0
            } else if byte & 0xC0 != 0x80 {
                width += 1  // a scalar starts here: continuation bytes are 10xxxxxx
            }
            previous = byte
            index = next
        }
        words.append((wordStart..<utf8.endIndex, width))
        return words
    }

    /// ``wrap(_:width:)`` of the words between single spaces of `text`, each with its width: by byte for printable
    /// ASCII, where each byte is a character and a scalar; by character otherwise, so that a space joined to a mark
    /// stays inside its word. A line is the text from its first word to its last, cut out, never joined word by word.
    static func wrap(_ text: String, words: [(range: Range<String.Index>, width: Int)], width: Int) -> [Substring] {
        var lines: [Substring] = []
        guard var start = words.first?.range.lowerBound else { return lines }
        var end = start
        // A line holding nothing but one empty word (a space where a line starts) gives way to the next word.
        var isEmpty = true
        var currentWidth = 0
        for word in words {
            if isEmpty {
                start = word.range.lowerBound
                currentWidth = word.width
                isEmpty = word.range.isEmpty
            } else if currentWidth + 1 + word.width <= width {
                currentWidth += 1 + word.width
            } else {
                lines.append(trimmingTrailing(text[start..<end]))
                start = word.range.lowerBound
                currentWidth = word.width
                isEmpty = word.range.isEmpty
            }
            end = word.range.upperBound
        }
        if !isEmpty { lines.append(trimmingTrailing(text[start..<end])) }
        return lines
    }
}
