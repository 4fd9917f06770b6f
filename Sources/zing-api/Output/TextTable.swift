import TextFoundation

/// Aligned columns for the readable output. Cells hold what servers send (names, messages), so each is escaped for
/// the terminal whole: a name can neither move the cursor nor start a line of its own.
enum TextTable {
    static func render(header: [String], rows: [[String]]) -> String {
        let all = ([header] + rows).map { $0.map(\.escapedForTerminal) }
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n")
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
