import Contract
import WireVocabulary

extension Rules {
    static let scalarRules = [
        fieldTypeChanged, fieldNowIdentifier, fieldNowMap, mapValueTypeChanged, responseFieldWireWidened,
        responseFieldWireNarrowed,
        requestFieldWireFormsChanged,
    ]

    static let fieldTypeChanged = Rule(
        "field-type-changed", .scalars, wire: .breaking, swift: .breaking,
        "The field carries another type; values of the old type no longer decode or encode.",
        client: "Update every read and write of the field to the new type.")
    static let fieldNowIdentifier = Rule(
        "field-now-identifier", .scalars, wire: .nonBreaking, swift: .breaking,
        "A plain scalar became a semantic id type; the wire form is the same, the Swift type is not.",
        client: "Wrap or unwrap values with the id type (`rawValue`).")
    static let fieldNowMap = Rule(
        "field-now-map", .scalars, wire: .possiblyBreaking, swift: .breaking,
        "The field's keys became data (`{ map: V }`): every key now decodes, but an object whose values are not all "
            + "of the value type no longer does; the Swift property is a `[String: V]` dictionary.",
        client: "Read the field by key from the dictionary; confirm every value the server sends is of the value type.")
    static let mapValueTypeChanged = Rule(
        "map-value-type-changed", .scalars, wire: .breaking, swift: .breaking,
        "The values of a map carry another type; values of the old type no longer decode or encode.",
        client: "Update every read and write of the map's values to the new type.")
    static let responseFieldWireWidened = Rule(
        "response-field-wire-widened", .scalars, wire: .nonBreaking, swift: .nonBreaking,
        "The client decodes the field leniently from more wire forms (e.g. number or numeric string); "
            + "everything accepted before still decodes to the same Swift type.",
        client: "None.")
    static let responseFieldWireNarrowed = Rule(
        "response-field-wire-narrowed", .scalars, wire: .breaking, swift: .nonBreaking,
        "The client accepts fewer wire forms; a server still sending a dropped form fails to decode.",
        client: "Confirm the server never sends the dropped forms.")
    static let requestFieldWireFormsChanged = Rule(
        "request-field-wire-forms-changed", .scalars, wire: .nonBreaking, swift: .nonBreaking,
        "Accepted wire forms only affect decoding; the client still sends the field's own form.", client: "None.")
}

extension DiffContext {
    /// Type and wire-form changes of one field; `direction` is where its model travels.
    mutating func diffFieldType(
        _ old: Field, _ new: Field, direction: Direction, group: String, path: String, what: String
    ) {
        let before = renamed(old.type)
        if before != new.type {
            var rule = Rules.fieldTypeChanged
            if case .scalar(let scalar) = before, case .identifier(let name) = new.type,
                let identifier = head.identifier(named: name),
                (scalar == .int && identifier.storage == .int) || (scalar == .string && identifier.storage == .string)
            {
                rule = Rules.fieldNowIdentifier
            }
            if case .map = new.type {
                if case .map = before { rule = Rules.mapValueTypeChanged } else { rule = Rules.fieldNowMap }
            }
            var enumForms: [WireForm]?
            if case .scalar(let scalar) = before, case .enumeration(let name) = new.type,
                let enumeration = head.enumeration(named: name),
                (scalar == .int && enumeration.storage == .int) || (scalar == .string && enumeration.storage == .string)
            {
                rule = Rules.fieldNowEnum
                enumForms = enumeration.wire
            }
            emit(
                rule, group: group, path: path, "\(what) type changed", before: "\(old.type)",
                after: "\(new.type)", at: new.provenance)
            // The same values as an enum: what the enum's forms accept may still be less than the field accepted.
            if let enumForms, direction.contains(.response) {
                diffWireForms(
                    old: Self.effectiveForms(old), new: enumForms, narrowed: Rules.responseFieldWireNarrowed,
                    widened: Rules.responseFieldWireWidened, group: group, path: path, what: what, at: new.provenance)
            }
            return
        }
        let oldForms = Self.effectiveForms(old)
        let newForms = Self.effectiveForms(new)
        guard Set(oldForms) != Set(newForms) else { return }
        if direction.contains(.response) {
            diffWireForms(
                old: oldForms, new: newForms, narrowed: Rules.responseFieldWireNarrowed,
                widened: Rules.responseFieldWireWidened, group: group, path: path, what: what, at: new.provenance)
        }
        if direction.contains(.request) {
            emit(
                Rules.requestFieldWireFormsChanged, group: group, path: path, "\(what) accepted wire forms changed",
                before: "[" + oldForms.map(\.rawValue).joined(separator: ", ") + "]",
                after: "[" + newForms.map(\.rawValue).joined(separator: ", ") + "]", at: new.provenance)
        }
    }

    /// The forms a field is decoded from: its `wire:` list, or its type's own form when it lists none (so `[int]`
    /// and no list at all are the same contract); a list's own form is `list`.
    static func effectiveForms(_ field: Field) -> [WireForm] {
        guard field.wire.isEmpty else { return field.wire }
        if case .list = field.type { return [.list] }
        guard case .scalar(let scalar) = field.type else { return [] }
        switch scalar {
        case .int, .int64, .unixSeconds, .unixMillis: return [.int]
        case .double: return [.double]
        case .bool: return [.bool]
        case .string, .dateTime, .url: return [.string]
        case .json: return []
        }
    }
}
