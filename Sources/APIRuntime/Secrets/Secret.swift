import Foundation

/// A string that never prints: `description`, `debugDescription`, `dump()`/`Mirror` and string
/// interpolation all show `<redacted>`.
///
/// Use it for tokens, nonces, identity tokens and temporary keys. It encodes and decodes as a plain JSON
/// string, so it can go on the wire and be read from responses; only ``reveal()`` gives the value back.
public struct Secret: Sendable, Hashable, Codable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable, ExpressibleByStringLiteral
{
    private let value: String

    /// Wraps `value`.
    public init(_ value: String) {
        self.value = value
    }

    /// Wraps a literal (tests and previews).
    public init(stringLiteral value: String) {
        self.value = value
    }

    /// The wrapped value, for the one place that must send or store it.
    public func reveal() -> String {
        value
    }

    /// Whether the wrapped value is the empty string.
    public var isEmpty: Bool {
        value.isEmpty
    }

    /// Always `<redacted>`.
    public var description: String { redactedPlaceholder }

    /// Always `<redacted>`.
    public var debugDescription: String { redactedPlaceholder }

    /// No children, so reflection (`dump`, debuggers' summaries) finds nothing to show.
    public var customMirror: Mirror {
        Mirror(self, children: [], displayStyle: .struct)
    }

    /// Decodes a plain string.
    public init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes as a plain string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    /// Compares the UTF-8 bytes in time independent of where they differ (lengths may still leak).
    public static func == (lhs: Secret, rhs: Secret) -> Bool {
        let left = lhs.value.utf8
        let right = rhs.value.utf8
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(left, right) {
            difference |= a ^ b
        }
        return difference == 0
    }

    /// Hashes the UTF-8 bytes, consistent with byte-wise ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value.utf8.count)
        for byte in value.utf8 {
            hasher.combine(byte)
        }
    }
}
