import WireVocabulary

/// Request signing the app supplies (`signing:`): the values its ``RequestSigner`` adds to each request of a signed
/// endpoint (`signed: true`), such as an API that signs its query with keys fetched from another endpoint.
public struct SigningRules: Sendable, Hashable {
    /// What the signer adds, in order: query parameters after the request's own, and headers.
    public var values: [SignedValue]
    public var provenance: Provenance

    public init(values: [SignedValue], provenance: Provenance) {
        self.values = values
        self.provenance = provenance
    }
}

extension Contract {
    /// The values the app's signer adds to `endpoint`'s requests: the contract's `signing:` values for a signed
    /// endpoint, none for another.
    public func signedValues(for endpoint: Endpoint) -> [SignedValue] {
        endpoint.isSigned ? signing?.values ?? [] : []
    }
}
