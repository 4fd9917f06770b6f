import TextFoundation

/// Renders a report as Markdown ready to paste as a pull-request comment. A contract's names and values go into code
/// spans and table cells that hold them literally (``MarkdownText``), and every line is escaped for the terminal.
public enum MarkdownReport {
    /// The whole report: summary line, then per contract the breaking table, the other changes by group and
    /// the Swift symbol impact; "No changes" when there are none.
    public static func render(_ report: DiffReport) -> String {
        let changes = report.changes
        var lines = ["## Contract review", ""]
        guard !changes.isEmpty else {
            lines.append(
                "**No changes** in " + report.comparisons.map { name($0) }.joined(separator: ", ") + ".")
            return lines.map(\.escapedForTerminal).joined(separator: "\n") + "\n"
        }
        lines.append(summary(changes, symbols: report.comparisons.reduce(0) { $0 + $1.symbols.count }))
        for comparison in report.comparisons {
            lines += [""] + section(comparison, multiple: report.comparisons.count > 1)
        }
        lines += acceptanceSection(report.acceptance)
        return lines.map(\.escapedForTerminal).joined(separator: "\n") + "\n"
    }

    /// Entries of the accepted-changes file that accept nothing: stale, mistyped or expired.
    private static func acceptanceSection(_ findings: AcceptanceFindings?) -> [String] {
        guard let findings, !findings.unmatched.isEmpty || !findings.expired.isEmpty else { return [] }
        var lines = ["", "### Accepted changes that accept nothing", ""]
        for entry in findings.unmatched {
            lines.append(
                "- \(code(entry.rule)) at \(code(entry.path)): matches no change (\(code("\(entry.location)")))")
        }
        for entry in findings.expired {
            lines.append(
                "- \(code(entry.rule)) at \(code(entry.path)): expired after \(entry.until ?? "") "
                    + "(\(code("\(entry.location)")))")
        }
        return lines
    }

    static func summary(_ changes: [Change], symbols: Int) -> String {
        let worst = DiffReport.counts(changes)
        let wire = DiffReport.counts(changes) { $0.wire }
        let swift = DiffReport.counts(changes) { $0.swift }
        func count(_ counts: [Verdict: Int], _ verdict: Verdict) -> String {
            "\(counts[verdict] ?? 0) \(verdict.label)"
        }
        return
            "**\(DiffReport.changeCount(changes.count)): \(count(worst, .breaking)), \(count(worst, .possiblyBreaking)), "
            + "\(count(worst, .nonBreaking))** (wire: \(count(wire, .breaking)), \(count(wire, .possiblyBreaking)); "
            + "Swift API: \(count(swift, .breaking)), \(count(swift, .possiblyBreaking)); "
            + "\(symbols) Swift symbol\(symbols == 1 ? "" : "s") changed)"
    }

    /// `` `base` → `head` ``, each side a code span.
    private static func name(_ comparison: ContractComparison) -> String {
        switch (comparison.base, comparison.head) {
        case (let base?, let head?): "\(code(base)) → \(code(head))"
        case (nil, let head?): "`(none)` → \(code(head))"
        case (let base?, nil): "\(code(base)) → `(none)`"
        case (nil, nil): "`(none)`"
        }
    }

    private static func section(_ comparison: ContractComparison, multiple: Bool) -> [String] {
        var lines = ["### \(name(comparison))", ""]
        guard !comparison.changes.isEmpty else { return lines + ["No changes."] }
        if multiple { lines += [summary(comparison.changes, symbols: comparison.symbols.count), ""] }
        let breaking = comparison.changes.filter { $0.rule.worst == .breaking }
        if !breaking.isEmpty {
            lines += [
                "#### Breaking changes", "",
                "| Rule | Where | Change | Wire | Swift | Why | Client must | Location |",
                "| --- | --- | --- | --- | --- | --- | --- | --- |",
            ]
            for (index, change) in comparison.changes.enumerated() where change.rule.worst == .breaking {
                lines.append(
                    "| `\(change.rule.id)` | \(cell(change.group)) | \(cell(detail(change, comparison.acceptances[index]))) | "
                        + "\(change.wire.label) | "
                        + "\(change.swift.label) | \(cell(change.rule.explanation)) | \(cell(change.rule.clientChange)) | "
                        + "`\(change.location)` |")
            }
            lines.append("")
        }
        let rest = comparison.changes.filter { $0.rule.worst != .breaking }
        if !rest.isEmpty {
            lines += ["#### Other changes", ""]
            var groups: [String] = []
            for change in rest where !groups.contains(change.group) { groups.append(change.group) }
            for group in groups {
                lines.append("**\(group)**")
                lines.append("")
                for (index, change) in comparison.changes.enumerated()
                where change.rule.worst != .breaking && change.group == group {
                    lines.append(
                        "- `\(change.rule.id)` (wire: \(change.wire.label), Swift: \(change.swift.label)): "
                            + "\(detail(change, comparison.acceptances[index])). \(change.rule.explanation) "
                            + "Client: \(change.rule.clientChange) "
                            + "(`\(change.location)`)")
                }
                lines.append("")
            }
        }
        lines += symbolSection(comparison)
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func symbolSection(_ comparison: ContractComparison) -> [String] {
        var lines = ["#### Swift symbol impact", ""]
        if let note = comparison.symbolsNote { return lines + ["Not computed: \(note)"] }
        guard !comparison.symbols.isEmpty else { return lines + ["No public Swift symbol changes."] }
        if comparison.isWholeContract {
            let summary = comparison.wholeContractSymbolsSummary
            return lines + [summary.prefix(1).uppercased() + summary.dropFirst() + "."]
        }
        lines += ["| Symbol | Change | Before | After | Caused by |", "| --- | --- | --- | --- | --- |"]
        for symbol in comparison.symbols {
            let causes = symbol.causes.map { "`\(comparison.changes[$0].rule.id)` (\(comparison.changes[$0].group))" }
            lines.append(
                "| `\(symbol.key)` | \(symbol.kind.rawValue) | \(code(symbol.before)) | \(code(symbol.after)) | "
                    + "\(causes.isEmpty ? "(generator)" : causes.joined(separator: ", ")) |")
        }
        return lines
    }

    private static func detail(_ change: Change, _ accepted: AcceptedChange? = nil) -> String {
        var text = change.detail
        switch (change.before, change.after) {
        case (let before?, let after?): text += ": \(code(before)) → \(code(after))"
        case (let before?, nil): text += " (was \(code(before)))"
        case (nil, let after?): text += " (\(code(after)))"
        case (nil, nil): break
        }
        if let accepted { text += " — **accepted**: \(accepted.entry.reason)" }
        return text
    }

    /// A code span that shows `text` literally; empty for none.
    private static func code(_ text: String?) -> String { text.map { MarkdownText.code($0) } ?? "" }

    /// A table cell: one line, its pipes escaped.
    private static func cell(_ text: String) -> String { MarkdownText.cell(text) }
}
