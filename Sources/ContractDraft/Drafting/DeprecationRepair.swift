import Contract

/// A document may deprecate a schema that operations or other schemas still use without being deprecated themselves;
/// a contract may not (lint: a deprecated model is used only by deprecated definitions, or generated code would warn
/// in every build). The draft keeps such a model undeprecated and says so, rather than deprecating what the document
/// did not.
enum DeprecationRepair {
    /// Drops the deprecation of every model that a definition without one uses (an endpoint's body or result, a
    /// model's field, any union's variant), until none is left; the models whose deprecation was dropped, in order.
    static func keepUsedModels(_ contract: inout Contract) -> [Model] {
        var dropped: [Model] = []
        while true {
            let used = usedByUndeprecated(contract)
            let indices = contract.models.indices.filter {
                contract.models[$0].deprecation != nil && used.contains(contract.models[$0].name)
            }
            guard !indices.isEmpty else { return dropped }
            for index in indices {
                dropped.append(contract.models[index])
                contract.models[index].deprecation = nil
            }
        }
    }

    /// The models named by definitions that are not deprecated, and every union's variants.
    private static func usedByUndeprecated(_ contract: Contract) -> Set<String> {
        var used: Set<String> = []
        func use(_ type: TypeRef) {
            switch type.elementType {
            case .model(let name): used.insert(name)
            case .union(let name):
                for variant in contract.union(named: name)?.variants ?? [] { used.insert(variant.type) }
            default: break
            }
        }
        for endpoint in contract.endpoints where endpoint.deprecation == nil {
            if case .json(let model) = endpoint.body { used.insert(model) }
            if let type = endpoint.response.type { use(type) }
        }
        for model in contract.models where model.deprecation == nil {
            for field in model.fields { use(field.type) }
        }
        for union in contract.unions {
            for variant in union.variants { used.insert(variant.type) }
        }
        return used
    }
}
