import YAMLNodes

/// No name is defined twice: types share one namespace (identifiers, models, unions, enums) and may not take a
/// built-in scalar's name; fields, variants, enum cases, parameters, envelopes, classes and endpoints are unique in
/// their scope. (Duplicate mapping keys are already YAML errors; this also covers contracts built in code.)
enum NameUniquenessValidation {
    static func check(_ context: ValidationContext) {
        let contract = context.contract
        checkTypeNamespace(context)
        for model in contract.models {
            reportDuplicates(
                model.fields.map { ($0.name, $0.provenance.mark) }, what: "field", in: "model '\(model.name)'",
                context: context)
        }
        for union in contract.unions {
            reportDuplicates(
                union.variants.map { ($0.name, $0.provenance.mark) }, what: "variant", in: "union '\(union.name)'",
                context: context)
        }
        for enumeration in contract.enums {
            reportDuplicates(
                enumeration.cases.map { ($0.name, $0.provenance.mark) }, what: "case",
                in: "enum '\(enumeration.name)'", context: context)
        }
        for endpoint in contract.endpoints {
            let parameters = endpoint.pathParameters + endpoint.query
            reportDuplicates(
                parameters.map { ($0.name, $0.provenance.mark) }, what: "parameter", in: "endpoint '\(endpoint.name)'",
                context: context)
        }
        reportDuplicates(
            contract.envelopes.map { ($0.name, $0.provenance.mark) }, what: "envelope", in: "the contract",
            context: context)
        reportDuplicates(
            contract.errorClasses.map { ($0.name, $0.provenance.mark) }, what: "error class", in: "the contract",
            context: context)
        reportDuplicates(
            contract.endpoints.map { ($0.name, $0.provenance.mark) }, what: "endpoint", in: "the contract",
            context: context)
    }

    private static func checkTypeNamespace(_ context: ValidationContext) {
        let contract = context.contract
        let definitions =
            contract.identifiers.map { ("identifier", $0.name, $0.provenance.mark, "identifiers") }
            + contract.models.map { ("model", $0.name, $0.provenance.mark, "models") }
            + contract.unions.map { ("union", $0.name, $0.provenance.mark, "unions") }
            + contract.enums.map { ("enum", $0.name, $0.provenance.mark, "enums") }
        // The first definition's place is looked up only for a report: nearly every name is defined once.
        var seen: [String: (kind: String, section: String, mark: SourceMark)] = [:]
        for (kind, name, mark, section) in definitions {
            if ScalarType(rawValue: name) != nil {
                context.errorAtKey(
                    "'\(name)' is a built-in type; a \(kind) cannot take its name", at: NodePath([section, name]),
                    fallback: mark)
            } else if let first = seen[name] {
                let place = context.sourceMap.keyMark(NodePath([first.section, name])) ?? first.mark
                context.errorAtKey(
                    "duplicate definition of '\(name)': already defined as \(article(first.kind)) at \(place)",
                    at: NodePath([section, name]), fallback: mark,
                    hint: "identifiers, models, unions and enums share one namespace")
            } else {
                seen[name] = (kind, section, mark)
            }
        }
    }

    private static func reportDuplicates(
        _ names: [(String, SourceMark)], what: String, in scope: @autoclosure () -> String, context: ValidationContext
    ) {
        var seen: [String: SourceMark] = [:]
        for (name, mark) in names {
            if let first = seen[name] {
                context.error(
                    "duplicate \(what) '\(name)' in \(scope()) (first defined at \(first))", at: NodePath(),
                    fallback: mark)
            } else {
                seen[name] = mark
            }
        }
    }

    private static func article(_ kind: String) -> String {
        kind.first.map { "aeiou".contains($0) } == true ? "an \(kind)" : "a \(kind)"
    }
}
