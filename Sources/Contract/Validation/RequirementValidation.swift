/// Success conditions name fields that exist in the payload type (walking models), and their predicates fit
/// the field: `httpURL` on url or string values, `nonEmpty` on text (or a list). A condition of a union variant
/// names a variant of the payload's union and a field of that variant's model; a condition without a variant cannot
/// reach into a union, where which fields exist depends on the variant.
enum RequirementValidation {
    static func check(_ context: ValidationContext) {
        // A field that failed to decode would look missing; those errors come first.
        guard !context.typeDefinitionsAreDamaged else { return }
        let facts = TypeFacts(contract: context.contract)
        let suggestions = FieldSuggestions()
        for endpoint in context.contract.endpoints {
            let response = endpoint.response
            guard let payloadType = response.type, response.payload != .none,
                !context.isDamaged(ContractPaths.endpoint(endpoint.name))
            else { continue }
            for requirement in response.require {
                let report = { (message: String, hint: String?) in
                    context.error(
                        "requirement '\(requirement)': \(message)", at: requirement.provenance.mark, hint: hint)
                }
                guard let root = root(of: requirement, payload: payloadType, context: context, report: report),
                    let type = resolve(
                        requirement.path, from: root, context: context, suggestions: suggestions, report: report)
                else { continue }
                checkPredicate(requirement.predicate, on: type, facts: facts, report: report)
            }
        }
    }

    /// Where the condition's path starts: the payload, or the model of the variant it names.
    private static func root(
        of requirement: Endpoint.Requirement, payload: TypeRef, context: ValidationContext,
        report: (String, String?) -> Void
    ) -> TypeRef? {
        guard let variantName = requirement.variant else { return payload }
        guard case .union(let unionName) = payload, let union = context.contract.union(named: unionName) else {
            report("conditions of a union variant need a union payload, and this one is \(payload)", nil)
            return nil
        }
        guard let variant = union.variants.first(where: { $0.name == variantName }) else {
            let names = union.variants.map(\.name)
            report(
                "union '\(union.name)' has no variant '\(variantName)'",
                DidYouMean.hint(for: variantName, among: names) ?? "its variants are \(names.joined(separator: ", "))")
            return nil
        }
        guard !requirement.path.isEmpty else {
            report("a variant's condition names a field of the variant", "write '<field> \(requirement.predicate)'")
            return nil
        }
        return .model(variant.type)
    }

    /// The type at `path` below `root`, or nil after reporting the segment that does not exist.
    static func resolve(
        _ path: [String], from root: TypeRef, context: ValidationContext, suggestions: FieldSuggestions,
        report: (String, String?) -> Void
    ) -> TypeRef? {
        var type = root
        for segment in path {
            switch type {
            case .model(let name):
                guard let model = context.contract.model(named: name) else { return nil }
                guard let field = model.field(named: segment) else {
                    report("model '\(name)' has no field '\(segment)'", suggestions.hint(for: segment, among: model))
                    return nil
                }
                type = field.type
            case .union(let name):
                let variants = context.contract.union(named: name)?.variants ?? []
                let holders = variants.filter { context.contract.model(named: $0.type)?.field(named: segment) != nil }
                report(
                    "'\(segment)' is inside union '\(name)', whose fields depend on the variant",
                    holders.first.map { "give the condition to its variant: `require: { \($0.name): [\(segment) …] }`" }
                )
                return nil
            case .list:
                report("'\(segment)' is below a list (\(type)); requirements cannot reach into lists", nil)
                return nil
            case .map:
                report("'\(segment)' is below a map (\(type)); requirements cannot reach into maps", nil)
                return nil
            case .scalar, .identifier, .enumeration:
                report("'\(segment)' is below \(type), which has no fields", nil)
                return nil
            }
        }
        return type
    }

    private static func checkPredicate(
        _ predicate: Endpoint.Requirement.Predicate, on type: TypeRef, facts: TypeFacts,
        report: (String, String?) -> Void
    ) {
        switch predicate {
        case .present:
            return
        case .httpURL:
            if type != .scalar(.url) && type != .scalar(.string) {
                report("httpURL applies to url or string values, not \(type)", nil)
            }
        case .nonEmpty:
            var isText = facts.isString(type) || type == .scalar(.url)
            if case .list = type { isText = true }
            if case .map = type { isText = true }
            if !isText { report("nonEmpty applies to text (or lists and maps), not \(type)", nil) }
        }
    }
}

/// The field names of each model, prepared once per check for "did you mean" hints.
final class FieldSuggestions {
    private var suggesters: [String: DidYouMean.Suggester] = [:]

    func hint(for name: String, among model: Model) -> String? {
        if let suggester = suggesters[model.name] { return suggester.hint(for: name) }
        let suggester = DidYouMean.Suggester(model.fields.map(\.name))
        suggesters[model.name] = suggester
        return suggester.hint(for: name)
    }
}
