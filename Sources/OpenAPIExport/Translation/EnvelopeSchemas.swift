import Contract
import TextFoundation
import WireVocabulary

/// The schemas of what a response body is: an endpoint's success (the envelope wrapping its payload, with the
/// success conditions as constraints) and each envelope's failure shape.
struct EnvelopeSchemas {
    let contract: Contract
    let types: SchemaTranslator
    /// Component names of the failure shapes, by envelope name.
    let failureComponents: [String: String]

    init(contract: Contract, types: SchemaTranslator) {
        self.contract = contract
        self.types = types
        var names: [String: String] = [:]
        var taken = Set<String>()
        for envelope in contract.envelopes {
            // Component names allow `[A-Za-z0-9._-]`; type names never hold a dot, so these never clash with them.
            var name = ComponentName.sanitized(envelope.name) + ".Failure"
            var counter = 2
            while taken.contains(name) {
                name = ComponentName.sanitized(envelope.name) + ".\(counter).Failure"
                counter += 1
            }
            taken.insert(name)
            names[envelope.name] = name
        }
        failureComponents = names
    }

    /// The failure shape of each envelope that has one, as components.
    func components() -> [(name: String, schema: JSONValue)] {
        contract.envelopes.compactMap { envelope in
            failureComponents[envelope.name].map { ($0, failureSchema(envelope)) }
        }
    }

    /// A reference to the failure shape of the endpoint's envelope, or that shape itself where the endpoint has
    /// success codes of its own (its failures are the codes the endpoint does not list).
    func failureReference(for endpoint: Endpoint) -> JSONValue {
        if endpoint.response.successCodes != nil, let envelope = contract.envelope(for: endpoint) {
            return failureSchema(envelope)
        }
        return failureComponents[endpoint.response.envelope].map(SchemaTranslator.reference) ?? [:]
    }

    /// What a 2xx body of `endpoint` is: for an envelope that decides success (by its flag or its code), its success
    /// or a failure (the envelope decides, not the status); for one the status decides, its success; without an
    /// envelope, the payload itself.
    func successStatusSchema(for endpoint: Endpoint) -> JSONValue {
        guard let envelope = contract.envelope(for: endpoint), envelope.traits.wrapsAnswers else {
            return payloadSchema(for: endpoint, location: nil)
        }
        let success = successEnvelope(for: endpoint, envelope: envelope)
        guard envelope.traits.decider.isInBody else { return success }
        return ["oneOf": [success, failureReference(for: endpoint)]]
    }

    private func successEnvelope(for endpoint: Endpoint, envelope: Envelope) -> JSONValue {
        var object = NestedObjectSchema()
        let description: String
        switch envelope.traits.decider {
        case .successFlag:
            if let field = envelope.successField { object.set(["const": true], at: field, required: true) }
            description = "Success: the envelope's success flag is true."
        case .businessCode:
            description = successByCode(envelope, into: &object)
        case .httpStatus:
            description = "Success: a 2xx answer."
        }
        for (field, schema) in metadataFields(envelope) where !decides(field, envelope) {
            object.set(schema, at: field)
        }
        let location: FieldPath? =
            switch endpoint.response.payload {
            case .result: envelope.payloadField
            case .message: envelope.messageField
            case .none, .body: nil
            }
        let extra: JSONObject = ["description": .string(description)]
        if let location, endpoint.response.type != nil {
            object.set(payloadSchema(for: endpoint, location: location), at: location, required: true)
        } else if endpoint.response.payload == .body, endpoint.response.type != nil {
            // The payload's fields sit beside the envelope's: the body is both.
            return ["allOf": [object.rendered(extra), payloadSchema(for: endpoint, location: nil)]]
        }
        return object.rendered(extra)
    }

    /// Code style: the code is one of the success codes, or absent where that is a success; the description says
    /// which.
    private func successByCode(_ envelope: Envelope, into object: inout NestedObjectSchema) -> String {
        guard let field = envelope.codeField else { return "Success." }
        // A code read from one of several fields is required in none of them; each holds a code of its kind.
        guard envelope.fallbackCodeFields.isEmpty else {
            for field in envelope.codeFields { object.set(codeSchema(envelope), at: field) }
            return "Success: the first of " + envelope.codeFields.map { "`\($0)`" }.joined(separator: ", ")
                + " the body has is one of \(envelope.successCodes.map(\.description).joined(separator: ", "))"
                + (envelope.successWithoutCode ? ", or none is there." : ".")
        }
        let codes = JSONValue.array(envelope.successCodes.map(\.jsonValue))
        let listed = envelope.successCodes.map(\.description).joined(separator: ", ")
        switch (envelope.successWithoutCode, envelope.successCodes.isEmpty) {
        case (true, true):
            object.forbid(field)
            return "Success: the body has no `\(field)`."
        case (true, false):
            object.set(["enum": codes], at: field)
            return "Success: `\(field)` is absent or one of \(listed)."
        case (false, _):
            object.set(["enum": codes], at: field, required: true)
            return "Success: `\(field)` is one of \(listed)."
        }
    }

    /// The payload's type, narrowed by the endpoint's success conditions (a variant's only where the payload is that
    /// variant).
    private func payloadSchema(for endpoint: Endpoint, location: FieldPath?) -> JSONValue {
        guard let type = endpoint.response.type else { return [:] }
        let base = types.schema(for: type)
        // A payload read from an envelope field must be there: absent or null is a failed success condition.
        let present: JSONValue? = location == nil ? nil : ["not": ["type": "null"]]
        let require = endpoint.response.require
        let overlays =
            [RequirementSchema.overlay(require.filter { $0.variant == nil }) ?? present].compactMap { $0 }
            + variantOverlays(require.filter { $0.variant != nil }, type: type)
        guard !overlays.isEmpty else { return base }
        return ["allOf": .array([base] + overlays)]
    }

    /// For each variant with conditions: `if` the payload is that variant (it has the variant's key and none of the
    /// keys of the variants before it, as the client picks), `then` its conditions hold.
    private func variantOverlays(_ requirements: [Endpoint.Requirement], type: TypeRef) -> [JSONValue] {
        guard !requirements.isEmpty, case .union(let name) = type, let union = contract.union(named: name) else {
            return []
        }
        var overlays: [JSONValue] = []
        for (index, variant) in union.variants.enumerated() {
            guard let overlay = RequirementSchema.overlay(requirements.filter { $0.variant == variant.name }) else {
                continue
            }
            var selects: JSONValue = ["required": .strings([variant.discriminatorKey])]
            let earlier = union.variants.prefix(index).map(\.discriminatorKey)
            if !earlier.isEmpty {
                selects = selects.setting("not", ["anyOf": .array(earlier.map { ["required": .strings([$0])] })])
            }
            overlays.append(["if": selects, "then": overlay])
        }
        return overlays
    }

    private func failureSchema(_ envelope: Envelope) -> JSONValue {
        var object = NestedObjectSchema()
        let description: String
        switch envelope.traits.decider {
        case .successFlag:
            if let field = envelope.successField { object.set(["const": false], at: field, required: true) }
            description = "A failure: the success flag is false, whatever the HTTP status."
        case .businessCode:
            if let field = envelope.codeField, envelope.fallbackCodeFields.isEmpty {
                var schema = codeSchema(envelope)
                if !envelope.successCodes.isEmpty {
                    schema = ["allOf": [schema, ["not": ["enum": .array(envelope.successCodes.map(\.jsonValue))]]]]
                }
                object.set(schema, at: field, required: true)
            } else {
                for field in envelope.codeFields { object.set(codeSchema(envelope), at: field) }
            }
            description = "A failure: the code is not a success code, whatever the HTTP status."
        case .httpStatus:
            description =
                envelope.problemDetails
                ? "The body of a failure, told by its HTTP status: RFC 9457 problem details (`type` is read as the "
                    + "error code, `detail` or else `title` as the message) or the fields named here."
                : "The JSON body of a failure, told by its HTTP status; its fields are read when present."
            if envelope.problemDetails {
                for (key, schema) in Self.problemFields where envelope.ownFields.allSatisfy({ $0.keys != [key] }) {
                    object.set(schema, at: FieldPath(key))
                }
            }
        }
        for (field, schema) in metadataFields(envelope) where !decides(field, envelope) {
            object.set(schema, at: field)
        }
        return object.rendered([
            "description": .string(description), ZingExtension.envelope.key: .string(envelope.name),
        ])
    }

    /// Whether `field` is the business code that decides success: its schema is the success's or the failure's, not
    /// the metadata's.
    private func decides(_ field: FieldPath, _ envelope: Envelope) -> Bool {
        envelope.traits.decider == .businessCode && envelope.codeFields.contains(field)
    }

    /// RFC 9457 §3.1's members.
    private static let problemFields: [(String, JSONValue)] = [
        ("type", ["type": "string", "format": "uri-reference"]), ("title", ["type": "string"]),
        ("status", ["type": "integer"]), ("detail", ["type": "string"]),
        ("instance", ["type": "string", "format": "uri-reference"]),
    ]

    /// The schema of a code as the client reads it: a number or numeric text, or text (a number reads as its
    /// digits).
    private func codeSchema(_ envelope: Envelope) -> JSONValue {
        switch envelope.codeKind {
        case .int: ["type": ["integer", "string"], "pattern": .string(WireFormSchemas.numericPattern)]
        case .string: ["type": ["string", "integer"]]
        }
    }

    /// The envelope's wire fields besides the flag and payload, typed as the client reads them (null counts as
    /// absent): a code as its kind, a status echo as an integer or its digits, a timestamp as text or a number.
    private func metadataFields(_ envelope: Envelope) -> [(FieldPath, JSONValue)] {
        var fields: [(FieldPath, JSONValue)] = []
        for field in envelope.codeFields {
            var schema = codeSchema(envelope)
            if case .object(var members) = schema, case .array(let types)? = members["type"] {
                members["type"] = .array(types + ["null"])
                schema = .object(members)
            }
            fields.append((field, schema))
        }
        if let field = envelope.errorCodeField { fields.append((field, ["type": ["string", "null"]])) }
        // A message field that holds no text is passed over for the next, so any value is allowed but the last's.
        for field in envelope.messageFields {
            let isLast = field == envelope.messageFields.last
            fields.append((field, isLast ? ["type": ["string", "null"]] : [:]))
        }
        if let field = envelope.statusCodeField {
            fields.append(
                (field, ["type": ["integer", "string", "null"], "pattern": .string(WireFormSchemas.numericPattern)]))
        }
        // The client keeps a timestamp as sent, text or the digits of a number (``EnvelopeTimestamp``).
        if let field = envelope.timestampField { fields.append((field, ["type": ["string", "number", "null"]])) }
        return fields
    }
}

/// Names usable as component keys (`^[A-Za-z0-9._-]+$`).
enum ComponentName {
    static func sanitized(_ name: String) -> String {
        let allowed = "._-"
        let scalars = name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || allowed.unicodeScalars.contains(scalar))
                ? Character(scalar) : "_"
        }
        return scalars.isEmpty ? "_" : String(scalars)
    }
}

/// Success conditions as schema constraints: a named path must be present and not null; `nonEmpty` adds
/// `minLength`/`minItems`/`minProperties` 1 (each applies only to its own JSON type, as the client's check does: a
/// map's `isEmpty` too); `httpURL` a
/// pattern for http(s) URLs with a host.
enum RequirementSchema {
    static let httpURLPattern = "^[Hh][Tt][Tt][Pp][Ss]?://[^/?#\\s]+"

    /// The constraints of `requirements` on the payload, or nil when there are none.
    static func overlay(_ requirements: [Endpoint.Requirement]) -> JSONValue? {
        guard !requirements.isEmpty else { return nil }
        var root = Node()
        for requirement in requirements { root.add(requirement.path[...], requirement.predicate) }
        return root.schema()
    }

    private struct Node {
        var predicates: [Endpoint.Requirement.Predicate] = []
        var children: [(name: String, node: Node)] = []

        mutating func add(_ path: ArraySlice<String>, _ predicate: Endpoint.Requirement.Predicate) {
            guard let first = path.first else { return predicates.append(predicate) }
            if let index = children.firstIndex(where: { $0.name == first }) {
                children[index].node.add(path.dropFirst(), predicate)
            } else {
                var child = Node()
                child.add(path.dropFirst(), predicate)
                children.append((first, child))
            }
        }

        func schema() -> JSONValue {
            var schema = JSONObject()
            if !predicates.isEmpty { schema["not"] = ["type": "null"] }
            if predicates.contains(.nonEmpty) {
                schema["minLength"] = 1
                schema["minItems"] = 1
                schema["minProperties"] = 1
            }
            if predicates.contains(.httpURL) {
                schema["type"] = "string"
                schema["pattern"] = .string(RequirementSchema.httpURLPattern)
            }
            if !children.isEmpty {
                // The client walks the path through objects: a missing, null or non-object step fails it.
                schema["type"] = "object"
                schema["required"] = .strings(children.map(\.name))
                var properties = JSONObject()
                for child in children { properties[child.name] = child.node.schema() }
                schema["properties"] = .object(properties)
            }
            return .object(schema)
        }
    }
}
