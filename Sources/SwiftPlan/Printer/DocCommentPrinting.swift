/// Doc comments: `///` lines only, so the text can't end the comment early whatever it holds (`*/`, quotes, line
/// breaks of any kind); paragraphs and fields wrapped at the comment width.
extension SwiftPrinter {
    /// The narrowest a wrapped line's text gets, however deep the comment is indented.
    private static let minimumTextWidth = 40

    mutating func writeDocComment(_ comment: DocComment) {
        let start = column
        let lineIndent = indent
        var wroteLine = false
        // Comment lines are written straight into the text; the column matters again only after the comment.
        func line(_ head: String, _ words: Substring = "") {
            if wroteLine { newline(indent: lineIndent) }
            text += head
            text += words
            wroteLine = true
        }
        let textWidth = max(Self.minimumTextWidth, Self.commentWidth - start - 4)
        var wroteParagraph = false
        for paragraph in comment.paragraphs {
            let paragraphLines = ProseCleaner.lines(paragraph.text)
            guard !paragraphLines.isEmpty else { continue }
            if wroteParagraph { line("///") }
            wroteParagraph = true
            for paragraphLine in paragraphLines {
                if paragraphLine.isEmpty {
                    line("///")
                } else {
                    for wrapped in ProseCleaner.wrap(paragraphLine, width: textWidth) { line("/// ", wrapped) }
                }
            }
        }
        let hasFields =
            !comment.parameters.isEmpty || comment.returns != nil || comment.throwing != nil || !comment.notes.isEmpty
            || comment.remark != nil
        if wroteParagraph && hasFields { line("///") }
        if !comment.parameters.isEmpty {
            line("/// - Parameters:")
            for parameter in comment.parameters {
                field("///   - " + parameter.name.name + ": ", "///     ", parameter.text, start, line)
            }
        }
        if let returns = comment.returns { field("/// - Returns: ", "///   ", returns, start, line) }
        if let throwing = comment.throwing { field("/// - Throws: ", "///   ", throwing, start, line) }
        for note in comment.notes { field("/// - Note: ", "///   ", note, start, line) }
        if let remark = comment.remark { field("/// - Remark: ", "///   ", remark, start, line) }
        column = start
    }

    /// A field: the head, then the text wrapped under it; each line of the text starts a continuation line.
    private func field(
        _ head: String, _ continuation: String, _ text: DocText, _ column: Int, _ line: (String, Substring) -> Void
    ) {
        let width = max(Self.minimumTextWidth, Self.commentWidth - column - Self.width(of: head))
        var first = true
        let textLines = ProseCleaner.lines(text.text)
        for textLine in textLines.isEmpty ? [""] : textLines {
            if textLine.isEmpty {
                line(first ? String(head.dropLast()) : "///", "")
                first = false
                continue
            }
            for wrapped in ProseCleaner.wrap(textLine, width: width) {
                line(first ? head : continuation, wrapped)
                first = false
            }
        }
    }
}
