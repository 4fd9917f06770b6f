import YAMLNodes

/// `deviation: { source, reason }` (or a list of them, one per doc passage) and `policy: { <key>: <reason> }`, read
/// wherever a definition allows them.
extension MappingReader {
    static let deviationKeys = ["source", "reason"]

    /// The definition's deviation notes, one per doc passage; the unreadable ones are reported and left out.
    func deviations() -> [Deviation] {
        guard let node = value("deviation") else { return [] }
        let notes: [Deviation]
        if node.sequence == nil {
            notes = deviation(node, path: path("deviation")).map { [$0] } ?? []
        } else {
            notes = context.list(node, path: path("deviation")) { deviation($0, path: $1) } ?? []
        }
        var seen: [String: Deviation] = [:]
        for note in notes {
            if let first = seen[note.source] {
                context.error(
                    "two deviation notes name \(note.source)", at: note.mark, path: path("deviation"),
                    hint: "one passage has one note: write both reasons in the first (line \(first.mark.line))")
            } else {
                seen[note.source] = note
            }
        }
        return notes
    }

    /// One `{ source, reason }` note; nil when unreadable (reported).
    private func deviation(_ node: YAMLNode, path notePath: NodePath) -> Deviation? {
        guard
            let reader = MappingReader(
                node, path: notePath, subject: "deviation", keys: Self.deviationKeys, context: context)
        else { return nil }
        let source = reader.requiredString("source")
        let reason = reader.requiredString("reason")
        if let source, !source.contains("#") {
            context.error(
                "a deviation names the doc passage it departs from as `<doc file>#<section>`, found '\(source)'",
                at: reader.value("source")?.mark ?? node.mark, path: reader.path("source"))
        }
        guard let source, let reason else { return nil }
        return Deviation(source: source, reason: reason, mark: node.mark)
    }

    /// The definition's policy notes: each names a key of this same mapping that holds a number.
    func policyNotes() -> [PolicyNote] {
        guard let node = value("policy") else { return [] }
        let entries = context.namedEntries(node, path: path("policy"), subject: "policy")
        return entries.compactMap { entry in
            guard let reason = context.string(entry.value, path: entry.path) else { return nil }
            guard let target = value(entry.name) else {
                context.error(
                    "`policy` names '\(entry.name)', which \(subject) does not set", at: entry.key.mark,
                    path: entry.path, hint: DidYouMean.hint(for: entry.name, among: numberKeys))
                return nil
            }
            guard target.intValue != nil || target.doubleValue != nil, let text = target.stringValue else {
                context.error(
                    "`policy` marks numbers, and '\(entry.name)' holds no number", at: entry.key.mark, path: entry.path)
                return nil
            }
            return PolicyNote(key: entry.name, value: text, reason: reason, mark: entry.key.mark)
        }
    }

    /// The keys of this mapping written with a number, for "did you mean".
    private var numberKeys: [String] {
        (node.mapping ?? []).compactMap { entry in
            guard let key = entry.key.stringValue, entry.value.intValue != nil || entry.value.doubleValue != nil
            else { return nil }
            return key
        }
    }
}
