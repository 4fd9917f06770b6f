import YAMLNodes

/// `deprecated: { since, note, replacement }`, read wherever a definition allows it.
extension MappingReader {
    static let deprecationKeys = ["since", "note", "replacement"]

    /// The definition's deprecation; nil when absent or unreadable (reported).
    func deprecation() -> Deprecation? {
        guard let node = value("deprecated"),
            let reader = MappingReader(
                node, path: path("deprecated"), subject: "deprecated", keys: Self.deprecationKeys, context: context)
        else { return nil }
        let since = reader.requiredName("since")
        // `since` takes a doc version or a date; one written as a date must be a day that exists.
        if let since, CalendarDay.looksLikeADay(since), case .failure(let problem) = CalendarDay.parse(since),
            let written = reader.value("since")
        {
            context.error(
                "deprecated since '\(since)' is not a calendar day: \(problem)", at: written.mark,
                path: reader.path("since"))
        }
        let note = reader.requiredString("note")
        let replacement = reader.name("replacement")
        guard let since, let note else { return nil }
        return Deprecation(since: since, note: note, replacement: replacement, mark: node.mark)
    }
}
