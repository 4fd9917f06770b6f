/// A path into a JSON payload as examples write it: `userInfo.id`, `[0].tenantUserId`, `list[2].name`;
/// the empty path is the payload itself.
public struct PayloadPath: Sendable, Hashable, CustomStringConvertible {
    /// One step: a key of an object or an index of an array.
    public enum Component: Sendable, Hashable {
        /// An object's member, by its key.
        case key(String)
        /// An array's element, by its position from 0.
        case index(Int)
    }

    /// The steps, from the payload down; none for the payload itself.
    public var components: [Component]

    /// Nil when the text is not a path (an empty key, an unclosed or non-numeric index). Read by character, so that a
    /// delimiter with a combining mark is part of a key.
    public init?(_ text: String) {
        guard let components = Self.components(of: text) else { return nil }
        self.components = components
    }

    private static func components(of text: String) -> [Component]? {
        var components: [Component] = []
        var key = ""
        var rest = Substring(text)
        var expectsKey = !text.hasPrefix("[")
        while let character = rest.first {
            rest = rest.dropFirst()
            switch character {
            case ".":
                if expectsKey { guard !key.isEmpty else { return nil }; components.append(.key(key)) }
                key = ""
                expectsKey = true
            case "[":
                if expectsKey { guard !key.isEmpty else { return nil }; components.append(.key(key)) }
                guard let close = rest.firstIndex(of: "]"), let index = Int(rest[..<close]), index >= 0 else {
                    return nil
                }
                components.append(.index(index))
                rest = rest[rest.index(after: close)...]
                key = ""
                expectsKey = false
                guard rest.isEmpty || rest.first == "." || rest.first == "[" else { return nil }
            default:
                guard expectsKey else { return nil }
                key.append(character)
            }
        }
        if expectsKey, !text.isEmpty {
            guard !key.isEmpty else { return nil }
            components.append(.key(key))
        }
        return components
    }

    /// A path of these steps.
    public init(components: [Component]) {
        self.components = components
    }

    /// The value at this path, or nil when the JSON has nothing there.
    public func value(in root: JSONValue) -> JSONValue? {
        var value = root
        for component in components {
            switch (component, value) {
            case (.key(let key), .object(let members)):
                guard let member = members[key] else { return nil }
                value = member
            case (.index(let index), .array(let items)):
                guard items.indices.contains(index) else { return nil }
                value = items[index]
            default:
                return nil
            }
        }
        return value
    }

    /// This path one step further.
    public func appending(_ component: Component) -> PayloadPath { PayloadPath(components: components + [component]) }

    /// `userInfo.id`, `[0].status`, `result[0].status`.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
