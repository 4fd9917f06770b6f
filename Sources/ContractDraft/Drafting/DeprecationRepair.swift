import Contract

/// A document may deprecate a schema that operations or other schemas still use without being deprecated themselves;
/// a contract may not (lint: a deprecated model is used only by deprecated definitions, or generated code would warn
/// in every build). The draft keeps such a model undeprecated and says so, rather than deprecating what the document
/// did not.
enum DeprecationRepair {
    /// Drops the deprecation of every model that a definition without one uses (an endpoint's body or result, a
    /// model's field, any union's variant), as lint finds them (`Contract.deprecatedModelUses`), until none is left;
    /// the models whose deprecation was dropped, in order.
    static func keepUsedModels(_ contract: inout Contract) -> [Model] {
        var dropped: [Model] = []
        while true {
            let used = Set(contract.deprecatedModelUses.map(\.model))
            let indices = contract.models.indices.filter { used.contains(contract.models[$0].name) }
            guard !indices.isEmpty else { return dropped }
            for index in indices {
                dropped.append(contract.models[index])
                contract.models[index].deprecation = nil
            }
        }
    }
}
