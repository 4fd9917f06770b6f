/// Markdown a report writes around text from outside (contract names, captured fields, server messages): the text
/// shows literally and can neither break out of its code span or table cell nor act on a terminal.
package enum MarkdownText {
    /// `text` as an inline code span that shows it literally: fenced by one backtick more than its longest run of
    /// backticks, padded with spaces where it starts or ends with one (CommonMark), unsafe scalars escaped.
    package static func code(_ text: some StringProtocol) -> String {
        let shown = String(text).escapedForTerminal
        var longest = 0
        var run = 0
        for character in shown {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = shown.hasPrefix("`") || shown.hasSuffix("`") ? " " : ""
        return fence + padding + shown + padding + fence
    }

    /// Text (code spans included) for a table cell: pipes escaped, as GitHub's tables need even inside code spans, and
    /// unsafe scalars (line breaks among them) escaped, so a cell is one line.
    package static func cell(_ text: some StringProtocol) -> String {
        var cell = ""
        for character in String(text).escapedForTerminal {
            if character == "|" { cell += "\\" }
            cell.append(character)
        }
        return cell
    }
}
