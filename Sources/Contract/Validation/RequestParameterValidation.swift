/// Path and query parameters and form fields travel as text: their types must have one text form, a secret may only
/// travel where the client can hide it, and an endpoint's own query can't collide with a token sent in the query.
enum RequestParameterValidation {
    static func check(_ context: ValidationContext) {
        let contract = context.contract
        let tokenQuery = contract.auth?.token?.placement.queryName
        if let tokenQuery, let token = contract.auth?.token {
            checkQueryName(tokenQuery, at: NodePath(["auth", "token", "query"]), token.provenance, context)
        }
        for endpoint in contract.endpoints {
            let path = ContractPaths.endpoint(endpoint.name)
            for parameter in endpoint.pathParameters {
                let at = path.appending("params", parameter.name)
                checkTextType(parameter, sentIn: "a path parameter", at: at, context)
                if parameter.isSecret {
                    context.error(
                        "path parameter '\(parameter.name)' is secret, but a path is in every log line and report",
                        at: at.appending("secret"), fallback: parameter.provenance.mark,
                        hint:
                            "send a secret in the query (`query:`), a form body or a JSON body, which the client hides")
                }
            }
            for parameter in endpoint.query {
                let at = path.appending("query", parameter.name)
                checkTextType(parameter, sentIn: "a query parameter", at: at, context)
                checkSecret(parameter, at: at, context)
                if let tokenQuery, endpoint.auth.mayCarryCredentials, parameter.name == tokenQuery {
                    context.errorAtKey(
                        "query parameter '\(parameter.name)' is where the session token travels (`auth.token.query`)",
                        at: at, fallback: parameter.provenance.mark,
                        hint: "remove it: the client sends the token there from the credentials")
                }
            }
            if let fields = endpoint.body.textFields {
                for field in fields {
                    let at = path.appending("body", endpoint.body.kind, "fields", field.name)
                    checkTextType(field, sentIn: "a form field", at: at, context)
                    checkSecret(field, at: at, context)
                }
            }
        }
    }

    /// The types with one text form: the value's own text, an identifier's or an enum's raw value.
    static func hasTextForm(_ type: TypeRef) -> Bool {
        switch type {
        case .scalar(.string), .scalar(.int), .scalar(.int64), .scalar(.double), .scalar(.bool), .scalar(.url):
            true
        // Sent as whole seconds or milliseconds since 1970.
        case .scalar(.unixSeconds), .scalar(.unixMillis): true
        case .identifier, .enumeration: true
        case .scalar(.dateTime), .scalar(.json), .model, .union, .list, .map: false
        }
    }

    private static func checkTextType(
        _ parameter: Endpoint.Parameter, sentIn place: String, at path: NodePath, _ context: ValidationContext
    ) {
        if let separator = parameter.separator {
            return checkJoinedList(parameter, separator: separator, sentIn: place, at: path, context)
        }
        guard !hasTextForm(parameter.type) else { return }
        let hint: String =
            switch parameter.type {
            case .scalar(.dateTime): "write `string` and say in `doc` which date format the docs give"
            case .list(let element) where hasTextForm(element):
                "where the docs join the values into one (`id=1,2,3`), say so: `separator: \",\"`"
            case .list: "declare one parameter per value"
            default: "use string, int, int64, double, bool, url, an identifier or an enum"
            }
        context.error(
            "\(parameter.name) is \(place) of type \(parameter.type), which has no single text form",
            at: path.appending("type"), fallback: parameter.provenance.mark, hint: hint)
    }

    /// A list sent as one value (`separator:`): a query parameter or form field whose elements have one text form,
    /// joined by one character that cannot be mistaken for a value's own (no letter, digit or `%`).
    private static func checkJoinedList(
        _ parameter: Endpoint.Parameter, separator: String, sentIn place: String, at path: NodePath,
        _ context: ValidationContext
    ) {
        let mark = parameter.provenance.mark
        guard case .list(let element) = parameter.type, hasTextForm(element), parameter.constant == nil,
            parameter.fromCookie == nil, !parameter.isSecret
        else {
            return context.error(
                "\(parameter.name) has a separator, but only a list of text values (not fixed, secret or from a cookie) "
                    + "is joined into one", at: path.appending("separator"), fallback: mark,
                hint: "give it a list type such as `[int]` or `[string]`, or remove `separator`")
        }
        if place == "a path parameter" {
            context.error(
                "path parameter '\(parameter.name)' is a joined list; a path segment carries one value",
                at: path.appending("separator"), fallback: mark, hint: "send the list in the query or a form field")
        }
        let scalars = Array(separator.unicodeScalars)
        let usable =
            scalars.count == 1 && scalars[0].isASCII && scalars[0].value > 0x20 && scalars[0].value < 0x7F
            && !scalars[0].properties.isAlphabetic && !("0"..."9").contains(scalars[0]) && scalars[0] != "%"
        if !usable {
            context.error(
                "\(parameter.name)'s separator must be one printable ASCII character that is no letter, digit or `%`",
                at: path.appending("separator"), fallback: mark, hint: "the docs' own, such as `\",\"` or `\"|\"`")
        }
    }

    private static func checkSecret(_ parameter: Endpoint.Parameter, at path: NodePath, _ context: ValidationContext) {
        guard parameter.isSecret else { return }
        if parameter.type != .scalar(.string) {
            context.error(
                "secret parameter '\(parameter.name)' must be a string, found \(parameter.type)",
                at: path.appending("type"), fallback: parameter.provenance.mark,
                hint: "a secret is text the client never prints: write `type: string`")
        }
        if parameter.constant != nil {
            context.error(
                "secret parameter '\(parameter.name)' has a fixed value, so the contract itself would hold the secret",
                at: path.appending("const"), fallback: parameter.provenance.mark,
                hint: "remove `const`; the app passes the secret when it calls")
        }
    }

    /// RFC 3986 unreserved characters: a name the client sends without percent-encoding, as the docs write it.
    private static func checkQueryName(
        _ name: String, at path: NodePath, _ provenance: Provenance, _ context: ValidationContext
    ) {
        let unreserved = name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || "-._~".unicodeScalars.contains(scalar))
        }
        guard name.isEmpty || !unreserved else { return }
        context.error(
            name.isEmpty
                ? "the token's query parameter has no name"
                : "the token's query parameter '\(name)' has characters a query name "
                    + "does not carry as written",
            at: path, fallback: provenance.mark, hint: "use ASCII letters, digits and `-._~`, e.g. `access_token`")
    }
}
