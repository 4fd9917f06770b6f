import WireVocabulary
import YAMLNodes

/// Identifiers, models and unions.
extension DecodingContext {
    static let identifierKeys = ["type", "wire", "doc", "source", "deviation"]
    static let modelKeys = ["fields", "open", "doc", "source", "deviation", "deprecated"]
    static let unionKeys = ["variants", "doc", "source", "deviation"]
    static let variantKeys = ["name", "type", "when", "doc", "source"]

    func identifier(_ entry: NamedEntry) -> Identifier? {
        guard
            let reader = MappingReader(
                entry.value, path: entry.path, subject: "identifier '\(entry.name)'", keys: Self.identifierKeys,
                context: self)
        else { return nil }
        let storageNode = reader.required("type")
        let storage = storageNode.flatMap {
            choice($0, path: reader.path("type"), what: "identifier storage", among: [Identifier.Storage.int, .string])
        }
        let wire = wireForms(reader)
        guard let storage else { return nil }
        return Identifier(
            name: entry.name, storage: storage, wire: wire ?? [storage == .int ? .int : .string],
            provenance: reader.provenance(at: entry.key.mark))
    }

    /// A model; one whose body cannot be read still exists (with no fields), so references to it resolve.
    func model(_ entry: NamedEntry) -> Model {
        let provenance = Provenance(mark: entry.key.mark)
        guard
            let reader = MappingReader(
                entry.value, path: entry.path, subject: "model '\(entry.name)'", keys: Self.modelKeys, context: self)
        else { return Model(name: entry.name, fields: [], provenance: provenance) }
        let fieldsPath = reader.path("fields")
        let fields = reader.required("fields").map { node in
            let entries = namedEntries(node, path: fieldsPath, subject: "the fields of model '\(entry.name)'")
            // Sized up front: a contract holds every field for the whole run, and appends would leave a quarter
            // of these arrays spare.
            var fields: [Field] = []
            fields.reserveCapacity(entries.count)
            for entry in entries { if let field = field(entry) { fields.append(field) } }
            return fields
        }
        return Model(
            name: entry.name, isOpen: reader.bool("open") ?? true, fields: fields ?? [],
            deprecation: reader.deprecation(), provenance: reader.provenance(at: entry.key.mark))
    }

    func union(_ entry: NamedEntry) -> Union? {
        guard
            let reader = MappingReader(
                entry.value, path: entry.path, subject: "union '\(entry.name)'", keys: Self.unionKeys, context: self)
        else { return nil }
        let variantsPath = reader.path("variants")
        let variants = reader.required("variants").flatMap { node in
            list(node, path: variantsPath) { item, path in variant(item, path: path, union: entry.name) }
        }
        return Union(name: entry.name, variants: variants ?? [], provenance: reader.provenance(at: entry.key.mark))
    }

    private func variant(_ node: YAMLNode, path: NodePath, union: String) -> Union.Variant? {
        let subject = "a variant of union '\(union)'"
        guard let reader = MappingReader(node, path: path, subject: subject, keys: Self.variantKeys, context: self)
        else { return nil }
        let name = reader.requiredName("name")
        let type = reader.required("type").flatMap { modelName($0, path: reader.path("type")) }
        let key = reader.requiredName("when")
        guard let name, let type, let key else { return nil }
        return Union.Variant(
            name: name, type: type, discriminatorKey: key, provenance: reader.provenance(at: node.mark))
    }

    /// A name that must be a model (union variants, JSON bodies): plain name syntax, no list.
    func modelName(_ node: YAMLNode, path: NodePath) -> String? {
        guard let text = string(node, path: path) else { return nil }
        guard TypeSyntax.isName(text) else {
            error("bad model name '\(text)'", at: node.mark, path: path, hint: "name one model defined under `models:`")
            return nil
        }
        return text
    }

    /// `wire:`: one wire form or a list of them.
    func wireForms(_ reader: MappingReader) -> [WireForm]? {
        guard let node = reader.value("wire") else { return nil }
        return list(node, path: reader.path("wire"), allowsSingle: true) { item, path in
            choice(item, path: path, what: "wire form", among: WireForm.allCases)
        }
    }
}
