/// A pager names what exists: its page, size, offset, limit and cursor are query parameters the app would pass (an
/// `int`, a cursor a `string`), and its items, total and next cursor are fields of the payload's model (a list, an
/// `int`, a `string`). Each refusal points at the name as the contract writes it.
enum PaginationValidation {
    static func check(_ context: ValidationContext) {
        guard !context.typeDefinitionsAreDamaged else { return }
        let suggestions = FieldSuggestions()
        for endpoint in context.contract.endpoints {
            guard let pagination = endpoint.pagination, !context.isDamaged(ContractPaths.endpoint(endpoint.name))
            else { continue }
            checkParameters(pagination, of: endpoint, context: context)
            checkFields(pagination, of: endpoint, context: context, suggestions: suggestions)
        }
    }

    /// Each parameter the pager fills is a query parameter the app passes, of the type the pager sends.
    private static func checkParameters(_ pagination: Pagination, of endpoint: Endpoint, context: ValidationContext) {
        let passed = endpoint.query.filter {
            $0.constant == nil && !$0.isFilledByClient && endpoint.group(of: $0.name) == nil
        }
        let keys = [pagination.positionKey, pagination.sizeKey]
        for (name, key) in zip(pagination.parameters, keys) {
            let report = { (message: String, hint: String?) in
                context.error("pagination '\(key)': \(message)", at: name.mark, hint: hint)
            }
            guard let parameter = endpoint.query.first(where: { $0.name == name.text }) else {
                let inPath = endpoint.pathParameters.contains { $0.name == name.text }
                report(
                    "endpoint '\(endpoint.name)' has no query parameter '\(name)'",
                    inPath
                        ? "'\(name)' is a path parameter; a pager sends its values in the query"
                        : DidYouMean.hint(for: name.text, among: passed.map(\.name))
                            ?? "add `\(name): { type: \(key == "cursor" ? "string" : "int") }` to its `query:`")
                continue
            }
            guard passed.contains(where: { $0.name == name.text }) else {
                report(
                    "query parameter '\(name)' is not the app's to pass (a constant, a value the client fills, or a "
                        + "member of a `oneOf:` group), so the pager cannot choose it", nil)
                continue
            }
            let wanted: TypeRef = key == "cursor" ? .scalar(.string) : .scalar(.int)
            if parameter.type != wanted || parameter.separator != nil {
                report("query parameter '\(name)' is \(parameter.type), and the pager sends \(wanted)", nil)
            }
        }
    }

    /// Items, total and next cursor are fields of the payload, of the types the pager reads.
    private static func checkFields(
        _ pagination: Pagination, of endpoint: Endpoint, context: ValidationContext, suggestions: FieldSuggestions
    ) {
        guard let payloadType = endpoint.response.type, endpoint.response.payload != .none,
            endpoint.response.payload != .message
        else {
            context.error(
                "pagination: endpoint '\(endpoint.name)' answers no payload to read pages from",
                at: pagination.provenance.mark,
                hint: "give its response a `type:` whose model holds the items (`payload: body` for rows beside the "
                    + "envelope's code)")
            return
        }
        let fields: [(key: String, name: Pagination.Name?)] = [
            ("items", pagination.items), ("total", pagination.total), ("next", pagination.next),
        ]
        for (key, name) in fields {
            guard let name else { continue }
            let report = { (message: String, hint: String?) in
                context.error("pagination '\(key)': \(message)", at: name.mark, hint: hint)
            }
            guard !name.path.contains(where: \.isEmpty) else {
                report("'\(name)' is no field path", "write the field's wire name, or a dotted path (`page.records`)")
                continue
            }
            guard
                let type = RequirementValidation.resolve(
                    name.path, from: payloadType, context: context, suggestions: suggestions, report: report)
            else { continue }
            switch key {
            case "items":
                if case .list = type { continue }
                report("'\(name)' is \(type), and a page's items are a list", nil)
            case "total":
                if type != .scalar(.int) { report("'\(name)' is \(type), and a total is an int", nil) }
            default:
                if type != .scalar(.string) { report("'\(name)' is \(type), and a next cursor is a string", nil) }
            }
        }
    }
}
