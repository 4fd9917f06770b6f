/// Doc comments: `///` lines only, so the text can't end the comment early whatever it holds (`*/`, quotes, line
/// breaks of any kind); paragraphs and fields wrapped at the comment width.
extension SwiftPrinter {
    /// The narrowest a wrapped line's text gets, however deep the comment is indented.
    private static let minimumTextWidth = 40

    mutating func writeDocComment(_ comment: DocComment) {
        var lines: [String] = []
        let textWidth = max(Self.minimumTextWidth, Self.commentWidth - column - 4)
        for paragraph in comment.paragraphs {
            let paragraphLines = ProseCleaner.lines(paragraph.text)
            guard !paragraphLines.isEmpty else { continue }
            if !lines.isEmpty { lines.append("///") }
            for line in paragraphLines {
                if line.isEmpty {
                    lines.append("///")
                } else {
                    for wrapped in ProseCleaner.wrap(line, width: textWidth) { lines.append("/// " + wrapped) }
                }
            }
        }
        var fields: [String] = []
        if !comment.parameters.isEmpty {
            fields.append("/// - Parameters:")
            for parameter in comment.parameters {
                fields += field("///   - \(parameter.name.name): ", continuation: "///     ", parameter.text)
            }
        }
        if let returns = comment.returns { fields += field("/// - Returns: ", continuation: "///   ", returns) }
        if let throwing = comment.throwing { fields += field("/// - Throws: ", continuation: "///   ", throwing) }
        if let remark = comment.remark { fields += field("/// - Remark: ", continuation: "///   ", remark) }
        if !lines.isEmpty && !fields.isEmpty { lines.append("///") }
        lines += fields
        for (index, line) in lines.enumerated() {
            if index > 0 { newline(indent: indent) }
            write(line)
        }
    }

    /// A field's lines: the head, then the text wrapped under it; each line of the text starts a continuation line.
    private func field(_ head: String, continuation: String, _ text: DocText) -> [String] {
        let textLines = ProseCleaner.lines(text.text)
        let width = max(Self.minimumTextWidth, Self.commentWidth - column - Self.width(of: head))
        var lines: [String] = []
        for line in textLines.isEmpty ? [""] : textLines {
            if line.isEmpty {
                lines.append(lines.isEmpty ? head.trimmedTrailingSpace : "///")
                continue
            }
            for wrapped in ProseCleaner.wrap(line, width: width) {
                lines.append((lines.isEmpty ? head : continuation) + wrapped)
            }
        }
        return lines
    }
}

extension String {
    fileprivate var trimmedTrailingSpace: String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
