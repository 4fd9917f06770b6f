import WireVocabulary
import YAMLNodes

/// Values the client computes per call: a parameter computed per call is the client's alone (no fixed value, never
/// optional, never secret, of a type its text fits, never in a path or a multipart form), and a `perCall:` value
/// travels where nothing else of the request does (another of its parameters or headers, the token, the tenant).
enum PerCallValidation {
    static func check(_ context: ValidationContext) {
        for endpoint in context.contract.endpoints {
            checkParameters(of: endpoint, context)
        }
        checkRules(context)
    }

    private static func checkParameters(of endpoint: Endpoint, _ context: ValidationContext) {
        let path = ContractPaths.endpoint(endpoint.name)
        for parameter in endpoint.pathParameters where parameter.perCall != nil {
            context.error(
                "path parameter '\(parameter.name)' is computed per call, but a path names what is asked for",
                at: path.appending("params", parameter.name, "from"), fallback: parameter.provenance.mark,
                hint: "send it in the query (`query:`) or a form body")
        }
        var computed = endpoint.query.map { (parameter: $0, at: path.appending("query", $0.name)) }
        if let fields = endpoint.body.textFields {
            let at = path.appending("body", endpoint.body.kind, "fields")
            if case .multipart = endpoint.body {
                for field in fields where field.perCall != nil {
                    context.error(
                        "multipart field '\(field.name)' is computed per call; only query parameters, form fields and "
                            + "`perCall:` headers are",
                        at: at.appending(field.name, "from"), fallback: field.provenance.mark)
                }
            } else {
                computed += fields.map { (parameter: $0, at: at.appending($0.name)) }
            }
        }
        for (parameter, at) in computed {
            guard let kind = parameter.perCall else { continue }
            checkComputed(parameter, kind: kind, at: at, context)
        }
    }

    private static func checkComputed(
        _ parameter: Endpoint.Parameter, kind: PerCallValue.Kind, at path: NodePath, _ context: ValidationContext
    ) {
        let refusals: [(key: String, holds: Bool)] = [
            ("const", parameter.constant != nil), ("optional", parameter.isOptional), ("secret", parameter.isSecret),
            ("separator", parameter.separator != nil), ("minimum", parameter.range != nil),
        ]
        for refusal in refusals where refusal.holds {
            context.error(
                "'\(parameter.name)' is computed per call (`\(kind)`), so `\(refusal.key)` has no use",
                at: path.appending(refusal.key == "minimum" ? "from" : refusal.key),
                fallback: parameter.provenance.mark, hint: "remove `\(refusal.key)`: the client makes every value")
        }
        let fits: Bool =
            switch (kind, parameter.type) {
            case (.random, .scalar(.string)): true
            case (.unixSeconds, .scalar(.int)), (.unixSeconds, .scalar(.int64)), (.unixSeconds, .scalar(.string)),
                (.unixMillis, .scalar(.int64)), (.unixMillis, .scalar(.int)), (.unixMillis, .scalar(.string)):
                true
            default: false
            }
        if !fits {
            context.error(
                "'\(parameter.name)' is computed per call (`\(kind)`), which makes "
                    + (kind.isClock ? "a whole number" : "text") + ", not \(parameter.type)",
                at: path.appending("type"), fallback: parameter.provenance.mark,
                hint: kind.isClock ? "say `type: int`" : "say `type: string`")
        }
    }

    private static func checkRules(_ context: ValidationContext) {
        let contract = context.contract
        for (index, rule) in contract.perCall.enumerated() {
            let path = NodePath(["perCall"]).appending(index: index)
            let fallback = rule.provenance.mark
            let endpoints = contract.endpoints.filter(rule.applies)
            if endpoints.isEmpty {
                context.warningAtKey(
                    "perCall value \(rule.value.placement) applies to no endpoint", at: path, fallback: fallback,
                    hint: "check its `methods:`")
            }
            for earlier in contract.perCall[..<index]
            where earlier.value.placement.same(as: rule.value.placement)
                && endpoints.contains(where: earlier.applies)
            {
                context.error(
                    "perCall value \(rule.value.placement) is declared twice for the same requests", at: path,
                    fallback: fallback, hint: "remove one, or give each its own `methods:`")
            }
            checkPlace(
                rule.value.placement, called: "perCall", on: endpoints, at: { path.appending($0) }, fallback: fallback,
                hints: PlaceHints(
                    parameterClash: "remove the endpoint's, or give the perCall value `methods:` that leave it out",
                    headerName: "a header name is letters, digits and !#$%&'*+-.^_`|~",
                    reservedHeader: "a computed header travels alone: remove the other, or name another header"),
                context)
        }
    }

    /// What a lint message's hint says for each way a place can be taken.
    struct PlaceHints {
        var parameterClash: String
        var headerName: String?
        var reservedHeader: String?
    }

    /// A value the client adds to a request (`called` `perCall` or `signed`) travels where nothing else of it does:
    /// not the token's query parameter, not a query parameter of one of `endpoints`, a header name that is one and
    /// not a header the request already sends or must not send. `at` gives the path of the place's key.
    static func checkPlace(
        _ placement: PerCallValue.Placement, called prefix: String, on endpoints: [Endpoint],
        at path: (String) -> NodePath, fallback: SourceMark, hints: PlaceHints, _ context: ValidationContext
    ) {
        let contract = context.contract
        switch placement {
        case .query(let name):
            if contract.auth?.token?.placement.queryName == name {
                context.error(
                    "\(prefix) query parameter '\(name)' is where the session token travels", at: path("query"),
                    fallback: fallback)
            }
            for endpoint in endpoints where endpoint.query.contains(where: { $0.name == name }) {
                context.error(
                    "\(prefix) query parameter '\(name)' is also a query parameter of endpoint '\(endpoint.name)'",
                    at: path("query"), fallback: fallback, hint: hints.parameterClash)
            }
        case .header(let name):
            if !HTTPToken.isToken(name) {
                context.error(
                    "\(prefix) header '\(name)' is no HTTP header name", at: path("header"), fallback: fallback,
                    hint: hints.headerName)
            } else if let owner = reservedHeaders(contract).first(where: { $0.name.lowercased() == name.lowercased() })
            {
                context.error(
                    "\(prefix) header '\(name)' is \(owner.what)", at: path("header"), fallback: fallback,
                    hint: hints.reservedHeader)
            }
        case .formField:
            break
        }
    }

    /// The headers a request already sends or must never send, with what they are.
    private static func reservedHeaders(_ contract: Contract) -> [(name: String, what: String)] {
        var names: [(String, String)] = [("Content-Type", "set by the body"), ("Cookie", "the session's cookies")]
        names += contract.headers.always.map { ($0.name, "one of the headers always sent (`headers.always`)") }
        names += contract.headers.jsonBody.map { ($0.name, "one of the headers sent with JSON (`headers.jsonBody`)") }
        names += contract.headers.never.map { ($0, "one the docs forbid (`headers.never`)") }
        if let header = contract.auth?.token?.placement.headerName { names.append((header, "where the token travels")) }
        if let tenant = contract.auth?.tenant?.header { names.append((tenant, "the tenant header")) }
        return names
    }
}

extension PerCallValue.Placement {
    /// The same place: the same query parameter, or the same header (names case-insensitive).
    func same(as other: PerCallValue.Placement) -> Bool {
        switch (self, other) {
        case (.query(let left), .query(let right)), (.formField(let left), .formField(let right)): left == right
        case (.header(let left), .header(let right)): left.lowercased() == right.lowercased()
        default: false
        }
    }
}
