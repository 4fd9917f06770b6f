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
        if UTF8Scan.isASCII(text) { return wrapAtSpaceBytes(text, width: width) }
        guard UTF8Scan.scalarCount(of: text) > width else { return [text] }
        if spacesStandAlone(text) { return wrapAtSpaceBytes(text, width: width) }
        return wrapByCharacter(text, width: width)
    }

    /// ``wrap(_:width:)`` splitting the text into words by character: a space with a mark after it (or a prepended
    /// mark before it) is part of a word.
    static func wrapByCharacter(_ text: String, width: Int) -> [String] {
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

    /// ``wrap(_:width:)`` by byte offset, for text where every space byte is a character of its own (all ASCII text,
    /// and most other text: see ``spacesStandAlone(_:)``): the words are then the same, and a word's width is its
    /// bytes that start a scalar. A line of words and the single spaces between them is a run of the text, so each
    /// line is cut out of it once.
    static func wrapAtSpaceBytes(_ text: String, width: Int) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var lines: [String] = []
            func emit(_ start: Int, _ end: Int) {
                var end = end
                while end > start, bytes[end - 1] == UInt8(ascii: " ") || (0x09...0x0D).contains(bytes[end - 1]) {
                    end -= 1
                }
                let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                // White space beyond ASCII (an ideographic space, a no-break space) is trimmed by character.
                lines.append(end > start && bytes[end - 1] >= 0x80 ? trimmingTrailing(line) : line)
            }
            var lineStart = 0
            var lineEnd = 0
            var currentWidth = 0
            var wordStart = 0
            while wordStart <= bytes.count {
                var wordEnd = wordStart
                var wordWidth = 0  // counted in the same pass: a byte that is not a continuation byte starts a scalar
                while wordEnd < bytes.count, bytes[wordEnd] != UInt8(ascii: " ") {
                    wordWidth &+= bytes[wordEnd] & 0xC0 != 0x80 ? 1 : 0
                    wordEnd += 1
                }
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

    /// Whether every U+0020 in `text` is a character of its own, so that splitting at space bytes splits where
    /// splitting at `" "` characters does. A space joins the scalar after it when that one extends a character (a
    /// combining or spacing mark, a zero-width joiner, an emoji modifier), and the scalar before it when that one is
    /// prepended to the next character; the second test is wider than Unicode's list (every format character, and
    /// every letter of the Indic blocks where prepended letters are), so that no such case passes unseen.
    static func spacesStandAlone(_ text: String) -> Bool {
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if previous == " ", joinsCharacterBefore(scalar) { return false }
            if scalar == " ", let previous, mayJoinCharacterAfter(previous) { return false }
            previous = scalar
        }
        return true
    }

    private static func joinsCharacterBefore(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x80 else { return false }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default:
            return properties.isGraphemeExtend || properties.isEmojiModifier || scalar == "\u{200D}"
                || scalar == "\u{0E33}" || scalar == "\u{0EB3}"
        }
    }

    private static func mayJoinCharacterAfter(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x80 else { return false }
        return scalar.properties.generalCategory == .format || (0x0900...0x0DFF).contains(scalar.value)
            || (0x11000...0x11FFF).contains(scalar.value)
    }
}
