/// Enums document at least one value and each value once, and a parameter of an enum type that always sends one value
/// sends a documented one.
enum EnumValidation {
    static func check(_ context: ValidationContext) {
        for enumeration in context.contract.enums {
            let path = NodePath(["enums", enumeration.name])
            if enumeration.cases.isEmpty, !context.isDamaged(path) {
                context.errorAtKey(
                    "enum '\(enumeration.name)' documents no value", at: path, fallback: enumeration.provenance.mark,
                    hint: "list its values under `cases:`, e.g. `enabled: 1`")
            }
            var seen: [Enumeration.Value: String] = [:]
            for enumCase in enumeration.cases {
                if let first = seen[enumCase.value] {
                    context.errorAtKey(
                        "cases '\(first)' and '\(enumCase.name)' of enum '\(enumeration.name)' have the same value "
                            + "\(enumCase.value)", at: path.appending("cases", enumCase.name),
                        fallback: enumCase.provenance.mark)
                } else {
                    seen[enumCase.value] = enumCase.name
                }
            }
        }
        for endpoint in context.contract.endpoints {
            let parameters =
                endpoint.pathParameters.map { ("params", $0) } + endpoint.query.map { ("query", $0) }
            for (section, parameter) in parameters {
                guard let constant = parameter.constant, case .enumeration(let name) = parameter.type,
                    let enumeration = context.contract.enumeration(named: name),
                    !enumeration.cases.contains(where: { $0.value.text == constant })
                else { continue }
                let values = enumeration.cases.map(\.value.text)
                context.error(
                    "parameter '\(parameter.name)' always sends '\(constant)', which enum '\(name)' does not document",
                    at: ContractPaths.endpoint(endpoint.name).appending(section, parameter.name, "const"),
                    fallback: parameter.provenance.mark,
                    hint: DidYouMean.hint(for: constant, among: values)
                        ?? "its values are \(values.joined(separator: ", "))")
            }
        }
    }
}
