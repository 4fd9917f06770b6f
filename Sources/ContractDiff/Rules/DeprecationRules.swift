import Contract

extension Rules {
    static let deprecationRules = [
        endpointDeprecated, modelDeprecated, fieldDeprecated, deprecationWithdrawn, deprecationChanged,
    ]

    static let endpointDeprecated = Rule(
        "endpoint-deprecated", .endpoints, wire: .nonBreaking, swift: .nonBreaking,
        "The docs retire the endpoint; it still works, and calling its client method now warns.",
        client: "Move to the replacement before the endpoint is removed.")
    static let modelDeprecated = Rule(
        "model-deprecated", .models, wire: .nonBreaking, swift: .nonBreaking,
        "The docs retire the model; it still decodes, and naming its Swift type now warns.",
        client: "Move to the replacement before the model is removed.")
    static let fieldDeprecated = Rule(
        "field-deprecated", .models, wire: .nonBreaking, swift: .nonBreaking,
        "The docs retire the field; it is still sent or read, and using its property now warns.",
        client: "Stop relying on the field before it is removed.")
    static let deprecationWithdrawn = Rule(
        "deprecation-withdrawn", .documentation, wire: .nonBreaking, swift: .nonBreaking,
        "A definition is no longer deprecated; its warnings go away.", client: "None.")
    static let deprecationChanged = Rule(
        "deprecation-changed", .documentation, wire: .nonBreaking, swift: .nonBreaking,
        "Since when a definition is deprecated, why, or what replaces it changed.",
        client: "Read the new note; follow the new replacement.")
}

extension DiffContext {
    /// A definition deprecated (`deprecated`), no longer deprecated, or its deprecation reworded.
    mutating func diffDeprecation(
        _ old: Deprecation?, _ new: Deprecation?, deprecated: Rule, group: String, path: String, what: String
    ) {
        switch (old, new) {
        case (nil, let added?):
            emit(
                deprecated, group: group, path: path, "\(what) deprecated since \(added.since)", after: added.since,
                at: Provenance(mark: added.mark))
        case (let withdrawn?, nil):
            emit(
                Rules.deprecationWithdrawn, group: group, path: path,
                "\(what) is no longer deprecated (was since \(withdrawn.since))", before: withdrawn.since,
                at: Provenance(mark: withdrawn.mark), side: .base)
        case (let old?, let new?)
        where old.since != new.since || old.note != new.note || old.replacement != new.replacement:
            let changed = [
                old.since != new.since ? "since" : nil, old.note != new.note ? "note" : nil,
                old.replacement != new.replacement ? "replacement" : nil,
            ].compactMap { $0 }
            emit(
                Rules.deprecationChanged, group: group, path: path,
                "\(what) deprecation changed (\(changed.joined(separator: ", ")))",
                before: "since \(old.since)" + (old.replacement.map { ", use \($0)" } ?? ""),
                after: "since \(new.since)" + (new.replacement.map { ", use \($0)" } ?? ""),
                at: Provenance(mark: new.mark))
        default:
            break
        }
    }
}

/// What a removal's detail adds: whether the removed definition had been deprecated first, and since when.
func removalNote(_ deprecation: Deprecation?) -> String {
    deprecation.map { " (deprecated since \($0.since))" } ?? " (never deprecated)"
}
