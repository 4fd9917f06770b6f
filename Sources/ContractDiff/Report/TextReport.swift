import TextFoundation

/// Renders a report as plain text: one clickable `file:line:col:` line per change, each escaped for the terminal (a
/// contract's names and values show their control and bidirectional characters as escapes).
public enum TextReport {
    /// One line per change and per Swift symbol change, then the counts; "No changes." when there are none.
    public static func render(_ report: DiffReport) -> String {
        let changes = report.changes
        guard !changes.isEmpty else { return "No changes.\n" }
        var lines: [String] = []
        for comparison in report.comparisons {
            for (index, change) in comparison.changes.enumerated() {
                var line =
                    "\(change.location): \(change.wire.label) (Swift: \(change.swift.label)): "
                    + "[\(change.rule.id)] \(change.group): \(change.detail)"
                switch (change.before, change.after) {
                case (let before?, let after?): line += " (\(before) → \(after))"
                case (let before?, nil): line += " (was \(before))"
                case (nil, let after?): line += " (\(after))"
                case (nil, nil): break
                }
                if let accepted = comparison.acceptances[index] { line += " [accepted: \(accepted.entry.reason)]" }
                lines.append(line)
            }
            if comparison.isWholeContract, !comparison.symbols.isEmpty {
                lines.append("  swift: \(comparison.wholeContractSymbolsSummary)")
                continue
            }
            for symbol in comparison.symbols {
                lines.append("  swift \(symbol.kind.rawValue): \(symbol.key)")
            }
        }
        let worst = DiffReport.counts(changes)
        lines.append(
            "\(DiffReport.changeCount(changes.count)): \(worst[.breaking] ?? 0) breaking, \(worst[.possiblyBreaking] ?? 0) possibly "
                + "breaking, \(worst[.nonBreaking] ?? 0) non-breaking")
        return lines.map(\.escapedForTerminal).joined(separator: "\n") + "\n"
    }
}
