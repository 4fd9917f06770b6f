import TextFoundation

/// Renders a report as GitHub Actions workflow commands, one per line, which GitHub shows as annotations on the
/// changed lines of a pull request: `::error file=…,line=…,col=…,title=…::message`.
///
/// Breaking changes are errors, possibly breaking ones warnings, the rest (and every accepted change) notices.
/// Only the head contract's lines exist in a pull request's new files, so a change located in the base
/// contract (a removal) is annotated on its file without a line.
public enum GitHubReport {
    /// One command per change, then the stale accepted-changes entries, then a summary notice.
    public static func render(_ report: DiffReport) -> String {
        var lines: [String] = []
        for comparison in report.comparisons {
            for (index, change) in comparison.changes.enumerated() {
                lines.append(annotation(for: change, accepted: comparison.acceptances[index]))
            }
        }
        if let findings = report.acceptance {
            for entry in findings.unmatched {
                lines.append(
                    command(
                        "warning", file: entry.location.file, line: entry.location.line, column: entry.location.column,
                        title: "accepted change matches nothing",
                        message: "`\(entry.rule)` at `\(entry.path)` accepts no change of this diff; remove the entry"))
            }
            for entry in findings.expired {
                lines.append(
                    command(
                        "warning", file: entry.location.file, line: entry.location.line, column: entry.location.column,
                        title: "accepted change expired",
                        message: "`\(entry.rule)` at `\(entry.path)` expired after \(entry.until ?? "")"))
            }
        }
        let worst = DiffReport.counts(report.changes)
        lines.append(
            command(
                "notice", file: nil, line: nil, column: nil, title: "contract review",
                message: "\(DiffReport.changeCount(report.changes.count)): \(worst[.breaking] ?? 0) breaking, "
                    + "\(worst[.possiblyBreaking] ?? 0) possibly breaking, \(worst[.nonBreaking] ?? 0) non-breaking"))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func annotation(for change: Change, accepted: AcceptedChange?) -> String {
        let level: String =
            switch (accepted, change.rule.worst) {
            case (.some, _), (nil, .nonBreaking): "notice"
            case (nil, .possiblyBreaking): "warning"
            case (nil, .breaking): "error"
            }
        var message = "\(change.group): \(change.detail)"
        switch (change.before, change.after) {
        case (let before?, let after?): message += " (\(before) → \(after))"
        case (let before?, nil): message += " (was \(before))"
        case (nil, let after?): message += " (\(after))"
        case (nil, nil): break
        }
        message += ". \(change.rule.explanation) Client: \(change.rule.clientChange)"
        if let accepted {
            message += " Accepted: \(accepted.entry.reason)"
        } else if change.rule.worst != .nonBreaking {
            message += " To accept it after review: rule `\(change.rule.id)`, path `\(change.path)`."
        }
        let title =
            "\(accepted == nil ? "" : "accepted, ")\(change.rule.id) (wire: \(change.wire.label), "
            + "Swift: \(change.swift.label))"
        let isHead = change.location.side == .head
        return command(
            level, file: AcceptedChanges.Entry.workingPath(change.location.file),
            line: isHead ? change.location.line : nil,
            column: isHead ? change.location.column : nil, title: title, message: message)
    }

    /// `::level file=…,line=…,col=…,title=…::message`, escaped as the runner reads it.
    static func command(
        _ level: String, file: String?, line: Int?, column: Int?, title: String, message: String
    ) -> String {
        var properties: [String] = []
        if let file { properties.append("file=" + escapeProperty(file)) }
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        properties.append("title=" + escapeProperty(title))
        return "::\(level) \(properties.joined(separator: ","))::\(escapeData(message.escapedForTerminalLines))"
    }

    /// A message: `%`, CR and LF are percent-encoded, so one command stays on one line.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as a message, and `:` and `,`, which would end the value.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text.escapedForTerminalLines).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(
            of: ",", with: "%2C")
    }
}
