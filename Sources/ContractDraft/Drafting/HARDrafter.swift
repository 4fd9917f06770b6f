import Contract
import ContractVerify
import Foundation
import WireVocabulary

/// `draft --har`: a first contract from captured traffic, in two passes over the captures (each streamed, one
/// entry in memory at a time): the first finds routes, hosts, envelope signatures and credentials, the second, with
/// endpoints and envelopes known, merges every body into shapes, keeps a few example candidates per endpoint and,
/// where there are credentials, records the order of sign-ins, uses and refusals (``SessionTimeline``) for the
/// session's life (``SessionLifeDrafting``).
public enum HARDrafter {
    public static func draft(files: [String], in directory: URL, options: DraftOptions) throws(DraftError) -> Draft {
        let captures = try CaptureSet.open(files, in: directory)
        var survey = SurveyPass(servers: ServerSelection(named: options.servers))
        try captures.forEachEntry { survey.add($1, file: $0) }
        var guesses = GuessBook()
        var notes = survey.notes
        let plan = RoutePlanning.plan(survey, guesses: &guesses, notes: &notes)
        guard !plan.endpoints.isEmpty else {
            throw DraftError(
                file: files.joined(separator: ", "),
                message: "no entry of the captures went to "
                    + (options.servers.isEmpty ? "an http(s) host" : "the servers named with --server")
                    + "; nothing to draft")
        }
        let assignment = EnvelopeAssignment.assign(plan, survey: survey, guesses: &guesses)
        let auth = AuthInference.infer(plan, survey: survey, guesses: &guesses)
        var harvest = HarvestPass(
            survey: survey, plan: plan, formats: assignment.byEndpoint.map { assignment.envelopes[$0].format },
            credential: auth.credential, credentialCheck: auth.carries)
        try captures.forEachEntry { harvest.add($1, file: $0) }
        for item in harvest.notes.leftOut {
            for place in item.examples { notes.leaveOut(place, because: item.reason) }
        }
        let life = SessionLifeDrafting.draft(harvest.sessionEvents, plan: plan, auth: auth, guesses: &guesses)
        var contract = assemble(
            plan: plan, assignment: assignment, auth: auth, life: life, harvest: harvest, options: options,
            files: files, guesses: &guesses)
        draftHeaders(harvest, into: &contract, guesses: &guesses, notes: &notes)
        PaginationInference.infer(&contract, guesses: &guesses)
        var draft = Draft(
            contract: contract, guesses: guesses, notes: notes,
            // The files by name alone: no machine's folders reach a contract.
            origin: .captures(files.map { URL(fileURLWithPath: $0).lastPathComponent }, entries: survey.entries))
        OpenAPIDrafter.dropPagersThatDoNotLint(&draft, from: "the captures' list names")
        return draft
    }

    /// The headers every request carried (`headers.always`), and the others listed as left out.
    private static func draftHeaders(
        _ harvest: HarvestPass, into contract: inout Contract, guesses: inout GuessBook, notes: inout DraftNotes
    ) {
        var drafted = Set<String>()
        if let name = contract.auth?.token?.placement.headerName { drafted.insert(name.lowercased()) }
        if let tenant = contract.auth?.tenant?.header { drafted.insert(tenant.lowercased()) }
        let found = harvest.requestHeaders.drafted(skipping: drafted, secrets: harvest.secrets)
        for item in found.leftOut { notes.leaveOut("request headers", because: item.reason, isEntries: false) }
        guard !found.always.isEmpty else { return }
        contract.headers.always = found.always
        guesses.add(
            Guess(
                .requestHeader,
                "every request carried \(found.always.map(\.name).joined(separator: ", ")) with one value; confirm the server needs it"
            ), at: DraftPlace(["headers"]))
    }

    private static func assemble(
        plan: RoutePlanning.Plan, assignment: EnvelopeAssignment, auth: AuthPlan, life: SessionLifeDrafting,
        harvest: HarvestPass, options: DraftOptions, files: [String], guesses: inout GuessBook
    ) -> Contract {
        let harvests = harvest.harvests
        var identifiers: [Identifier] = []
        var authRules: AuthRules?
        var sessionCookies: [String] = []
        var setBy: Set<Int> = []
        var endsBy: Set<Int> = []
        var tokenQuery: String?
        switch auth.credential {
        case .token(let placement, _)?:
            let setters = life.tokenSetBy.map { plan.endpoints[$0.endpoint].name }
            let deliveries = Dictionary(
                uniqueKeysWithValues: life.tokenSetBy.map {
                    (plan.endpoints[$0.endpoint].name, SignInDelivery(from: .field($0.field)))
                })
            endsBy = Set(life.tokenEndsBy)
            authRules = AuthRules(
                token: .init(
                    placement: placement, setBy: setters, deliveries: deliveries,
                    endsBy: life.tokenEndsBy.map { plan.endpoints[$0].name }, provenance: DraftProvenance.none),
                provenance: DraftProvenance.none)
            tokenQuery = placement.queryName
        case .session(let cookies, var setters, let enders)?:
            sessionCookies = cookies
            if let refresh = life.cookieRefresh { setters.removeAll { $0 == refresh.endpoint } }
            setBy = Set(setters)
            endsBy = Set(enders)
            var session = CookieSessionRules(
                cookies: cookies.map {
                    CookieSessionRules.Cookie(
                        name: $0, isSecret: SecretNames.isSecretCookie($0), provenance: DraftProvenance.none)
                },
                setBy: setters.map { plan.endpoints[$0].name }, endsBy: enders.map { plan.endpoints[$0].name },
                provenance: DraftProvenance.none)
            session.refreshedBy = life.cookieRefresh.map { plan.endpoints[$0.endpoint].name }
            for cookie in cookies where SecretNames.isSecretCookie(cookie) {
                guesses.add(
                    Guess(.secretField, "the cookie's name looks like a session or CSRF value"),
                    at: DraftPlace.auth.appending("session").appending(cookie))
            }
            authRules = AuthRules(token: nil, session: session, provenance: DraftProvenance.none)
        case nil:
            break
        }
        if let tenant = auth.tenant, authRules != nil {
            identifiers.append(
                Identifier(
                    name: "TenantID", storage: tenant.integers ? .int : .string,
                    wire: tenant.integers ? [.int, .numericString] : [.string], provenance: DraftProvenance.none))
            authRules?.tenant = AuthRules.TenantHeader(
                header: tenant.header, type: "TenantID", provenance: DraftProvenance.none)
        }
        // Models: every root registered first, so objects seen under several endpoints become one model.
        let catalog = ModelCatalog(reserved: Set(identifiers.map(\.name)), secrets: harvest.secrets)
        for (index, endpoint) in plan.endpoints.enumerated() {
            let words = Naming.words(endpoint.name)
            catalog.register(harvests[index].requestShape, hint: words + ["Request"], site: "\(endpoint.name) request")
            let rootHint =
                harvests[index].payload.list != nil && harvests[index].payload.object == nil ? ["Item"] : ["Result"]
            catalog.register(harvests[index].payload, hint: words + rootHint, site: "\(endpoint.name) payload")
            for path in harvests[index].tokenPaths {
                catalog.issuedTokenSites.insert("\(endpoint.name) payload.\(path)")
            }
        }
        catalog.unify()
        let sharedPerCall = SharedPerCall.find(harvests, methods: plan.endpoints.map(\.method))
        for found in sharedPerCall { guesses.add(Guess(.perCallValue, found.reason), at: DraftPlace(["perCall"])) }
        var endpoints: [Endpoint] = []
        for (index, endpointPlan) in plan.endpoints.enumerated() {
            let envelope = assignment.envelopes[assignment.byEndpoint[index]]
            var assembly = EndpointAssembly(
                plan: endpointPlan, harvest: harvests[index], envelope: (envelope.name, envelope.format),
                auth: auth.endpointAuth[index], sendsTenant: auth.sendsTenant[index], isSetBy: setBy.contains(index),
                isEndsBy: endsBy.contains(index), isCookieRefresh: life.cookieRefresh?.endpoint == index,
                tokenQuery: tokenQuery,
                sharedPerCall: Set(sharedPerCall.map(\.name)))
            if life.tokenEndsBy.contains(index) {
                assembly.endsByEvidence = "the token it sent was never accepted again after its success"
            }
            endpoints.append(assembly.endpoint(catalog: catalog, guesses: &guesses))
        }
        let usedEnvelopes = Set(endpoints.map(\.response.envelope))
        let envelopes = assignment.envelopes.filter { usedEnvelopes.contains($0.name) }.map {
            Envelope(name: $0.name, format: $0.format, provenance: DraftProvenance.none)
        }
        let (classes, rules) = ErrorRuleDrafting.draft(
            codes: seenCodes(harvests, plan: plan, secrets: harvest.secrets), hasAuth: authRules != nil,
            envelopes: envelopes.map(\.format), refreshing: life.cookieRefresh?.refusal, guesses: &guesses)
        var servers: [Server] = []
        var baseURL: String?
        if plan.servers.count == 1 {
            baseURL = plan.servers[0].url
        } else {
            servers = plan.servers.map { Server(name: $0.name, url: $0.url, provenance: DraftProvenance.none) }
        }
        let module = options.module ?? InfoDrafting.module(fromHost: plan.servers.first?.url ?? "") ?? "DraftedAPI"
        let title = (plan.servers.first?.url.split(separator: "/").dropFirst().first.map(String.init) ?? "API") + " API"
        var contract = Contract(
            file: "draft.yaml", format: 1,
            info: InfoDrafting.info(
                title: title, module: module, version: "draft", date: options.date, baseURL: baseURL,
                docs: files.map { ProseText.clean(URL(fileURLWithPath: $0).lastPathComponent) },
                doc:
                    "Drafted from captured traffic by `zing-codegen draft`; confirm every `# draft:` guess against the docs."
            ),
            identifiers: identifiers, envelopes: envelopes, auth: authRules, errorClasses: classes, errorRules: rules,
            endpoints: endpoints)
        contract.perCall = sharedPerCall.map(\.rule)
        contract.servers = servers
        contract.defaultServer = servers.first?.name
        contract.models = catalog.models
        for (place, found) in catalog.guesses.byPlace { for guess in found { guesses.add(guess, at: place) } }
        // Examples last: they are read with the whole contract, as lint reads them.
        let building = ExampleBuilding(contract: contract, secrets: harvest.secrets, sessionCookies: sessionCookies)
        for index in contract.endpoints.indices {
            contract.endpoints[index].examples = building.examples(
                of: harvests[index].candidates.kept, for: contract.endpoints[index],
                isSetBy: setBy.contains(index) || life.cookieRefresh?.endpoint == index)
        }
        return contract
    }

    /// Every code the failures carried, with the endpoints it was seen on and its first message, secrets scrubbed.
    private static func seenCodes(_ harvests: [EndpointHarvest], plan: RoutePlanning.Plan, secrets: SecretSet)
        -> [ErrorRuleDrafting.SeenCode]
    {
        var codes: [ErrorRuleDrafting.SeenCode] = []
        for (index, harvest) in harvests.enumerated() {
            for seen in harvest.failureCodes {
                let code: BusinessCode = seen.numeric.map(BusinessCode.int) ?? .string(seen.code)
                if let position = codes.firstIndex(where: { $0.code == code }) {
                    codes[position].count += seen.count
                    codes[position].endpoints.append(plan.endpoints[index].name)
                    for message in seen.messages where !codes[position].messages.contains(message) {
                        codes[position].messages.append(message)
                    }
                } else {
                    let message = seen.message.map { String(ProseText.clean(secrets.scrub($0)).prefix(80)) }
                    codes.append(
                        .init(
                            code: code, endpoints: [plan.endpoints[index].name], count: seen.count, message: message,
                            messages: seen.messages))
                }
            }
        }
        for index in codes.indices {
            codes[index].messageTests = MessageRuleDrafting.tests(codes[index].messages, secrets: secrets)
        }
        return codes
    }
}
