import Contract
import TextFoundation
import WireVocabulary

/// How a contract's credentials read in OpenAPI: one scheme for a token (`http` bearer or `apiKey` in a header or the
/// query), or one `apiKey` scheme in a cookie per session cookie, all required together.
enum SessionSecurity {
    /// `components.securitySchemes`.
    static func schemes(_ auth: AuthRules, tokenScheme: String) -> JSONValue {
        guard let session = auth.session else { return .single(tokenScheme, tokenSchemeValue(auth)) }
        var object = JSONObject()
        for cookie in session.cookies {
            object[schemeName(cookie.name)] = [
                "type": "apiKey", "in": "cookie", "name": .string(cookie.name),
                "description": .string(
                    "A session cookie, set by the answer of " + session.setBy.joined(separator: ", ")
                        + (cookie.isSecret ? "; a secret." : ".")),
            ]
        }
        return .object(object)
    }

    /// An operation's `security`: the credentials required, or (for `auth: optional`) them or nothing.
    static func security(_ endpoint: Endpoint, _ auth: AuthRules, tokenScheme: String) -> JSONValue {
        var requirement = JSONObject()
        if let session = auth.session {
            for cookie in session.cookies { requirement[schemeName(cookie.name)] = [] }
        } else {
            requirement[tokenScheme] = []
        }
        switch endpoint.auth {
        case .token: return [.object(requirement)]
        case .optional: return [.object(requirement), .object(JSONObject())]
        case .none: return []
        }
    }

    /// `cookie_SESSDATA`.
    static func schemeName(_ cookie: String) -> String { "cookie_\(cookie)" }

    /// `x-zing-headers.session`: the cookies and the endpoints that set and end them; a sign-in that hands the
    /// cookies out only in one state or in a payload field is listed under `deliveries` by name
    /// (`{ pollQR: { when: { field: state, in: [803] }, from: { field: cookie } } }`).
    static func sessionExtension(_ session: CookieSessionRules) -> JSONValue {
        var object: JSONObject = [
            "cookies": .array(
                session.cookies.map { ["name": .string($0.name), "secret": .bool($0.isSecret)] }),
            "setBy": .strings(session.setBy), "endsBy": .strings(session.endsBy),
        ]
        if let deliveries = deliveries(session.setBy, session.deliveries) { object["deliveries"] = deliveries }
        return .object(object)
    }

    /// `x-zing-headers.token`'s life, beside its placement: `setBy` and `endsBy` (where the contract says them), and
    /// under `deliveries` each sign-in's payload field (`from`) and `when`, as a cookie session's.
    static func tokenLife(_ token: AuthRules.Token, into object: JSONValue) -> JSONValue {
        guard !token.setBy.isEmpty || !token.endsBy.isEmpty else { return object }
        var result = object.setting("setBy", .strings(token.setBy)).setting("endsBy", .strings(token.endsBy))
        if let deliveries = deliveries(token.setBy, token.deliveries) {
            result = result.setting("deliveries", deliveries)
        }
        return result
    }

    /// `{ pollQR: { when: …, from: { field: cookie } } }` for the sign-ins of `setBy` that have a delivery of their own.
    private static func deliveries(_ setBy: [String], _ deliveries: [String: SignInDelivery]) -> JSONValue? {
        var object = JSONObject()
        for name in setBy {
            guard let delivery = deliveries[name] else { continue }
            var entry = JSONObject()
            if let when = delivery.when { entry["when"] = PayloadRuleExtensions.test(when) }
            if case .field(let field) = delivery.source { entry["from"] = ["field": .string(field.description)] }
            object[name] = .object(entry)
        }
        return object.isEmpty ? nil : .object(object)
    }

    private static func tokenSchemeValue(_ auth: AuthRules) -> JSONValue {
        let description = "The session token from the login exchange."
        switch auth.token?.placement {
        case .header(let name, let scheme?) where name.lowercased() == "authorization":
            return ["type": "http", "scheme": .string(scheme.lowercased()), "description": .string(description)]
        case .header(let name, _):
            return ["type": "apiKey", "in": "header", "name": .string(name), "description": .string(description)]
        case .query(let name):
            return [
                "type": "apiKey", "in": "query", "name": .string(name),
                "description": .string(description + " It travels in the URL, so every URL holds a live token."),
            ]
        case nil:
            return ["type": "apiKey", "in": "header", "name": "Authorization", "description": .string(description)]
        }
    }
}
