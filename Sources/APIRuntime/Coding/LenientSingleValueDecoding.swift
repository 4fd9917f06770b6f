import TextFoundation
@_spi(Generated) import WireVocabulary

/// Lenient decoding of a single value, e.g. in an identifier type's `init(from:)`; same forms and errors as the
/// `KeyedDecodingContainer` variants. `decodeLenient` throws `valueNotFound` for `null`; `decodeLenientIfPresent`
/// returns `nil` for it.
@_spi(Generated)
extension SingleValueDecodingContainer {
    /// Decodes an `Int` from any accepted form.
    public func decodeLenient(_ type: Int.Type, accepting forms: WireForms) throws -> Int {
        if forms.acceptsNumber(for: .integer), let value = try? decode(Int.self) { return value }
        return try read(type) { LenientReading.integer($0, accepting: forms.forms, as: Int.self) }
    }

    /// Decodes an `Int64` from any accepted form.
    public func decodeLenient(_ type: Int64.Type, accepting forms: WireForms) throws -> Int64 {
        if forms.acceptsNumber(for: .integer), let value = try? decode(Int64.self) { return value }
        return try read(type) { LenientReading.integer($0, accepting: forms.forms, as: Int64.self) }
    }

    /// Decodes a `Double` from any accepted form.
    public func decodeLenient(_ type: Double.Type, accepting forms: WireForms) throws -> Double {
        if forms.contains(.double) || forms.isEmpty, let value = try? decode(Double.self) { return value }
        return try read(type) { LenientReading.double($0, accepting: forms.forms) }
    }

    /// Decodes a `Bool` from any accepted form.
    public func decodeLenient(_ type: Bool.Type, accepting forms: WireForms) throws -> Bool {
        if forms.contains(.bool) || forms.isEmpty, let value = try? decode(Bool.self) { return value }
        return try read(type) { LenientReading.bool($0, accepting: forms.forms) }
    }

    /// Decodes a `String` from any accepted form.
    public func decodeLenient(_ type: String.Type, accepting forms: WireForms) throws -> String {
        if forms.contains(.string) || forms.isEmpty, let value = try? decode(String.self) { return value }
        return try read(type) { LenientReading.string($0, accepting: forms.forms) }
    }

    /// Like `decodeLenient(_:accepting:)` for `Int`; `null` gives `nil`.
    public func decodeLenientIfPresent(_ type: Int.Type, accepting forms: WireForms) throws -> Int? {
        try decodeNil() ? nil : decodeLenient(type, accepting: forms)
    }

    /// Like `decodeLenient(_:accepting:)` for `Int64`; `null` gives `nil`.
    public func decodeLenientIfPresent(_ type: Int64.Type, accepting forms: WireForms) throws -> Int64? {
        try decodeNil() ? nil : decodeLenient(type, accepting: forms)
    }

    /// Like `decodeLenient(_:accepting:)` for `Double`; `null` gives `nil`.
    public func decodeLenientIfPresent(_ type: Double.Type, accepting forms: WireForms) throws -> Double? {
        try decodeNil() ? nil : decodeLenient(type, accepting: forms)
    }

    /// Like `decodeLenient(_:accepting:)` for `Bool`; `null` gives `nil`.
    public func decodeLenientIfPresent(_ type: Bool.Type, accepting forms: WireForms) throws -> Bool? {
        try decodeNil() ? nil : decodeLenient(type, accepting: forms)
    }

    /// Like `decodeLenient(_:accepting:)` for `String`; `null` gives `nil`.
    public func decodeLenientIfPresent(_ type: String.Type, accepting forms: WireForms) throws -> String? {
        try decodeNil() ? nil : decodeLenient(type, accepting: forms)
    }

    /// Reads the value as JSON and judges it by `reading`; `null` throws as plain `decode`.
    private func read<T>(_ type: T.Type, _ reading: (JSONValue) -> Result<T, WireMismatch>) throws -> T {
        let value = try decode(JSONValue.self)
        if value == .null {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(codingPath: codingPath, debugDescription: "Expected \(type) but found null."))
        }
        switch reading(value) {
        case .success(let decoded): return decoded
        case .failure(let mismatch):
            throw DecodingError.dataCorruptedError(in: self, debugDescription: mismatch.message)
        }
    }
}
