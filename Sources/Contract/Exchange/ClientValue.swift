import TextFoundation
import WireVocabulary

/// The value a payload holds at a path once the generated client has decoded it, written back as JSON: numbers sent
/// as text are numbers, ids kept raw are their text, fields of models are read by their own wire forms. What lint
/// compares an example's expected values with, as the generated test compares them through the typed properties.
struct ClientValue: Sendable {
    let contract: Contract
    private let facts: TypeFacts

    init(contract: Contract) {
        self.contract = contract
        facts = TypeFacts(contract: contract)
    }

    /// The decoded value at `path` of `payload` (of type `type`); nil when the path does not lead through the types
    /// (a key no model has, a `json` field), in which case the value is compared as it arrived. A value that does not
    /// decode reads as it arrived too: the payload's decoding fails on it first.
    func value(at path: PayloadPath, in payload: JSONValue, type: TypeRef) -> JSONValue? {
        var value = payload
        var type = type
        var field: Field?
        for component in path.components {
            switch component {
            case .key(let key) where type.mapValue != nil:
                guard let valueType = type.mapValue, let member = value.object?[key] else { return nil }
                value = member
                type = valueType
                field = nil
            case .key(let key):
                guard let model = model(of: type, for: value), let member = value.object?[key],
                    let next = model.field(named: key)
                else { return nil }
                value = member
                type = next.type
                field = next
            case .index(let index):
                guard case .list(let element) = type, case .array(let items) = value, items.indices.contains(index)
                else { return nil }
                value = items[index]
                type = element
                field = nil
            }
        }
        return decoded(value, as: type, field: field)
    }

    /// The model a value of `type` decodes as: the model itself, or the variant of a union whose key the object has.
    private func model(of type: TypeRef, for value: JSONValue) -> Model? {
        switch type {
        case .model(let name): return contract.model(named: name)
        case .union(let name):
            guard let union = contract.union(named: name), let members = value.object,
                let variant = union.variants.first(where: { members[$0.discriminatorKey] != nil })
            else { return nil }
            return contract.model(named: variant.type)
        default: return nil
        }
    }

    private func decoded(_ value: JSONValue, as type: TypeRef, field: Field?) -> JSONValue {
        if value == .null { return .null }
        switch type {
        case .scalar(.json):
            return value
        case .list(let element):
            guard case .array(let items) = value else {
                // `wire: [list, single]`: one element alone is a one-item list.
                guard let field, field.type == type, field.acceptsSingleElement else { return value }
                return .array([decoded(value, as: element, field: nil)])
            }
            return .array(items.map { decoded($0, as: element, field: nil) })
        case .map(let valueType):
            guard case .object(let members) = value else { return value }
            return .object(members.mapValues { decoded($0, as: valueType, field: nil) })
        case .model, .union:
            guard let model = model(of: type, for: value), case .object(let members) = value else { return value }
            var object = JSONObject()
            for (key, member) in members {
                guard let next = model.field(named: key) else { continue }
                object[key] = decoded(member, as: next.type, field: next)
            }
            return .object(object)
        case .identifier, .scalar, .enumeration:
            return WireDecoding(type: type, field: field, facts: facts).decoded(value) ?? value
        }
    }
}
