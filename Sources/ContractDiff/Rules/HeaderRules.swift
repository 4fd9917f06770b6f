import Contract
import TextFoundation
import YAMLNodes

extension Rules {
    static let headerRules = [alwaysHeaderChanged, jsonBodyHeaderChanged, forbiddenHeaderAdded, forbiddenHeaderRemoved]

    static let alwaysHeaderChanged = Rule(
        "always-header-changed", .headers, wire: .possiblyBreaking, swift: .nonBreaking,
        "A header sent with every request was added, removed or changed.", client: "Regenerate.")
    static let jsonBodyHeaderChanged = Rule(
        "json-body-header-changed", .headers, wire: .possiblyBreaking, swift: .nonBreaking,
        "A header sent with JSON bodies was added, removed or changed.", client: "Regenerate.")
    static let forbiddenHeaderAdded = Rule(
        "forbidden-header-added", .headers, wire: .possiblyBreaking, swift: .nonBreaking,
        "The client must never set this header; the generated client refuses to.",
        client: "Remove the header from any custom transport or interceptor.")
    static let forbiddenHeaderRemoved = Rule(
        "forbidden-header-removed", .headers, wire: .nonBreaking, swift: .nonBreaking,
        "A header is no longer forbidden.", client: "None.")
}

extension DiffContext {
    mutating func diffHeaders() {
        let old = base.headers
        let new = head.headers
        let at = new.provenance ?? old.provenance ?? Provenance(mark: SourceMark(line: 1, column: 1))
        let group = "auth and headers"
        let lists: [(String, [HeaderRules.Header], [HeaderRules.Header], Rule)] = [
            ("always", old.always, new.always, Rules.alwaysHeaderChanged),
            ("jsonBody", old.jsonBody, new.jsonBody, Rules.jsonBodyHeaderChanged),
        ]
        for (kind, before, after, rule) in lists {
            let pairing = Pairing(base: before, head: after, name: { $0.name.lowercased() })
            for header in pairing.added {
                emit(
                    rule, group: group, path: "headers", "\(kind) header \(MarkdownText.code(header.name)) added",
                    after: header.value,
                    at: at)
            }
            for header in pairing.removed {
                emit(
                    rule, group: group, path: "headers", "\(kind) header \(MarkdownText.code(header.name)) removed",
                    before: header.value, at: at)
            }
            for pair in pairing.pairs where pair.base.value != pair.head.value {
                emit(
                    rule, group: group, path: "headers",
                    "\(kind) header \(MarkdownText.code(pair.head.name)) value changed",
                    before: pair.base.value, after: pair.head.value, at: at)
            }
        }
        let oldNever = Set(old.never.map { $0.lowercased() })
        let newNever = Set(new.never.map { $0.lowercased() })
        for name in new.never where !oldNever.contains(name.lowercased()) {
            emit(
                Rules.forbiddenHeaderAdded, group: group, path: "headers",
                "\(MarkdownText.code(name)) must never be sent", at: at)
        }
        for name in old.never where !newNever.contains(name.lowercased()) {
            emit(
                Rules.forbiddenHeaderRemoved, group: group, path: "headers",
                "\(MarkdownText.code(name)) no longer forbidden", at: at)
        }
        diffDocumentationNotes(
            old.provenance ?? Provenance(mark: at.mark), new.provenance ?? Provenance(mark: at.mark), group: group,
            path: "headers", what: "the header rules")
    }
}
