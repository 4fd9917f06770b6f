import WireVocabulary

/// A named envelope of the contract: its ``EnvelopeFormat`` (the wire facts every tool reads), its name and where it
/// is written. Its format's fields read as its own (`envelope.successField`).
@dynamicMemberLookup
public struct Envelope: Sendable, Hashable {
    public var name: String
    public var format: EnvelopeFormat
    public var provenance: Provenance

    public init(name: String, format: EnvelopeFormat, provenance: Provenance) {
        self.name = name
        self.format = format
        self.provenance = provenance
    }

    public subscript<Value>(dynamicMember field: KeyPath<EnvelopeFormat, Value>) -> Value {
        format[keyPath: field]
    }
}
