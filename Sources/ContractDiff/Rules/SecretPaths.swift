import Contract

/// Which expected-value paths of an endpoint's payload end in (or pass through) a `secret: true` field.
struct SecretPaths {
    let contract: Contract
    let endpoint: Endpoint

    /// `token`, `userInfo.id`, `[0].tenantUserId`: list indexes are skipped, keys are looked up model by model (in
    /// every variant of a union); an unknown step is treated as secret, so nothing is shown by mistake.
    func isSecret(_ path: String) -> Bool {
        guard var types = endpoint.response.type.map({ [$0] }) else { return false }
        let keys = path.split(whereSeparator: { $0 == "." || $0 == "[" }).filter { !$0.hasSuffix("]") }
        for key in keys {
            var next: [TypeRef] = []
            for type in types {
                for model in models(type.elementType) {
                    guard let field = model.field(named: String(key)) else { continue }
                    if field.isSecret { return true }
                    next.append(field.type)
                }
            }
            guard !next.isEmpty else { return true }
            types = next
        }
        return false
    }

    private func models(_ type: TypeRef) -> [Model] {
        switch type {
        case .model(let name): contract.model(named: name).map { [$0] } ?? []
        case .union(let name):
            contract.union(named: name)?.variants.compactMap { contract.model(named: $0.type) } ?? []
        default: []
        }
    }
}
