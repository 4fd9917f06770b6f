import Contract
import YAMLNodes

/// Reviewed changes that `diff --fail-on` lets through: each entry names a rule, what it applies to, and why it
/// was accepted (docs/contract-diff.md, "Accepting a reviewed change").
///
/// ```yaml
/// accepted:
///   - rule: tenant-header-renamed
///     path: auth/tenantID            # the change's `path`, as `--format json` prints it
///     contract: contract/zing.yaml   # optional: only in this contract
///     reason: The server reads both headers until every app has updated.
///     until: "2027-01-01"            # optional: accepts nothing after this day
/// ```
public struct AcceptedChanges: Sendable {
    /// One accepted change.
    public struct Entry: Sendable, Hashable {
        /// A rule id of ``Rules/all``.
        public var rule: String
        /// The ``Change/path`` (or, for renames, ``Change/basePath``) it applies to.
        public var path: String
        /// The contract it applies to, as the diff names it (a `git:REV:` prefix is ignored); nil: any.
        public var contract: String?
        /// Why the change is fine, for the reviewer who reads the report.
        public var reason: String
        /// The last day (`YYYY-MM-DD`) the entry accepts anything; nil: no end.
        public var until: String?
        /// Where the entry is in the accepted-changes file.
        public var location: SourceLocation

        /// An entry as the file states it.
        public init(
            rule: String, path: String, contract: String? = nil, reason: String, until: String? = nil,
            location: SourceLocation
        ) {
            self.rule = rule
            self.path = path
            self.contract = contract
            self.reason = reason
            self.until = until
            self.location = location
        }
    }

    /// The entries, in file order.
    public var entries: [Entry]

    /// A file's entries.
    public init(entries: [Entry]) { self.entries = entries }

    static let topKeys = ["accepted"]
    static let entryKeys = ["rule", "path", "contract", "reason", "until"]

    /// Reads an accepted-changes file; every problem is a located error, and any error means no entries.
    public static func parse(_ text: String, file: String) -> (AcceptedChanges?, [Diagnostic]) {
        var problems: [Diagnostic] = []
        func error(_ message: String, at mark: SourceMark, hint: String? = nil) {
            problems.append(Diagnostic(severity: .error, file: file, mark: mark, message: message, hint: hint))
        }
        let root: YAMLNode?
        do {
            root = try YAMLLoader.load(text)
        } catch {
            return (nil, [Diagnostic(severity: .error, file: file, mark: error.mark, message: error.message)])
        }
        guard let root, !root.isNull else { return (AcceptedChanges(entries: []), []) }
        guard let top = mapping(root, keys: topKeys, what: "the accepted-changes file", error: error) else {
            return (nil, problems)
        }
        guard let list = top["accepted"], !list.isNull else { return (AcceptedChanges(entries: []), problems) }
        guard let items = list.sequence else {
            error("`accepted` is a list of entries, found \(list.kindName)", at: list.mark)
            return (nil, problems)
        }
        var entries: [Entry] = []
        for item in items {
            if let entry = self.entry(item, file: file, error: error) { entries.append(entry) }
        }
        return problems.isEmpty ? (AcceptedChanges(entries: entries), []) : (nil, problems)
    }

    private static func entry(
        _ node: YAMLNode, file: String, error: (String, SourceMark, String?) -> Void
    ) -> Entry? {
        guard let fields = mapping(node, keys: entryKeys, what: "an accepted change", error: error) else { return nil }
        func text(_ key: String, required: Bool) -> String? {
            guard let value = fields[key], !value.isNull else {
                if required { error("an accepted change needs `\(key)`", node.mark, requiredHint(key)) }
                return nil
            }
            guard let text = value.stringValue, !text.isEmpty else {
                error("`\(key)` must be non-empty text", value.mark, nil)
                return nil
            }
            return text
        }
        let rule = text("rule", required: true)
        let path = text("path", required: true)
        let reason = text("reason", required: true)
        let contract = text("contract", required: false)
        let until = text("until", required: false)
        if let rule, Rules.rule(id: rule) == nil, let mark = fields["rule"]?.mark {
            let close = Rules.all.map(\.id).min { distance($0, rule) < distance($1, rule) }
            error("unknown rule `\(rule)`", mark, close.map { "did you mean `\($0)`?" })
        }
        if let until, case .failure(let problem) = CalendarDay.parse(until), let mark = fields["until"]?.mark {
            error(
                "`until` '\(until)' is not a calendar day: \(problem)", mark,
                "the last day the entry accepts anything, e.g. \"2027-01-31\"")
        }
        guard let rule, let path, let reason else { return nil }
        return Entry(
            rule: rule, path: path, contract: contract, reason: reason, until: until,
            location: SourceLocation(file: file, line: node.mark.line, column: node.mark.column, side: .head))
    }

    private static func mapping(
        _ node: YAMLNode, keys: [String], what: String, error: (String, SourceMark, String?) -> Void
    ) -> [String: YAMLNode]? {
        guard let entries = node.mapping else {
            error("expected a mapping for \(what), found \(node.kindName)", node.mark, nil)
            return nil
        }
        var fields: [String: YAMLNode] = [:]
        for entry in entries {
            guard let key = entry.key.stringValue, keys.contains(key) else {
                let name = entry.key.stringValue ?? entry.key.kindName
                error("unknown key '\(name)' in \(what)", entry.key.mark, "allowed: " + keys.joined(separator: ", "))
                continue
            }
            fields[key] = entry.value
        }
        return fields
    }

    private static func requiredHint(_ key: String) -> String? {
        switch key {
        case "path": "the change's `path` as `zing-codegen diff --format json` prints it, e.g. auth/tenantID"
        case "reason": "say why the change is fine, for whoever reads the report"
        default: nil
        }
    }

    /// Edit distance, for "did you mean".
    private static func distance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        guard !a.isEmpty else { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let saved = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = saved
            }
        }
        return row[b.count]
    }
}
