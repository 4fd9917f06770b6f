import TextFoundation

/// `--format markdown`: a pull-request comment: a summary line, the findings as a table (each with its contract
/// location), then outcomes, wire forms and unknown fields. Text from the captures and the contract is written as code
/// spans and cells that hold it literally (``MarkdownText``), and every line is escaped for the terminal.
public enum MarkdownReport {
    public static func render(_ report: VerifyReport) -> String {
        let facts = ReportFacts(report: report)
        let counts = report.counts
        var lines = [
            "### `zing-codegen verify`: \(MarkdownText.code(report.contract))", "",
            "**\(facts.errors) errors, \(facts.warnings) warnings** over \(counts.total) entries of "
                + report.captures.map { MarkdownText.code($0.file) }.joined(separator: ", ")
                + " against \(report.baseURL): \(counts.matched) matched, \(counts.unmatched) unmatched, "
                + "\(counts.elsewhere) elsewhere (ignored), \(counts.unreadable) unreadable.",
        ]
        if !report.findings.isEmpty {
            lines += ["", "| | kind | where | finding | contract |", "| --- | --- | --- | --- | --- |"]
            for finding in report.findings {
                let mark = finding.severity == .error ? "❌" : "⚠️"
                let place = finding.capture.map { MarkdownText.code("\($0)") } ?? "contract"
                let note =
                    finding.note.map {
                        MarkdownText.code("\($0.file):\($0.mark.line):\($0.mark.column)") + " \($0.message)"
                    } ?? ""
                lines.append(
                    "| \(mark) | `\(finding.kind.id)` | \(cell(place)) | \(cell(finding.message)) | \(cell(note)) |")
            }
        }
        lines += ["", "#### Endpoints", ""]
        let seen = facts.endpointsSeen.map { "\(MarkdownText.code($0.name)) \($0.count)" }.joined(separator: ", ")
        lines.append("- seen: \(seen.isEmpty ? "none" : seen)")
        if !report.notExercised.isEmpty {
            lines.append(
                "- never exercised: " + report.notExercised.map { MarkdownText.code($0) }.joined(separator: ", "))
        }
        lines.append("- \(facts.successes) succeeded, \(report.exchanges.count - facts.successes) did not")
        for failure in facts.failureClasses {
            lines.append(
                "  - \(MarkdownText.code(failure.name)) \(failure.entries.count): \(ReportFacts.list(failure.entries))")
        }
        if !facts.wireForms.isEmpty {
            lines += ["", "#### Wire forms observed", "", "| field | forms |", "| --- | --- |"]
            for field in facts.wireForms {
                lines.append(
                    "| \(MarkdownText.cell(MarkdownText.code(field.field))) | "
                        + field.forms.map { "\($0.form) \($0.count)" }.joined(separator: ", ")
                        + " |")
            }
        }
        if !facts.unknownFields.isEmpty {
            lines += ["", "#### Fields the contract does not know (open models tolerate them)", ""]
            for field in facts.unknownFields {
                lines.append("- \(MarkdownText.code(field.field)): \(ReportFacts.list(field.entries))")
            }
        }
        if !facts.keptRaw.isEmpty {
            lines += ["", "#### Ids kept raw (no valid id)", ""]
            for field in facts.keptRaw {
                lines.append("- \(MarkdownText.code(field.field)): \(ReportFacts.list(field.entries))")
            }
        }
        return report.secrets.scrub(lines.map(\.escapedForTerminal).joined(separator: "\n") + "\n")
    }

    private static func cell(_ text: String) -> String { MarkdownText.cell(text) }
}
