import Contract

/// Prepares prose for comments: splits it at every line terminator, turns other control characters into spaces, and
/// wraps lines at spaces.
enum ProseCleaner {
    /// The text's lines: split at CR, LF, CRLF, NEL, LS, PS, VT and FF; every other control character (tab included)
    /// and bidirectional control becomes a space; trailing white space is dropped, as are leading and trailing blank
    /// lines and the first line's leading white space.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        if UTF8Scan.isPrintableASCII(text) {
            // The common case, printable ASCII on one line: only spaces to trim, by byte.
            let utf8 = text.utf8
            guard let first = utf8.firstIndex(where: { $0 != UInt8(ascii: " ") }),
                let last = utf8.lastIndex(where: { $0 != UInt8(ascii: " ") })
            else { return [] }
            return first == utf8.startIndex && last == utf8.index(before: utf8.endIndex)
                ? [text] : [String(text[first...last])]
        } else {
            // Each line is the text between line terminators, other controls replaced by spaces, in runs.
            let scalars = text.unicodeScalars
            var lineStart = scalars.startIndex
            var previous: Unicode.Scalar = " "
            var index = lineStart
            while index != scalars.endIndex {
                let scalar = scalars[index]
                let next = scalars.index(after: index)
                if UnicodeClass.isLineTerminator(scalar) {
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
        }
        // Trailing white space is gone, so a blank line is empty.
        while let first = lines.first, first.isEmpty {
            lines.removeFirst()
        }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        if let first = lines.first, first.first?.isWhitespace == true {
            lines[0] = String(first.drop(while: \.isWhitespace))
        }
        return lines
    }

    /// The text on one line: line terminators, control and bidirectional characters become spaces.
    static func oneLine(_ text: String) -> String {
        if UTF8Scan.isPrintableASCII(text) { return text }
        return spacedOut(Substring(text))
    }

    /// `text` with tabs, control characters, line terminators and bidirectional controls replaced by spaces.
    private static func spacedOut(_ text: Substring) -> String {
        var result = ""
        result.append(text) { scalar in scalar == "\t" || UnicodeClass.needsEscape(scalar) ? " " : nil }
        return result
    }

    private static func trimmingTrailing(_ text: String) -> String {
        guard let last = text.last, last.isWhitespace else { return text }
        var trimmed = Substring(text)
        while let last = trimmed.last, last.isWhitespace { trimmed.removeLast() }
        return String(trimmed)
    }

    /// Greedy word wrap at spaces; a word longer than `width` (or text without spaces) stays whole. Widths count
    /// Unicode scalars.
    static func wrap(_ text: String, width: Int) -> [String] {
        // A line's UTF-8 length is at least its width in scalars: most lines are decided without counting.
        guard text.utf8.count > width else { return [text] }
        if UTF8Scan.isASCII(text) { return wrapASCII(text, width: width) }
        guard text.unicodeScalars.count > width else { return [text] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0  // kept as we go: `count` on a String walks it every time
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = word.unicodeScalars.count
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

    /// ``wrap(_:width:)`` for ASCII text, by byte offset: each byte is a character and a scalar, so the words and
    /// widths are the same. A line of words and the single spaces between them is a run of the text, so each line
    /// is cut out of it once.
    private static func wrapASCII(_ text: String, width: Int) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var lines: [String] = []
            func emit(_ start: Int, _ end: Int) {
                var end = end
                while end > start, bytes[end - 1] == UInt8(ascii: " ") || (0x09...0x0D).contains(bytes[end - 1]) {
                    end -= 1
                }
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            }
            var lineStart = 0
            var lineEnd = 0
            var currentWidth = 0
            var wordStart = 0
            while wordStart <= bytes.count {
                var wordEnd = wordStart
                while wordEnd < bytes.count, bytes[wordEnd] != UInt8(ascii: " ") { wordEnd += 1 }
                let wordWidth = wordEnd - wordStart
                if currentWidth == 0 && lineStart == lineEnd {
                    (lineStart, lineEnd, currentWidth) = (wordStart, wordEnd, wordWidth)
                } else if currentWidth + 1 + wordWidth <= width {
                    lineEnd = wordEnd
                    currentWidth += 1 + wordWidth
                } else {
                    emit(lineStart, lineEnd)
                    (lineStart, lineEnd, currentWidth) = (wordStart, wordEnd, wordWidth)
                }
                wordStart = wordEnd + 1
            }
            if lineStart != lineEnd { emit(lineStart, lineEnd) }
            return lines
        }
    }
}
