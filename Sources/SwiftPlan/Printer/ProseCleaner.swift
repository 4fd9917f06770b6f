import TextFoundation

/// Prepares prose for comments: splits it at every line break, turns every other unsafe scalar (``UnsafeScalar``)
/// into a space, and wraps lines at spaces.
enum ProseCleaner {
    /// The text's lines: split at CR, LF, CRLF, NEL, LS, PS, VT and FF; every other unsafe scalar (tab included)
    /// becomes a space; trailing white space is dropped, as are leading and trailing blank lines and the first line's
    /// leading white space.
    static func lines(_ text: String) -> [String] {
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
        spacedOut(Substring(text))
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
        // A line that fits is kept as it is, leading spaces included.
        guard text.unicodeScalars.count > width else { return [text] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
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
}
