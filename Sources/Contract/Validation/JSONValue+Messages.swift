import TextFoundation

extension JSONValue {
    /// How the value is named in "expected …, found …" messages: a string quoted whole (a diagnostic bounds what it
    /// quotes where it is made, after any secret in it was redacted, so a cut never leaves part of a secret behind).
    public var foundDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .int(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): JSONQuoting.quoted(value)
        case .array: "an array"
        case .object: "an object"
        }
    }
}
