/// Entry points: load one YAML document into ``YAMLNode``s, or list raw events.
///
/// Parsing is done by libyaml's event parser; this layer only assembles nodes.
public enum YAMLLoader {
    /// Parses exactly one document.
    ///
    /// - Returns: the root node, or `nil` for an empty stream (no document, or
    ///   only comments and whitespace).
    /// - Throws: ``YAMLError`` for syntax errors, a second document (located at
    ///   its start), duplicate scalar keys (located at the second key, with the
    ///   first as `relatedMark`), undefined or recursive aliases, and alias
    ///   expansion beyond its limits (nodes and bytes of text; see docs/contract-format.md).
    public static func load(_ text: String) throws(YAMLError) -> YAMLNode? {
        try load(bytes: text.utf8)
    }

    /// Like ``load(_:)`` but from raw bytes (UTF-8, or UTF-16 with a BOM), so that
    /// invalid encodings are reported as located errors instead of being repaired.
    public static func load(bytes: some Collection<UInt8>) throws(YAMLError) -> YAMLNode? {
        let reader = try EventReader(bytes: bytes)
        return try load(from: reader, fileBytes: bytes.count)
    }

    private static func load(from reader: EventReader, fileBytes: Int) throws(YAMLError) -> YAMLNode? {
        var builder = TreeBuilder(reader: reader, fileBytes: fileBytes)
        guard try reader.advance(), try reader.advance(), reader.kind == .documentStart else { return nil }
        let documentStart = reader.mark
        guard try reader.advance() else { return nil }
        let root = try builder.buildNode()
        _ = try reader.advance()  // document end
        if try reader.advance(), reader.kind == .documentStart {
            throw YAMLError(
                message: "expected a single document, but found another document", mark: reader.mark,
                relatedMark: documentStart)
        }
        return root
    }

    /// The raw libyaml event stream, from `+STR` to `-STR`; used by the YAML test
    /// suite conformance tests. Aliases are not checked or resolved here.
    public static func events(_ text: String) throws(YAMLError) -> [YAMLEvent] {
        try events(bytes: text.utf8)
    }

    /// Like ``events(_:)`` but from raw bytes.
    public static func events(bytes: some Collection<UInt8>) throws(YAMLError) -> [YAMLEvent] {
        let reader = try EventReader(bytes: bytes)
        var result: [YAMLEvent] = []
        while try reader.advance() { result.append(reader.current) }
        return result
    }
}
