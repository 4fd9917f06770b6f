import WireVocabulary

/// A cookie session names each cookie once, as an HTTP token; its `setBy` and `endsBy` name endpoints of the contract;
/// a parameter derived from a cookie names one of the session's, is a string the client fills in, and travels where
/// the client hides it; `auth: optional` needs credentials to be optional about.
enum CookieSessionValidation {
    static func check(_ context: ValidationContext) {
        let contract = context.contract
        let session = contract.auth?.session
        if let session {
            checkSession(session, context)
            CookieRefreshValidation.check(session, context)
        }
        for endpoint in contract.endpoints {
            let path = ContractPaths.endpoint(endpoint.name)
            if endpoint.auth == .optional, contract.auth == nil {
                context.error(
                    "endpoint '\(endpoint.name)' has optional auth, but the contract has no `auth:` credentials",
                    at: path.appending("auth"), fallback: endpoint.provenance.mark,
                    hint: "add `auth:` to the contract, or write `auth: none`")
            }
            let sent: [(Endpoint.Parameter, NodePath)] =
                endpoint.pathParameters.map { ($0, path.appending("params", $0.name)) }
                + endpoint.query.map { ($0, path.appending("query", $0.name)) }
                + bodyFields(of: endpoint).fields.map {
                    ($0, path.appending("body", bodyFields(of: endpoint).kind, "fields", $0.name))
                }
            for (parameter, at) in sent {
                guard let cookie = parameter.fromCookie else { continue }
                checkDerived(parameter, cookie: cookie, of: endpoint, session: session, at: at, context)
            }
        }
    }

    /// The text fields of a multipart or form body, and the body's key (`multipart`, `form`).
    private static func bodyFields(of endpoint: Endpoint) -> (kind: String, fields: [Endpoint.Parameter]) {
        switch endpoint.body {
        case .multipart(_, let fields): ("multipart", fields)
        case .form(let fields): ("form", fields)
        case .none, .json: ("", [])
        }
    }

    private static func checkSession(_ session: CookieSessionRules, _ context: ValidationContext) {
        let path = NodePath(["auth", "session"])
        var seen: Set<String> = []
        for (index, cookie) in session.cookies.enumerated() {
            let at = path.appending("cookies").appending(index: index)
            if !CookieHeader.isValidName(cookie.name) {
                context.error(
                    "session cookie '\(cookie.name)' is not a cookie name", at: at, fallback: cookie.provenance.mark,
                    hint: "a cookie name is ASCII letters, digits and `\(HTTPToken.symbols)`, e.g. `SESSDATA`")
            }
            if !seen.insert(cookie.name).inserted {
                context.error(
                    "session cookie '\(cookie.name)' is named twice", at: at, fallback: cookie.provenance.mark,
                    hint: "name each cookie once")
            }
        }
        let names = Set(context.contract.endpoints.map(\.name))
        for (key, list) in [("setBy", session.setBy), ("endsBy", session.endsBy)] {
            for (index, name) in list.enumerated() where !names.contains(name) {
                context.error(
                    "auth session \(key) names '\(name)', which is no endpoint of the contract",
                    at: path.appending(key).appending(index: index), fallback: session.provenance.mark,
                    hint: "name an endpoint under `endpoints:`"
                        + (DidYouMean.suggestion(for: name, among: names.sorted()).map { ", e.g. '\($0)'" } ?? ""))
            }
        }
        var named: Set<String> = []
        for (index, name) in session.setBy.enumerated() {
            if !named.insert(name).inserted {
                context.error(
                    "auth session setBy names '\(name)' twice", at: path.appending("setBy").appending(index: index),
                    fallback: session.provenance.mark, hint: "name each sign-in once, with its `when:` and `from:`")
            }
            guard let endpoint = context.contract.endpoints.first(where: { $0.name == name }) else { continue }
            checkSetter(endpoint, session, context)
            if !context.typeDefinitionsAreDamaged {
                checkDelivery(
                    session.delivery(for: name), of: endpoint, at: path.appending("setBy").appending(index: index),
                    session, context)
            }
        }
        if session.setBy.isEmpty {
            context.error(
                "auth session says no endpoint sets its cookies", at: path.appending("setBy"),
                fallback: session.provenance.mark, hint: "name the sign-in endpoint(s), e.g. `setBy: [login]`")
        }
    }

    /// A sign-in returns its payload beside the credentials. (That its success examples set every session cookie is
    /// the shared reading's to say: lint's example checks hold them to it.)
    static func checkSetter(_ endpoint: Endpoint, _ session: CookieSessionRules, _ context: ValidationContext) {
        let path = ContractPaths.endpoint(endpoint.name)
        if endpoint.response.payload != .result && endpoint.response.payload != .body {
            context.error(
                "endpoint '\(endpoint.name)' sets the cookie session, so it returns a payload beside the credentials, "
                    + "but its payload is \(endpoint.response.payload.rawValue)",
                at: path.appending("response", "payload"), fallback: endpoint.response.provenance.mark,
                hint: "write `payload: result` or `payload: body` with the answer's `type` (e.g. `json`)")
        }
    }

    /// A sign-in's `when` tests a field its payload has, as a payload rule's test does; a payload field that carries
    /// the cookies is text and, where the payload model declares it, `secret: true`.
    static func checkDelivery(
        _ delivery: SignInDelivery, of endpoint: Endpoint, at path: NodePath, _ session: CookieSessionRules,
        _ context: ValidationContext
    ) {
        let checker = PayloadFieldChecker(context: context)
        let mark = session.provenance.mark
        if let when = delivery.when { checker.check(when, of: endpoint, at: path.appending("when"), fallback: mark) }
        guard case .field(let field) = delivery.source, let payload = endpoint.response.type else { return }
        let fieldPath = path.appending("from", "field")
        let report: (String, String?) -> Void = { message, hint in
            context.error(
                "sign-in '\(endpoint.name)' reads the cookies from '\(field)': \(message)", at: fieldPath,
                fallback: mark, hint: hint)
        }
        guard
            let type = RequirementValidation.resolve(
                field.keys, from: payload, context: context, suggestions: FieldSuggestions(), report: report)
        else { return }
        if type != .scalar(.string), type != .scalar(.json) {
            report("the field is \(type), and cookies come as text", "point `from.field` at the text field")
        } else if type == .scalar(.string), !checker.isSecret(field, below: payload) {
            report(
                "the field holds the session's cookies, and the model would print it",
                "mark the field `secret: true` in its model")
        }
    }

    private static func checkDerived(
        _ parameter: Endpoint.Parameter, cookie: String, of endpoint: Endpoint, session: CookieSessionRules?,
        at path: NodePath, _ context: ValidationContext
    ) {
        let mark = parameter.provenance.mark
        guard let session else {
            context.error(
                "parameter '\(parameter.name)' is derived from cookie '\(cookie)', but the contract has no cookie "
                    + "session", at: path.appending("from"), fallback: mark,
                hint: "add `auth: { session: { cookies: [...], setBy: [...] } }`, or remove `from`")
            return
        }
        if session.cookie(named: cookie) == nil {
            context.error(
                "parameter '\(parameter.name)' is derived from cookie '\(cookie)', which the session does not have",
                at: path.appending("from", "cookie"), fallback: mark,
                hint: "name one of the session's cookies: " + session.cookies.map(\.name).joined(separator: ", "))
        }
        if path.components.contains("params") {
            context.error(
                "path parameter '\(parameter.name)' is derived from a cookie, but a path is in every log line",
                at: path.appending("from"), fallback: mark, hint: "send it in the query or a form field")
        }
        if endpoint.auth != .token {
            context.error(
                "parameter '\(parameter.name)' is derived from a session cookie, but endpoint '\(endpoint.name)' "
                    + "does not always carry the session (auth: \(endpoint.auth.rawValue))",
                at: path.appending("from"), fallback: mark,
                hint: "write `auth: token` on the endpoint, or let the app pass the value")
        }
        if parameter.type != .scalar(.string) {
            context.error(
                "parameter '\(parameter.name)' is derived from a cookie, so it is a string, found \(parameter.type)",
                at: path.appending("type"), fallback: mark, hint: "write `type: string`")
        }
        if parameter.constant != nil || parameter.isOptional {
            context.error(
                "parameter '\(parameter.name)' is derived from a cookie, so it has no fixed value and is always sent",
                at: path.appending("from"), fallback: mark, hint: "remove `const` and `optional`")
        }
    }
}
