import WireVocabulary

/// A value the client computes for every request of the contract, or of some methods (`perCall:`): a timestamp the
/// docs ask on every POST, a cache-busting query parameter on every GET. Declared once, never a method argument.
public struct PerCallRule: Sendable, Hashable {
    /// The value and where it travels (a query parameter or a header).
    public var value: PerCallValue
    /// The methods whose requests carry it; empty: every request.
    public var methods: [HTTPMethod]
    public var provenance: Provenance

    public init(value: PerCallValue, methods: [HTTPMethod] = [], provenance: Provenance) {
        self.value = value
        self.methods = methods
        self.provenance = provenance
    }

    /// Whether requests of `endpoint` carry the value.
    public func applies(to endpoint: Endpoint) -> Bool { methods.isEmpty || methods.contains(endpoint.method) }
}

extension Contract {
    /// The values the client computes for each call of `endpoint`, in the order sent: the contract's `perCall:`
    /// values that apply to it, then its own parameters and form fields computed per call. Every tool asks this,
    /// so the client, `verify`, `mock` and the export agree on what a request carries.
    public func perCallValues(for endpoint: Endpoint) -> [PerCallValue] {
        let shared = perCall.filter { $0.applies(to: endpoint) }.map(\.value)
        let query = endpoint.query.compactMap { parameter in
            parameter.perCall.map { PerCallValue(.query(parameter.name), $0) }
        }
        let form: [PerCallValue] =
            if case .form(let fields) = endpoint.body {
                fields.compactMap { field in field.perCall.map { PerCallValue(.formField(field.name), $0) } }
            } else {
                []
            }
        return shared + query + form
    }

    /// Where a value `endpoint`'s requests carry computed per call is declared: the endpoint's own parameter or
    /// field, else the contract's `perCall:` entry (else the endpoint): where a finding or a change points.
    public func declaration(of value: PerCallValue, for endpoint: Endpoint) -> Provenance {
        let own = endpoint.query + (endpoint.body.textFields ?? [])
        if let parameter = own.first(where: { $0.perCall != nil && $0.name == value.placement.name }) {
            return parameter.provenance
        }
        return perCall.first { $0.value == value && $0.applies(to: endpoint) }?.provenance ?? endpoint.provenance
    }
}
