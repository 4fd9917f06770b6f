/// A JSON object key as generated models name it: by its wire name, written as a string literal
/// (`container.decode(UserID.self, forKey: "id")`).
///
/// One key type shared by every model instead of a `CodingKeys` enum per model: the enum's synthesized conformances
/// (`CodingKey`, `RawRepresentable`, `Hashable`, `CaseIterable`) made up about a third of the functions the compiler
/// generated for a client module, and nothing but the generated coding code ever named a key.
@_spi(Generated)
public struct WireKey: CodingKey, Sendable, ExpressibleByStringLiteral {
    /// The key as it appears in JSON.
    public var stringValue: String

    /// The key named `stringValue`.
    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// The key a literal names.
    public init(stringLiteral value: String) {
        self.stringValue = value
    }

    /// Never an integer key: models are JSON objects.
    public var intValue: Int? { nil }

    /// Never made from an integer: models are JSON objects.
    public init?(intValue: Int) {
        nil
    }
}
