import Contract
import ContractVerify
import WireVocabulary

/// One drafted endpoint from its plan and harvest: parameters and body with the types their values fit, the
/// response's envelope, payload location and type, its auth and role.
struct EndpointAssembly {
    let plan: EndpointPlan
    let harvest: EndpointHarvest
    let envelope: (name: String, format: EnvelopeFormat)
    let auth: Endpoint.Auth
    let sendsTenant: Bool
    let isSetBy: Bool
    let isEndsBy: Bool
    /// Whether the endpoint renews a cookie session (`auth.session.refreshedBy`): `role: refresh`.
    var isCookieRefresh = false
    /// What showed that the endpoint ends the session, for its role's guess.
    var endsByEvidence = "its answer deleted the session cookies"
    /// Query parameter names that carry the session token (never a parameter of the endpoint).
    let tokenQuery: String?
    /// Query parameter names the contract computes for every call (`perCall:`), never the endpoint's own.
    var sharedPerCall: Set<String> = []

    func endpoint(catalog: ModelCatalog, guesses: inout GuessBook) -> Endpoint {
        let place = DraftPlace.endpoint(plan.name)
        let pathParameters = plan.parameters.map {
            Endpoint.Parameter(
                name: $0.name, type: .scalar($0.integers ? .int : .string), provenance: DraftProvenance.none)
        }
        let pathNames = Set(pathParameters.map(\.name))
        let query = parameters(
            harvest.query, of: harvest.exchanges,
            excluding: pathNames.union(tokenQuery.map { [$0] } ?? []).union(sharedPerCall),
            place: place.appending("query"), guesses: &guesses)
        let body = self.body(catalog: catalog, excluding: pathNames.union(query.map(\.name)), guesses: &guesses)
        let (payload, type) = response(catalog: catalog, guesses: &guesses)
        let role = self.role(handsOutToken: Self.handsOutToken(type, catalog: catalog), guesses: &guesses)
        return Endpoint(
            name: plan.name, method: plan.method, path: plan.path, pathParameters: pathParameters, query: query,
            auth: auth, sendsTenant: sendsTenant && auth == .token, role: role,
            retry: plan.method == .get && role == .read ? .idempotent : .never, body: body,
            response: Endpoint.Response(
                envelope: envelope.name, payload: payload, type: type, provenance: DraftProvenance.none),
            provenance: DraftProvenance.none
        )
        .withServer(plan.server)
    }

    private func parameters(
        _ tallies: ParameterTallies, of requests: Int, excluding: Set<String>, place: DraftPlace,
        guesses: inout GuessBook
    ) -> [Endpoint.Parameter] {
        tallies.order.compactMap { name -> Endpoint.Parameter? in
            guard !excluding.contains(name), let tally = tallies.tallies[name], Self.isUsableName(name) else {
                return nil
            }
            var parameter = Endpoint.Parameter(name: name, type: .scalar(tally.type), provenance: DraftProvenance.none)
            if tally.count < requests {
                parameter.isOptional = true
                guesses.add(
                    Guess(.optionalField, "absent from \(requests - tally.count) of \(requests) requests"),
                    at: place.appending(name))
            }
            if let kind = tally.perCallGuess(named: name) {
                parameter.perCall = kind
                parameter.type = kind.isClock ? .scalar(.int) : .scalar(.string)
                parameter.isOptional = false
                guesses.add(
                    Guess(
                        .perCallValue, "no value was seen twice and each is \(kind.isClock ? "a time" : "random text")"),
                    at: place.appending(name))
                return parameter
            }
            if tally.type == .string,
                SecretNames.isSecret(name) || CaptureSecrets.credentialQueryNames.contains(name.lowercased())
            {
                parameter.isSecret = true
                guesses.add(Guess(.secretField, "its name looks like a credential"), at: place.appending(name))
            }
            return parameter
        }
    }

    /// A name a contract can hold as a parameter or field: one line, no control characters.
    static func isUsableName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 200
            && !name.unicodeScalars.contains {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.properties.isBidiControl
                    || [0x2028, 0x2029, 0xFEFF].contains($0.value)
            }
    }

    private func body(catalog: ModelCatalog, excluding: Set<String>, guesses: inout GuessBook) -> Endpoint.Body {
        let place = DraftPlace.endpoint(plan.name).appending("body")
        let kinds = [
            (harvest.jsonBodies, 0), (harvest.formBodies, 1), (harvest.multipartBodies, 2),
        ].filter { $0.0 > 0 }
        guard let (_, kind) = kinds.max(by: { $0.0 < $1.0 }), plan.method != .get, plan.method != .delete || kind == 0
        else {
            return .none
        }
        switch kind {
        case 0:
            let typed = catalog.type(of: [harvest.requestShape], name: "request")
            guard case .model(let model) = typed.type else { return .none }
            return .json(model: model)
        case 1:
            return .form(
                fields: parameters(
                    harvest.form, of: harvest.formBodies, excluding: excluding, place: place.appending("fields"),
                    guesses: &guesses))
        default:
            guard let file = harvest.fileField, Self.isUsableName(file) else { return .none }
            let fields = parameters(
                harvest.multipart, of: harvest.multipartBodies, excluding: excluding.union([file]),
                place: place.appending("fields"), guesses: &guesses)
            return .multipart(fileField: file, fields: fields)
        }
    }

    private func response(catalog: ModelCatalog, guesses: inout GuessBook) -> (Endpoint.PayloadLocation, TypeRef?) {
        let place = DraftPlace.endpoint(plan.name).appending("response").appending("payload")
        let format = envelope.format
        let placement = Self.payloadPlacement(in: format)
        if harvest.payload.hasValues, let placement {
            let typed = catalog.type(of: [harvest.payload], name: plan.name)
            for guess in typed.guesses { guesses.add(guess, at: place) }
            if harvest.emptyPayloads > 0, format.payloadField != nil {
                guesses.add(
                    Guess(
                        .payload,
                        "\(harvest.emptyPayloads) of \(harvest.successes) successes carried no payload; the client reads them as failures (conditions)"
                    ),
                    at: place)
            }
            // A payload of wire forms is kept as JSON: a response type takes none.
            let type = typed.wire.isEmpty ? typed.type : .scalar(.json)
            return (placement, type)
        }
        if harvest.payload.hasValues {
            guesses.add(
                Guess(
                    .payload,
                    "the successes carried data, but the envelope has no payload field to read it from and its style reads no payload from the body: no payload is drafted"
                ),
                at: place)
        }
        if harvest.successes > 0, harvest.messageURLs == harvest.successes, format.messageField != nil {
            guesses.add(
                Guess(.payload, "every success carried an http(s) URL in its message and no payload"), at: place)
            return (.message, .scalar(.url))
        }
        if isSetBy || isCookieRefresh, format.traits.admitsBodyPayload {
            // A sign-in (or a refresh) returns what it sets; with no payload seen, the body stands for it (a flag
            // envelope reads none there: such a sign-in returns no payload).
            return (.body, .scalar(.json))
        }
        if harvest.successes > 0 {
            guesses.add(Guess(.payload, "no success carried data"), at: place)
        }
        return (.none, nil)
    }

    /// Where the envelope `format` lets a payload be: its payload field, else the body where its style reads one
    /// there; nil where it has neither (a flag envelope without a payload field).
    private static func payloadPlacement(in format: EnvelopeFormat) -> Endpoint.PayloadLocation? {
        if format.traits.admitsPayloadField, format.payloadField != nil { return .result }
        return format.traits.admitsBodyPayload ? .body : nil
    }

    /// Whether a payload of `type` holds a secret named like a token (`token`, `accessToken`), at most one level down.
    private static func handsOutToken(_ type: TypeRef?, catalog: ModelCatalog, depth: Int = 0) -> Bool {
        guard case .model(let name)? = type, depth < 2, let model = catalog.models.first(where: { $0.name == name })
        else {
            return false
        }
        return model.fields.contains { field in
            (field.isSecret && Naming.words(field.name).last?.lowercased() == "token")
                || handsOutToken(field.type, catalog: catalog, depth: depth + 1)
        }
    }

    private func role(handsOutToken: Bool, guesses: inout GuessBook) -> EndpointRole {
        let place = DraftPlace.endpoint(plan.name).appending("role")
        let words = plan.segments.compactMap { if case .literal(let word) = $0 { word.lowercased() } else { nil } }
        if isCookieRefresh {
            guesses.add(
                Guess(.endpointRole, "it sent the session cookies and its answers set new values of them"), at: place)
            return .refresh
        }
        // A sign-in whose every request carried the credentials is no `login` (a login carries none, lint says so).
        if (isSetBy || !harvest.tokenPaths.isEmpty) && auth != .token {
            guesses.add(Guess(.endpointRole, "its answer handed out the credentials later requests sent"), at: place)
            return .login
        }
        if handsOutToken, auth == .none {
            guesses.add(Guess(.endpointRole, "it sends no credentials and answers with a token"), at: place)
            return .login
        }
        if isEndsBy || words.contains(where: { $0.contains("logout") || $0.contains("signout") }) {
            guesses.add(
                Guess(
                    .endpointRole, isEndsBy ? endsByEvidence : "its path says it signs out"),
                at: place)
            return .logout
        }
        return plan.method == .get ? .read : .write
    }
}

extension Endpoint {
    func withServer(_ server: String?) -> Endpoint {
        var copy = self
        copy.server = server
        return copy
    }
}
