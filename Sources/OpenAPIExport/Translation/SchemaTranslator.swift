import Contract
import TextFoundation
import WireVocabulary

/// Turns the contract's types into JSON Schemas (draft 2020-12, as OpenAPI 3.1 uses): identifiers, models, unions and
/// enums become components; fields carry their wire forms, nullability, secrecy, deprecation and documentation.
struct SchemaTranslator {
    let contract: Contract
    let directions: ModelDirections

    init(contract: Contract) {
        self.contract = contract
        directions = ModelDirections(contract)
    }

    /// A reference to the component schema named `name`.
    static func reference(_ name: String) -> JSONValue { ["$ref": .string("#/components/schemas/" + name)] }

    /// Every identifier, model, union and enum, by name, in contract order.
    func components() -> [(name: String, schema: JSONValue)] {
        contract.identifiers.map { ($0.name, identifierSchema($0)) }
            + contract.models.map { ($0.name, modelSchema($0)) }
            + contract.unions.map { ($0.name, unionSchema($0)) }
            + contract.enums.map { ($0.name, EnumSchemas.component($0)) }
    }

    /// The schema of a value of `type` the client receives; `wire` (a field's own forms) and `keepsRaw` apply to
    /// scalars and identifiers, and a list's forms (`single`: one element alone) to a list.
    func schema(for type: TypeRef, wire: [WireForm] = [], keepsRaw: Bool = false) -> JSONValue {
        switch type {
        case .list(let element):
            let items = schema(for: element)
            let list: JSONValue = ["type": "array", "items": items]
            // Disjoint: lint allows `single` only for elements that are no list and no opaque JSON.
            return wire.contains(.single) ? ["oneOf": [list, items]] : list
        case .map(let value):
            // Keys are data: any key, each value of the one value type.
            return ["type": "object", "additionalProperties": schema(for: value)]
        case .model(let name), .union(let name), .enumeration(let name):
            return Self.reference(name)
        case .identifier(let name):
            guard let identifier = contract.identifier(named: name) else { return Self.reference(name) }
            guard !wire.isEmpty || keepsRaw else { return Self.reference(name) }
            return WireFormSchemas.schema(
                wire.isEmpty ? identifier.wire : wire, target: target(of: identifier), keepsRaw: keepsRaw)
        case .scalar(let scalar):
            return scalarSchema(scalar, wire: wire)
        }
    }

    /// The schema of a value of `type` the client sends: always its type's own form (wire forms only widen what
    /// it accepts), an identifier as its stored integer or text.
    func sentSchema(for type: TypeRef) -> JSONValue {
        switch type {
        case .list(let element):
            return ["type": "array", "items": sentSchema(for: element)]
        case .map(let value):
            return ["type": "object", "additionalProperties": sentSchema(for: value)]
        case .model(let name), .union(let name):
            return Self.reference(name)
        case .enumeration(let name):
            guard let enumeration = contract.enumeration(named: name) else { return Self.reference(name) }
            return EnumSchemas.sent(enumeration)
        case .identifier(let name):
            guard let identifier = contract.identifier(named: name) else { return Self.reference(name) }
            let natural: WireForm = identifier.storage == .int ? .int : .string
            return WireFormSchemas.schema([natural], target: target(of: identifier))
                .setting(ZingExtension.identifier.key, .string(name))
        case .scalar(let scalar):
            return scalarSchema(scalar, wire: [])
        }
    }

    private func target(of identifier: Identifier) -> WireFormSchemas.Target {
        identifier.storage == .int ? .integer : .text(format: nil)
    }

    private func scalarSchema(_ scalar: ScalarType, wire: [WireForm]) -> JSONValue {
        let target: WireFormSchemas.Target
        let natural: [WireForm]
        switch scalar {
        case .json: return [:]
        case .string: (target, natural) = (.text(format: nil), [.string])
        case .url: (target, natural) = (.text(format: "uri"), [.string])
        case .dateTime: (target, natural) = (.text(format: "date-time"), [.string])
        case .unixSeconds, .unixMillis:
            // The runtime reads a date in the forms ``DateWire`` states, whatever the field's `wire:` says.
            let native = DateWire.epochTarget.nativeForm
            let forms = DateWire.epochForms.filter { $0 == native } + DateWire.epochForms.filter { $0 != native }
            return WireFormSchemas.schema(forms, target: .number)
                .setting(ZingExtension.type.key, .string(scalar.rawValue))
        case .int, .int64: (target, natural) = (.integer, [.int])
        case .double: (target, natural) = (.number, [.double])
        case .bool: (target, natural) = (.boolean, [.bool])
        }
        var schema = WireFormSchemas.schema(wire.isEmpty ? natural : wire, target: target)
        if scalar == .int64 || scalar == .int, schema["type"] == "integer" {
            schema = schema.setting("format", "int64")
        }
        return schema
    }

    private func identifierSchema(_ identifier: Identifier) -> JSONValue {
        WireFormSchemas.schema(identifier.wire, target: target(of: identifier))
            .annotated(identifier.provenance)
            .setting(ZingExtension.identifier.key, .string(identifier.storage.rawValue))
    }

    private func modelSchema(_ model: Model) -> JSONValue {
        var properties = JSONObject()
        for field in model.fields { properties[field.name] = fieldSchema(field, of: model) }
        var schema: JSONValue = ["type": "object", "properties": .object(properties)]
        let required = model.fields.filter { !$0.isOptional }.map(\.name)
        if !required.isEmpty { schema = schema.setting("required", .strings(required)) }
        if !model.isOpen { schema = schema.setting("additionalProperties", false) }
        return schema.annotated(model.provenance).deprecated(model.deprecation)
    }

    private func fieldSchema(_ field: Field, of model: Model) -> JSONValue {
        let requestOnly = directions.isRequestOnly(model.name)
        var schema =
            requestOnly
            ? sentSchema(for: field.type)
            : self.schema(for: field.type, wire: field.wire, keepsRaw: field.invalid == .keepRaw)
        // On the value's own schema, inside a nullable wrapper: it says how that value's text is kept.
        if field.invalid == .keepRaw { schema = schema.setting(ZingExtension.invalid.key, "keepRaw") }
        if let noValue = field.noValue {
            schema = ["anyOf": [schema, ["const": .string(noValue)]], ZingExtension.noValue.key: .string(noValue)]
        }
        if field.isNullable { schema = Self.nullable(schema) }
        schema = schema.annotated(field.provenance)
        if field.isSecret {
            if field.type == .scalar(.string) { schema = schema.setting("format", "password") }
            // writeOnly tells tools the value never comes back; that is only true of request-only models.
            if requestOnly { schema = schema.setting("writeOnly", true) }
            schema = schema.setting(ZingExtension.secret.key, true)
        }
        if requestOnly, let maxLength = field.maxLength { schema = schema.setting("maxLength", .int(maxLength)) }
        if requestOnly, field.isNonEmpty { schema = schema.setting("minLength", 1) }
        if field.isNonEmpty { schema = schema.setting(ZingExtension.nonEmpty.key, true) }
        // Like maxLength, a check the client makes before sending: a schema bound on requests, noted on others.
        if let range = field.range {
            if requestOnly {
                if let minimum = range.minimum { schema = schema.setting("minimum", .int(minimum)) }
                if let maximum = range.maximum { schema = schema.setting("maximum", .int(maximum)) }
            }
            var bounds = JSONObject()
            bounds["minimum"] = range.minimum.map(JSONValue.int)
            bounds["maximum"] = range.maximum.map(JSONValue.int)
            schema = schema.setting(ZingExtension.range.key, .object(bounds))
        }
        if let limit = field.serverTruncatesAt {
            schema = schema.setting(ZingExtension.serverTruncatesAt.key, .int(limit))
        }
        if field.isNotForAuthorization { schema = schema.setting(ZingExtension.notForAuthorization.key, true) }
        return schema.deprecated(field.deprecation)
    }

    /// The first variant whose key is present wins; each variant's schema also refuses the keys of the variants
    /// before it, so `oneOf` picks exactly the variant the client picks.
    private func unionSchema(_ union: Union) -> JSONValue {
        var earlierKeys: [String] = []
        var variants: [JSONValue] = []
        for variant in union.variants {
            var schema: JSONValue = [
                "title": .string(variant.name), "allOf": [Self.reference(variant.type)],
                "required": .strings([variant.discriminatorKey]),
            ]
            if !earlierKeys.isEmpty {
                schema = schema.setting(
                    "not", ["anyOf": .array(earlierKeys.map { ["required": .strings([$0])] })])
            }
            variants.append(schema.annotated(variant.provenance))
            earlierKeys.append(variant.discriminatorKey)
        }
        let discriminators = JSONValue.array(
            union.variants.map { ["case": .string($0.name), "key": .string($0.discriminatorKey)] })
        let schema: JSONValue = ["oneOf": .array(variants)]
        return schema.annotated(union.provenance).setting(ZingExtension.variants.key, discriminators)
    }

    /// `schema` that also admits JSON null.
    static func nullable(_ schema: JSONValue) -> JSONValue {
        if case .string(let type)? = schema["type"], schema["oneOf"] == nil, schema["$ref"] == nil {
            return schema.setting("type", [.string(type), "null"])
        }
        return ["anyOf": [schema, ["type": "null"]]]
    }
}

extension JSONValue {
    /// This object with `key` set to `value` (appended, or replaced in place).
    func setting(_ key: String, _ value: JSONValue) -> JSONValue {
        guard var object = object else { return self }
        object[key] = value
        return .object(object)
    }

    /// This object with `deprecated: true` and the deprecation's facts as `x-zing-deprecated` (`since`, `note`,
    /// `replacement`) when there is one.
    func deprecated(_ deprecation: Deprecation?) -> JSONValue {
        guard let deprecation else { return self }
        var facts: JSONValue = ["since": .string(deprecation.since), "note": .string(deprecation.note)]
        if let replacement = deprecation.replacement { facts = facts.setting("replacement", .string(replacement)) }
        return setting("deprecated", true).setting(ZingExtension.deprecated.key, facts)
    }

    /// This object with `x-zing-deviation`: one note as an object (as before notes could be several), several as a
    /// list; none leaves it as it is.
    func settingDeviations(_ deviations: [Deviation]) -> JSONValue {
        let notes: [JSONValue] = deviations.map { ["source": .string($0.source), "reason": .string($0.reason)] }
        if notes.count == 1 { return setting(ZingExtension.deviation.key, notes[0]) }
        return notes.isEmpty ? self : setting(ZingExtension.deviation.key, .array(notes))
    }

    /// This schema with the definition's doc as `description`, its doc section as `x-zing-source`, and its notes
    /// (where the contract departs from the docs, which numbers are client policy) as `x-zing-deviation` and
    /// `x-zing-policy`.
    func annotated(_ provenance: Provenance) -> JSONValue {
        var result = self
        if let doc = provenance.doc { result = result.setting("description", .string(doc)) }
        if let source = provenance.source { result = result.setting(ZingExtension.source.key, .string(source)) }
        result = result.settingDeviations(provenance.deviations)
        if !provenance.policy.isEmpty {
            var notes = JSONObject()
            for note in provenance.policy {
                notes[note.key] = ["value": .string(note.value), "reason": .string(note.reason)]
            }
            result = result.setting(ZingExtension.policy.key, .object(notes))
        }
        return result
    }
}
