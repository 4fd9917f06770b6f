import YAMLNodes

/// `minimum:` and `maximum:` bound numbers only (`int`, `int64`, `double`, fields and parameters alike), the least
/// bound is not above the greatest, and a parameter's fixed value lies between them.
enum RangeValidation {
    static func check(_ context: ValidationContext) {
        for model in context.contract.models {
            for field in model.fields {
                guard let range = field.range else { continue }
                checkBounds(
                    range, of: "field '\(field.name)'", type: field.type,
                    at: ContractPaths.field(field.name, of: model.name), fallback: field.provenance.mark, context)
            }
        }
        for endpoint in context.contract.endpoints {
            let path = ContractPaths.endpoint(endpoint.name)
            let parameters =
                endpoint.pathParameters.map { ($0, path.appending("params", $0.name)) }
                + endpoint.query.map { ($0, path.appending("query", $0.name)) }
                + (endpoint.body.textFields ?? []).map {
                    ($0, path.appending("body", endpoint.body.kind, "fields", $0.name))
                }
            for (parameter, at) in parameters {
                guard let range = parameter.range else { continue }
                checkBounds(
                    range, of: "parameter '\(parameter.name)'", type: parameter.type, at: at,
                    fallback: parameter.provenance.mark, context)
                if let constant = parameter.constant, let value = Double(constant),
                    let violation = range.violation(of: value)
                {
                    context.error(
                        "parameter '\(parameter.name)' always sends \(constant), which \(violation)",
                        at: at.appending("const"), fallback: parameter.provenance.mark)
                }
            }
        }
    }

    private static func checkBounds(
        _ range: NumericRange, of subject: String, type: TypeRef, at path: NodePath, fallback: SourceMark,
        _ context: ValidationContext
    ) {
        switch type {
        case .scalar(.int), .scalar(.int64), .scalar(.double):
            break
        default:
            let key = range.minimum != nil ? "minimum" : "maximum"
            context.error(
                "`\(key)` bounds a number; \(subject) is \(type)", at: path.appending(key), fallback: fallback,
                hint: "bounds apply to int, int64 and double")
        }
        if let minimum = range.minimum, let maximum = range.maximum, minimum > maximum {
            context.error(
                "\(subject)'s minimum \(minimum) is above its maximum \(maximum)", at: path.appending("minimum"),
                fallback: fallback)
        }
    }
}
