/// A list sent as one value (`separator: ","`: `id=1,2,3`): the one statement of how the client joins it and how
/// `verify` reads it back. A value that holds the separator itself cannot be told from two, so the client refuses it.
package enum JoinedList {
    /// The values joined by `separator`; nil when one of them holds it.
    package static func joined(_ values: [String], separator: String) -> String? {
        guard !values.contains(where: { $0.contains(separator) }) else { return nil }
        return values.joined(separator: separator)
    }

    /// The values of a joined list: the text split at each separator (an empty text is an empty list).
    package static func values(in text: String, separator: String) -> [String] {
        guard !text.isEmpty else { return [] }
        return text.components(separatedBy: separator)
    }
}
