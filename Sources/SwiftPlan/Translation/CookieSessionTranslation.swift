import Contract
import WireVocabulary

/// A session's generated sign-in pieces: the credentials type that holds exactly a cookie session's cookies (a
/// ``Secret`` where the contract marks one secret), and the sign-in call that captures them from the answer's
/// `Set-Cookie`, or a token session's token from the payload field its `setBy` names.
extension Translator {
    /// Each session cookie with its Swift property name, in the contract's order; names are claimed beside the
    /// credentials type's own members, so no cookie can shadow one.
    func cookieFields(_ session: CookieSessionRules) -> [(cookie: CookieSessionRules.Cookie, name: SwiftIdentifier)] {
        var scope = NameScope(
            reserved: [SwiftIdentifier("tenantID"), SwiftIdentifier("description"), SwiftIdentifier("sessionHeaders")])
        return session.cookies.map { ($0, scope.claim(SwiftNames.lowerCamel($0.name))) }
    }

    /// The origin of a cookie's property, the path `diff` gives that cookie's changes: `auth/session/cookie:SESSDATA`.
    static func cookieOrigin(_ name: String) -> String { "auth/session/cookie:\(name)" }

    /// The Swift type of a cookie's property: a ``Secret`` for a secret cookie, else the text itself.
    static func cookieType(_ cookie: CookieSessionRules.Cookie) -> SwiftType {
        cookie.isSecret ? .runtime(.secret) : .runtime(.string)
    }

    /// `SessionHeaders(cookies: ["SESSDATA": sessdata, "DedeUserID": Secret(dedeUserID)], tenant: …)`.
    func cookieSessionHeaders(_ session: CookieSessionRules, tenant: SwiftExpression) -> SwiftExpression {
        let entries = cookieFields(session).map { field in
            SwiftDictionaryEntry(
                .string(field.cookie.name),
                field.cookie.isSecret
                    ? .name(field.name) : .call(.runtime(.secret), [SwiftArgument(.name(field.name))]))
        }
        return .call(
            .runtime(.sessionHeaders),
            [
                SwiftArgument(SwiftIdentifier("cookies"), .dictionary(entries)),
                SwiftArgument(SwiftIdentifier("tenant"), tenant),
            ])
    }

    /// Whether `endpoint`'s answer sets the session (it is named in `auth.session.setBy` or `auth.token.setBy`).
    func setsSession(_ endpoint: Endpoint) -> Bool {
        contract.auth?.signInDelivery(for: endpoint.name) != nil
    }

    /// A sign-in's response plan: the call captures the cookies (or the token), and the method returns
    /// `SignedIn<Payload, Credentials>`, or `SignInProgress<Payload, Credentials>` for a sign-in that signs in only
    /// on some answers (its `setBy` entry's `when:`).
    func signInPlan(_ plan: ResponseTranslator.Plan, endpoint: Endpoint) throws(PlanError) -> ResponseTranslator.Plan {
        guard let payloadType = plan.returnType, let credentials = credentialsType,
            let delivery = contract.auth?.signInDelivery(for: endpoint.name),
            endpoint.response.payload == .result || endpoint.response.payload == .body
        else {
            throw fail(
                "an endpoint that sets the session returns a payload (`payload: result` or `body`)",
                at: endpoint.provenance)
        }
        let isToken = contract.auth?.token != nil
        var plan = plan
        let carrier =
            switch delivery.source {
            case .setCookie: "the answer's `Set-Cookie` headers"
            case .field(let field): "the answer's `\(field)` field"
            }
        if let when = delivery.when {
            plan.returnType = .generic(SwiftFragment(.signInProgress), [payloadType, credentials])
            plan.returnDoc = DocText(
                (plan.returnDoc?.text ?? "The payload.")
                    + " With it, once an answer signs in (`\(when)`), the session \(carrier) set: store it as the app"
                    + " stores a token; until then, no credentials.")
            plan.callFunction = isToken ? RuntimeMember.callForPolledTokenSignIn : RuntimeMember.callForPolledSignIn
        } else {
            plan.returnType = .generic(SwiftFragment(.signedIn), [payloadType, credentials])
            // A cookie session's refresh hands out the renewed session: it replaces the credentials it was sent with.
            let renews = contract.auth?.session?.refreshedBy == endpoint.name
            plan.returnDoc = DocText(
                (plan.returnDoc?.text ?? "The payload.")
                    + (renews
                        ? " With it, the renewed session \(carrier) set: it replaces the credentials this call sent"
                            + " (`RefreshingSession` of BearerSession does so)."
                        : " With it, the session \(carrier) set: store it as the app stores a token."))
            plan.callFunction = isToken ? RuntimeMember.callForTokenSignIn : RuntimeMember.callForSignIn
        }
        return plan
    }

    /// `SignInDelivery(from: .field("token"), when: PayloadTest(…))`, each part only where it differs from the
    /// default (`Set-Cookie`, every success): where a sign-in's answer hands the session out, in its `EndpointSpec`.
    static func deliveryExpression(_ delivery: SignInDelivery) -> SwiftExpression {
        var arguments: [SwiftArgument] = []
        if case .field(let field) = delivery.source {
            arguments.append(
                SwiftArgument(
                    SwiftIdentifier("from"),
                    .call(.implicitMember(SwiftIdentifier("field")), [SwiftArgument(.string(field.description))])))
        }
        if let when = delivery.when {
            arguments.append(SwiftArgument(SwiftIdentifier("when"), PayloadRuleCode.test(when)))
        }
        return .call(.type(.runtime(.signInDelivery)), arguments)
    }

    /// `let answer = try await core.callForSignIn(…)` and `return SignedIn(payload:, credentials:)`; for a polled
    /// sign-in, `guard let cookies = answer.cookies else { return SignInProgress(…, credentials: nil) }` first. A
    /// token sign-in's credentials are `Credentials(token: answer.token)`.
    func signInStatements(_ call: SwiftExpression, endpoint: Endpoint) -> [SwiftStatement] {
        guard let auth = contract.auth, let credentials = credentialsType,
            let delivery = auth.signInDelivery(for: endpoint.name)
        else { return [] }
        let answer = GeneratedLocal.answer.identifier
        let polled = delivery.when != nil
        // The answer's member (`cookies`, `token`) and, for a polled sign-in, the local it is unwrapped into.
        let member = SwiftIdentifier(auth.token != nil ? "token" : "cookies")
        let local = (auth.token != nil ? GeneratedLocal.issuedToken : GeneratedLocal.cookies).identifier
        let handedOut = polled ? SwiftExpression.name(local) : SwiftExpression.name(answer).member(member)
        var arguments: [SwiftArgument]
        if let session = auth.session {
            arguments = cookieFields(session).map { field -> SwiftArgument in
                let value = SwiftExpression.call(
                    handedOut.member(SwiftIdentifier("value")),
                    [SwiftArgument(SwiftIdentifier("named"), .string(field.cookie.name))])
                return SwiftArgument(
                    field.name, field.cookie.isSecret ? value : .call(value.member(RuntimeMember.reveal), []))
            }
        } else {
            arguments = [SwiftArgument(SwiftIdentifier("token"), handedOut)]
        }
        if auth.tenant != nil {
            arguments.append(SwiftArgument(SwiftIdentifier("tenantID"), .code(SwiftFragment("nil"))))
        }
        let result = polled ? RuntimeType.signInProgress : .signedIn
        let payload = SwiftArgument(SwiftIdentifier("payload"), .name(answer).member(SwiftIdentifier("payload")))
        var statements: [SwiftStatement] = [.let(answer, nil, call)]
        if polled {
            statements.append(
                .guard(
                    .optionalBinding(local, .name(answer).member(member)),
                    else: [
                        .return(
                            .call(
                                .runtime(result),
                                [payload, SwiftArgument(SwiftIdentifier("credentials"), .code(SwiftFragment("nil")))]))
                    ]))
        }
        statements.append(
            .return(
                .call(
                    .runtime(result),
                    [payload, SwiftArgument(SwiftIdentifier("credentials"), .call(.type(credentials), arguments))],
                    layout: .onePerLine)))
        return statements
    }
}

extension ExampleTranslator {
    /// `let signedIn = try await client.login(…)`, its payload when the example checks it, and one check per session
    /// cookie that the credentials hold the value the example's `Set-Cookie` set (compared, never printed).
    func signInChecks(
        _ call: SwiftExpression, endpoint: Endpoint, example: Example, payloadChecked: Bool
    ) -> [SwiftStatement] {
        let signedIn = GeneratedLocal.signedIn.identifier
        var statements: [SwiftStatement] = [.let(signedIn, nil, call)]
        if payloadChecked {
            statements.append(
                .let(GeneratedLocal.payload.identifier, nil, .name(signedIn).member(SwiftIdentifier("payload"))))
        }
        // The cookies the answer sets, as the shared reading captures them (lint has made sure it is a success).
        let meaning = translator.contract.meaning(
            ofAnswer: example.status, headers: example.responseHeaders.map { ($0.name, $0.value) },
            body: example.response.utf8, carriedCredentials: example.sentSignedIn(for: endpoint.auth) ?? false,
            endpoint: endpoint)
        guard let auth = translator.contract.auth, let delivery = auth.signInDelivery(for: endpoint.name),
            case .success(let success)? = meaning?.outcome
        else { return statements }
        var credentials = SwiftExpression.name(signedIn).member(SwiftIdentifier("credentials"))
        if delivery.when != nil {
            // A polled sign-in: the answers that do not sign in return no credentials, the one that does returns them.
            guard success.cookies != nil || success.token != nil else {
                statements.append(
                    .expression(
                        .call(
                            .runtime(.xcTAssertNil),
                            [
                                SwiftArgument(credentials),
                                SwiftArgument(.string("an answer that does not sign in returns no credentials")),
                            ])))
                return statements
            }
            let unwrapped = GeneratedLocal.credentials.identifier
            statements.append(
                .let(unwrapped, nil, .try(.call(.runtime(.xcTUnwrap), [SwiftArgument(credentials)]))))
            credentials = .name(unwrapped)
        }
        if let token = success.token {
            statements.append(
                .expression(
                    .call(
                        .runtime(.xcTAssertTrue),
                        [
                            SwiftArgument(
                                .infix(
                                    .call(
                                        credentials.member(SwiftIdentifier("token")).member(RuntimeMember.reveal), []),
                                    .equal, .string(StringLiteral(token)))),
                            SwiftArgument(.string("the credentials hold the token the answer handed out")),
                        ])))
        }
        guard let session = auth.session, let captured = success.cookies else { return statements }
        for field in translator.cookieFields(session) {
            guard let expected = captured.values[field.cookie.name] else { continue }
            let value = credentials.member(field.name)
            let text = field.cookie.isSecret ? SwiftExpression.call(value.member(RuntimeMember.reveal), []) : value
            statements.append(
                .expression(
                    .call(
                        .runtime(.xcTAssertTrue),
                        [
                            SwiftArgument(.infix(text, .equal, .string(StringLiteral(expected)))),
                            SwiftArgument(
                                .string("the credentials hold the \(field.cookie.name) cookie the answer set")),
                        ])))
        }
        return statements
    }
}
