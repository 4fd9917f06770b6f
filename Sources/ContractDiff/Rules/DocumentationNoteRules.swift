import Contract
import TextFoundation

extension Rules {
    static let documentationNoteRules = [
        deviationAdded, deviationRemoved, deviationChanged, policyMarked, policyUnmarked,
    ]

    static let deviationAdded = Rule(
        "deviation-added", .documentation, wire: .nonBreaking, swift: .nonBreaking,
        "The contract now records a deliberate departure from its docs; the behaviour itself is reported by the other "
            + "rules.",
        client: "Read the reason; nothing changes by the note alone.")
    static let deviationRemoved = Rule(
        "deviation-removed", .documentation, wire: .nonBreaking, swift: .nonBreaking,
        "The contract no longer records a departure from its docs: it follows them now, or the note was dropped.",
        client: "Check that the definition now does what the docs say.")
    static let deviationChanged = Rule(
        "deviation-changed", .documentation, wire: .nonBreaking, swift: .nonBreaking,
        "The doc passage a recorded departure names, or its reason, changed.", client: "Read the new reason.")
    static let policyMarked = Rule(
        "policy-marked", .documentation, wire: .nonBreaking, swift: .nonBreaking,
        "A number is now marked as client policy: the docs do not give it.",
        client: "None; the number may be tuned without a doc change.")
    static let policyUnmarked = Rule(
        "policy-unmarked", .documentation, wire: .nonBreaking, swift: .nonBreaking,
        "A number is no longer marked as client policy: the docs give it now, or the marker was dropped.",
        client: "Treat the number as a doc fact: change it only with the docs.")
}

extension DiffContext {
    /// `deviation:` and `policy:` changes of a definition (documentation: neither changes what is generated).
    mutating func diffDocumentationNotes(
        _ basePro: Provenance, _ headPro: Provenance, group: String, path: String, what: String
    ) {
        diffDeviations(basePro.deviations, headPro.deviations, group: group, path: path, what: what)
        let baseKeys = Set(basePro.policy.map(\.key))
        let headKeys = Set(headPro.policy.map(\.key))
        for note in headPro.policy where !baseKeys.contains(note.key) {
            emit(
                Rules.policyMarked, group: group, path: path,
                "\(what): \(MarkdownText.code(note.key)) \(note.value) is client policy",
                after: note.value, at: Provenance(mark: note.mark))
        }
        for note in headPro.policy {
            guard let old = basePro.policy.first(where: { $0.key == note.key }), old.reason != note.reason else {
                continue
            }
            emit(
                Rules.documentationChanged, group: group, path: path,
                "\(what): why \(MarkdownText.code(note.key)) is client policy, reworded",
                at: Provenance(mark: note.mark))
        }
        for note in basePro.policy where !headKeys.contains(note.key) {
            emit(
                Rules.policyUnmarked, group: group, path: path,
                "\(what): \(MarkdownText.code(note.key)) \(note.value) is no longer marked as client policy",
                before: note.value,
                at: Provenance(mark: note.mark), side: .base)
        }
    }

    /// Deviation notes are matched by the passage they name; a lone note on each side is the same note moved.
    private mutating func diffDeviations(
        _ base: [Deviation], _ head: [Deviation], group: String, path: String, what: String
    ) {
        if base.count == 1, head.count == 1, let old = base.first, let new = head.first, old.source != new.source {
            emit(
                Rules.deviationChanged, group: group, path: path, "\(what): departure from \(new.source) moved",
                before: old.source, after: new.source, at: Provenance(mark: new.mark))
            return
        }
        for new in head {
            guard let old = base.first(where: { $0.source == new.source }) else {
                emit(
                    Rules.deviationAdded, group: group, path: path, "\(what): departs from \(new.source)",
                    after: new.source, at: Provenance(mark: new.mark))
                continue
            }
            if old.reason != new.reason {
                emit(
                    Rules.deviationChanged, group: group, path: path,
                    "\(what): departure from \(new.source) has a new reason", before: old.source, after: new.source,
                    at: Provenance(mark: new.mark))
            }
        }
        for removed in base where !head.contains(where: { $0.source == removed.source }) {
            emit(
                Rules.deviationRemoved, group: group, path: path, "\(what): no longer departs from \(removed.source)",
                before: removed.source, at: Provenance(mark: removed.mark), side: .base)
        }
    }
}
