import Contract
import TextFoundation
import WireVocabulary

/// Turns a document's schemas into the draft's types: named object schemas into models, enums into enums,
/// `x-zing-identifier` schemas into identifiers, `oneOf`s told apart by a key into unions, and every property into a
/// field with the forms, nullability and flags its schema gives. Components are made when first used, so schemas no
/// operation reaches (and the wrappers that are unwrapped into the envelope) make no model.
final class SchemaReader {
    /// A property's or payload's type as read, with what a field keeps of it.
    struct Read {
        var type: TypeRef
        var wire: [WireForm] = []
        var nullable = false
        var keepsRaw = false
        var secret = false
    }

    let document: OpenAPIDocument
    private(set) var identifiers: [Identifier] = []
    private(set) var models: [Model] = []
    private(set) var enums: [Enumeration] = []
    private(set) var unions: [Union] = []
    var notes = DraftNotes()
    var guesses = GuessBook()
    /// Schema name → the name it has in the draft (made safe and unique), once made.
    private var made: [String: TypeRef] = [:]
    private var taken: Set<String> = []
    /// The definitions in the order the document lists their schemas (inline ones after), as a contract lists them.
    func inDocumentOrder(_ contract: inout Contract) {
        let order = Dictionary(
            (document.schemas?.entries ?? []).enumerated().map {
                (uniqueNames[$0.element.key] ?? $0.element.key, $0.offset)
            },
            uniquingKeysWith: { first, _ in first })
        func position(_ name: String) -> Int { order[name] ?? Int.max }
        contract.identifiers = contract.identifiers.enumerated().sorted {
            (position($0.element.name), $0.offset) < (position($1.element.name), $1.offset)
        }.map(\.element)
        contract.models = contract.models.enumerated().sorted {
            (position($0.element.name), $0.offset) < (position($1.element.name), $1.offset)
        }.map(\.element)
        contract.enums = contract.enums.enumerated().sorted {
            (position($0.element.name), $0.offset) < (position($1.element.name), $1.offset)
        }.map(\.element)
        contract.unions = contract.unions.enumerated().sorted {
            (position($0.element.name), $0.offset) < (position($1.element.name), $1.offset)
        }.map(\.element)
    }

    /// Schema name → the draft's name for it.
    private var uniqueNames: [String: String] = [:]
    /// Inline schemas deeper than this are kept as opaque JSON.
    private static let maximumDepth = 48

    init(document: OpenAPIDocument) {
        self.document = document
    }

    // MARK: Types

    /// The type of `schema` for a place whose name (if it needs one) is made from `hint`.
    func read(_ schema: DocumentNode, hint: [String], depth: Int = 0) -> Read {
        guard depth < Self.maximumDepth else { return opaque(schema, "nested deeper than the draft reads") }
        if let reference = schema["$ref"]?.string {
            guard let name = OpenAPIDocument.schemaName(reference) else {
                return opaque(schema, "a reference outside the document's schemas (\(reference.prefix(80)))")
            }
            return Read(type: component(name, at: schema, hint: hint, depth: depth) ?? .scalar(.json))
        }
        var read = readInline(schema, hint: hint, depth: depth)
        if schema["nullable"]?.bool == true || schema["type"]?.strings.contains("null") == true { read.nullable = true }
        if schema[ZingExtension.secret.key]?.bool == true || schema["format"]?.string == "password" {
            read.secret = true
        }
        if schema[ZingExtension.invalid.key]?.string == "keepRaw" { read.keepsRaw = true }
        return read
    }

    private func readInline(_ schema: DocumentNode, hint: [String], depth: Int) -> Read {
        if let name = schema[ZingExtension.identifier.key]?.string, let type = component(name, at: schema, depth: depth)
        {
            return Read(type: type)
        }
        if let name = schema[ZingExtension.enumName.key]?.string, let type = component(name, at: schema, depth: depth) {
            return Read(type: type)
        }
        if let alternatives = schema["anyOf"]?.items ?? schema["oneOf"]?.items {
            // `X or null` (3.1 style, and the export's nullable references).
            let nonNull = alternatives.filter { $0["type"]?.string != "null" }
            if nonNull.count == 1, alternatives.count == 2 {
                var read = self.read(nonNull[0], hint: hint, depth: depth + 1)
                read.nullable = true
                return read
            }
            // A list, or one element alone (`wire: [list, single]`).
            if alternatives.count == 2, alternatives[0]["type"]?.string == "array", let items = alternatives[0]["items"]
            {
                let element = read(items, hint: Naming.singular(hint), depth: depth + 1)
                return Read(type: .list(element.type), wire: [.list, .single])
            }
        }
        if let scalar = WireFormReading.scalar(schema, document: document) {
            if scalar.acceptsAnyText,
                let identifier = identifiers.first(where: { $0.storage == .int }) ?? anyIdentifier(storage: .int)
            {
                return Read(type: .identifier(identifier.name), wire: scalar.wire, keepsRaw: true)
            }
            return Read(type: .scalar(scalar.type), wire: scalar.wire)
        }
        if let parts = schema["allOf"]?.items, let first = parts.first {
            // The export narrows a payload with `allOf: [$ref, conditions]`; springdoc wraps a reference to add a
            // description. The first part is the type.
            if parts.count > 1, parts.allSatisfy({ document.dereferenced($0)?["properties"] != nil }) {
                return Read(type: inlineModel(parts, hint: hint, at: schema, depth: depth))
            }
            return read(first, hint: hint, depth: depth + 1)
        }
        if let values = schema["enum"]?.items, !values.isEmpty {
            return Read(type: inlineEnum(values, hint: hint, at: schema))
        }
        if schema["oneOf"] != nil || schema["anyOf"] != nil {
            return opaque(schema, "a choice of schemas the format cannot tell apart by a key")
        }
        let type = schema["type"]?.string ?? schema["type"]?.strings.first { $0 != "null" }
        switch type {
        case "array":
            guard let items = schema["items"] else { return Read(type: .list(.scalar(.json))) }
            let element = read(items, hint: Naming.singular(hint), depth: depth + 1)
            guard element.wire.isEmpty, !element.nullable else {
                return Read(type: .list(.scalar(.json)))
            }
            return Read(type: .list(element.type))
        case "object", nil:
            if schema["properties"] == nil, let values = schema["additionalProperties"], values.isMapping {
                return Read(type: map(of: values, hint: hint, depth: depth))
            }
            guard schema["properties"] != nil else { return Read(type: .scalar(.json)) }
            return Read(type: inlineModel([schema], hint: hint, at: schema, depth: depth))
        case "string" where schema["format"]?.string == "binary":
            return Read(type: .scalar(.string))
        default:
            return opaque(schema, "a schema of type \(type ?? "?") the draft cannot map")
        }
    }

    private func opaque(_ schema: DocumentNode, _ reason: String) -> Read {
        notes.leaveOut(schema.location(in: document.file), because: reason + "; kept as opaque JSON")
        return Read(type: .scalar(.json))
    }

    // MARK: Components

    /// The type the component schema `name` becomes, made on first use; named from `hint` (the parameter or property
    /// that uses it) where `name` has no ASCII word (`登录对象`). Its members are read a level below `depth`, so chains
    /// of components are bounded as inline nesting is; one past the bound is opaque, not remembered for shallower uses.
    func component(_ name: String, at place: DocumentNode, hint: [String] = [], depth: Int = 0) -> TypeRef? {
        if let type = made[name] { return type }
        guard depth < Self.maximumDepth else { return opaque(place, "nested deeper than the draft reads").type }
        guard let schema = document.schemas?[name] else {
            notes.leaveOut(place.location(in: document.file), because: "a reference to a schema the document lacks")
            return nil
        }
        let safe = uniqueName(name, hint: hint)
        uniqueNames[name] = safe
        if let storage = schema[ZingExtension.identifier.key]?.string {
            let scalar = WireFormReading.scalar(schema, document: document)
            let type = TypeRef.identifier(safe)
            made[name] = type
            identifiers.append(
                Identifier(
                    name: safe, storage: storage == "int" ? .int : .string, wire: scalar?.wire ?? [],
                    provenance: provenance(schema)))
            return type
        }
        if let facts = schema[ZingExtension.enumeration.key] {
            made[name] = .enumeration(safe)
            enums.append(zingEnum(facts, schema: schema, name: safe))
            return .enumeration(safe)
        }
        if let variants = schema[ZingExtension.variants.key], let items = schema["oneOf"]?.items {
            made[name] = .union(safe)
            var list: [Union.Variant] = []
            for (variant, item) in zip(variants.items, items) {
                guard let caseName = variant["case"]?.string, let key = variant["key"]?.string,
                    EndpointAssembly.isUsableName(caseName), EndpointAssembly.isUsableName(key),
                    let reference = item["allOf"]?.items.first?["$ref"]?.string,
                    let modelName = OpenAPIDocument.schemaName(reference),
                    case .model(let model)? = component(modelName, at: item, depth: depth + 1)
                else { continue }
                list.append(
                    Union.Variant(name: caseName, type: model, discriminatorKey: key, provenance: provenance(item)))
            }
            guard !list.isEmpty else {
                made[name] = .scalar(.json)
                return opaque(schema, "a choice of schemas none of whose variants the draft can read").type
            }
            unions.append(Union(name: safe, variants: list, provenance: provenance(schema)))
            return .union(safe)
        }
        if let values = schema["enum"]?.items, !values.isEmpty {
            let type = inlineEnum(values, hint: Naming.words(safe), at: schema, name: safe)
            made[name] = type
            return type
        }
        if schema["properties"] != nil || schema["allOf"] != nil || schema["type"]?.string == "object" {
            guard schema["properties"] != nil || schema["allOf"] != nil else {
                // Marked opaque first, so a map whose values refer back to it ends instead of recursing.
                made[name] = .scalar(.json)
                guard let values = schema["additionalProperties"], values.isMapping else { return .scalar(.json) }
                let type = map(of: values, hint: Naming.words(safe), depth: depth + 1)
                made[name] = type
                return type
            }
            made[name] = .model(safe)
            let parts = schema["allOf"]?.items ?? [schema]
            buildModel(safe, parts: parts, schema: schema, depth: depth)
            return .model(safe)
        }
        // A named scalar, list or reference: the draft uses what it stands for. Marked first, so a loop of
        // references ends as opaque JSON instead of recursing.
        made[name] = .scalar(.json)
        if schema["$ref"] != nil, document.dereferenced(schema) == nil {
            notes.leaveOut(schema.location(in: document.file), because: "a loop of references; kept as opaque JSON")
            return .scalar(.json)
        }
        let type = read(schema, hint: Naming.words(safe), depth: depth + 1).type
        made[name] = type
        return type
    }

    /// A model (or type) name from a schema's: words only, «generic» arguments joined (`Result«List«User»»` →
    /// `ResultListUser`), unique; from `hint` where the schema's name has no ASCII word.
    func uniqueName(_ raw: String, hint: [String] = []) -> String {
        let words = Naming.words(raw)
        let name = Naming.unique(Naming.upperCamel(words.isEmpty ? hint : words, fallback: "Schema"), among: taken)
        taken.insert(name)
        return name
    }

    private func anyIdentifier(storage: Identifier.Storage) -> Identifier? {
        let name = uniqueName("ID")
        let identifier = Identifier(name: name, storage: storage, wire: [], provenance: DraftProvenance.none)
        identifiers.append(identifier)
        guesses.add(
            Guess(.unmapped, "an id kept raw whose identifier the document does not name"),
            at: DraftPlace(["identifiers", name]))
        return identifier
    }

    func provenance(_ schema: DocumentNode) -> Provenance {
        let doc = (schema["description"]?.string ?? schema["title"]?.string).map(ProseText.clean)
        return Provenance(
            mark: DraftProvenance.none.mark, source: schema[ZingExtension.source.key]?.string.map(ProseText.clean),
            doc: doc,
            deviations: schema.deviations, policy: schema.policyNotes)
    }

    /// Adds a model made outside the schemas (``model(fromExample:hint:at:)``).
    func add(_ model: Model) { models.append(model) }

    private func inlineModel(_ parts: [DocumentNode], hint: [String], at schema: DocumentNode, depth: Int) -> TypeRef {
        let name = uniqueName(Naming.upperCamel(hint, fallback: "Object"))
        buildModel(name, parts: parts, schema: schema, depth: depth)
        return .model(name)
    }

    private func buildModel(_ name: String, parts: [DocumentNode], schema: DocumentNode, depth: Int) {
        let index = models.count
        var model = Model(name: name, fields: [], provenance: provenance(schema))
        if schema["additionalProperties"]?.bool == false { model.isOpen = false }
        if let deprecation = deprecation(schema) { model.deprecation = deprecation }
        models.append(model)
        var fields: [Field] = []
        var required: Set<String> = []
        for part in parts {
            guard let resolved = document.dereferenced(part) else { continue }
            required.formUnion(resolved["required"]?.strings ?? [])
            for (key, property) in resolved["properties"]?.entries ?? [] {
                guard EndpointAssembly.isUsableName(key), !fields.contains(where: { $0.name == key }) else {
                    notes.leaveOut(
                        property.location(in: document.file), because: "a property name a contract cannot hold")
                    continue
                }
                fields.append(field(key, property, modelName: name, depth: depth))
            }
        }
        for index in fields.indices where !required.contains(fields[index].name) { fields[index].isOptional = true }
        models[index].fields = Self.keepingReplacementsAmong(fields)
    }

    private func field(_ key: String, _ property: DocumentNode, modelName: String, depth: Int) -> Field {
        let read = self.read(property, hint: Naming.words(modelName) + Naming.words(key), depth: depth + 1)
        var field = Field(
            name: key, type: read.type, isNullable: read.nullable, wire: read.wire, provenance: provenance(property))
        if read.keepsRaw, case .identifier = read.type { field.invalid = .keepRaw }
        if read.secret, read.type == .scalar(.string) { field.isSecret = true }
        if property[ZingExtension.nonEmpty.key]?.bool == true { field.isNonEmpty = true }
        if property[ZingExtension.secret.key] == nil, read.type == .scalar(.string),
            SecretNames.isSecret(key)
        {
            field.isSecret = true
            guesses.add(Guess(.secretField, "its name looks like a credential"), at: .field(key, of: modelName))
        }
        if property[ZingExtension.secret.key]?.bool == true {
            field.isSecret = read.type == .scalar(.string) || field.isSecret
        }
        if property[ZingExtension.serverTruncatesAt.key]?.int != nil {
            field.serverTruncatesAt = property[ZingExtension.serverTruncatesAt.key]?.int
        }
        if property[ZingExtension.notForAuthorization.key]?.bool == true { field.isNotForAuthorization = true }
        if let maxLength = property["maxLength"]?.int,
            property[ZingExtension.nonEmpty.key] != nil || property["writeOnly"] != nil
        {
            field.maxLength = maxLength
        }
        field.deprecation = deprecation(property)
        return field
    }

    // MARK: Enums

    private func zingEnum(_ facts: DocumentNode, schema: DocumentNode, name: String) -> Enumeration {
        let storage: Enumeration.Storage = facts["storage"]?.string == "string" ? .string : .int
        let cases =
            facts["cases"]?.items.compactMap { item -> Enumeration.Case? in
                guard let caseName = item["name"]?.string, EndpointAssembly.isUsableName(caseName),
                    let value = enumValue(item["value"], storage: storage)
                else { return nil }
                return Enumeration.Case(
                    name: caseName, value: value, deprecation: deprecation(item), provenance: provenance(item))
            } ?? []
        let forms = schema["anyOf"]?.items.dropFirst().first.flatMap { WireFormReading.scalar($0, document: document) }
        return Enumeration(
            name: name, storage: storage, wire: forms?.wire ?? [], cases: Self.keepingReplacementsAmong(cases),
            provenance: provenance(schema))
    }

    private func inlineEnum(_ values: [DocumentNode], hint: [String], at schema: DocumentNode, name: String? = nil)
        -> TypeRef
    {
        let json = values.map(\.json)
        let storage: Enumeration.Storage =
            json.allSatisfy { if case .int = $0 { true } else { false } } ? .int : .string
        guard storage == .int || json.allSatisfy({ if case .string = $0 { true } else { false } }) else {
            return opaque(schema, "an enum of mixed values").type
        }
        if json.contains(where: { $0.stringValue?.unicodeScalars.contains(where: UnsafeScalar.isUnsafe) == true }) {
            // A contract holds no control or bidirectional character (lint refuses them): the values stay text.
            notes.leaveOut(
                schema.location(in: document.file),
                because: "an enum whose values hold control or bidirectional characters; kept as plain text")
            return .scalar(.string)
        }
        let enumName = name ?? uniqueName(Naming.upperCamel(hint, fallback: "Value"))
        var caseNames: Set<String> = []
        var caseValues: Set<Enumeration.Value> = []
        let names = schema["x-enum-varnames"]?.strings ?? []
        // A value the document repeats is one case (lint refuses two cases of one value), named where it first stands.
        let cases = json.enumerated().compactMap { index, value -> Enumeration.Case? in
            let raw: Enumeration.Value =
                if case .int(let number) = value { .int(number) } else { .string(value.stringValue ?? "") }
            guard caseValues.insert(raw).inserted else { return nil }
            let words = index < names.count ? Naming.words(names[index]) : Naming.words(raw.text)
            var caseName = Naming.lowerCamel(words.map { $0.lowercased() }, fallback: "value")
            if case .int = raw, index >= names.count {
                caseName = "value\(raw.text.replacingOccurrences(of: "-", with: "Minus"))"
            }
            caseName = Naming.unique(caseName, among: caseNames)
            caseNames.insert(caseName)
            return Enumeration.Case(name: caseName, value: raw, provenance: DraftProvenance.none)
        }
        enums.append(
            Enumeration(name: enumName, storage: storage, wire: [], cases: cases, provenance: provenance(schema)))
        guesses.add(
            Guess(.enumCases, "case names made from the values; name them as the docs do"),
            at: DraftPlace(["enums", enumName]))
        return .enumeration(enumName)
    }

    private func enumValue(_ node: DocumentNode?, storage: Enumeration.Storage) -> Enumeration.Value? {
        guard let node else { return nil }
        switch (storage, node.json) {
        case (.int, .int(let number)): return .int(number)
        case (.string, .string(let text)): return .string(text)
        default: return nil
        }
    }
}
