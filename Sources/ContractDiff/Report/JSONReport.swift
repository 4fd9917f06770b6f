import Foundation

/// Renders a report as JSON for machines. The schema is documented in docs/contract-diff.md; fields are only
/// ever added within one `schemaVersion`.
public enum JSONReport {
    /// Raised whenever a field is removed or changes meaning.
    public static let schemaVersion = 1

    struct Document: Encodable {
        var schemaVersion: Int
        var summary: Summary
        var contracts: [ContractEntry]
        var acceptance: AcceptanceEntry?
    }

    struct AcceptedEntry: Encodable {
        var rule: String
        var path: String
        var contract: String?
        var reason: String
        var until: String?
        var location: Location

        init(_ entry: AcceptedChanges.Entry) {
            rule = entry.rule
            path = entry.path
            contract = entry.contract
            reason = entry.reason
            until = entry.until
            location = Location(
                file: entry.location.file, line: entry.location.line, column: entry.location.column, side: "file")
        }
    }

    struct AcceptanceEntry: Encodable {
        var file: String
        var unmatched: [AcceptedEntry]
        var expired: [AcceptedEntry]
    }

    struct Summary: Encodable {
        var changes: Int
        var breaking: Int
        var possiblyBreaking: Int
        var nonBreaking: Int
        var wire: [String: Int]
        var swift: [String: Int]

        init(_ changes: [Change]) {
            let worst = DiffReport.counts(changes)
            self.changes = changes.count
            breaking = worst[.breaking] ?? 0
            possiblyBreaking = worst[.possiblyBreaking] ?? 0
            nonBreaking = worst[.nonBreaking] ?? 0
            func keyed(_ counts: [Verdict: Int]) -> [String: Int] {
                Dictionary(uniqueKeysWithValues: Verdict.allCases.map { ($0.rawValue, counts[$0] ?? 0) })
            }
            wire = keyed(DiffReport.counts(changes) { $0.wire })
            swift = keyed(DiffReport.counts(changes) { $0.swift })
        }
    }

    struct ContractEntry: Encodable {
        var base: String?
        var head: String?
        var summary: Summary
        var changes: [ChangeEntry]
        var symbols: [SymbolEntry]
        var symbolsNote: String?
    }

    struct Location: Encodable {
        var file: String
        var line: Int
        var column: Int
        var side: String
    }

    struct ChangeEntry: Encodable {
        var rule: String
        var area: String
        var wire: String
        var swift: String
        var group: String
        var path: String
        var basePath: String?
        var detail: String
        var before: String?
        var after: String?
        var explanation: String
        var clientChange: String
        var location: Location
        var accepted: AcceptedEntry?
    }

    struct SymbolEntry: Encodable {
        var symbol: String
        var change: String
        var before: String?
        var after: String?
        /// Indexes into the contract's `changes`.
        var causes: [Int]
    }

    /// The report as pretty-printed JSON with sorted keys, so equal reports are equal text.
    public static func render(_ report: DiffReport) -> String {
        let document = Document(
            schemaVersion: schemaVersion, summary: Summary(report.changes),
            contracts: report.comparisons.map { comparison in
                ContractEntry(
                    base: comparison.base, head: comparison.head, summary: Summary(comparison.changes),
                    changes: comparison.changes.enumerated().map { entry($1, accepted: comparison.acceptances[$0]) },
                    symbols: comparison.symbols.map {
                        SymbolEntry(
                            symbol: $0.key, change: $0.kind.rawValue, before: $0.before, after: $0.after,
                            causes: $0.causes)
                    },
                    symbolsNote: comparison.symbolsNote)
            },
            acceptance: report.acceptance.map {
                AcceptanceEntry(
                    file: $0.file, unmatched: $0.unmatched.map(AcceptedEntry.init),
                    expired: $0.expired.map(AcceptedEntry.init))
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func entry(_ change: Change, accepted: AcceptedChange?) -> ChangeEntry {
        ChangeEntry(
            rule: change.rule.id, area: change.rule.area.rawValue, wire: change.wire.rawValue,
            swift: change.swift.rawValue, group: change.group, path: change.path, basePath: change.basePath,
            detail: change.detail, before: change.before, after: change.after, explanation: change.rule.explanation,
            clientChange: change.rule.clientChange,
            location: Location(
                file: change.location.file, line: change.location.line, column: change.location.column,
                side: change.location.side.rawValue),
            accepted: accepted.map { AcceptedEntry($0.entry) })
    }
}
