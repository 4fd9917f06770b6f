/// Writes contract text into Swift source so that nothing in it can break or change the code.
enum SwiftLiteral {
    /// A one-line string literal: `"…"` with `\`, `"`, newlines and control characters escaped; `\(` can't
    /// interpolate because its backslash is escaped.
    static func string(_ text: String) -> String {
        // Most text needs no escape: no quote, backslash, control character or (conservatively) any scalar whose
        // UTF-8 starts like U+2028/U+2029's.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x7F && $0 != 0x22 && $0 != 0x5C && $0 != 0xE2 }) {
            return "\"" + text + "\""
        }
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// An integer literal grouped by thousands for reading, e.g. `8_388_608`.
    static func integer(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped += "_" }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// Doc-comment lines (`/// …`) for `text`, one per line of the text, at `indent`.
    ///
    /// `///` comments end at the line break, so `*/` or quotes in the text can't end them early; control
    /// characters are replaced so no line can be split in two.
    static func docLines(_ text: String?, indent: String = "") -> [String] {
        guard let text else { return [] }
        let width = max(40, lineWidth - indent.count - 4)
        // Split on line feeds by scalar ("\r\n" is one Character, so a Character split would miss it), clean each
        // line of control characters, then drop leading and trailing blank lines.
        var lines: [String] = []
        let scalars = text.unicodeScalars
        var current = ""
        var start = scalars.startIndex
        var index = start
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if scalar == "\n" {
                current += String(scalars[start..<index])
                lines.append(current.trimmingTrailingWhitespace)
                current = ""
                start = next
            } else if (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
                || (0x2028...0x2029).contains(scalar.value)
            {
                current += String(scalars[start..<index])
                current += " "
                start = next
            }
            index = next
        }
        current += String(scalars[start...])
        lines.append(current.trimmingTrailingWhitespace)
        while let first = lines.first, first.trimmingWhitespace.isEmpty { lines.removeFirst() }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        if let first = lines.first { lines[0] = first.trimmingWhitespace }
        return lines.flatMap { line in
            line.isEmpty ? ["\(indent)///"] : wrap(line, width: width).map { "\(indent)/// \($0)" }
        }
    }

    /// The line width generated code keeps to (the project's `.swift-format`).
    static let lineWidth = 120

    /// Greedy word wrap at spaces; a word longer than `width` (or text without spaces) stays whole.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard text.unicodeScalars.count > width else { return [text] }
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return wrapASCII(text, width: width) }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0  // counted in scalars, kept as we go: `count` on a String walks it every time
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = word.unicodeScalars.count
            if currentWidth == 0 && current.isEmpty {
                current = String(word)
                currentWidth = wordWidth
            } else if currentWidth + 1 + wordWidth <= width {
                current += " " + word
                currentWidth += 1 + wordWidth
            } else {
                lines.append(current.trimmingTrailingWhitespace)
                current = String(word)
                currentWidth = wordWidth
            }
        }
        if !current.isEmpty { lines.append(current.trimmingTrailingWhitespace) }
        return lines
    }

    /// ``wrap(_:width:)`` for ASCII text, by byte: each byte is a character and a scalar, so the words and widths
    /// are the same.
    private static func wrapASCII(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in text.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false) {
            let wordWidth = word.count
            if currentWidth == 0 && current.isEmpty {
                current = String(Substring(word))
                currentWidth = wordWidth
            } else if currentWidth + 1 + wordWidth <= width {
                current += " "
                current += Substring(word)
                currentWidth += 1 + wordWidth
            } else {
                lines.append(current.trimmingTrailingWhitespace)
                current = String(Substring(word))
                currentWidth = wordWidth
            }
        }
        if !current.isEmpty { lines.append(current.trimmingTrailingWhitespace) }
        return lines
    }

    /// Text for a `//` comment: one line, no control characters.
    static func lineComment(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value)
                        ? " " : scalar
                }))
    }
}

extension String {
    var trimmingWhitespace: String {
        if let first = first, !first.isWhitespace, let last = last, !last.isWhitespace { return self }
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }

    var trimmingTrailingWhitespace: String {
        guard let last = last, last.isWhitespace else { return self }
        var text = Substring(self)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}

extension SwiftLiteral {
    /// A raw multi-line string literal (`#"""` … `"""#`) for readable multi-line text, indented by `indent`, or nil
    /// when the text can't be written that way unchanged (control characters, trailing spaces); callers then use
    /// ``string(_:)``.
    static func multiline(_ text: String, indent: String) -> [String]? {
        var hasNewline = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                hasNewline = true
            } else if (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
                || (0x2028...0x2029).contains(scalar.value)
            {
                return nil  // Swift rejects raw control characters (DEL too) inside a string literal
            }
        }
        guard hasNewline else { return nil }
        // By byte: a line feed is always a character of its own, and the text has no carriage return.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Substring.init)
        if lines.contains(where: { $0.last == " " || $0.last == "\t" }) { return nil }
        let hashes = String(repeating: "#", count: longestHashRunAfterQuoteOrBackslash(text) + 1)
        return ["\(hashes)\"\"\""] + lines.map { $0.isEmpty ? "" : indent + $0 } + ["\(indent)\"\"\"\(hashes)"]
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

extension SwiftLiteral {
    /// A raw multi-line literal of `text` even when it is one line (for values too long for a line of code), or nil
    /// when ``multiline(_:indent:)`` would refuse it.
    static func rawBlock(_ text: String, indent: String) -> [String]? {
        guard let block = multiline(text + "\n", indent: indent) else { return nil }
        // `text + "\n"` leaves an empty last content line; dropping it keeps the value without a newline.
        var lines = block
        if lines.count >= 3, lines[lines.count - 2].isEmpty { lines.remove(at: lines.count - 2) }
        return lines
    }
}

extension SwiftLiteral {
    /// A doc-comment field such as `- Throws: …`, wrapped with its continuation lines indented under the text.
    static func docField(_ field: String, _ text: String, indent: String) -> [String] {
        let clean = lineComment(text)
        let head = "\(indent)/// - \(field): "
        let wrapped = wrap(clean, width: max(40, lineWidth - head.count))
        return wrapped.enumerated().map { index, line in index == 0 ? head + line : "\(indent)///   \(line)" }
    }
}
