import YAMLNodes

/// Enums: a storage, wire forms and the documented cases, each `name: value` or `name: { value, doc, … }`.
extension DecodingContext {
    static let enumKeys = ["type", "wire", "cases", "doc", "source", "deviation"]
    static let enumCaseKeys = ["value", "doc", "source", "deprecated"]

    /// An enum; nil (after reporting) when its storage cannot be read.
    func enumeration(_ entry: NamedEntry) -> Enumeration? {
        guard
            let reader = MappingReader(
                entry.value, path: entry.path, subject: "enum '\(entry.name)'", keys: Self.enumKeys, context: self)
        else { return nil }
        let storage = reader.required("type").flatMap {
            choice($0, path: reader.path("type"), what: "enum storage", among: Enumeration.Storage.allCases)
        }
        let wire = wireForms(reader)
        let casesPath = reader.path("cases")
        let cases = reader.required("cases").map { node in
            namedEntries(node, path: casesPath, subject: "the cases of enum '\(entry.name)'").compactMap { caseEntry in
                storage.flatMap { enumCase(caseEntry, storage: $0, enumName: entry.name) }
            }
        }
        guard let storage else { return nil }
        return Enumeration(
            name: entry.name, storage: storage, wire: wire ?? [storage == .int ? .int : .string], cases: cases ?? [],
            provenance: reader.provenance(at: entry.key.mark))
    }

    /// `enabled: 1`, or `enabled: { value: 1, doc: …, source: …, deprecated: … }`.
    private func enumCase(_ entry: NamedEntry, storage: Enumeration.Storage, enumName: String) -> Enumeration.Case? {
        guard entry.value.mapping != nil else {
            return enumValue(entry.value, path: entry.path, storage: storage).map {
                Enumeration.Case(name: entry.name, value: $0, provenance: Provenance(mark: entry.key.mark))
            }
        }
        guard
            let reader = MappingReader(
                entry.value, path: entry.path, subject: "case '\(entry.name)' of enum '\(enumName)'",
                keys: Self.enumCaseKeys, context: self)
        else { return nil }
        let value = reader.required("value").flatMap { enumValue($0, path: reader.path("value"), storage: storage) }
        let deprecation = reader.deprecation()
        guard let value else { return nil }
        return Enumeration.Case(
            name: entry.name, value: value, deprecation: deprecation, provenance: reader.provenance(at: entry.key.mark))
    }

    /// A plain integer for int storage (a quoted `"1"` is a string), any scalar text for string storage.
    private func enumValue(_ node: YAMLNode, path: NodePath, storage: Enumeration.Storage) -> Enumeration.Value? {
        switch storage {
        case .int: int(node, path: path).map(Enumeration.Value.int)
        case .string: string(node, path: path).map(Enumeration.Value.string)
        }
    }
}
