import TextFoundation
@_spi(Generated) import WireVocabulary

/// Lenient scalar decoding for fields documented as "number or string", by ``WireReading``'s table.
///
/// The native form is tried first, so the common case costs about what a plain `decode` costs; anything else is read
/// as a ``JSONValue`` and judged by ``LenientReading``, the interpreter lint and `verify` use too. A value in no
/// accepted form throws `DecodingError.dataCorrupted` naming the accepted forms and what was found, e.g. `expected an
/// integer or a numeric string, found "abc"`. A missing key throws `keyNotFound` and `null` throws `valueNotFound`, as
/// plain `decode` does; the `IfPresent` variants return `nil` for both.
@_spi(Generated)
extension KeyedDecodingContainer {
    /// Decodes an `Int`: a JSON integer, numeric text, or `true`/`false` as 1/0, as `forms` allow.
    public func decodeLenient(_ type: Int.Type, forKey key: Key, accepting forms: WireForms) throws -> Int {
        if forms.acceptsNumber(for: .integer), let value = try? decode(Int.self, forKey: key) { return value }
        return try read(key, type) { LenientReading.integer($0, accepting: forms.forms, as: Int.self) }
    }

    /// Like `decodeLenient(_:forKey:accepting:)` for `Int`; absent or `null` gives `nil`. The `IfPresent` variants read
    /// a value in the native form with one lookup of the key (`decodeIfPresent`); only when there is none in that form
    /// (another form, `null`, or no key) do they ask whether there is a value and read it as the plain variant does.
    public func decodeLenientIfPresent(_ type: Int.Type, forKey key: Key, accepting forms: WireForms) throws -> Int? {
        if forms.acceptsNumber(for: .integer), let value = try? decodeIfPresent(Int.self, forKey: key) { return value }
        return try hasValue(for: key) ? decodeLenient(type, forKey: key, accepting: forms) : nil
    }

    /// Decodes an `Int64`; same forms as the `Int` variant, range checked against `Int64`.
    public func decodeLenient(_ type: Int64.Type, forKey key: Key, accepting forms: WireForms) throws -> Int64 {
        if forms.acceptsNumber(for: .integer), let value = try? decode(Int64.self, forKey: key) { return value }
        return try read(key, type) { LenientReading.integer($0, accepting: forms.forms, as: Int64.self) }
    }

    /// Like `decodeLenient(_:forKey:accepting:)` for `Int64`; absent or `null` gives `nil`.
    public func decodeLenientIfPresent(_ type: Int64.Type, forKey key: Key, accepting forms: WireForms) throws
        -> Int64?
    {
        if forms.acceptsNumber(for: .integer), let value = try? decodeIfPresent(Int64.self, forKey: key) {
            return value
        }
        return try hasValue(for: key) ? decodeLenient(type, forKey: key, accepting: forms) : nil
    }

    /// Decodes a `Double`: a number, numeric or decimal text, or `true`/`false` as 1/0, as `forms` allow.
    public func decodeLenient(_ type: Double.Type, forKey key: Key, accepting forms: WireForms) throws -> Double {
        if forms.contains(.double) || forms.isEmpty, let value = try? decode(Double.self, forKey: key) { return value }
        return try read(key, type) { LenientReading.double($0, accepting: forms.forms) }
    }

    /// Like `decodeLenient(_:forKey:accepting:)` for `Double`; absent or `null` gives `nil`.
    public func decodeLenientIfPresent(_ type: Double.Type, forKey key: Key, accepting forms: WireForms) throws
        -> Double?
    {
        if forms.contains(.double) || forms.isEmpty, let value = try? decodeIfPresent(Double.self, forKey: key) {
            return value
        }
        return try hasValue(for: key) ? decodeLenient(type, forKey: key, accepting: forms) : nil
    }

    /// Decodes a `Bool`: `true`/`false`, `0`/`1`, or `"true"`, `"false"`, `"0"`, `"1"`, as `forms` allow.
    public func decodeLenient(_ type: Bool.Type, forKey key: Key, accepting forms: WireForms) throws -> Bool {
        if forms.contains(.bool) || forms.isEmpty, let value = try? decode(Bool.self, forKey: key) { return value }
        return try read(key, type) { LenientReading.bool($0, accepting: forms.forms) }
    }

    /// Like `decodeLenient(_:forKey:accepting:)` for `Bool`; absent or `null` gives `nil`.
    public func decodeLenientIfPresent(_ type: Bool.Type, forKey key: Key, accepting forms: WireForms) throws
        -> Bool?
    {
        if forms.contains(.bool) || forms.isEmpty, let value = try? decodeIfPresent(Bool.self, forKey: key) {
            return value
        }
        return try hasValue(for: key) ? decodeLenient(type, forKey: key, accepting: forms) : nil
    }

    /// Decodes a `String`: any text or only numeric text, or the canonical text of a number or a boolean.
    public func decodeLenient(_ type: String.Type, forKey key: Key, accepting forms: WireForms) throws -> String {
        if forms.contains(.string) || forms.isEmpty, let value = try? decode(String.self, forKey: key) { return value }
        return try read(key, type) { LenientReading.string($0, accepting: forms.forms) }
    }

    /// Like `decodeLenient(_:forKey:accepting:)` for `String`; absent or `null` gives `nil`.
    public func decodeLenientIfPresent(_ type: String.Type, forKey key: Key, accepting forms: WireForms) throws
        -> String?
    {
        if forms.contains(.string) || forms.isEmpty, let value = try? decodeIfPresent(String.self, forKey: key) {
            return value
        }
        return try hasValue(for: key) ? decodeLenient(type, forKey: key, accepting: forms) : nil
    }

    /// The text of a value kept as sent (an identifier with `invalid: keepRaw`) whose own form is a number: the
    /// integer form is tried first, because a number is what usually arrives and a failed attempt costs a thrown
    /// error. Accepts and returns what `decodeLenient(_:forKey:accepting:)` does.
    public func decodeLenient(
        _ type: String.Type, forKey key: Key, accepting forms: WireForms, numbersFirst: Bool
    ) throws -> String {
        if numbersFirst, forms.contains(.int), let number = try? decode(Int64.self, forKey: key) {
            return String(number)
        }
        return try decodeLenient(type, forKey: key, accepting: forms)
    }

    /// Like `decodeLenient(_:forKey:accepting:numbersFirst:)`; absent or `null` gives `nil`.
    public func decodeLenientIfPresent(
        _ type: String.Type, forKey key: Key, accepting forms: WireForms, numbersFirst: Bool
    ) throws -> String? {
        if numbersFirst, forms.contains(.int), let number = try? decodeIfPresent(Int64.self, forKey: key) {
            return String(number)
        }
        return try decodeLenientIfPresent(type, forKey: key, accepting: forms)
    }

    private func hasValue(for key: Key) throws -> Bool {
        try contains(key) && !decodeNil(forKey: key)
    }

    /// Reads the value at `key` as JSON and judges it by `reading`; a missing key or `null` throws as plain `decode`.
    private func read<T>(_ key: Key, _ type: T.Type, _ reading: (JSONValue) -> Result<T, WireMismatch>) throws -> T {
        let value = try decode(JSONValue.self, forKey: key)
        if value == .null {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: codingPath + [key], debugDescription: "Expected \(type) but found null."))
        }
        switch reading(value) {
        case .success(let decoded): return decoded
        case .failure(let mismatch):
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: mismatch.message)
        }
    }
}

extension WireForms {
    /// Whether a JSON number is read by one of the forms (the target's own form when there are none).
    func acceptsNumber(for target: WireTarget) -> Bool {
        isEmpty ? target.nativeForm == .int || target.nativeForm == .double : contains(.int) || contains(.double)
    }
}
