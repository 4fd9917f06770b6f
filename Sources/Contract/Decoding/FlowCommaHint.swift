import YAMLNodes

/// An unquoted comma inside a flow mapping (`{ doc: Not a member, or still pending. }`) ends the plain value before
/// it, and YAML reads the rest up to the next comma as a key without a value. Such a key is an unknown key of its
/// mapping; this says what happened instead of guessing a key name.
///
/// Read from the nodes alone: the piece is a plain key with an empty plain value that starts on the line where a plain,
/// non-empty value before it ends. In a block mapping no two entries share a line, so a typo of a key there is never
/// taken for a piece.
enum FlowCommaHint {
    /// The most pieces one value is looked for in, before and after the key in question: every unknown key looks, so
    /// a hostile line of a million commas must cost each of them a bounded walk, not one across the line.
    static let maximumPieces = 32

    /// The hint for the entry at `index`, naming the value as it was probably meant (every piece of it, quoted), or nil
    /// when the entry is no piece of a value cut by a comma (or one of more than ``maximumPieces`` pieces).
    static func hint(forEntryAt index: Int, of entries: [YAMLMappingEntry]) -> String? {
        guard isPiece(entries[index]) else { return nil }
        var first = index
        while first > 0, index - first < maximumPieces, isPiece(entries[first - 1]),
            follows(entries[first], entries[first - 1])
        {
            first -= 1
        }
        guard first > 0, follows(entries[first], entries[first - 1]),
            let ownerKey = entries[first - 1].key.scalar?.value,
            let ownerValue = entries[first - 1].value.scalar, ownerValue.style == .plain, !ownerValue.value.isEmpty
        else { return nil }
        var last = index
        while last + 1 < entries.count, last - first + 1 < maximumPieces, isPiece(entries[last + 1]),
            follows(entries[last + 1], entries[last])
        {
            last += 1
        }
        let pieces = entries[first...last].compactMap { $0.key.scalar?.value }
        let meant = ([ownerValue.value] + pieces).joined(separator: ", ")
        return "a comma ends a plain value inside `{ … }`: if it belongs to the value, quote it: "
            + "\(ownerKey): \"\(escaped(meant))\""
    }

    /// A plain key whose value is empty: what YAML makes of the text between two commas.
    private static func isPiece(_ entry: YAMLMappingEntry) -> Bool {
        entry.key.scalar?.style == .plain && entry.value.scalar == YAMLScalar(value: "", style: .plain)
    }

    /// Whether `entry`'s key starts on the line where `previous`'s value ends.
    private static func follows(_ entry: YAMLMappingEntry, _ previous: YAMLMappingEntry) -> Bool {
        entry.key.mark.line == previous.value.endMark.line
    }

    /// The text as the inside of a double-quoted YAML scalar.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
