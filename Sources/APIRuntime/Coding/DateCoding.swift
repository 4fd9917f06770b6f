import Foundation
@_spi(Generated) import WireVocabulary

/// ``DateWire/epochForms`` as the set the lenient decoders take.
private let epochForms = DateWire.epochForms.reduce(into: WireForms()) { $0.insert(WireForms($1)) }

@_spi(Generated)
extension KeyedDecodingContainer {
    /// A date sent as seconds since 1970, in the forms ``DateWire`` states (any number, or a numeric string).
    public func decodeUnixSeconds(forKey key: Key) throws -> Date {
        try decodeEpochDate(forKey: key, unit: .seconds)
    }

    /// Like `decodeUnixSeconds(forKey:)`; absent or `null` gives `nil`.
    public func decodeUnixSecondsIfPresent(forKey key: Key) throws -> Date? {
        try decodeEpochDateIfPresent(forKey: key, unit: .seconds)
    }

    /// A date sent as milliseconds since 1970, in the forms ``DateWire`` states (any number, or a numeric string).
    public func decodeUnixMillis(forKey key: Key) throws -> Date {
        try decodeEpochDate(forKey: key, unit: .milliseconds)
    }

    /// Like `decodeUnixMillis(forKey:)`; absent or `null` gives `nil`.
    public func decodeUnixMillisIfPresent(forKey key: Key) throws -> Date? {
        try decodeEpochDateIfPresent(forKey: key, unit: .milliseconds)
    }

    private func decodeEpochDate(forKey key: Key, unit: DateWire.EpochUnit) throws -> Date {
        Date(
            timeIntervalSince1970: try decodeLenient(Double.self, forKey: key, accepting: epochForms) / unit.perSecond)
    }

    private func decodeEpochDateIfPresent(forKey key: Key, unit: DateWire.EpochUnit) throws -> Date? {
        try decodeLenientIfPresent(Double.self, forKey: key, accepting: epochForms).map {
            Date(timeIntervalSince1970: $0 / unit.perSecond)
        }
    }

    /// A date sent as ISO-8601 text, with or without fractional seconds.
    public func decodeISO8601(forKey key: Key) throws -> Date {
        let text = try decode(String.self, forKey: key)
        guard let date = ISO8601Text.date(from: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "expected an ISO-8601 date-time")
        }
        return date
    }

    /// Like `decodeISO8601(forKey:)`; absent or `null` gives `nil`.
    public func decodeISO8601IfPresent(forKey key: Key) throws -> Date? {
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let date = ISO8601Text.date(from: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "expected an ISO-8601 date-time")
        }
        return date
    }
}

@_spi(Generated)
extension KeyedEncodingContainer {
    /// Encodes a date as whole seconds since 1970, rounded down.
    public mutating func encodeUnixSeconds(_ date: Date, forKey key: Key) throws {
        try encode(DateWire.wholeUnits(date.timeIntervalSince1970, .seconds), forKey: key)
    }

    /// Like `encodeUnixSeconds(_:forKey:)`; nil encodes nothing.
    public mutating func encodeUnixSecondsIfPresent(_ date: Date?, forKey key: Key) throws {
        guard let date else { return }
        try encodeUnixSeconds(date, forKey: key)
    }

    /// Encodes a date as whole milliseconds since 1970, rounded down.
    public mutating func encodeUnixMillis(_ date: Date, forKey key: Key) throws {
        try encode(DateWire.wholeUnits(date.timeIntervalSince1970, .milliseconds), forKey: key)
    }

    /// Like `encodeUnixMillis(_:forKey:)`; nil encodes nothing.
    public mutating func encodeUnixMillisIfPresent(_ date: Date?, forKey key: Key) throws {
        guard let date else { return }
        try encodeUnixMillis(date, forKey: key)
    }

    /// Encodes a date as ISO-8601 text without fractional seconds.
    public mutating func encodeISO8601(_ date: Date, forKey key: Key) throws {
        try encode(ISO8601Text.string(from: date), forKey: key)
    }

    /// Like `encodeISO8601(_:forKey:)`; nil encodes nothing.
    public mutating func encodeISO8601IfPresent(_ date: Date?, forKey key: Key) throws {
        guard let date else { return }
        try encodeISO8601(date, forKey: key)
    }
}

/// The text a date counted from 1970 is sent as in a query, a path or a form: its whole units, rounded down.
@_spi(Generated)
public enum EpochDateText {
    /// `1700000000`: whole seconds since 1970.
    public static func seconds(_ date: Date) -> String {
        String(DateWire.wholeUnits(date.timeIntervalSince1970, .seconds))
    }

    /// `1700000000000`: whole milliseconds since 1970.
    public static func milliseconds(_ date: Date) -> String {
        String(DateWire.wholeUnits(date.timeIntervalSince1970, .milliseconds))
    }
}
