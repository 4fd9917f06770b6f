import YAMLNodes

/// Every name resolves: field, parameter and payload types; union variants (models); the tenant header's
/// type (an identifier); response envelopes; JSON body models; the classes named by rules and examples; the
/// replacements deprecations name. The tenant's `omitWhen` is a value of its identifier's kind.
enum TypeReferenceValidation {
    static func check(_ context: ValidationContext) {
        let contract = context.contract
        let suggestions = Suggestions(contract)
        for model in contract.models {
            for field in model.fields {
                checkType(
                    field.type, at: ContractPaths.field(field.name, of: model.name).appending("type"),
                    fallback: field.provenance.mark, context: context, suggestions: suggestions)
            }
        }
        for union in contract.unions {
            for (index, variant) in union.variants.enumerated() {
                checkModelName(
                    variant.type, role: "a union variant",
                    at: NodePath(["unions", union.name, "variants", String(index), "type"]),
                    fallback: variant.provenance.mark, context: context, suggestions: suggestions)
            }
        }
        if let tenant = context.contract.auth?.tenant, contract.identifier(named: tenant.type) == nil {
            context.error(
                "the tenant header's type '\(tenant.type)' is not an identifier",
                at: NodePath(["auth", "tenant", "type"]),
                fallback: tenant.provenance.mark,
                hint: suggestions.identifiers.hint(for: tenant.type))
        }
        if let tenant = context.contract.auth?.tenant, let identifier = contract.identifier(named: tenant.type) {
            checkOmitWhen(tenant, storage: identifier.storage, context: context)
        }
        for endpoint in contract.endpoints { checkEndpoint(endpoint, context: context, suggestions: suggestions) }
        for (index, rule) in contract.errorRules.enumerated() {
            checkClass(
                rule.errorClass, at: NodePath(["errorRules", String(index), "class"]), fallback: rule.provenance.mark,
                context: context, suggestions: suggestions)
        }
    }

    private static func checkEndpoint(_ endpoint: Endpoint, context: ValidationContext, suggestions: Suggestions) {
        let contract = context.contract
        let path = ContractPaths.endpoint(endpoint.name)
        for (section, parameters) in [("params", endpoint.pathParameters), ("query", endpoint.query)] {
            for parameter in parameters {
                checkType(
                    parameter.type, at: path.appending(section, parameter.name, "type"),
                    fallback: parameter.provenance.mark, context: context, suggestions: suggestions)
            }
        }
        switch endpoint.body {
        case .none: break
        case .json(let model):
            checkModelName(
                model, role: "a JSON body", at: path.appending("body", "json"), fallback: endpoint.provenance.mark,
                context: context, suggestions: suggestions)
        case .multipart(_, let fields), .form(let fields):
            for field in fields {
                checkType(
                    field.type, at: path.appending("body", endpoint.body.kind, "fields", field.name, "type"),
                    fallback: field.provenance.mark, context: context, suggestions: suggestions)
            }
        }
        let response = endpoint.response
        if contract.envelope(named: response.envelope) == nil {
            context.error(
                "unknown envelope '\(response.envelope)'", at: path.appending("response", "envelope"),
                fallback: response.provenance.mark,
                hint: suggestions.envelopes.hint(for: response.envelope))
        }
        if let type = response.type {
            checkType(
                type, at: path.appending("response", "type"), fallback: response.provenance.mark, context: context,
                suggestions: suggestions)
        }
        for (index, rule) in endpoint.errorRules.enumerated() {
            checkClass(
                rule.errorClass, at: path.appending("errors", String(index), "class"), fallback: rule.provenance.mark,
                context: context, suggestions: suggestions)
        }
        for (index, example) in endpoint.examples.enumerated() {
            guard case .failure(let errorClass, _, _) = example.expectation else { continue }
            checkClass(
                errorClass, at: ContractPaths.example(index, of: endpoint.name).appending("expect", "class"),
                fallback: example.provenance.mark, context: context, suggestions: suggestions)
        }
    }

    /// Reports a name that no definition of the right kind carries; list elements are checked at `path/0`, map values
    /// at `path/map`. The path is made only for a report: nearly every name resolves.
    static func checkType(
        _ type: TypeRef, at path: @autoclosure () -> NodePath, fallback: SourceMark, context: ValidationContext,
        suggestions: Suggestions? = nil
    ) {
        let contract = context.contract
        let name: String
        let isDefined: Bool
        switch type {
        case .scalar: return
        case .list(let element):
            checkType(
                element, at: path().appending(index: 0), fallback: fallback, context: context, suggestions: suggestions)
            return
        case .map(let value):
            checkType(
                value, at: path().appending("map"), fallback: fallback, context: context, suggestions: suggestions)
            return
        case .identifier(let identifier):
            (name, isDefined) = (identifier, contract.identifier(named: identifier) != nil)
        case .model(let model): (name, isDefined) = (model, contract.model(named: model) != nil)
        case .union(let union): (name, isDefined) = (union, contract.union(named: union) != nil)
        case .enumeration(let enumeration):
            (name, isDefined) = (enumeration, contract.enumeration(named: enumeration) != nil)
        }
        guard !isDefined else { return }
        if contract.resolve(name) != nil {
            context.error("'\(name)' is not a \(kindName(of: type))", at: path(), fallback: fallback)
            return
        }
        context.error(
            "unknown type '\(name)'", at: path(), fallback: fallback,
            hint: (suggestions ?? Suggestions(contract)).types.hint(for: name)
                ?? "define it under `identifiers:`, `models:`, `unions:` or `enums:`")
    }

    private static func checkModelName(
        _ name: String, role: String, at path: @autoclosure () -> NodePath, fallback: SourceMark,
        context: ValidationContext, suggestions: Suggestions
    ) {
        let contract = context.contract
        guard contract.model(named: name) == nil else { return }
        if let other = contract.resolve(name) {
            context.error("\(role) must be a model; '\(name)' is \(describe(other))", at: path(), fallback: fallback)
        } else {
            context.error(
                "unknown model '\(name)'", at: path(), fallback: fallback,
                hint: suggestions.models.hint(for: name))
        }
    }

    private static func checkClass(
        _ name: String, at path: @autoclosure () -> NodePath, fallback: SourceMark, context: ValidationContext,
        suggestions: Suggestions
    ) {
        guard context.contract.errorClass(named: name) == nil else { return }
        context.error(
            "unknown error class '\(name)'", at: path(), fallback: fallback,
            hint: suggestions.classes.hint(for: name) ?? "define it under `errorClasses:`")
    }

    /// The names a reference may have meant, by kind, each prepared once per check.
    final class Suggestions {
        private let contract: Contract

        init(_ contract: Contract) { self.contract = contract }

        lazy var types = DidYouMean.Suggester(
            ScalarType.allCases.map(\.rawValue) + contract.identifiers.map(\.name) + contract.models.map(\.name)
                + contract.unions.map(\.name) + contract.enums.map(\.name))
        lazy var identifiers = DidYouMean.Suggester(contract.identifiers.map(\.name))
        lazy var models = DidYouMean.Suggester(contract.models.map(\.name))
        lazy var envelopes = DidYouMean.Suggester(contract.envelopes.map(\.name))
        lazy var classes = DidYouMean.Suggester(contract.errorClasses.map(\.name))
    }

    private static func kindName(of type: TypeRef) -> String {
        switch type {
        case .scalar: "scalar"
        case .identifier: "identifier"
        case .model: "model"
        case .union: "union"
        case .enumeration: "enum"
        case .list: "list"
        case .map: "map"
        }
    }

    private static func describe(_ type: TypeRef) -> String {
        switch type {
        case .scalar: "a scalar type"
        case .identifier: "an identifier"
        case .union: "a union"
        case .enumeration: "an enum"
        case .model, .list, .map: "a \(kindName(of: type))"
        }
    }

    /// `omitWhen` is a value of the tenant's identifier: a whole number for one stored as an int (`omitWhen: 0`), text
    /// for one stored as text (`omitWhen: "none"`); the header is compared with it as sent.
    private static func checkOmitWhen(
        _ tenant: AuthRules.TenantHeader, storage: Identifier.Storage, context: ValidationContext
    ) {
        let path = NodePath(["auth", "tenant", "omitWhen"])
        guard let omitWhen = tenant.omitWhen, let node = context.sourceMap.node(path),
            (storage == .int) != (node.intValue != nil)
        else { return }
        switch storage {
        case .int:
            context.error(
                "the tenant header's `omitWhen: \(omitWhen.debugDescription)` is text, but its type '\(tenant.type)' is "
                    + "stored as an int",
                at: path, fallback: tenant.provenance.mark,
                hint: Int(omitWhen) == nil
                    ? "write the whole number sent as no header, e.g. `omitWhen: 0`"
                    : "write the number without quotes: `omitWhen: \(omitWhen)`")
        case .string:
            context.error(
                "the tenant header's `omitWhen: \(omitWhen)` is a number, but its type '\(tenant.type)' is stored as text",
                at: path, fallback: tenant.provenance.mark, hint: "quote it: `omitWhen: \"\(omitWhen)\"`")
        }
    }
}
