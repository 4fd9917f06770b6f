import Foundation

/// Lists that may also arrive as one element alone (`wire: [list, single]` in a contract), such as a prefix or a list
/// of prefixes: one element is read as a one-item list. The client always sends the list itself.
@_spi(Generated)
extension KeyedDecodingContainer {
    /// Decodes a JSON array of `Element`, or one `Element` alone as a one-item list. A missing key throws `keyNotFound`
    /// and `null` throws, as plain `decode` does; an element that does not decode throws its own error.
    public func decodeListOrSingle<Element: Decodable>(_ type: [Element].Type, forKey key: Key) throws -> [Element] {
        // Only an array opens as an unkeyed container; anything else is one element.
        if (try? nestedUnkeyedContainer(forKey: key)) != nil {
            return try decode([Element].self, forKey: key)
        }
        return [try decode(Element.self, forKey: key)]
    }

    /// ``decodeListOrSingle(_:forKey:)`` for a field that may be absent or `null`: nil then.
    public func decodeListOrSingleIfPresent<Element: Decodable>(
        _ type: [Element].Type, forKey key: Key
    ) throws -> [Element]? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodeListOrSingle(type, forKey: key)
    }
}
