import Contract

/// Keeps only the identifiers, models, enums and unions something uses (lint refuses an unused definition): what the
/// endpoints send and return, the tenant header's type, and what those hold, transitively.
enum DefinitionPruning {
    static func prune(_ contract: inout Contract) {
        var used: Set<String> = []
        var pending: [TypeRef] = []
        func use(_ type: TypeRef?) { if let type { pending.append(type) } }
        for endpoint in contract.endpoints {
            if case .json(let model) = endpoint.body { use(.model(model)) }
            for parameter in endpoint.pathParameters + endpoint.query + (endpoint.body.textFields ?? []) {
                use(parameter.type)
            }
            use(endpoint.response.type)
            use(endpoint.response.failureData?.type)
        }
        if let tenant = contract.auth?.tenant { used.insert(tenant.type) }
        while let type = pending.popLast() {
            switch type {
            case .list(let element), .map(let element): pending.append(element)
            case .scalar: continue
            case .identifier(let name), .enumeration(let name): used.insert(name)
            case .model(let name):
                guard used.insert(name).inserted else { continue }
                for field in contract.model(named: name)?.fields ?? [] { pending.append(field.type) }
            case .union(let name):
                guard used.insert(name).inserted else { continue }
                for variant in contract.union(named: name)?.variants ?? [] { pending.append(.model(variant.type)) }
            }
        }
        contract.identifiers = contract.identifiers.filter { used.contains($0.name) }
        contract.models = contract.models.filter { used.contains($0.name) }
        contract.enums = contract.enums.filter { used.contains($0.name) }
        contract.unions = contract.unions.filter { used.contains($0.name) }
    }
}
