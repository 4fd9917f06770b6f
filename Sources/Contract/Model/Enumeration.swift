import WireVocabulary

/// A set of values the docs enumerate (`enums:`), such as a status where 1 means enabled. The generated Swift enum has
/// one case per documented value and keeps any other value as `unknown`, so a value the server adds later never fails
/// decoding.
public struct Enumeration: Sendable, Hashable {
    /// How Swift stores a raw value.
    public enum Storage: String, Sendable, Hashable, CaseIterable { case int, string }

    /// A documented raw value.
    public enum Value: Sendable, Hashable, CustomStringConvertible {
        case int(Int)
        case string(String)

        /// The value as a query or path carries it: `1`, `enabled`.
        public var text: String {
            switch self {
            case .int(let value): String(value)
            case .string(let value): value
            }
        }

        /// The value as JSON writes it: `1`, `"enabled"`.
        public var description: String {
            switch self {
            case .int(let value): String(value)
            case .string(let value): "\"\(value)\""
            }
        }
    }

    /// One documented value and what it means.
    public struct Case: Sendable, Hashable {
        /// The case's name in the contract; the generator makes the Swift case name of it.
        public var name: String
        public var value: Value
        /// Set when the docs retire the value.
        public var deprecation: Deprecation?
        public var provenance: Provenance

        public init(name: String, value: Value, deprecation: Deprecation? = nil, provenance: Provenance) {
            self.name = name
            self.value = value
            self.deprecation = deprecation
            self.provenance = provenance
        }
    }

    public var name: String
    public var storage: Storage
    /// The wire forms a value is decoded from, e.g. `[int, numericString]`.
    public var wire: [WireForm]
    public var cases: [Case]
    public var provenance: Provenance

    public init(name: String, storage: Storage, wire: [WireForm], cases: [Case], provenance: Provenance) {
        self.name = name
        self.storage = storage
        self.wire = wire
        self.cases = cases
        self.provenance = provenance
    }

    /// The documented case of `value`, if any.
    public func documentedCase(of value: Value) -> Case? { cases.first { $0.value == value } }
}
