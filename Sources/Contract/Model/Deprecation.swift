import YAMLNodes

/// A definition the docs retire: `deprecated: { since, note, replacement }` on an endpoint, a model, a field or an enum
/// case. Generated Swift marks it `@available(*, deprecated, message: …)`, the OpenAPI export `deprecated: true`, and
/// `diff` says, when it is removed, whether it had been deprecated and since when.
public struct Deprecation: Sendable, Hashable {
    /// The doc version (or date) from which it is deprecated, as written: `"1.1"`.
    public var since: String
    /// Why, and what to use instead, in words.
    public var note: String
    /// The definition of the same kind that replaces it (an endpoint, a field of the same model, a model, a case of the
    /// same enum), when there is one.
    public var replacement: String?
    /// Where `deprecated:` is written.
    public var mark: SourceMark

    public init(since: String, note: String, replacement: String? = nil, mark: SourceMark) {
        self.since = since
        self.note = note
        self.replacement = replacement
        self.mark = mark
    }
}

extension Contract {
    /// The deprecated model `type` is (or lists), or that a union it names has as a variant; nil when it uses none.
    /// What lint holds to "a deprecated model is used only by deprecated definitions", and what a draft repairs by.
    package func deprecatedModel(in type: TypeRef) -> String? {
        switch type.elementType {
        case .model(let name): model(named: name)?.deprecation == nil ? nil : name
        case .union(let name):
            union(named: name)?.variants.first { model(named: $0.type)?.deprecation != nil }?.type
        default: nil
        }
    }
}

/// A definition without a deprecation that uses a deprecated model: what lint refuses ("a deprecated model is used only
/// by deprecated definitions", or generated code would warn in every build) and what a draft repairs.
package enum DeprecatedModelUse: Sendable, Hashable {
    /// An endpoint sends the model as its body.
    case sentBy(endpoint: Endpoint, model: String)
    /// An endpoint returns the model (or a list of it, or a union with it as a variant).
    case returnedBy(endpoint: Endpoint, model: String)
    /// A model's field holds the model.
    case heldBy(field: Field, of: Model, model: String)
    /// A union has the model as a variant (whether or not the union is used).
    case variant(Union.Variant, of: Union)

    /// The deprecated model used.
    package var model: String {
        switch self {
        case .sentBy(_, let model), .returnedBy(_, let model), .heldBy(_, _, let model): model
        case .variant(let variant, _): variant.type
        }
    }
}

extension Contract {
    /// Every use of a deprecated model by a definition without a deprecation, in contract order: endpoints (body, then
    /// answer), then models' fields, then unions' variants.
    package var deprecatedModelUses: [DeprecatedModelUse] {
        var uses: [DeprecatedModelUse] = []
        for endpoint in endpoints where endpoint.deprecation == nil {
            if case .json(let model) = endpoint.body, self.model(named: model)?.deprecation != nil {
                uses.append(.sentBy(endpoint: endpoint, model: model))
            }
            if let type = endpoint.response.type, let model = deprecatedModel(in: type) {
                uses.append(.returnedBy(endpoint: endpoint, model: model))
            }
        }
        for model in models where model.deprecation == nil {
            for field in model.fields {
                if let used = deprecatedModel(in: field.type) {
                    uses.append(.heldBy(field: field, of: model, model: used))
                }
            }
        }
        for union in unions {
            for variant in union.variants where model(named: variant.type)?.deprecation != nil {
                uses.append(.variant(variant, of: union))
            }
        }
        return uses
    }
}
