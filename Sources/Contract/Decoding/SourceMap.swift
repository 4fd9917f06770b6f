import YAMLNodes

/// The location of a node in the contract document: mapping keys and sequence indices from the root,
/// e.g. `endpoints/login/examples/0/response`.
struct NodePath: Hashable, Sendable, CustomStringConvertible {
    /// The components joined by a separator no contract key contains: one string hashes much faster than an
    /// array of them, and the decoder records a path for every node of the file.
    private var key: String

    /// The separator, a control character: always a character of its own, so the components are found by its byte,
    /// not by walking the characters (which cost 10k instructions for a path of an endpoint's example).
    private static let separator: UInt8 = 0x1F
    private static let separatorText = "\u{1F}"

    init(_ components: [String] = []) {
        key = components.joined(separator: Self.separatorText)
    }

    private init(key: String) { self.key = key }

    var components: [String] {
        guard !key.isEmpty else { return [] }
        return key.utf8.split(separator: Self.separator, omittingEmptySubsequences: false).map { String(Substring($0)) }
    }

    /// The path of a mapping value under this path.
    func appending(_ key: String) -> NodePath {
        var joined = self.key
        Self.append(key, to: &joined)
        return NodePath(key: joined)
    }

    /// The path of a sequence item under this path.
    func appending(index: Int) -> NodePath { appending(String(index)) }

    /// The path of several nested keys under this path.
    func appending(_ keys: String...) -> NodePath {
        var joined = key
        for key in keys { Self.append(key, to: &joined) }
        return NodePath(key: joined)
    }

    /// Adds one component to a joined key (the root's key is the component alone), growing it once.
    private static func append(_ component: String, to joined: inout String) {
        guard !joined.isEmpty else {
            joined = component
            return
        }
        joined.reserveCapacity(joined.utf8.count + 1 + component.utf8.count)
        joined.append(separatorText)
        joined.append(component)
    }

    var description: String { components.joined(separator: "/") }

    /// Whether `prefix` is this path or one of its ancestors.
    func hasPrefix(_ prefix: NodePath) -> Bool {
        prefix.key.isEmpty || key == prefix.key || key.hasPrefix(prefix.key + Self.separatorText)
    }

    /// The entity the path lies in: its first two components (`endpoints/login`); nil above that level.
    var entity: NodePath? {
        let bytes = key.utf8
        guard let first = bytes.firstIndex(of: Self.separator) else { return nil }
        guard let second = bytes[bytes.index(after: first)...].firstIndex(of: Self.separator) else { return self }
        return NodePath(key: String(key[..<second]))
    }

    /// The path one level up and the last component; nil for the root.
    var parentAndLast: (parent: NodePath, last: String)? {
        guard !key.isEmpty else { return nil }
        guard let separator = key.utf8.lastIndex(of: Self.separator) else { return (NodePath(), key) }
        return (NodePath(key: String(key[..<separator])), String(key[key.utf8.index(after: separator)...]))
    }

    /// This path with `prefix` replaced by `replacement`; unchanged when `prefix` is not a prefix.
    func replacingPrefix(_ prefix: NodePath, with replacement: NodePath) -> NodePath {
        guard hasPrefix(prefix) else { return self }
        return NodePath(replacement.components + components.dropFirst(prefix.components.count))
    }
}

/// Where each decoded node stood in the file, so validation (which sees only the model) can point at the
/// exact node that causes a problem, and can tell keys written explicitly from defaults.
struct SourceMap: Sendable {
    private var valueMarks: [NodePath: SourceMark] = [:]
    private var keyMarks: [NodePath: SourceMark] = [:]
    /// The entries of whole mappings by path: one entry per mapping instead of two per key keeps decoding a large
    /// contract cheap; the marks of its keys and values are looked up only when a diagnostic needs them. Only the
    /// entries: an array reference, where the node would add its marks and tag to every mapping of the file.
    private var mappings: [NodePath: [YAMLMappingEntry]] = [:]
    /// Maps of whole entities (`endpoints/login`) decoded on their own, by entity path: they are kept apart
    /// rather than merged, so concurrent decoding doesn't hash every path twice.
    private var shards: [NodePath: SourceMap] = [:]

    /// Records the mark of the node at `path`.
    mutating func record(_ path: NodePath, mark: SourceMark) { valueMarks[path] = mark }

    /// Records the mark of the mapping key whose value is at `path`.
    mutating func recordKey(_ path: NodePath, mark: SourceMark) { keyMarks[path] = mark }

    /// Records a mapping read at `path`: the marks of its keys and values become known below `path`.
    mutating func recordMapping(_ node: YAMLNode, at path: NodePath) { mappings[path] = node.mapping }

    /// Adds what was recorded while decoding the entity at `entity` (and below it) on its own.
    mutating func add(_ shard: SourceMap, for entity: NodePath) {
        if let existing = shards.removeValue(forKey: entity) {
            shards[entity] = existing.merging(shard)
        } else {
            shards[entity] = shard
        }
    }

    /// Moves every mark at or below `source` to the same place below `destination`, first dropping the marks
    /// at or below `destination`.
    mutating func relocate(_ source: NodePath, to destination: NodePath) {
        flattenShards()
        func moved<Value>(_ marks: [NodePath: Value]) -> [NodePath: Value] {
            var result = marks.filter { !$0.key.hasPrefix(destination) }
            for (path, mark) in marks where path.hasPrefix(source) {
                result.removeValue(forKey: path)
                result[path.replacingPrefix(source, with: destination)] = mark
            }
            return result
        }
        valueMarks = moved(valueMarks)
        keyMarks = moved(keyMarks)
        mappings = moved(mappings)
    }

    private mutating func flattenShards() {
        guard !shards.isEmpty else { return }
        let all = shards.values
        shards = [:]
        for shard in all { self = merging(shard) }
    }

    /// This map with everything `other` recorded (which wins where both recorded a path).
    private func merging(_ other: SourceMap) -> SourceMap {
        var other = other
        other.flattenShards()
        var result = self
        result.flattenShards()
        result.valueMarks.merge(other.valueMarks) { _, new in new }
        result.keyMarks.merge(other.keyMarks) { _, new in new }
        result.mappings.merge(other.mappings) { _, new in new }
        return result
    }

    /// The shard that holds what was recorded below `path`'s entity, if that entity was decoded on its own.
    private func shard(for path: NodePath) -> SourceMap? {
        guard !shards.isEmpty, let entity = path.entity else { return nil }
        return shards[entity]
    }

    private func valueMark(_ path: NodePath) -> SourceMark? { valueMarks[path] ?? shard(for: path)?.valueMarks[path] }

    private func recordedKeyMark(_ path: NodePath) -> SourceMark? {
        keyMarks[path] ?? shard(for: path)?.keyMarks[path]
    }

    private func mapping(_ path: NodePath) -> [YAMLMappingEntry]? {
        mappings[path] ?? shard(for: path)?.mappings[path]
    }

    /// The entry of a recorded mapping whose value is at `path`.
    private func entry(_ path: NodePath) -> YAMLMappingEntry? {
        guard let (parent, last) = path.parentAndLast, let mapping = mapping(parent) else { return nil }
        return mapping.first { $0.key.stringValue == last }
    }

    /// The mark of the node at `path`, if the file had one there.
    func mark(_ path: NodePath) -> SourceMark? { valueMark(path) ?? entry(path)?.value.mark }

    /// The node written at `path`, where the mapping that holds it was recorded: for a check of how a value was spelled
    /// (`0` or `"0"`), which the model does not keep.
    func node(_ path: NodePath) -> YAMLNode? { entry(path)?.value }

    /// The mark of the key of the mapping entry whose value is at `path`.
    func keyMark(_ path: NodePath) -> SourceMark? { recordedKeyMark(path) ?? entry(path)?.key.mark }

    /// Whether the file wrote a node at `path` (as opposed to a default).
    func contains(_ path: NodePath) -> Bool { mark(path) != nil }
}
