@_spi(Generated) import WireVocabulary

/// Number fields whose server writes a text instead of a number where it has none (a level's `next_exp` is `"--"` at
/// the top level; the contract's `noValue:`): that text reads as nil, so the number stays typed, and nil is written
/// back as the text.
@_spi(Generated)
extension KeyedDecodingContainer {
    /// Like `decodeLenientIfPresent(_:forKey:accepting:)` for `Int`; `noValue` also gives `nil`.
    public func decodeLenientIfPresent(_ type: Int.Type, forKey key: Key, accepting forms: WireForms, noValue: String)
        throws -> Int?
    {
        try holds(noValue, at: key) ? nil : decodeLenientIfPresent(type, forKey: key, accepting: forms)
    }

    /// Like `decodeLenientIfPresent(_:forKey:accepting:)` for `Int64`; `noValue` also gives `nil`.
    public func decodeLenientIfPresent(
        _ type: Int64.Type, forKey key: Key, accepting forms: WireForms, noValue: String
    ) throws -> Int64? {
        try holds(noValue, at: key) ? nil : decodeLenientIfPresent(type, forKey: key, accepting: forms)
    }

    /// Like `decodeLenientIfPresent(_:forKey:accepting:)` for `Double`; `noValue` also gives `nil`.
    public func decodeLenientIfPresent(
        _ type: Double.Type, forKey key: Key, accepting forms: WireForms, noValue: String
    ) throws -> Double? {
        try holds(noValue, at: key) ? nil : decodeLenientIfPresent(type, forKey: key, accepting: forms)
    }

    /// Whether the value at `key` is the string `text` exactly.
    private func holds(_ text: String, at key: Key) -> Bool {
        (try? decodeIfPresent(String.self, forKey: key)) == text
    }
}

@_spi(Generated)
extension KeyedEncodingContainer {
    /// Encodes `value`, or `noValue` where there is none, as the server writes the field.
    public mutating func encode<Number: Encodable>(_ value: Number?, forKey key: Key, noValue: String) throws {
        if let value { try encode(value, forKey: key) } else { try encode(noValue, forKey: key) }
    }
}
