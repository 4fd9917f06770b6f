import TextFoundation

/// Where an envelope field sits in a body: a key (`errcode`), or keys through nested objects
/// (`Response.Error.Code`, Tencent Cloud-style), written with dots.
public struct FieldPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The keys from the body's top level down, at least one.
    public var keys: [String]

    /// The path `text` names: its keys between dots (`Response.Error.Code`), or one key.
    public init(_ text: String) {
        keys = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// A path of these keys.
    public init(keys: [String]) {
        self.keys = keys
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// The path as a contract writes it: `Response.Error.Code`.
    public var description: String { keys.joined(separator: ".") }

    /// The last key: the field's own name inside its object.
    public var name: String { keys.last ?? "" }

    /// The keys of the objects the field sits in (empty for a top-level field).
    public var parent: [String] { Array(keys.dropLast()) }

    /// Whether the path is well formed: every key non-empty.
    public var isWellFormed: Bool { !keys.isEmpty && keys.allSatisfy { !$0.isEmpty } }

    /// The value at the path in `body`; nil when a key is missing or an object on the way is not one.
    public func value(in body: JSONValue) -> JSONValue? {
        var current = body
        for key in keys {
            guard let next = current.object?[key] else { return nil }
            current = next
        }
        return current
    }

    /// Where the path runs into a value that is no object before its last key (`Response` is `5` on the way to
    /// `Response.Error.Code`): that leading part of the path and its value; nil when the path is open or ends early at
    /// an absent key.
    public func obstruction(in body: JSONValue) -> (path: FieldPath, value: JSONValue)? {
        var current = body
        for (index, key) in keys.enumerated() {
            guard case .object(let members) = current else {
                return index == 0 ? nil : (FieldPath(keys: Array(keys.prefix(index))), current)
            }
            guard let next = members[key] else { return nil }
            current = next
        }
        return nil
    }

    /// `body` with `value` at the path, making the objects on the way where they are missing (a value on the way
    /// that is no object is replaced by one).
    public func setting(_ value: JSONValue, in body: JSONValue) -> JSONValue {
        Self.setting(value, at: keys[...], in: body)
    }

    private static func setting(_ value: JSONValue, at keys: ArraySlice<String>, in body: JSONValue) -> JSONValue {
        guard let key = keys.first else { return value }
        var members = body.object ?? JSONObject()
        members[key] = setting(value, at: keys.dropFirst(), in: members[key] ?? .object(JSONObject()))
        return .object(members)
    }
}
