import Contract

/// `secrets`, the one requirement of the runtime's `SecretCarrying`, for each model and union whose values can hold a
/// `Secret` (``Contract/holdsSecret(_:secret:)``): the fields and variants that hold one, named one by one, so the
/// exchange's redactor learns a request body's (and an answer's) secrets without reflection. A type that holds none
/// gets neither the conformance nor the member.
extension Translator {
    /// The conformance a type that holds secrets declares.
    static let secretCarrying = SwiftType.runtime(.secretCarrying)
    /// The member's name, which no field's property may take (``ModelTranslator/modelMembers``).
    static let secretsName = SwiftIdentifier("secrets")

    /// `public var secrets: [Secret] { token.secrets }`, each field that can hold a secret read through its storage (a
    /// list, map or optional of them carries theirs), one line a field when there are more; nil when no field can.
    func secretsMember(of model: Model, names: ModelTranslator.MemberNames, origin: String) -> PlannedDeclaration? {
        let carried = model.fields.filter { contract.holdsSecret($0.type, secret: $0.isSecret) }.map { field in
            SwiftExpression.name(names.storage[field.name] ?? SwiftNames.lowerCamel(field.name))
                .member(RuntimeMember.secrets)
        }
        guard let first = carried.first else { return nil }
        let declaration = secretsDeclaration(origin: origin)
        guard carried.count > 1 else { return declaration.with(body: .expression(first)) }
        // `var secrets = a.secrets`, `secrets.append(contentsOf: b.secrets)`…: a field's property is never named
        // `secrets` (``ModelTranslator/modelMembers``), so the local shadows nothing a field needs.
        let local = GeneratedLocal.secrets.identifier
        let appends = carried.dropFirst().map { value in
            SwiftStatement.expression(
                .call(.name(local).member(RuntimeMember.append), [SwiftArgument(SwiftIdentifier("contentsOf"), value)]))
        }
        return declaration.with(body: [.var(local, nil, first)] + appends + [.return(.name(local))])
    }

    /// `public var secrets: [Secret] { switch self { case .session(let value): value.secrets … } }`, the variants
    /// whose model holds no secret together in one case giving none; nil when no variant's model holds one.
    func secretsMember(of union: Union, caseNames: [String: SwiftIdentifier], origin: String) -> PlannedDeclaration? {
        let value = GeneratedLocal.value.identifier
        func caseName(_ variant: Union.Variant) -> SwiftIdentifier {
            caseNames[variant.name] ?? SwiftNames.lowerCamel(variant.name)
        }
        let carrying = union.variants.filter { contract.holdsSecret(.model($0.type)) }
        guard !carrying.isEmpty else { return nil }
        var cases = carrying.map { variant in
            SwiftSwitchCase(
                patterns: [.enumCaseBinding(caseName(variant), value)],
                body: [.return(.name(value).member(RuntimeMember.secrets))])
        }
        let others = union.variants.filter { variant in !carrying.contains { $0.name == variant.name } }
        if !others.isEmpty {
            cases.append(
                SwiftSwitchCase(
                    patterns: others.map { .expression(.implicitMember(caseName($0))) }, body: [.return(.array([]))]))
        }
        return secretsDeclaration(origin: origin).with(body: [.switch(.code(SwiftFragment("self")), cases)])
    }

    private func secretsDeclaration(origin: String) -> PlannedDeclaration {
        PlannedDeclaration(
            SwiftDeclaration(
                doc: DocComment(
                    DocText(
                        "The secrets this value holds, which the exchange that sends or receives it redacts from "
                            + "everything it reports.")),
                .property(.var, Self.secretsName, .array(.runtime(.secret)), initializer: nil, showsType: true)),
            symbolName: Self.secretsName.name, origin: origin)
    }
}
