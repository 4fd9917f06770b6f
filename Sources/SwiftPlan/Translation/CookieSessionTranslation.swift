import Contract
import WireVocabulary

/// A cookie session's generated pieces: the credentials type that holds exactly the session's cookies (a ``Secret``
/// where the contract marks one secret), and the sign-in call that captures them from the answer's `Set-Cookie`.
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

    /// Whether `endpoint`'s answer sets the session (it is named in `auth.session.setBy`).
    func setsSession(_ endpoint: Endpoint) -> Bool {
        contract.auth?.session?.setBy.contains(endpoint.name) == true
    }

    /// A sign-in's response plan: the call captures the cookies, and the method returns
    /// `SignedIn<Payload, Credentials>`.
    func signInPlan(_ plan: ResponseTranslator.Plan, endpoint: Endpoint) throws(PlanError) -> ResponseTranslator.Plan {
        guard let payloadType = plan.returnType, let credentials = credentialsType,
            endpoint.response.payload == .result || endpoint.response.payload == .body
        else {
            throw fail(
                "an endpoint that sets the cookie session returns a payload (`payload: result` or `body`)",
                at: endpoint.provenance)
        }
        var plan = plan
        plan.returnType = .generic(SwiftFragment(.signedIn), [payloadType, credentials])
        plan.returnDoc = DocText(
            (plan.returnDoc?.text ?? "The payload.")
                + " With it, the session the answer's `Set-Cookie` headers set: store it as the app stores a token.")
        plan.callFunction = RuntimeMember.callForSignIn
        if endpoint.response.payload == .body {
            plan.extraArguments.insert(
                SwiftArgument(SwiftIdentifier("inBody"), .bool(true)), at: min(1, plan.extraArguments.count))
        }
        return plan
    }

    /// `let answer = try await core.callForSignIn(…)` and `return SignedIn(payload:, credentials:)`.
    func signInStatements(_ call: SwiftExpression) -> [SwiftStatement] {
        guard let session = contract.auth?.session, let credentials = credentialsType else { return [] }
        let answer = GeneratedLocal.answer.identifier
        let cookies = SwiftExpression.name(answer).member(SwiftIdentifier("cookies"))
        var arguments = cookieFields(session).map { field -> SwiftArgument in
            let value = SwiftExpression.call(
                cookies.member(SwiftIdentifier("value")),
                [SwiftArgument(SwiftIdentifier("named"), .string(field.cookie.name))])
            return SwiftArgument(
                field.name, field.cookie.isSecret ? value : .call(value.member(RuntimeMember.reveal), []))
        }
        if contract.auth?.tenant != nil {
            arguments.append(SwiftArgument(SwiftIdentifier("tenantID"), .code(SwiftFragment("nil"))))
        }
        return [
            .let(answer, nil, call),
            .return(
                .call(
                    .runtime(.signedIn),
                    [
                        SwiftArgument(SwiftIdentifier("payload"), .name(answer).member(SwiftIdentifier("payload"))),
                        SwiftArgument(SwiftIdentifier("credentials"), .call(.type(credentials), arguments)),
                    ], layout: .onePerLine)),
        ]
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
        guard let session = translator.contract.auth?.session, case .success(let success)? = meaning?.outcome,
            let captured = success.cookies
        else { return statements }
        let credentials = SwiftExpression.name(signedIn).member(SwiftIdentifier("credentials"))
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
