import YAMLNodes

/// Reads one mapping of the contract: rejects unknown keys (with a "did you mean" hint), reports missing
/// required keys at the mapping, and reads typed values, recording every node's mark.
struct MappingReader {
    let context: DecodingContext
    let node: YAMLNode
    let path: NodePath
    /// How the mapping is named in messages, e.g. `field 'status'`: made only for a message, as nearly every mapping
    /// reads without one.
    private let makeSubject: () -> String
    /// The mapping's entries, as the node holds them.
    private let entries: [YAMLMappingEntry]
    /// The key of each entry read, by the entry's index; nil for an entry left out (a key that is no name, or not
    /// allowed). Mappings have a handful of keys, so a list is cheaper than hashing each key.
    private let keys: [String?]

    /// Nil (after reporting) when `node` is not a mapping.
    init?(
        _ node: YAMLNode, path: NodePath, subject: @escaping @autoclosure () -> String, keys allowedKeys: [String],
        context: DecodingContext
    ) {
        guard let entries = node.mapping else {
            // `status: int` reads naturally but is no shorthand; say the form that works.
            let hint = node.scalar.flatMap { allowedKeys.contains("type") ? "write `{ type: \($0.value) }`" : nil }
            context.error(
                "expected a mapping for \(subject()), found \(node.foundDescription)", at: node.mark, path: path,
                hint: hint)
            return nil
        }
        self.context = context
        self.node = node
        self.path = path
        makeSubject = subject
        self.entries = entries
        var keys: [String?] = []
        keys.reserveCapacity(entries.count)
        context.recordMapping(node, at: path)
        // By index: an entry is read where it lies, not copied out.
        for index in entries.indices {
            guard let key = entries[index].key.stringValue else {
                let entry = entries[index]
                context.error(
                    "expected a key name in \(subject()), found \(entry.key.foundDescription)", at: entry.key.mark,
                    path: path)
                keys.append(nil)
                continue
            }
            guard allowedKeys.contains(key) else {
                context.error(
                    "unknown key '\(key)' in \(subject())", at: entries[index].key.mark, path: path,
                    hint: FlowCommaHint.hint(forEntryAt: index, of: entries)
                        ?? DidYouMean.hint(for: key, among: allowedKeys))
                keys.append(nil)
                continue
            }
            keys.append(key)
        }
        self.keys = keys
    }

    /// How the mapping is named in messages, e.g. `field 'status'`.
    var subject: String { makeSubject() }

    /// The value written for `key` (the last one, as a dictionary would keep), even when null.
    private func written(_ key: String) -> YAMLNode? {
        keys.lastIndex { $0 == key }.map { entries[$0].value }
    }

    /// The value of `key`, or nil when absent or null.
    func value(_ key: String) -> YAMLNode? {
        guard let value = written(key), !value.isNull else { return nil }
        return value
    }

    /// Whether the key was written (even with a null value).
    func has(_ key: String) -> Bool { written(key) != nil }

    /// The value of a required key; reports "missing required key" at this mapping when absent.
    func required(_ key: String) -> YAMLNode? {
        if let value = written(key) { return value }
        context.error("missing required key '\(key)' in \(subject)", at: node.mark, path: path)
        return nil
    }

    /// The path of the value of `key`.
    func path(_ key: String) -> NodePath { path.appending(key) }

    func string(_ key: String) -> String? { value(key).flatMap { context.string($0, path: path(key)) } }
    func int(_ key: String) -> Int? { value(key).flatMap { context.int($0, path: path(key)) } }
    func double(_ key: String) -> Double? { value(key).flatMap { context.double($0, path: path(key)) } }
    func bool(_ key: String) -> Bool? { value(key).flatMap { context.bool($0, path: path(key)) } }

    func requiredString(_ key: String) -> String? { required(key).flatMap { context.string($0, path: path(key)) } }
    func requiredInt(_ key: String) -> Int? { required(key).flatMap { context.int($0, path: path(key)) } }
    func requiredBool(_ key: String) -> Bool? { required(key).flatMap { context.bool($0, path: path(key)) } }

    /// One of a fixed set of words.
    func choice<Value: RawRepresentable>(_ key: String, what: String, among values: [Value]) -> Value?
    where Value.RawValue == String {
        value(key).flatMap { context.choice($0, path: path(key), what: what, among: values) }
    }

    /// A list of strings (a lone string counts as one item when `allowsSingle`).
    func strings(_ key: String, allowsSingle: Bool = false) -> [String]? {
        value(key).flatMap { node in
            context.list(node, path: path(key), allowsSingle: allowsSingle) { context.string($0, path: $1) }
        }
    }

    /// The `doc:`, `source:`, `deviation:` and `policy:` of a definition starting at `mark` (each read only where
    /// the definition's keys allow it).
    func provenance(at mark: SourceMark) -> Provenance {
        Provenance(
            mark: mark, source: string("source"), doc: string("doc"), deviations: deviations(),
            policy: policyNotes())
    }
}
