import Contract

/// The summary a draft prints when it is written: what it holds, the guesses to confirm by kind, and what it left
/// out and why. Every text from the input in it was made safe where it was taken (names, hosts escaped).
public enum DraftSummary {
    public static func lines(_ draft: Draft, written path: String) -> [String] {
        let contract = draft.contract
        var lines: [String] = []
        let examples = contract.endpoints.reduce(0) { $0 + $1.examples.count }
        lines.append(
            "\(path): \(contract.endpoints.count) endpoints, \(contract.models.count) models, "
                + "\(contract.envelopes.count) envelope\(contract.envelopes.count == 1 ? "" : "s"), "
                + "\(examples) examples, \(draft.guesses.count) guesses to confirm")
        switch draft.origin {
        case .captures(let files, let entries):
            let used = entries - draft.notes.total
            lines.append(
                "  from \(entries) entries of \(files.count) capture\(files.count == 1 ? "" : "s"): \(used) drafted from, \(draft.notes.total) left out"
            )
        case .openAPI(let file, let version):
            lines.append("  from \(file) (\(ContractWriter.documentKind(version)))")
        case .combined(let file, let version, let files, let entries):
            lines.append(
                "  from \(file) (\(ContractWriter.documentKind(version))) and \(entries) entries of \(files.count) capture\(files.count == 1 ? "" : "s")"
            )
        }
        let counts = draft.guesses.countsByKind
        if !counts.isEmpty {
            lines.append("  guesses (`# draft:` lines; docs/draft.md says what each means):")
            for kind in counts.keys.sorted() { lines.append("    \(kind.rawValue): \(counts[kind]!)") }
        }
        if !draft.notes.leftOut.isEmpty {
            lines.append("  left out:")
            for item in draft.notes.leftOut {
                lines.append(
                    "    \(item.count) × \(item.reason): \(item.examples.joined(separator: ", "))\(item.count > item.examples.count ? ", …" : "")"
                )
            }
        }
        return lines.map(\.escapedForTerminal)
    }
}
