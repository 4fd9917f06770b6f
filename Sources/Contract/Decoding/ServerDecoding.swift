import YAMLNodes

extension DecodingContext {
    static let serverKeys = ["url", "doc", "source", "deviation"]

    /// One entry of `servers:`; nil (after reporting) when it is not a mapping.
    func server(_ entry: NamedEntry) -> Server? {
        guard
            let reader = MappingReader(
                entry.value, path: entry.path, subject: "server '\(entry.name)'", keys: Self.serverKeys, context: self)
        else { return nil }
        return Server(name: entry.name, url: reader.string("url"), provenance: reader.provenance(at: entry.key.mark))
    }
}
