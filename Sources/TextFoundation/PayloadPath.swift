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
        text.utf8.allSatisfy { $0 < 0x80 } ? componentsOfASCII(text) : componentsByCharacter(text)
    }

    /// ``componentsByCharacter(_:)`` of an ASCII text, read in its bytes: each byte is a character there but for
    /// CR-LF, which is part of a key either way. A key is cut out of the text whole.
    package static func componentsOfASCII(_ text: String) -> [Component]? {
        let utf8 = text.utf8
        var components: [Component] = []
        var keyStart = utf8.startIndex
        var index = utf8.startIndex
        var expectsKey = utf8.first != UInt8(ascii: "[")
        func appendKey() -> Bool {
            guard keyStart != index else { return false }
            components.append(.key(String(text[keyStart..<index])))
            return true
        }
        while index != utf8.endIndex {
            switch utf8[index] {
            case UInt8(ascii: "."):
                if expectsKey { guard appendKey() else { return nil } }
                index = utf8.index(after: index)
                keyStart = index
                expectsKey = true
            case UInt8(ascii: "["):
                if expectsKey { guard appendKey() else { return nil } }
                let open = utf8.index(after: index)
                guard let close = utf8[open...].firstIndex(of: UInt8(ascii: "]")),
                    let position = Int(text[open..<close]),
                    position >= 0
                else { return nil }
                components.append(.index(position))
                index = utf8.index(after: close)
                keyStart = index
                expectsKey = false
                guard index == utf8.endIndex || utf8[index] == UInt8(ascii: ".") || utf8[index] == UInt8(ascii: "[")
                else { return nil }
            default:
                guard expectsKey else { return nil }
                index = utf8.index(after: index)
            }
        }
        if expectsKey, !text.isEmpty {
            guard appendKey() else { return nil }
        }
        return components
    }

    /// The steps of `text`, read character by character; nil when it is not a path.
    package static func componentsByCharacter(_ text: String) -> [Component]? {
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
