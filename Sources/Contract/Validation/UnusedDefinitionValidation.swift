/// Identifiers, models, unions and enums that no endpoint reaches (through its parameters, body or payload, or through
/// the tenant header) are most likely a leftover or a typo: a warning, since the contract still works.
enum UnusedDefinitionValidation {
    static func check(_ context: ValidationContext) {
        // A definition that failed to decode, or a reference that didn't resolve, would make others look unused.
        guard !context.typeDefinitionsAreDamaged, !context.isDamaged(section: "endpoints") else { return }
        let contract = context.contract
        var reached = Set<String>()
        var pending: [TypeRef] = []
        func reach(_ type: TypeRef?) { if let type { pending.append(type) } }
        func reach(named name: String) { if let type = contract.resolve(name) { pending.append(type) } }
        if let tenant = contract.auth?.tenant { reach(named: tenant.type) }
        for endpoint in contract.endpoints {
            (endpoint.pathParameters + endpoint.query).forEach { reach($0.type) }
            switch endpoint.body {
            case .none: break
            case .json(let model): reach(named: model)
            case .multipart(_, let fields), .form(let fields): fields.forEach { reach($0.type) }
            }
            reach(endpoint.response.type)
            reach(endpoint.response.failureData?.type)
        }
        while let type = pending.popLast() {
            switch type.elementType {
            case .scalar, .list, .map:
                continue
            case .identifier(let name), .enumeration(let name):
                reached.insert(name)
            case .model(let name):
                guard reached.insert(name).inserted else { continue }
                contract.model(named: name)?.fields.forEach { reach($0.type) }
            case .union(let name):
                guard reached.insert(name).inserted else { continue }
                contract.union(named: name)?.variants.forEach { reach(named: $0.type) }
            }
        }
        let definitions =
            contract.identifiers.map { ("identifiers", $0.name, $0.provenance.mark) }
            + contract.models.map { ("models", $0.name, $0.provenance.mark) }
            + contract.unions.map { ("unions", $0.name, $0.provenance.mark) }
            + contract.enums.map { ("enums", $0.name, $0.provenance.mark) }
        for (section, name, mark) in definitions where !reached.contains(name) {
            context.warningAtKey(
                "\(section.dropLast()) '\(name)' is not used by any endpoint", at: NodePath([section, name]),
                fallback: mark, hint: "remove it, or check the spelling where an endpoint or a field should name it")
        }
    }
}
