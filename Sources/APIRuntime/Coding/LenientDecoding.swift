import Foundation

/// A JSON form in which a scalar may arrive on the wire.
///
/// For numeric targets `.string` means the same as `.numericString` (only numeric text can become a
/// number), except that `Double` also accepts decimal text such as `"1.5"`. An empty set accepts the target
/// type's own JSON form only.
@_spi(Generated)
public enum WireForm: String, Sendable, CaseIterable {
    /// A JSON string.
    case string
    /// A JSON integer.
    case int
    /// A JSON string of ASCII digits with an optional leading `-`, e.g. `"1234"`; no whitespace, no `+`.
    case numericString
    /// Any JSON number.
    case double
    /// JSON `true` / `false`.
    case bool
}

/// Lenient scalar decoding for fields documented as "number or string".
///
/// The native form is tried first, so the common case costs about what a plain `decode` costs. A value
/// present in no accepted form throws `DecodingError.dataCorrupted` naming the accepted forms and what was
/// found, e.g. `expected an integer or a numeric string, found "abc"`. A missing key throws `keyNotFound`
/// and `null` throws `valueNotFound`, as plain `decode` does; the `IfPresent` variants return `nil` for both.
@_spi(Generated)
extension KeyedDecodingContainer {
    // Each method inlines only the native attempt; everything else is in an outlined slow path, which
    // keeps the common case within a few percent of a plain `decode`.

    /// Decodes an `Int`: a JSON integer (`.int`/`.double`), a numeric string that fits `Int`
    /// (`.numericString`/`.string`), or `true`/`false` as 1/0 (`.bool`).
    public func decodeLenient(_ type: Int.Type, forKey key: Key, accepting forms: WireForms) throws -> Int {
        let mask = FormMask(forms, native: .int)
        if mask.acceptsNumber, let value = try LenientCore.attempt({ try decode(Int.self, forKey: key) }) {
            return value
        }
        return try slowInteger(key, mask, skipNative: mask.acceptsNumber) { try $0.decodeInt() }
    }

    /// Like `decodeLenient(_:forKey:accepting:)` for `Int`; absent or `null` gives `nil`.
    public func decodeLenientIfPresent(_ type: Int.Type, forKey key: Key, accepting forms: WireForms) throws
        -> Int?
    {
        let mask = FormMask(forms, native: .int)
        if mask.acceptsNumber {
            guard let result = LenientCore.attemptIfPresent({ try decodeIfPresent(Int.self, forKey: key) }) else {
                return try slowInteger(key, mask, skipNative: true) { try $0.decodeInt() }
            }
            return result
        }
        guard try hasValue(for: key) else { return nil }
        return try slowInteger(key, mask, skipNative: false) { try $0.decodeInt() }
    }

    /// Decodes an `Int64`; same forms as the `Int` variant, range checked against `Int64`.
    public func decodeLenient(_ type: Int64.Type, forKey key: Key, accepting forms: WireForms) throws -> Int64 {
        let mask = FormMask(forms, native: .int)
        if mask.acceptsNumber, let value = try LenientCore.attempt({ try decode(Int64.self, forKey: key) }) {
            return value
        }
        return try slowInteger(key, mask, skipNative: mask.acceptsNumber) { try $0.decodeInt64() }
    }

    /// Like `decodeLenient(_:forKey:accepting:)` for `Int64`; absent or `null` gives `nil`.
    public func decodeLenientIfPresent(_ type: Int64.Type, forKey key: Key, accepting forms: WireForms) throws
        -> Int64?
    {
        let mask = FormMask(forms, native: .int)
        if mask.acceptsNumber {
            guard let result = LenientCore.attemptIfPresent({ try decodeIfPresent(Int64.self, forKey: key) }) else {
                return try slowInteger(key, mask, skipNative: true) { try $0.decodeInt64() }
            }
            return result
        }
        guard try hasValue(for: key) else { return nil }
        return try slowInteger(key, mask, skipNative: false) { try $0.decodeInt64() }
    }

    /// Decodes a `Double`: any number (`.double`; with only `.int`, integral numbers), a numeric string
    /// (`.numericString`) or decimal text such as `"1.5"` (`.string`), or `true`/`false` as 1/0 (`.bool`).
    public func decodeLenient(_ type: Double.Type, forKey key: Key, accepting forms: WireForms) throws -> Double {
        let mask = FormMask(forms, native: .double)
        if mask.has(.double), let value = try LenientCore.attempt({ try decode(Double.self, forKey: key) }) {
            return value
        }
        return try slowDouble(key, mask, skipNative: mask.has(.double))
    }

    /// Like `decodeLenient(_:forKey:accepting:)` for `Double`; absent or `null` gives `nil`.
    public func decodeLenientIfPresent(_ type: Double.Type, forKey key: Key, accepting forms: WireForms) throws
        -> Double?
    {
        let mask = FormMask(forms, native: .double)
        if mask.has(.double) {
            guard let result = LenientCore.attemptIfPresent({ try decodeIfPresent(Double.self, forKey: key) }) else {
                return try slowDouble(key, mask, skipNative: true)
            }
            return result
        }
        guard try hasValue(for: key) else { return nil }
        return try slowDouble(key, mask, skipNative: false)
    }

    /// Decodes a `Bool`: `true`/`false` (`.bool`), `0`/`1` (`.int`/`.double`), `"true"`, `"false"`, `"0"`,
    /// `"1"` (`.string`) or `"0"`/`"1"` (`.numericString`).
    public func decodeLenient(_ type: Bool.Type, forKey key: Key, accepting forms: WireForms) throws -> Bool {
        let mask = FormMask(forms, native: .bool)
        if mask.has(.bool), let value = try LenientCore.attempt({ try decode(Bool.self, forKey: key) }) {
            return value
        }
        return try slowBool(key, mask, skipNative: mask.has(.bool))
    }

    /// Like `decodeLenient(_:forKey:accepting:)` for `Bool`; absent or `null` gives `nil`.
    public func decodeLenientIfPresent(_ type: Bool.Type, forKey key: Key, accepting forms: WireForms) throws
        -> Bool?
    {
        let mask = FormMask(forms, native: .bool)
        if mask.has(.bool) {
            guard let result = LenientCore.attemptIfPresent({ try decodeIfPresent(Bool.self, forKey: key) }) else {
                return try slowBool(key, mask, skipNative: true)
            }
            return result
        }
        guard try hasValue(for: key) else { return nil }
        return try slowBool(key, mask, skipNative: false)
    }

    /// Decodes a `String`: any string (`.string`) or only numeric text (`.numericString`), or the canonical
    /// text of an integer (`.int`, `1234`), a number (`.double`, `1.5`) or a boolean (`.bool`, `true`).
    public func decodeLenient(_ type: String.Type, forKey key: Key, accepting forms: WireForms) throws -> String {
        let mask = FormMask(forms, native: .string)
        if mask.has(.string), let value = try LenientCore.attempt({ try decode(String.self, forKey: key) }) {
            return value
        }
        return try slowString(key, mask, skipNative: mask.has(.string))
    }

    /// Like `decodeLenient(_:forKey:accepting:)` for `String`; absent or `null` gives `nil`.
    public func decodeLenientIfPresent(_ type: String.Type, forKey key: Key, accepting forms: WireForms) throws
        -> String?
    {
        let mask = FormMask(forms, native: .string)
        if mask.has(.string) {
            guard let result = LenientCore.attemptIfPresent({ try decodeIfPresent(String.self, forKey: key) }) else {
                return try slowString(key, mask, skipNative: true)
            }
            return result
        }
        guard try hasValue(for: key) else { return nil }
        return try slowString(key, mask, skipNative: false)
    }

    /// The text of a value kept as sent (an identifier with `invalid: keepRaw`) whose own form is a number: the
    /// integer form is tried first, because a number is what usually arrives and a failed attempt costs a thrown
    /// error. Accepts and returns what `decodeLenient(_:forKey:accepting:)` does.
    public func decodeLenient(
        _ type: String.Type, forKey key: Key, accepting forms: WireForms, numbersFirst: Bool
    ) throws -> String {
        if numbersFirst, forms.contains(.int),
            let number = try LenientCore.attempt({ try decode(Int64.self, forKey: key) })
        {
            return String(number)
        }
        return try decodeLenient(type, forKey: key, accepting: forms)
    }

    /// Like `decodeLenient(_:forKey:accepting:numbersFirst:)`; absent or `null` gives `nil`.
    public func decodeLenientIfPresent(
        _ type: String.Type, forKey key: Key, accepting forms: WireForms, numbersFirst: Bool
    ) throws -> String? {
        if numbersFirst, forms.contains(.int),
            let number = LenientCore.attemptIfPresent({ try decodeIfPresent(Int64.self, forKey: key) })
        {
            return number.map { String($0) }
        }
        return try decodeLenientIfPresent(type, forKey: key, accepting: forms)
    }

    private func hasValue(for key: Key) throws -> Bool {
        try contains(key) && !decodeNil(forKey: key)
    }

    @inline(never)
    private func slowInteger<T: FixedWidthInteger>(
        _ key: Key, _ mask: FormMask, skipNative: Bool, native: (KeyedSource<Key>) throws -> T
    ) throws -> T {
        try LenientCore.integer(KeyedSource(container: self, key: key), mask, skipNative: skipNative, native: native)
    }

    @inline(never)
    private func slowDouble(_ key: Key, _ mask: FormMask, skipNative: Bool) throws -> Double {
        try LenientCore.double(KeyedSource(container: self, key: key), mask, skipNative: skipNative)
    }

    @inline(never)
    private func slowBool(_ key: Key, _ mask: FormMask, skipNative: Bool) throws -> Bool {
        try LenientCore.bool(KeyedSource(container: self, key: key), mask, skipNative: skipNative)
    }

    @inline(never)
    private func slowString(_ key: Key, _ mask: FormMask, skipNative: Bool) throws -> String {
        try LenientCore.string(KeyedSource(container: self, key: key), mask, skipNative: skipNative)
    }
}

struct KeyedSource<Key: CodingKey>: LenientSource {
    let container: KeyedDecodingContainer<Key>
    let key: Key

    func decodeInt() throws -> Int { try container.decode(Int.self, forKey: key) }
    func decodeInt64() throws -> Int64 { try container.decode(Int64.self, forKey: key) }
    func decodeDouble() throws -> Double { try container.decode(Double.self, forKey: key) }
    func decodeBool() throws -> Bool { try container.decode(Bool.self, forKey: key) }
    func decodeString() throws -> String { try container.decode(String.self, forKey: key) }

    func requireValue(of type: Any.Type) throws {
        guard container.contains(key) else {
            let context = DecodingError.Context(
                codingPath: container.codingPath, debugDescription: "No value for key \"\(key.stringValue)\".")
            throw DecodingError.keyNotFound(key, context)
        }
        if try container.decodeNil(forKey: key) {
            let context = DecodingError.Context(
                codingPath: container.codingPath + [key], debugDescription: "Expected \(type) but found null.")
            throw DecodingError.valueNotFound(type, context)
        }
    }

    func corrupted(_ message: String) -> DecodingError {
        .dataCorruptedError(forKey: key, in: container, debugDescription: message)
    }
}
