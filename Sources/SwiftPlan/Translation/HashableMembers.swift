/// The two members a written-out `Hashable` conformance declares, for the types whose equality is not every stored
/// property's (an operation is its spec, an enum value its raw value).
enum HashableMembers {
    /// `static func == (lhs: Self, rhs: Self) -> Bool`
    static let equality = SwiftDeclaration.Kind.function(
        .operator(SwiftFragment("==")),
        [
            SwiftParameter(.same, GeneratedLocal.lhs.identifier, .runtime(.selfType)),
            SwiftParameter(.same, GeneratedLocal.rhs.identifier, .runtime(.selfType)),
        ], .none, returns: .runtime(.bool), layout: .fit)

    /// `func hash(into hasher: inout Hasher)`
    static let hashing = SwiftDeclaration.Kind.function(
        .identifier(SwiftIdentifier("hash")),
        [
            SwiftParameter(
                .label(SwiftIdentifier("into")), GeneratedLocal.hasher.identifier,
                .fragment(SwiftFragment("inout Hasher")))
        ],
        .none, returns: nil, layout: .fit)

    /// `hasher.combine(value)`: the body of a `hash(into:)` that hashes one value.
    static func combine(_ value: SwiftExpression) -> SwiftExpression {
        .call(.name(GeneratedLocal.hasher.identifier).member(SwiftFragment("combine")), [SwiftArgument(value)])
    }
}
