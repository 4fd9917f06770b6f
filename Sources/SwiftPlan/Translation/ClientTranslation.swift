import Contract
import TextFoundation

/// `<Prefix>Operation`, `<Prefix>Client` and `<Prefix>Credentials`: the module's fixed types.
extension Translator {
    func operationPlan() -> OperationPlan {
        let name = names.operation
        func member(_ symbol: String, _ doc: DocText?, _ kind: SwiftDeclaration.Kind, isStatic: Bool = false)
            -> PlannedDeclaration
        {
            PlannedDeclaration(
                SwiftDeclaration(doc: doc.map { DocComment($0) }, isStatic: isStatic, kind), symbolName: symbol,
                origin: "info")
        }
        let spec = SwiftIdentifier("spec")
        let endpointRules = SwiftIdentifier("endpointRules")
        let rulesType = SwiftType.function(
            attributes: [SwiftFragment("@Sendable")], parameters: [.runtime(.exchangeObservation)],
            returns: errorClassType.optional)
        let selfValue = SwiftExpression.code(SwiftFragment("self"))
        let lhs = SwiftExpression.name(GeneratedLocal.lhs.identifier)
        let rhs = SwiftExpression.name(GeneratedLocal.rhs.identifier)
        return OperationPlan(
            typeName: name,
            declaration: member(
                name.name,
                "One endpoint of the contract: its fixed request facts and the rules that classify its own failures.",
                .type(.struct, operationType, conformances: [.runtime(.apiOperation)])),
            spec: member(
                "spec", "The endpoint's method, path, credentials and retry mode.",
                .property(.let, spec, .runtime(.endpointSpec), initializer: nil, showsType: true)),
            endpointRules: PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment(
                        "The endpoint's own classification rules, consulted before the contract's; nil when none matches."
                    ), access: .internal, .property(.let, endpointRules, rulesType, initializer: nil, showsType: true)),
                symbolName: "endpointRules", origin: "info"),
            initializer: PlannedDeclaration(
                SwiftDeclaration(
                    doc: nil, access: .internal,
                    .initializer(
                        failable: false,
                        [
                            SwiftParameter(.same, spec, .runtime(.endpointSpec)),
                            SwiftParameter(
                                .same, endpointRules,
                                .function(
                                    attributes: [SwiftFragment("@escaping"), SwiftFragment("@Sendable")],
                                    parameters: [.runtime(.exchangeObservation)], returns: errorClassType.optional),
                                default: .code(SwiftFragment("{ _ in nil }"))),
                        ], .none, layout: .onePerLine),
                    body: .statements([
                        .assign(selfValue.member(spec), .name(spec)),
                        .assign(selfValue.member(endpointRules), .name(endpointRules)),
                    ])),
                symbolName: "init(spec:endpointRules:)", origin: "info"),
            name: member(
                "name", "The operation's name in the contract.",
                .property(.var, SwiftIdentifier("name"), .runtime(.string), initializer: nil, showsType: true)
            ).with(body: .expression(.name(spec).member(RuntimeMember.name))),
            equality: member(
                "==(_:_:)", "Operations are equal when their specs are.",
                HashableMembers.equality, isStatic: true
            ).with(body: .expression(.infix(lhs.member(spec), .equal, rhs.member(spec)))),
            hashing: member(
                "hash(into:)", "Hashes the spec.",
                HashableMembers.hashing
            ).with(body: .expression(HashableMembers.combine(.name(spec)))))
    }

    func clientPlan() -> ClientFilePlan {
        let info = contract.info
        let baseURLDefault: SwiftExpression? =
            contract.defaultBaseURL == nil ? nil : .type(contractType).member(SwiftIdentifier("defaultBaseURL"))
        let servers = serverParameters()
        // Only a contract with values computed per call lets the app say where they come from.
        let perCall =
            contract.endpoints.contains { !contract.perCallValues(for: $0).isEmpty }
            ? [
                SwiftParameter(
                    .same, SwiftIdentifier("perCallValues"), .runtime(.perCallValueSource),
                    default: .implicitRuntimeMember(SwiftFragment("system")))
            ] : []
        let signer =
            clientTakesSigner
            ? [
                SwiftParameter(
                    .same, SwiftIdentifier("signer"), .optional(.fragment(SwiftFragment("any RequestSigner"))),
                    default: .code(SwiftFragment("nil")))
            ] : []
        let baseURLDoc =
            contract.defaultServerName.map { "The base URL of server `\($0)`, the default" } ?? "The API's base URL"
        let initializer = SwiftDeclaration(
            doc: DocComment(
                ["Creates a client."],
                parameters: [
                    (
                        SwiftIdentifier("baseURL"),
                        DocText(baseURLDoc + (baseURLDefault == nil ? "." : "; the documented one by default."))
                    )
                ] + servers.map { ($0.parameter.name, $0.doc) } + [
                    (SwiftIdentifier("transport"), "How requests travel; `URLSessionTransport` by default."),
                    (SwiftIdentifier("sleeper"), "How the client waits between retries of idempotent reads."),
                    (
                        SwiftIdentifier("allowsInsecureHTTP"),
                        DocText(
                            "Allow a plain `http` base URL on a host that is not loopback, so that tokens travel in "
                                + "clear text; without it such a client refuses every call before sending anything.")
                    ),
                    (
                        SwiftIdentifier("observer"),
                        DocText(
                            "Receives each call's events (request, attempts, answers, retry waits, classification, "
                                + "decoding failures), which carry no secret; nil, the default, observes nothing.")
                    ),
                ] + perCall.map { ($0.name, Self.perCallValuesDoc) } + signer.map { ($0.name, Self.signerDoc) }),
            .initializer(
                failable: false,
                [SwiftParameter(.same, SwiftIdentifier("baseURL"), .runtime(.url), default: baseURLDefault)]
                    + servers.map(\.parameter) + [
                        SwiftParameter(
                            .same, SwiftIdentifier("transport"), .fragment(SwiftFragment("any HTTPTransport")),
                            default: .call(.runtime(.urlSessionTransport), [])),
                        SwiftParameter(
                            .same, SwiftIdentifier("sleeper"), .fragment(SwiftFragment("any RetrySleeper")),
                            default: .call(.runtime(.taskSleeper), [])),
                        SwiftParameter(
                            .same, SwiftIdentifier("allowsInsecureHTTP"), .runtime(.bool), default: .bool(false)),
                        SwiftParameter(
                            .same, SwiftIdentifier("observer"), .optional(.fragment(SwiftFragment("any APIObserver"))),
                            default: .code(SwiftFragment("nil"))),
                    ] + perCall + signer, .none, layout: .onePerLine))
        let core = GeneratedLocal.core.identifier
        let initialization = SwiftStatement.assign(
            .name(core),
            .call(
                .runtime(.apiClientCore),
                [SwiftArgument(SwiftIdentifier("baseURL"), .name(SwiftIdentifier("baseURL")))]
                    + (servers.isEmpty
                        ? []
                        : [
                            SwiftArgument(
                                SwiftIdentifier("servers"),
                                .dictionary(
                                    servers.map { SwiftDictionaryEntry(.string($0.server), .name($0.parameter.name)) }))
                        ])
                    + ["transport", "sleeper", "allowsInsecureHTTP", "observer"].map { (label: StaticString) in
                        SwiftArgument(SwiftIdentifier(label), .name(SwiftIdentifier(label)))
                    } + (perCall + signer).map { SwiftArgument($0.name, .name($0.name)) }))
        let client = ClientPlan(
            typeName: names.client,
            declaration: PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment([
                        DocText(
                            "A client of \(MarkdownText.inert(info.title)), one method per endpoint of `\(contractPath)`."
                        ),
                        DocText(
                            "Failures throw ``\(names.error.name)``, classified by the contract's rules; idempotent reads "
                                + "are retried within the contract's retry policy, everything else never."),
                    ]),
                    .type(.struct, clientType, conformances: [.named(names.clientProtocol)])),
                symbolName: names.client.name, origin: "info"),
            core: PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment(
                        "The shared runtime that sends requests and reads answers by the contract's rules."),
                    access: .internal,
                    .property(
                        .var, core, .generic(SwiftFragment(.apiClientCore), [contractType]), initializer: nil,
                        showsType: true)),
                symbolName: "core", origin: "info"),
            baseURL: PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment(
                        contract.defaultServerName.map {
                            DocText(
                                "The base URL of server `\($0)`, the default, which endpoints that name no server use.")
                        } ?? "The base URL every endpoint path is relative to."),
                    .property(.var, SwiftIdentifier("baseURL"), .runtime(.url), initializer: nil, showsType: true),
                    body: .expression(.name(core).member(RuntimeMember.baseURL))),
                symbolName: "baseURL", origin: "info"),
            serverURLs: servers.map { server in
                PlannedDeclaration(
                    SwiftDeclaration(
                        doc: DocComment(DocText("The base URL of server `\(server.server)`.")),
                        .property(.var, server.parameter.name, .runtime(.url), initializer: nil, showsType: true),
                        body: .expression(
                            .call(
                                .name(core).member(SwiftIdentifier("url")),
                                [SwiftArgument(SwiftIdentifier("ofServer"), .string(server.server))]))),
                    symbolName: server.parameter.name.name, origin: "servers/\(server.server)")
            },
            initializer: PlannedDeclaration(
                initializer,
                symbolName: "init(baseURL:"
                    + servers.map { "\($0.parameter.name.name):" }.joined()
                    + "transport:sleeper:allowsInsecureHTTP:observer:" + (perCall.isEmpty ? "" : "perCallValues:")
                    + ")",
                origin: contract.hasNamedServers ? "servers" : "info/baseURL"
            ).with(body: [initialization]),
            withOptions: withOptions(core: core))
        return ClientFilePlan(client: client, credentials: credentialsPlan())
    }

    /// `func with(_ options: CallOptions) -> Client`: a copy of the client whose every call sends with `options`, so
    /// each call reads as before; a call's own `options:` argument follows them.
    private func withOptions(core: SwiftIdentifier) -> PlannedDeclaration {
        let options = SwiftIdentifier("options")
        let copy = SwiftIdentifier("configured")
        return PlannedDeclaration(
            SwiftDeclaration(
                doc: DocComment(
                    [
                        DocText(
                            "A copy of this client whose calls send with `options`, after those this client "
                                + "already sends: a deadline of their own, and "
                                + "headers and query items the contract does not name (a trace id); secret ones are "
                                + "redacted as the token is. A call's own `options:` follow these: its deadline "
                                + "wins when it sets one, its headers and query items are sent after these.")
                    ],
                    parameters: [(options, "What the copy's calls change of how they are sent.")]),
                .function(
                    .identifier(SwiftIdentifier("with")), [SwiftParameter(.wildcard, options, .runtime(.callOptions))],
                    .none, returns: clientType, layout: .fit)),
            symbolName: "with(_:)", origin: "info"
        ).with(body: [
            .var(copy, nil, .code(SwiftFragment("self"))),
            .assign(
                .name(copy).member(core), .call(.name(core).member(RuntimeMember.with), [SwiftArgument(.name(options))])
            ),
            .return(.name(copy)),
        ])
    }

    static let signerDoc = DocText(
        "Signs the requests of the contract's signed endpoints (the app's own keys and algorithm); without one, their "
            + "calls are refused before anything is sent.")

    static let perCallValuesDoc = DocText(
        "Where the values the contract computes for each call (timestamps, nonces) come from: the system clock and "
            + "secure random text by default; `.fixed(now:)` makes requests a test can compare byte for byte.")

    /// One initializer parameter per named server other than the default (`passportURL: URL = …passportBaseURL`),
    /// in contract order, defaulting to its documented URL where it has one.
    private func serverParameters() -> [(server: String, parameter: SwiftParameter, doc: DocText)] {
        contract.additionalServers.compactMap { server in
            guard let names = names.servers[server.name] else { return nil }
            let documented: SwiftExpression? =
                server.url == nil ? nil : .type(contractType).member(names.documented)
            let doc = DocText(
                "The base URL of server `\(server.name)`, for the endpoints the contract sends there"
                    + (documented == nil ? "." : "; the documented one by default."))
            return (
                server.name, SwiftParameter(.same, names.url, .runtime(.url), default: documented), doc
            )
        }
    }

    private func credentialsPlan() -> CredentialsPlan? {
        guard let name = names.credentials, let auth = contract.auth else { return nil }
        let token = SwiftIdentifier("token")
        let tenantID = SwiftIdentifier("tenantID")
        // Each property with its origin: the contract element whose change changes it.
        var fields: [(SwiftIdentifier, SwiftType, DocComment, origin: String)] = [
            (token, .runtime(.secret), DocComment("The session token; never printed."), "auth/token")
        ]
        if let session = auth.session {
            fields = cookieFields(session).map { cookie, name in
                (
                    name, Self.cookieType(cookie),
                    DocComment(
                        DocText(
                            "The `\(cookie.name)` cookie's value"
                                + (cookie.isSecret
                                    ? "; never printed." : "; not secret, but left out of the description too."))),
                    Self.cookieOrigin(cookie.name)
                )
            }
        }
        if let tenant = auth.tenant {
            let omitted = tenant.omitWhen.map { "nil or `\($0)` sends none" } ?? "nil sends none"
            fields.append(
                (
                    tenantID, SwiftType.named(typeName(tenant.type)).optional,
                    DocComment(
                        [DocText("The confirmed current tenant, sent as `\(tenant.header)`; \(omitted).")],
                        notes: notes(tenant.provenance)),
                    "auth/tenantID"
                ))
        }
        let selfValue = SwiftExpression.code(SwiftFragment("self"))
        return CredentialsPlan(
            typeName: name,
            declaration: PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment(
                        DocText(
                            auth.session != nil
                                ? "One session snapshot: the cookies every authenticated request carries in its "
                                    + "`Cookie` header, as the sign-in (`"
                                    + (auth.session?.setBy.joined(separator: "`, `") ?? "") + "`) returns them. "
                                    + "Its description never shows a cookie's value."
                                : auth.tenant == nil
                                    ? "One session snapshot: the token every authenticated request carries. Its description "
                                        + "never shows the token."
                                    : "One session snapshot: the credentials every authenticated request reads together, so "
                                        + "a request can never mix one session's token with another's tenant. Its description "
                                        + "never shows the token.")),
                    .type(
                        .struct, .named(name),
                        conformances: [.runtime(.sendable), .runtime(.hashable), .runtime(.customStringConvertible)])),
                symbolName: name.name, origin: "auth"),
            fields: fields.map { field, type, doc, origin in
                PlannedDeclaration(
                    SwiftDeclaration(
                        doc: doc, .property(.var, field, type, initializer: nil, showsType: true)),
                    symbolName: field.name, origin: origin)
            },
            initializer: PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment("Takes a snapshot of a session's credentials."),
                    .initializer(
                        failable: false, fields.map { SwiftParameter(.same, $0.0, $0.1) }, .none, layout: .fit),
                    body: .statements(fields.map { .assign(selfValue.member($0.0), .name($0.0)) })),
                symbolName: "init", origin: "auth"),
            description: PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment("The snapshot with its token redacted."),
                    .property(
                        .var, SwiftIdentifier("description"), .runtime(.string), initializer: nil, showsType: true),
                    body: .expression(
                        auth.session != nil
                            ? .string(
                                StringLiteral(
                                    "\(name.name)("
                                        + fields.map { "\($0.0.name): <redacted>" }.joined(separator: ", ") + ")"))
                            : auth.tenant == nil
                                ? .code(SwiftFragment(#""\(Self.self)(token: <redacted>)""#))
                                : .code(
                                    SwiftFragment(
                                        #""\(Self.self)(token: <redacted>, tenantID: \(tenantID?.description ?? "nil"))""#
                                    ))
                    )),
                symbolName: "description", origin: "auth"),
            sessionHeaders: PlannedDeclaration(
                SwiftDeclaration(
                    doc: nil, access: .internal,
                    .property(
                        .var, SwiftIdentifier("sessionHeaders"), .runtime(.sessionHeaders), initializer: nil,
                        showsType: true),
                    body: .expression(
                        auth.session.map { session in
                            cookieSessionHeaders(
                                session,
                                tenant: auth.tenant == nil
                                    ? .code(SwiftFragment("nil"))
                                    : .name(tenantID).member(RuntimeMember.description, optionalChain: true))
                        }
                            ?? .call(
                                .runtime(.sessionHeaders),
                                [
                                    SwiftArgument(token, .name(token)),
                                    SwiftArgument(
                                        SwiftIdentifier("tenant"),
                                        auth.tenant == nil
                                            ? .code(SwiftFragment("nil"))
                                            : .name(tenantID).member(RuntimeMember.description, optionalChain: true)),
                                ]))),
                symbolName: "sessionHeaders", origin: "auth"))
    }
}
