import YAMLNodes

extension DecodingContext {
    static let infoKeys = ["title", "module", "version", "date", "baseURL", "generate", "accessLevel", "docs", "doc"]

    /// `info:`; missing values become empty text (already reported), which validation skips.
    func info(_ node: YAMLNode, path: NodePath) -> Info {
        guard let reader = MappingReader(node, path: path, subject: "info", keys: Self.infoKeys, context: self) else {
            return .placeholder
        }
        let docs = reader.required("docs").flatMap { node in
            list(node, path: reader.path("docs")) { string($0, path: $1) }
        }
        return Info(
            title: reader.requiredString("title") ?? "", module: reader.requiredName("module") ?? "",
            version: reader.requiredString("version") ?? "", date: reader.requiredString("date") ?? "",
            baseURL: reader.string("baseURL"), generate: reader.requiredBool("generate") ?? false,
            accessLevel: reader.choice("accessLevel", what: "access level", among: Info.AccessLevel.allCases)
                ?? .public,
            docs: docs ?? [],
            provenance: Provenance(mark: node.mark, doc: reader.string("doc")))
    }
}

extension Info {
    /// Stands in for an `info:` that could not be read (already reported).
    static let placeholder = Info(
        title: "", module: "", version: "", date: "", baseURL: nil, generate: false, docs: [],
        provenance: Provenance(mark: SourceMark(line: 1, column: 1)))
}
