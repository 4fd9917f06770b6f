import WireVocabulary

/// Facts about a type that several concerns need: whether it holds text, and which wire forms fit it.
struct TypeFacts {
    let contract: Contract

    /// The identifier a type names, if any.
    func identifier(_ type: TypeRef) -> Identifier? {
        guard case .identifier(let name) = type else { return nil }
        return contract.identifier(named: name)
    }

    /// The enum a type names, if any.
    func enumeration(_ type: TypeRef) -> Enumeration? {
        guard case .enumeration(let name) = type else { return nil }
        return contract.enumeration(named: name)
    }

    /// `string`, or an identifier stored as a string.
    func isString(_ type: TypeRef) -> Bool {
        if case .scalar(.string) = type { return true }
        return identifier(type)?.storage == .string
    }

    /// The wire forms a field of `type` may declare; empty where `wire:` does not apply (models, unions, enums, json,
    /// which carry their own forms or none, and maps, whose values carry theirs). A list takes `list` and `single`, the forms of its whole value.
    func allowedWireForms(_ type: TypeRef) -> [WireForm] {
        switch type {
        case .list: return WireForm.listForms
        case .model, .union, .enumeration, .map: return []
        case .identifier:
            guard let identifier = identifier(type) else { return [] }
            return Self.allowedWireForms(identifierStorage: identifier.storage)
        case .scalar(let scalar):
            switch scalar {
            case .string: return [.string, .int, .double]
            case .int, .int64: return [.int, .numericString]
            case .double: return [.double, .int, .numericString]
            case .bool: return [.bool, .int, .string]
            case .unixSeconds, .unixMillis: return DateWire.epochForms
            case .dateTime, .url: return [.string]
            case .json: return []
            }
        }
    }

    /// The wire forms an identifier of this storage may be decoded from.
    static func allowedWireForms(identifierStorage storage: Identifier.Storage) -> [WireForm] {
        storage == .int ? [.int, .numericString] : [.string, .int, .numericString]
    }

    /// The wire forms an enum of this storage may be decoded from (as an identifier of the same storage).
    static func allowedWireForms(enumStorage storage: Enumeration.Storage) -> [WireForm] {
        allowedWireForms(identifierStorage: storage == .int ? .int : .string)
    }
}
