import WireVocabulary

/// A semantic id type (`UserID`, `TenantID`): distinct in Swift so one can't be sent as the other.
public struct Identifier: Sendable, Hashable {
    public enum Storage: String, Sendable, Hashable { case int, string }

    public var name: String
    /// How Swift stores the id.
    public var storage: Storage
    /// The wire forms the id is decoded from, e.g. `[int, numericString]`.
    public var wire: [WireForm]
    public var provenance: Provenance

    public init(name: String, storage: Storage, wire: [WireForm], provenance: Provenance) {
        self.name = name
        self.storage = storage
        self.wire = wire
        self.provenance = provenance
    }
}
