import YAMLNodes

/// A deprecation's replacement names another definition of the same kind (an endpoint, a model, a field of the same
/// model, a case of the same enum). A model that is deprecated is only used by deprecated definitions: an endpoint that
/// sends or returns it is deprecated too, a model that holds it is deprecated too, and no union has it as a variant, so
/// that generated code never uses a deprecated type outside deprecated code (which would warn in every build).
enum DeprecationValidation {
    static func check(_ context: ValidationContext) {
        let contract = context.contract
        let endpoints = contract.endpoints.map(\.name)
        let models = contract.models.map(\.name)
        for endpoint in contract.endpoints {
            checkReplacement(
                endpoint.deprecation, of: endpoint.name, kind: "endpoint", among: endpoints, context: context)
        }
        for model in contract.models {
            checkReplacement(model.deprecation, of: model.name, kind: "model", among: models, context: context)
            let fields = model.fields.map(\.name)
            for field in model.fields {
                checkReplacement(
                    field.deprecation, of: field.name, kind: "field", scope: " of model '\(model.name)'", among: fields,
                    context: context)
            }
        }
        for enumeration in contract.enums {
            let cases = enumeration.cases.map(\.name)
            for enumCase in enumeration.cases {
                checkReplacement(
                    enumCase.deprecation, of: enumCase.name, kind: "case", scope: " of enum '\(enumeration.name)'",
                    among: cases, context: context)
            }
        }
        for use in contract.deprecatedModelUses { report(use, context: context) }
    }

    /// A definition without a deprecation that uses a deprecated model (``Contract/deprecatedModelUses``).
    private static func report(_ use: DeprecatedModelUse, context: ValidationContext) {
        switch use {
        case .sentBy(let endpoint, let model), .returnedBy(let endpoint, let model):
            let what = if case .sentBy = use { "sends" } else { "returns" }
            context.errorAtKey(
                "endpoint '\(endpoint.name)' \(what) model '\(model)', which is deprecated; the endpoint must be "
                    + "deprecated too", at: ContractPaths.endpoint(endpoint.name), fallback: endpoint.provenance.mark,
                hint: "add `deprecated: { since: …, note: … }` to the endpoint, or stop deprecating the model")
        case .heldBy(let field, let model, let used):
            context.errorAtKey(
                "field '\(field.name)' of model '\(model.name)' holds model '\(used)', which is deprecated; only a "
                    + "deprecated model may hold it", at: ContractPaths.field(field.name, of: model.name),
                fallback: field.provenance.mark,
                hint: "deprecate model '\(model.name)' too, or give the field a type that is not deprecated")
        case .variant(let variant, let union):
            context.error(
                "variant '\(variant.name)' of union '\(union.name)' is model '\(variant.type)', which is deprecated; "
                    + "a union's variants cannot be", at: variant.provenance.mark,
                hint: "deprecate the endpoints that return the union and keep the model, or drop the variant")
        }
    }

    /// The replacement, when given, is another definition of the same kind.
    private static func checkReplacement(
        _ deprecation: Deprecation?, of name: String, kind: String, scope: @autoclosure () -> String = "",
        among names: [String], context: ValidationContext
    ) {
        guard let deprecation, let replacement = deprecation.replacement else { return }
        let scope = scope()
        if replacement == name {
            context.error("\(kind) '\(name)'\(scope) names itself as its replacement", at: deprecation.mark)
        } else if !names.contains(replacement) {
            context.error(
                "\(kind) '\(name)'\(scope) is replaced by '\(replacement)', which is no other \(kind)\(scope)",
                at: deprecation.mark, hint: DidYouMean.hint(for: replacement, among: names.filter { $0 != name }))
        }
    }
}
