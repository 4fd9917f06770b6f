import TextFoundation

/// `--format text` (the default): one `capture: entries[i] (METHOD path): severity: message [kind]` line per finding,
/// each followed by `contract:line:col: note: …` at the contract element concerned (both clickable in editors), then
/// the summary. Every line is escaped for the terminal: a field name, a value, a path or a code from a capture shows its
/// control, ESC and bidirectional characters as escapes and starts no line of its own.
public enum TextReport {
    public static func render(_ report: VerifyReport) -> String {
        var lines: [String] = []
        for finding in report.findings {
            let severity = finding.severity.rawValue
            if let capture = finding.capture {
                lines.append("\(capture): \(severity): \(finding.message) [\(finding.kind.id)]")
                if let note = finding.note, !note.message.isEmpty {
                    lines.append("\(note.file):\(note.mark.line):\(note.mark.column): note: \(note.message)")
                }
            } else if let note = finding.note {
                lines.append(
                    "\(note.file):\(note.mark.line):\(note.mark.column): \(severity): \(finding.message) [\(finding.kind.id)]"
                )
            }
        }
        if !lines.isEmpty { lines.append("") }
        lines += summary(ReportFacts(report: report))
        return report.secrets.scrub(lines.map(\.escapedForTerminal).joined(separator: "\n") + "\n")
    }

    private static func summary(_ facts: ReportFacts) -> [String] {
        let report = facts.report
        let counts = report.counts
        var lines = ["summary: \(report.contract) against \(report.baseURL)"]
        lines.append(
            "  captures: " + report.captures.map { "\($0.file) (\($0.entries) entries)" }.joined(separator: ", "))
        lines.append(
            "  entries: \(counts.total); matched \(counts.matched), unmatched \(counts.unmatched), "
                + "other hosts or paths \(counts.elsewhere) (ignored), unreadable \(counts.unreadable)")
        let seen = facts.endpointsSeen.map { "\($0.name) \($0.count)" }.joined(separator: ", ")
        lines.append("  endpoints seen: \(seen.isEmpty ? "none" : seen)")
        if !report.notExercised.isEmpty {
            lines.append("  never exercised: \(report.notExercised.joined(separator: ", "))")
        }
        lines.append("  findings: \(facts.errors) errors, \(facts.warnings) warnings")
        for kind in facts.kinds { lines.append("    \(kind.id) \(kind.count)") }
        lines.append("  outcomes: \(facts.successes) succeeded, \(report.exchanges.count - facts.successes) did not")
        for failure in facts.failureClasses {
            lines.append("    \(failure.name) \(failure.entries.count): \(ReportFacts.list(failure.entries))")
        }
        if !facts.wireForms.isEmpty {
            lines.append("  wire forms observed:")
            for field in facts.wireForms {
                lines.append(
                    "    \(field.field): " + field.forms.map { "\($0.form) \($0.count)" }.joined(separator: ", "))
            }
        }
        if !facts.unknownFields.isEmpty {
            lines.append("  fields the contract does not know (open models tolerate them):")
            for field in facts.unknownFields { lines.append("    \(field.field): \(ReportFacts.list(field.entries))") }
        }
        if !facts.keptRaw.isEmpty {
            lines.append("  ids that arrived invalid and were kept raw (`invalid: keepRaw`):")
            for field in facts.keptRaw { lines.append("    \(field.field): \(ReportFacts.list(field.entries))") }
        }
        return lines
    }
}
