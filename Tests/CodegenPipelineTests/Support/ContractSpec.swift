/// A contract described in code, written as YAML by ``YAMLText`` so any name or prose reaches the loader exactly.
/// Defaults make a small lint-clean contract: a flag envelope, Bearer-less token auth, one error class used by the
/// catch-all rule.
struct ContractSpec {
    struct Identifier {
        var name: String
        var isInt = false
        var doc: String?
        var source: String?
    }

    struct Deprecation {
        var since: String
        var note: String
        var replacement: String?
    }

    struct Field {
        var name: String
        var type: YAMLText = "string"
        var optional = false
        var secret = false
        var doc: String?
        var source: String?
        var constant: String?
        /// `from: { cookie: … }`: filled from a session cookie, no argument of the method.
        var fromCookie: String?
        var deprecation: Deprecation?
    }

    struct Model {
        var name: String
        var fields: [Field] = []
        var doc: String?
        var source: String?
    }

    struct Variant {
        var name: String
        var type: String
        var key: String
        var doc: String?
    }

    struct Union {
        var name: String
        var variants: [Variant]
        var doc: String?
        var source: String?
    }

    struct EnumCase {
        var name: String
        var value: YAMLText
        var doc: String?
        var deprecation: Deprecation?
    }

    struct Enumeration {
        var name: String
        var isInt: Bool
        var acceptsNumericText = false
        var cases: [EnumCase]
        var doc: String?
        var source: String?
    }

    struct ErrorClass {
        var name: String
        var doc: String?
        var when: String?
        var action: String?
        var source: String?
    }

    struct Rule {
        var matches: [(String, YAMLText)]
        var errorClass: String
        var source: String?
    }

    enum Body {
        case none
        case json(String)
        case multipart(file: String, fields: [Field])
        case form([Field])
    }

    struct Example {
        var name: String
        var response: String
        var expectations: [(String, YAMLText)] = []
        var failureClass: String?
        var request: String?
        /// `signedIn:`, for an example of an optional-auth endpoint.
        var signedIn: Bool?
        var headers: [(String, String)] = []
        var doc: String?
        var source: String?
    }

    struct Endpoint {
        var name: String
        var method = "GET"
        var path: String
        var params: [Field] = []
        var query: [Field] = []
        var body = Body.none
        var payload = "result"
        var type: YAMLText?
        var require: [String] = []
        var errors: [(code: Int, errorClass: String)] = []
        var tokenless = false
        var optionalAuth = false
        var role: String?
        var server: String?
        /// `oneOf:` groups of optional parameters, by group name.
        var groups: [(name: String, members: [String])] = []
        var examples: [Example] = []
        var doc: String?
        var source: String?
        var deprecation: Deprecation?
    }

    var module = "HostileAPI"
    var title = "T"
    var version = "1"
    var date = "2026-01-01"
    var doc: String?
    var docs = ["t.md"]
    var headerValue = "application/json"
    var identifiers: [Identifier] = []
    var models: [Model] = []
    var unions: [Union] = []
    var enums: [Enumeration] = []
    /// The `standard` envelope's entries (default: a flag envelope with every field).
    var envelope: [(String, YAMLText)] = [
        ("style", "flag"), ("success", "success"), ("code", "code"), ("errorCode", "errorCode"),
        ("message", "message"), ("payload", "result"),
    ]
    /// A cookie session instead of the token header: its cookies (name, secret) and the sign-in that sets them.
    var session: (cookies: [(name: String, secret: Bool)], setBy: String)?
    /// Named servers (the first is the default) instead of `info.baseURL`.
    var servers: [String] = []
    var errorClasses = [ErrorClass(name: "failed")]
    /// Rules before the catch-all, which maps everything else to the first class.
    var rules: [Rule] = []
    var endpoints: [Endpoint] = []

    var yaml: String { contract.rendered() + "\n" }

    private var contract: YAMLText {
        var info: [(String, YAMLText)] = [
            ("title", .string(title)), ("module", .string(module)), ("version", .string(version)),
            ("date", .string(date)), ("generate", true), ("docs", .list(docs.map(YAMLText.string))),
        ]
        if servers.isEmpty { info.append(("baseURL", "https://example.invalid/api")) }
        if let doc { info.append(("doc", .string(doc))) }
        var root: [(String, YAMLText)] = [("format", 1), ("info", .map(info))]
        if !identifiers.isEmpty {
            root.append(
                (
                    "identifiers",
                    .map(
                        identifiers.map {
                            ($0.name, .map([("type", $0.isInt ? "int" : "string")] + prose($0.doc, $0.source)))
                        })
                ))
        }
        if !models.isEmpty {
            root.append(
                (
                    "models",
                    .map(models.map { ($0.name, .map([("fields", fields($0.fields))] + prose($0.doc, $0.source))) })
                )
            )
        }
        if !unions.isEmpty {
            root.append(
                (
                    "unions",
                    .map(
                        unions.map { union in
                            let variants = union.variants.map { variant in
                                YAMLText.map(
                                    [
                                        ("name", .string(variant.name)), ("type", .string(variant.type)),
                                        ("when", .string(variant.key)),
                                    ]
                                        + prose(variant.doc, nil))
                            }
                            return (union.name, .map([("variants", .list(variants))] + prose(union.doc, union.source)))
                        })
                ))
        }
        if !enums.isEmpty {
            root.append(("enums", .map(enums.map { ($0.name, enumeration($0)) })))
        }
        if !servers.isEmpty {
            root.append(
                (
                    "servers",
                    .map(servers.map { ($0, .map([("url", .string("https://\($0.lowercased()).example.invalid"))])) })
                ))
            root.append(("defaultServer", .string(servers[0])))
        }
        root += [
            (
                "envelopes",
                .map([("standard", .map(envelope))])
            ),
            ("auth", auth),
            ("headers", .map([("always", .map([("Accept", .string(headerValue))]))])),
            (
                "errorClasses",
                .map(
                    errorClasses.map { errorClass in
                        var entries: [(String, YAMLText)] = [
                            ("invalidatesSession", false), ("keepsCredentials", true), ("retryable", false),
                        ]
                        if let when = errorClass.when { entries.append(("when", .string(when))) }
                        if let action = errorClass.action { entries.append(("action", .string(action))) }
                        return (errorClass.name, .map(entries + prose(errorClass.doc, errorClass.source)))
                    })
            ),
            (
                "errorRules",
                .list(
                    rules.map { rule in
                        .map(rule.matches + [("class", .string(rule.errorClass))] + prose(nil, rule.source))
                    } + [.map([("otherwise", true), ("class", .string(errorClasses[0].name))])])
            ),
            ("endpoints", .map(endpoints.map { ($0.name, endpoint($0)) })),
        ]
        return .map(root)
    }

    private var auth: YAMLText {
        guard let session else { return .map([("token", .map([("header", "X-Token")]))]) }
        let cookies = session.cookies.map { YAMLText.map([("name", .string($0.name)), ("secret", .bool($0.secret))]) }
        return .map([("session", .map([("cookies", .list(cookies)), ("setBy", .list([.string(session.setBy)]))]))])
    }

    private func enumeration(_ enumeration: Enumeration) -> YAMLText {
        var entries: [(String, YAMLText)] = [("type", enumeration.isInt ? "int" : "string")]
        if enumeration.acceptsNumericText { entries.append(("wire", .list(["int", "numericString"]))) }
        let cases = enumeration.cases.map { enumCase in
            var entries: [(String, YAMLText)] = [("value", enumCase.value)] + prose(enumCase.doc, nil)
            if let deprecation = enumCase.deprecation { entries.append(("deprecated", deprecated(deprecation))) }
            return (enumCase.name, YAMLText.map(entries))
        }
        entries.append(("cases", .map(cases)))
        return .map(entries + prose(enumeration.doc, enumeration.source))
    }

    private func deprecated(_ deprecation: Deprecation) -> YAMLText {
        .map(
            [("since", .string(deprecation.since)), ("note", .string(deprecation.note))]
                + (deprecation.replacement.map { [("replacement", YAMLText.string($0))] } ?? []))
    }

    private func prose(_ doc: String?, _ source: String?) -> [(String, YAMLText)] {
        (doc.map { [("doc", YAMLText.string($0))] } ?? []) + (source.map { [("source", YAMLText.string($0))] } ?? [])
    }

    private func fields(_ fields: [Field]) -> YAMLText {
        .map(
            fields.map { field in
                var entries: [(String, YAMLText)] = [("type", field.type), ("secret", .bool(field.secret))]
                if field.optional { entries.append(("optional", true)) }
                if let constant = field.constant { entries.append(("const", .string(constant))) }
                if let deprecation = field.deprecation { entries.append(("deprecated", deprecated(deprecation))) }
                return (field.name, .map(entries + prose(field.doc, field.source)))
            })
    }

    private func parameters(_ fields: [Field]) -> YAMLText {
        .map(
            fields.map { field in
                var entries: [(String, YAMLText)] = [("type", field.type)]
                if field.optional { entries.append(("optional", true)) }
                if let constant = field.constant { entries.append(("const", .string(constant))) }
                if let cookie = field.fromCookie { entries.append(("from", .map([("cookie", .string(cookie))]))) }
                return (field.name, .map(entries + prose(field.doc, nil)))
            })
    }

    private func endpoint(_ endpoint: Endpoint) -> YAMLText {
        var entries: [(String, YAMLText)] = [("method", .string(endpoint.method)), ("path", .string(endpoint.path))]
        if !endpoint.params.isEmpty { entries.append(("params", parameters(endpoint.params))) }
        if !endpoint.query.isEmpty { entries.append(("query", parameters(endpoint.query))) }
        switch endpoint.body {
        case .none: break
        case .json(let model): entries.append(("body", .map([("json", .string(model))])))
        case .multipart(let file, let fields):
            entries.append(
                ("body", .map([("multipart", .map([("file", .string(file)), ("fields", parameters(fields))]))])))
        case .form(let fields):
            entries.append(("body", .map([("form", .map([("fields", parameters(fields))]))])))
        }
        if !endpoint.groups.isEmpty {
            entries.append(
                ("oneOf", .map(endpoint.groups.map { ($0.name, .list($0.members.map(YAMLText.string))) })))
        }
        if endpoint.tokenless { entries.append(("auth", "none")) }
        if endpoint.optionalAuth { entries.append(("auth", "optional")) }
        if let role = endpoint.role { entries.append(("role", .string(role))) }
        if let server = endpoint.server { entries.append(("server", .string(server))) }
        var response: [(String, YAMLText)] = [("envelope", "standard")]
        if !endpoint.payload.isEmpty { response.append(("payload", .string(endpoint.payload))) }
        if let type = endpoint.type { response.append(("type", type)) }
        if !endpoint.require.isEmpty { response.append(("require", .list(endpoint.require.map(YAMLText.string)))) }
        entries.append(("response", .map(response)))
        if !endpoint.errors.isEmpty {
            entries.append(
                (
                    "errors",
                    .list(
                        endpoint.errors.map { .map([("code", .number($0.code)), ("class", .string($0.errorClass))]) })
                )
            )
        }
        if !endpoint.examples.isEmpty {
            entries.append(
                (
                    "examples",
                    .list(
                        endpoint.examples.map { example in
                            var fields: [(String, YAMLText)] = [
                                ("name", .string(example.name)), ("response", .string(example.response)),
                            ]
                            if let request = example.request { fields.append(("request", .string(request))) }
                            if let signedIn = example.signedIn { fields.append(("signedIn", .bool(signedIn))) }
                            if !example.headers.isEmpty {
                                fields.append(("headers", .map(example.headers.map { ($0.0, .string($0.1)) })))
                            }
                            let expect: YAMLText =
                                example.failureClass.map { .map([("class", .string($0))]) }
                                ?? .map([("success", true), ("values", .map(example.expectations))])
                            fields.append(("expect", expect))
                            return .map(fields + prose(example.doc, example.source))
                        })
                ))
        }
        if let deprecation = endpoint.deprecation { entries.append(("deprecated", deprecated(deprecation))) }
        return .map(entries + prose(endpoint.doc, endpoint.source))
    }
}
