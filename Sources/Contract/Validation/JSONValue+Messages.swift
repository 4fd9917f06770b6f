import TextFoundation

extension JSONValue {
    /// How the value is named in "expected …, found …" messages.
    public var foundDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .int(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): "\"\(value.abbreviatedForMessage)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
