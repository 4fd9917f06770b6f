/// Every `{p}` in a path is declared under `params:`, and every declared parameter appears in the path.
enum PathParameterValidation {
    static func check(_ context: ValidationContext) {
        for endpoint in context.contract.endpoints {
            // Made only for a report: nearly every path and its parameters agree.
            var path: NodePath { ContractPaths.endpoint(endpoint.name) }
            let placeholders = endpoint.pathPlaceholders
            let declared = endpoint.pathParameters.map(\.name)
            for placeholder in placeholders where !declared.contains(placeholder) {
                context.error(
                    "path parameter '{\(placeholder)}' of endpoint '\(endpoint.name)' is not declared under `params:`",
                    at: path.appending("path"), fallback: endpoint.provenance.mark,
                    hint: "add `params: { \(placeholder): { type: string } }`")
            }
            for parameter in endpoint.pathParameters where !placeholders.contains(parameter.name) {
                context.errorAtKey(
                    "parameter '\(parameter.name)' is declared but the path has no '{\(parameter.name)}'",
                    at: path.appending("params", parameter.name), fallback: parameter.provenance.mark,
                    hint: "query parameters go under `query:`")
            }
        }
    }
}
