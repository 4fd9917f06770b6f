import YAMLNodes

/// One entry of a mapping of named definitions (`models: { Name: … }`).
struct NamedEntry {
    var name: String
    var key: YAMLNode
    var value: YAMLNode
    /// The path of the value, e.g. `models/TenantMembership`.
    var path: NodePath
}

extension DecodingContext {
    /// Mappings of names with fewer entries than this are recorded whole rather than entry by entry.
    static let searchedEntriesLimit = 16

    /// The entries of a mapping whose keys are names, in file order; reports a node that is not a mapping,
    /// keys that are not scalars and (unless `checkingNames` is false) keys that hold a control character.
    func namedEntries(_ node: YAMLNode, path: NodePath, subject: String, checkingNames: Bool = true) -> [NamedEntry] {
        guard let entries = node.mapping else {
            if !node.isNull {
                error("expected a mapping for \(subject), found \(node.foundDescription)", at: node.mark, path: path)
            }
            return []
        }
        // A small mapping is recorded whole (its entries are searched when a mark is asked for); a large one,
        // like `models:`, by the marks of each entry, so that no look-up searches thousands of keys.
        let recordsEntries = entries.count >= Self.searchedEntriesLimit
        if !recordsEntries { recordMapping(node, at: path) }
        return entries.compactMap { entry in
            guard let name = entry.key.stringValue else {
                error(
                    "expected a name in \(subject), found \(entry.key.foundDescription)", at: entry.key.mark, path: path
                )
                return nil
            }
            let entryPath = path.appending(name)
            if checkingNames {
                checkNameCharacters(entry.key, name: name, what: "a name in \(subject)", path: entryPath)
            }
            if recordsEntries {
                recordKey(entry.key, at: entryPath)
                record(entry.value, at: entryPath)
            }
            return NamedEntry(name: name, key: entry.key, value: entry.value, path: entryPath)
        }
    }
}
