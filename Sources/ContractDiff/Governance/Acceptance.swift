/// An accepted-changes entry applied to one change.
public struct AcceptedChange: Sendable, Hashable {
    /// The entry that accepts the change.
    public var entry: AcceptedChanges.Entry
}

/// What applying an accepted-changes file to a report found besides the accepted changes.
public struct AcceptanceFindings: Sendable {
    /// The file the entries came from.
    public var file: String
    /// Entries that match no change of the report (stale after a merge, or a typo in `path`).
    public var unmatched: [AcceptedChanges.Entry] = []
    /// Entries past their `until` day: they accept nothing.
    public var expired: [AcceptedChanges.Entry] = []
}

extension DiffReport {
    /// The report with each change an entry accepts marked as accepted. `today` (`YYYY-MM-DD`) decides which
    /// entries have expired; it is a parameter so that the result never depends on the clock in tests.
    public func accepting(_ accepted: AcceptedChanges, file: String, today: String) -> DiffReport {
        var report = self
        var findings = AcceptanceFindings(file: file)
        var used = Set<Int>()
        for (index, entry) in accepted.entries.enumerated() {
            if let until = entry.until, until < today {
                findings.expired.append(entry)
                used.insert(index)
            }
        }
        for comparisonIndex in report.comparisons.indices {
            let comparison = report.comparisons[comparisonIndex]
            for (changeIndex, change) in comparison.changes.enumerated() {
                for (index, entry) in accepted.entries.enumerated() where !findings.expired.contains(entry) {
                    guard entry.matches(change, in: comparison) else { continue }
                    used.insert(index)
                    if report.comparisons[comparisonIndex].acceptances[changeIndex] == nil {
                        report.comparisons[comparisonIndex].acceptances[changeIndex] = AcceptedChange(entry: entry)
                    }
                }
            }
        }
        findings.unmatched = accepted.entries.enumerated().filter { !used.contains($0.offset) }.map(\.element)
        report.acceptance = findings
        return report
    }

    /// Whether a change not accepted is at least `verdict` on the wire or in Swift: what `--fail-on` checks.
    public func containsUnaccepted(atLeast verdict: Verdict) -> Bool {
        comparisons.contains { comparison in
            comparison.changes.indices.contains {
                comparison.changes[$0].rule.worst >= verdict && comparison.acceptances[$0] == nil
            }
        }
    }
}

extension AcceptedChanges.Entry {
    /// Same rule, same path (or the base path of a rename), and the same contract when the entry names one.
    func matches(_ change: Change, in comparison: ContractComparison) -> Bool {
        guard change.rule.id == rule, change.path == path || change.basePath == path else { return false }
        guard let contract else { return true }
        return [comparison.head, comparison.base].compactMap { $0 }.contains {
            Self.workingPath($0) == Self.workingPath(contract)
        }
    }

    /// `git:REV:contract/zing.yaml` → `contract/zing.yaml`.
    static func workingPath(_ name: String) -> String {
        guard name.hasPrefix("git:") else { return name }
        let rest = name.dropFirst(4)
        guard let colon = rest.firstIndex(of: ":") else { return name }
        return String(rest[rest.index(after: colon)...])
    }
}
