import WireVocabulary

/// The built-in scalar types of the contract format.
public enum ScalarType: String, Sendable, Hashable, CaseIterable {
    case string, int, int64, double, bool
    /// A date sent as seconds since 1970.
    case unixSeconds
    /// A date sent as milliseconds since 1970.
    case unixMillis
    /// A date sent as ISO-8601 text.
    case dateTime
    case url
    /// Any JSON value, kept opaque.
    case json
}

extension ScalarType {
    /// The unit a date counted from 1970 is sent in; nil for every other type.
    package var epochUnit: DateWire.EpochUnit? {
        switch self {
        case .unixSeconds: .seconds
        case .unixMillis: .milliseconds
        default: nil
        }
    }
}

/// A field's type, resolved against the contract's definitions.
public indirect enum TypeRef: Sendable, Hashable, CustomStringConvertible {
    case scalar(ScalarType)
    case identifier(String)
    case model(String)
    case union(String)
    /// A set of documented values (`enums:`).
    case enumeration(String)
    case list(TypeRef)
    /// An object whose keys are data (dictionary codes, ids, dates) and whose values are all of one type:
    /// `{ map: DictItem }`, a Swift `[String: DictItem]`.
    case map(TypeRef)

    /// The contract spelling: `string`, `TenantID`, `[TenantMembership]`, `{ map: DictItem }`.
    public var description: String {
        switch self {
        case .scalar(let scalar): scalar.rawValue
        case .identifier(let name), .model(let name), .union(let name), .enumeration(let name): name
        case .list(let element): "[\(element)]"
        case .map(let value): "{ map: \(value) }"
        }
    }

    /// The type one step into a list holds, or the type itself.
    public var listElement: TypeRef {
        if case .list(let element) = self { return element }
        return self
    }

    /// The type a list or a map holds, at any depth, or the type itself.
    public var elementType: TypeRef {
        switch self {
        case .list(let element), .map(let element): element.elementType
        default: self
        }
    }

    /// The type a map's values have, one step in; nil for every other type.
    public var mapValue: TypeRef? {
        if case .map(let value) = self { return value }
        return nil
    }
}
