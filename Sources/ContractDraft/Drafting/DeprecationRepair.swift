import Contract

/// A document may deprecate a schema that operations or other schemas still use without being deprecated themselves;
/// a contract may not (lint: a deprecated model is used only by deprecated definitions, or generated code would warn
/// in every build). The draft keeps such a model undeprecated and says so, rather than deprecating what the document
/// did not.
enum DeprecationRepair {
    /// Drops the deprecation of every model that a definition without one uses (an endpoint's body or result, a
    /// model's field, any union's variant), as lint finds them (`Contract.deprecatedModel(in:)`), until none is left;
    /// the models whose deprecation was dropped, in order.
    static func keepUsedModels(_ contract: inout Contract) -> [Model] {
        var dropped: [Model] = []
        while true {
            let used = deprecatedModelsInUse(contract)
            let indices = contract.models.indices.filter { used.contains(contract.models[$0].name) }
            guard !indices.isEmpty else { return dropped }
            for index in indices {
                dropped.append(contract.models[index])
                contract.models[index].deprecation = nil
            }
        }
    }

    /// The deprecated models that definitions without a deprecation use, and any union's deprecated variants.
    private static func deprecatedModelsInUse(_ contract: Contract) -> Set<String> {
        var used: Set<String> = []
        for endpoint in contract.endpoints where endpoint.deprecation == nil {
            if case .json(let model) = endpoint.body, contract.model(named: model)?.deprecation != nil {
                used.insert(model)
            }
            if let type = endpoint.response.type, let model = contract.deprecatedModel(in: type) { used.insert(model) }
        }
        for model in contract.models where model.deprecation == nil {
            for field in model.fields {
                if let model = contract.deprecatedModel(in: field.type) { used.insert(model) }
            }
        }
        for union in contract.unions {
            for variant in union.variants where contract.model(named: variant.type)?.deprecation != nil {
                used.insert(variant.type)
            }
        }
        return used
    }
}
