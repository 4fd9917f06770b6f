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
