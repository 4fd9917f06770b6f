import Contract
import TextFoundation

/// The documentation notes our export writes on a definition, read back.
extension DocumentNode {
    /// The `x-zing-deviation` notes our export writes on a definition: one `{ source, reason }` object, or a list of
    /// them. A note without both texts is left out (lint would refuse it).
    var deviations: [Deviation] {
        guard let notes = self[ZingExtension.deviation.key] else { return [] }
        return (notes.isMapping ? [notes] : notes.items).compactMap { note in
            guard let source = note["source"]?.string.map(ProseText.clean), !source.isEmpty,
                let reason = note["reason"]?.string.map(ProseText.clean), !reason.isEmpty
            else { return nil }
            return Deviation(source: source, reason: reason, mark: DraftProvenance.none.mark)
        }
    }

    /// The `x-zing-policy` notes our export writes: for each key that holds a number, the number and why it is the
    /// client's choice. A note without its reason is left out.
    var policyNotes: [PolicyNote] {
        (self[ZingExtension.policy.key]?.entries ?? []).compactMap { key, note in
            guard let value = note["value"]?.string, let reason = note["reason"]?.string.map(ProseText.clean),
                !reason.isEmpty
            else { return nil }
            return PolicyNote(key: key, value: value, reason: reason, mark: DraftProvenance.none.mark)
        }
    }
}
