import Foundation

/// Lenient decoding of a single value, e.g. in an identifier type's `init(from:)`; same forms and errors as
/// the `KeyedDecodingContainer` variants. `decodeLenient` throws `valueNotFound` for `null`;
/// `decodeLenientIfPresent` returns `nil` for it.
@_spi(Generated)
extension SingleValueDecodingContainer {
    /// Decodes an `Int` from any accepted form.
    public func decodeLenient(_ type: Int.Type, accepting forms: WireForms) throws -> Int {
        let mask = FormMask(forms, native: .int)
        if mask.acceptsNumber, let value = try LenientCore.attempt({ try decode(Int.self) }) { return value }
        return try slowInteger(mask, skipNative: mask.acceptsNumber) { try $0.decodeInt() }
    }

    /// Decodes an `Int64` from any accepted form.
    public func decodeLenient(_ type: Int64.Type, accepting forms: WireForms) throws -> Int64 {
        let mask = FormMask(forms, native: .int)
        if mask.acceptsNumber, let value = try LenientCore.attempt({ try decode(Int64.self) }) { return value }
        return try slowInteger(mask, skipNative: mask.acceptsNumber) { try $0.decodeInt64() }
    }

    /// Decodes a `Double` from any accepted form.
    public func decodeLenient(_ type: Double.Type, accepting forms: WireForms) throws -> Double {
        let mask = FormMask(forms, native: .double)
        if mask.has(.double), let value = try LenientCore.attempt({ try decode(Double.self) }) { return value }
        return try slowDouble(mask, skipNative: mask.has(.double))
    }

    /// Decodes a `Bool` from any accepted form.
    public func decodeLenient(_ type: Bool.Type, accepting forms: WireForms) throws -> Bool {
        let mask = FormMask(forms, native: .bool)
        if mask.has(.bool), let value = try LenientCore.attempt({ try decode(Bool.self) }) { return value }
        return try slowBool(mask, skipNative: mask.has(.bool))
    }

    /// Decodes a `String` from any accepted form.
    public func decodeLenient(_ type: String.Type, accepting forms: WireForms) throws -> String {
        let mask = FormMask(forms, native: .string)
        if mask.has(.string), let value = try LenientCore.attempt({ try decode(String.self) }) { return value }
        return try slowString(mask, skipNative: mask.has(.string))
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

    @inline(never)
    private func slowInteger<T: FixedWidthInteger>(
        _ mask: FormMask, skipNative: Bool, native: (SingleSource<Self>) throws -> T
    ) throws -> T {
        try LenientCore.integer(SingleSource(container: self), mask, skipNative: skipNative, native: native)
    }

    @inline(never)
    private func slowDouble(_ mask: FormMask, skipNative: Bool) throws -> Double {
        try LenientCore.double(SingleSource(container: self), mask, skipNative: skipNative)
    }

    @inline(never)
    private func slowBool(_ mask: FormMask, skipNative: Bool) throws -> Bool {
        try LenientCore.bool(SingleSource(container: self), mask, skipNative: skipNative)
    }

    @inline(never)
    private func slowString(_ mask: FormMask, skipNative: Bool) throws -> String {
        try LenientCore.string(SingleSource(container: self), mask, skipNative: skipNative)
    }
}

struct SingleSource<Container: SingleValueDecodingContainer>: LenientSource {
    let container: Container

    func decodeInt() throws -> Int { try container.decode(Int.self) }
    func decodeInt64() throws -> Int64 { try container.decode(Int64.self) }
    func decodeDouble() throws -> Double { try container.decode(Double.self) }
    func decodeBool() throws -> Bool { try container.decode(Bool.self) }
    func decodeString() throws -> String { try container.decode(String.self) }

    func requireValue(of type: Any.Type) throws {
        if container.decodeNil() {
            let context = DecodingError.Context(
                codingPath: container.codingPath, debugDescription: "Expected \(type) but found null.")
            throw DecodingError.valueNotFound(type, context)
        }
    }

    func corrupted(_ message: String) -> DecodingError {
        .dataCorruptedError(in: container, debugDescription: message)
    }
}
