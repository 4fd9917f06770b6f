import Contract
import TextFoundation
import WireVocabulary

extension Rules {
    static let identifierRules = [
        identifierAdded, identifierRemoved, identifierRenamed, identifierStorageChanged, identifierWireNarrowed,
        identifierWireWidened,
    ]

    static let identifierAdded = Rule(
        "identifier-added", .identifiers, wire: .nonBreaking, swift: .nonBreaking,
        "A new semantic id type.", client: "None.")
    static let identifierRemoved = Rule(
        "identifier-removed", .identifiers, wire: .nonBreaking, swift: .breaking,
        "The id type disappears from the generated API.", client: "Replace uses of the type.")
    static let identifierRenamed = Rule(
        "identifier-renamed", .identifiers, wire: .nonBreaking, swift: .breaking,
        "Same id, new Swift type name; the wire is unchanged.", client: "Rename uses of the type.")
    static let identifierStorageChanged = Rule(
        "identifier-storage-changed", .identifiers, wire: .possiblyBreaking, swift: .breaking,
        "The id's `rawValue` changes type (Int ↔ String).",
        client: "Update code that builds ids from raw values or reads `rawValue`.")
    static let identifierWireNarrowed = Rule(
        "identifier-wire-narrowed", .identifiers, wire: .breaking, swift: .nonBreaking,
        "Fewer wire forms are accepted; a server still sending a dropped form fails to decode.",
        client: "Make sure the server never sends the dropped forms.")
    static let identifierWireWidened = Rule(
        "identifier-wire-widened", .identifiers, wire: .nonBreaking, swift: .nonBreaking,
        "More wire forms are accepted (lenient decoding).", client: "None.")
}

extension DiffContext {
    mutating func diffIdentifiers() {
        let pairing = Pairing(base: base.identifiers, head: head.identifiers, name: \.name, shape: Shapes.identifier)
        for identifier in pairing.added {
            emit(
                Rules.identifierAdded, group: "identifier \(identifier.name)", path: "identifier:\(identifier.name)",
                "\(MarkdownText.code(identifier.name)) added", at: identifier.provenance)
        }
        for identifier in pairing.removed {
            emit(
                Rules.identifierRemoved, group: "identifier \(identifier.name)", path: "identifier:\(identifier.name)",
                "\(MarkdownText.code(identifier.name)) removed", at: identifier.provenance, side: .base)
        }
        for pair in pairing.pairs {
            let old = pair.base
            let new = pair.head
            let group = "identifier \(new.name)"
            let path = "identifier:\(new.name)"
            if pair.isRename {
                renames[old.name] = new.name
                emit(
                    Rules.identifierRenamed, group: group, path: path, basePath: "identifier:\(old.name)",
                    "\(MarkdownText.code(new.name)) renamed", before: old.name, after: new.name, at: new.provenance)
            }
            if old.storage != new.storage {
                emit(
                    Rules.identifierStorageChanged, group: group, path: path,
                    "\(MarkdownText.code(new.name)) storage changed",
                    before: old.storage.rawValue, after: new.storage.rawValue, at: new.provenance)
            }
            diffWireForms(
                old: effectiveForms(old), new: effectiveForms(new), narrowed: Rules.identifierWireNarrowed,
                widened: Rules.identifierWireWidened, group: group, path: path, what: "\(MarkdownText.code(new.name))",
                at: new.provenance)
            diffDocumentation(
                old.provenance, new.provenance, group: group, path: path, what: "\(MarkdownText.code(new.name))")
        }
    }

    private func effectiveForms(_ identifier: Identifier) -> [WireForm] {
        identifier.wire.isEmpty ? [identifier.storage == .int ? .int : .string] : identifier.wire
    }

    /// Emits `narrowed` when a form is dropped (even if others are added), else `widened` when forms are added.
    mutating func diffWireForms(
        old: [WireForm], new: [WireForm], narrowed: Rule, widened: Rule, group: String, path: String, what: String,
        at provenance: Provenance
    ) {
        let dropped = Set(old).subtracting(new)
        let gained = Set(new).subtracting(old)
        guard !dropped.isEmpty || !gained.isEmpty else { return }
        let before = "[" + old.map(\.rawValue).joined(separator: ", ") + "]"
        let after = "[" + new.map(\.rawValue).joined(separator: ", ") + "]"
        emit(
            dropped.isEmpty ? widened : narrowed, group: group, path: path, "\(what) wire forms changed",
            before: before, after: after, at: provenance)
    }
}
