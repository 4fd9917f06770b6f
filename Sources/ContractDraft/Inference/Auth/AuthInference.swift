import Contract
import WireVocabulary

/// How the draft's session travels and which endpoint carries it, read from what the requests carried: a token
/// header (`X-Access-Token`, `Authorization: Bearer`), a token in the query, or cookies an answer set and later
/// requests sent.
struct AuthPlan {
    enum Credential {
        /// A token; `surveyName` is how the first pass remembered its values (a header lower-cased, or `?name`).
        case token(TokenPlacement, surveyName: String)
        /// Cookies, the endpoints (plan indices) whose answers set them all, and those whose answers deleted them.
        case session(cookies: [String], setBy: [Int], endsBy: [Int])
    }

    var credential: Credential?
    /// The tenant header's spelling, and whether its values were integers.
    var tenant: (header: String, integers: Bool)?
    /// Each endpoint's auth, by plan index.
    var endpointAuth: [Endpoint.Auth]
    /// Whether each endpoint sent the tenant header.
    var sendsTenant: [Bool]

    /// Whether `exchange` carried the credential.
    func carries(_ exchange: CapturedExchange) -> Bool {
        switch credential {
        case nil: return false
        case .token(.header(let name, _), _)?: return exchange.request.headers.value(named: name)?.isEmpty == false
        case .token(.query(let name), _)?: return exchange.query.contains { $0.name == name && !$0.value.isEmpty }
        case .session(let cookies, _, _)?:
            let sent = Set(exchange.sentCookies.map(\.name))
            return cookies.allSatisfy(sent.contains)
        }
    }
}

enum AuthInference {
    static func infer(_ plan: RoutePlanning.Plan, survey: SurveyPass, guesses: inout GuessBook) -> AuthPlan {
        let tallies = plan.endpoints.map { survey.routes[$0.key]!.auth }
        var auth = AuthPlan(
            credential: nil, tenant: nil, endpointAuth: plan.endpoints.map { _ in .none },
            sendsTenant: plan.endpoints.map { _ in false })
        if let (placement, name, carried) = token(tallies) {
            auth.credential = .token(placement, surveyName: name)
            guesses.add(
                Guess(.tokenPlacement, "the token travels as `\(placement.shape)`: \(carried) requests carried it"),
                at: DraftPlace.auth.appending("token"))
            for (index, tally) in tallies.enumerated() {
                let count: Int
                switch placement {
                case .header: count = tally.tokenHeaders[name]?.count ?? 0
                case .query(let query): count = tally.tokenQueries[query] ?? 0
                }
                auth.endpointAuth[index] = mode(count, of: tally.requests)
            }
        } else if let session = session(tallies, plan: plan) {
            auth.credential = .session(cookies: session.cookies, setBy: session.setBy, endsBy: session.endsBy)
            guesses.add(
                Guess(
                    .cookieSession,
                    "a cookie session: \(session.setBy.map { plan.endpoints[$0].name }.joined(separator: ", ")) set \(session.cookies.joined(separator: ", ")), which later requests sent"
                ),
                at: DraftPlace.auth.appending("session"))
            for (index, tally) in tallies.enumerated() {
                var all = 0
                for (names, count) in tally.cookieSets where session.cookies.allSatisfy(names.contains) { all += count }
                auth.endpointAuth[index] = mode(all, of: tally.requests)
            }
        }
        for (index, endpoint) in plan.endpoints.enumerated()
        where auth.endpointAuth[index] != .token && auth.endpointAuth[index] != .none {
            guesses.add(
                Guess(.endpointAuth, "some requests carried the credentials and some did not: `auth: optional`"),
                at: DraftPlace.endpoint(endpoint.name).appending("auth"))
        }
        if auth.credential != nil {
            var spelling: String?
            var integers = true
            for (index, tally) in tallies.enumerated() where auth.endpointAuth[index] == .token {
                guard let tenant = tally.tenantHeader else { continue }
                spelling = spelling ?? tenant.spelling
                integers = integers && tenant.integers
                auth.sendsTenant[index] = true
            }
            if let spelling {
                auth.tenant = (spelling, integers)
                guesses.add(
                    Guess(.tenantHeader, "`\(spelling)` was sent beside the credentials: the tenant header"),
                    at: DraftPlace.auth.appending("tenant"))
            }
        }
        return auth
    }

    private static func mode(_ carried: Int, of requests: Int) -> Endpoint.Auth {
        carried == 0 ? .none : carried == requests ? .token : .optional
    }

    /// The most carried token header (with `Bearer` where every value had it), else the most carried token query
    /// parameter; nil when no request carried either.
    private static func token(_ tallies: [RouteAuthTally]) -> (TokenPlacement, String, Int)? {
        var headers: [String: (count: Int, bearer: Int, spelling: String)] = [:]
        var queries: [String: Int] = [:]
        for tally in tallies {
            for (name, entry) in tally.tokenHeaders {
                let known = headers[name] ?? (0, 0, entry.spelling)
                headers[name] = (known.count + entry.count, known.bearer + entry.bearer, known.spelling)
            }
            for (name, count) in tally.tokenQueries { queries[name, default: 0] += count }
        }
        if let (name, entry) = headers.max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) }) {
            let scheme = entry.bearer == entry.count ? "Bearer" : nil
            return (.header(name: entry.spelling, scheme: scheme), name, entry.count)
        }
        if let (name, count) = queries.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) {
            return (.query(name: name), "?" + name, count)
        }
        return nil
    }

    /// The cookies some answer set that every later request carrying any of them carried all of, the endpoints
    /// whose answers set them all, and those whose answers deleted them.
    private static func session(_ tallies: [RouteAuthTally], plan: RoutePlanning.Plan) -> (
        cookies: [String], setBy: [Int], endsBy: [Int]
    )? {
        var set: Set<String> = []
        for tally in tallies { set.formUnion(tally.cookiesSet.keys) }
        var sent: Set<String> = []
        for tally in tallies { sent.formUnion(tally.cookiesSent.keys) }
        var cookies = set.intersection(sent).filter(CookieHeader.isValidName)
        for tally in tallies {
            for names in tally.cookieSets.keys where !names.isDisjoint(with: cookies) {
                cookies.formIntersection(names)
            }
        }
        guard !cookies.isEmpty else { return nil }
        let setBy = tallies.indices.filter { index in
            tallies[index].setCookieSets.keys.contains { cookies.isSubset(of: $0) }
        }
        guard !setBy.isEmpty else { return nil }
        let endsBy = tallies.indices.filter { index in
            !setBy.contains(index) && cookies.contains { tallies[index].cookiesDeleted[$0] != nil }
        }
        return (cookies.sorted(), setBy, endsBy)
    }
}
