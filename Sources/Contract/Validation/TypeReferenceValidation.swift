import YAMLNodes

/// Every name resolves: field, parameter and payload types; union variants (models); the tenant header's
/// type (an identifier); response envelopes; JSON body models; the classes named by rules and examples.
enum TypeReferenceValidation {
    static func check(_ context: ValidationContext) {
        let contract = context.contract
        for model in contract.models {
            for field in model.fields {
                let path = ContractPaths.field(field.name, of: model.name).appending("type")
                checkType(field.type, at: path, fallback: field.provenance.mark, context: context)
            }
        }
        for union in contract.unions {
            for (index, variant) in union.variants.enumerated() {
                let path = NodePath(["unions", union.name, "variants", String(index), "type"])
                checkModelName(
                    variant.type, role: "a union variant", at: path, fallback: variant.provenance.mark, context: context
                )
            }
        }
        if let tenant = context.contract.auth?.tenant, contract.identifier(named: tenant.type) == nil {
            context.error(
                "the tenant header's type '\(tenant.type)' is not an identifier",
                at: NodePath(["auth", "tenant", "type"]),
                fallback: tenant.provenance.mark,
                hint: suggestion(for: tenant.type, among: contract.identifiers.map(\.name)))
        }
        for endpoint in contract.endpoints { checkEndpoint(endpoint, context: context) }
        for (index, rule) in contract.errorRules.enumerated() {
            checkClass(
                rule.errorClass, at: NodePath(["errorRules", String(index), "class"]), fallback: rule.provenance.mark,
                context: context)
        }
    }

    private static func checkEndpoint(_ endpoint: Endpoint, context: ValidationContext) {
        let contract = context.contract
        let path = ContractPaths.endpoint(endpoint.name)
        for (section, parameters) in [("params", endpoint.pathParameters), ("query", endpoint.query)] {
            for parameter in parameters {
                checkType(
                    parameter.type, at: path.appending(section, parameter.name, "type"),
                    fallback: parameter.provenance.mark, context: context)
            }
        }
        switch endpoint.body {
        case .none: break
        case .json(let model):
            checkModelName(
                model, role: "a JSON body", at: path.appending("body", "json"), fallback: endpoint.provenance.mark,
                context: context)
        case .multipart(_, let fields):
            for field in fields {
                checkType(
                    field.type, at: path.appending("body", "multipart", "fields", field.name, "type"),
                    fallback: field.provenance.mark, context: context)
            }
        }
        let response = endpoint.response
        if contract.envelope(named: response.envelope) == nil {
            context.error(
                "unknown envelope '\(response.envelope)'", at: path.appending("response", "envelope"),
                fallback: response.provenance.mark,
                hint: suggestion(for: response.envelope, among: contract.envelopes.map(\.name)))
        }
        if let type = response.type {
            checkType(
                type, at: path.appending("response", "type"), fallback: response.provenance.mark, context: context)
        }
        for (index, rule) in endpoint.errorRules.enumerated() {
            checkClass(
                rule.errorClass, at: path.appending("errors", String(index), "class"), fallback: rule.provenance.mark,
                context: context)
        }
        for (index, example) in endpoint.examples.enumerated() {
            guard case .failure(let errorClass, _, _) = example.expectation else { continue }
            let examplePath = ContractPaths.example(index, of: endpoint.name)
            checkClass(
                errorClass, at: examplePath.appending("expect", "class"), fallback: example.provenance.mark,
                context: context)
        }
    }

    /// Reports a name that no definition of the right kind carries; list elements are checked at `path/0`.
    static func checkType(_ type: TypeRef, at path: NodePath, fallback: SourceMark, context: ValidationContext) {
        let contract = context.contract
        let name: String
        let isDefined: Bool
        switch type {
        case .scalar: return
        case .list(let element):
            checkType(element, at: path.appending(index: 0), fallback: fallback, context: context)
            return
        case .identifier(let identifier):
            (name, isDefined) = (identifier, contract.identifier(named: identifier) != nil)
        case .model(let model): (name, isDefined) = (model, contract.model(named: model) != nil)
        case .union(let union): (name, isDefined) = (union, contract.union(named: union) != nil)
        }
        guard !isDefined else { return }
        if contract.resolve(name) != nil {
            context.error("'\(name)' is not a \(kindName(of: type))", at: path, fallback: fallback)
            return
        }
        context.error(
            "unknown type '\(name)'", at: path, fallback: fallback,
            hint: suggestion(for: name, among: allTypeNames(in: contract))
                ?? "define it under `identifiers:`, `models:` or `unions:`")
    }

    private static func checkModelName(
        _ name: String, role: String, at path: NodePath, fallback: SourceMark, context: ValidationContext
    ) {
        let contract = context.contract
        guard contract.model(named: name) == nil else { return }
        if let other = contract.resolve(name) {
            context.error("\(role) must be a model; '\(name)' is \(describe(other))", at: path, fallback: fallback)
        } else {
            context.error(
                "unknown model '\(name)'", at: path, fallback: fallback,
                hint: suggestion(for: name, among: contract.models.map(\.name)))
        }
    }

    private static func checkClass(_ name: String, at path: NodePath, fallback: SourceMark, context: ValidationContext)
    {
        let classes = context.contract.errorClasses.map(\.name)
        guard !classes.contains(name) else { return }
        context.error(
            "unknown error class '\(name)'", at: path, fallback: fallback,
            hint: suggestion(for: name, among: classes) ?? "define it under `errorClasses:`")
    }

    private static func suggestion(for name: String, among names: [String]) -> String? {
        DidYouMean.suggestion(for: name, among: names).map { "did you mean '\($0)'?" }
    }

    private static func allTypeNames(in contract: Contract) -> [String] {
        ScalarType.allCases.map(\.rawValue) + contract.identifiers.map(\.name) + contract.models.map(\.name)
            + contract.unions.map(\.name)
    }

    private static func kindName(of type: TypeRef) -> String {
        switch type {
        case .scalar: "scalar"
        case .identifier: "identifier"
        case .model: "model"
        case .union: "union"
        case .list: "list"
        }
    }

    private static func describe(_ type: TypeRef) -> String {
        switch type {
        case .scalar: "a scalar type"
        case .identifier: "an identifier"
        case .union: "a union"
        case .model, .list: "a \(kindName(of: type))"
        }
    }
}
