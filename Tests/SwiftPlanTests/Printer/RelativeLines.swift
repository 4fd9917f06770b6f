/// The printer's text with `column` spaces taken off the start of every line after the first: the lines as they
/// sit relative to where the piece starts.
func relative(_ text: String, _ column: Int) -> String {
    let prefix = String(repeating: " ", count: column)
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
        index > 0 && line.hasPrefix(prefix) ? String(line.dropFirst(column)) : String(line)
    }.joined(separator: "\n")
}
