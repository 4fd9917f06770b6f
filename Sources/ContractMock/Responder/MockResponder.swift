import Contract
import WireVocabulary

/// The answer to one request, with what the request log says about it.
struct MockReply: Sendable, Equatable {
    var answer: CannedAnswer
    /// The endpoint that answered; nil when none did (404, 405).
    var endpoint: String?
    /// Why the answer is what it is, where that is worth saying: in the mock's own words, never the request's
    /// values.
    var notes: [String]

    init(answer: CannedAnswer, endpoint: String? = nil, notes: [String] = []) {
        self.answer = answer
        self.endpoint = endpoint
        self.notes = notes
    }
}

/// Decides the answer to a request from the catalog alone: route by path and method, require the token where the
/// endpoint carries one, then serve the example the request names or the route's default.
struct MockResponder: Sendable {
    let catalog: MockCatalog
    /// The cookie sessions an `endsBy` endpoint has ended, shared by every connection of the mock.
    let endedSessions = EndedSessions()

    init(catalog: MockCatalog) {
        self.catalog = catalog
    }

    func reply(to request: MockRequest) -> MockReply {
        endingSession(request, settingSessionCookies(routedReply(to: request)))
    }

    private func routedReply(to request: MockRequest) -> MockReply {
        let matching = catalog.routes(matching: request.path)
        guard !matching.isEmpty else {
            return MockReply(
                answer: CannedAnswer.json(status: 404, ["mock": "no endpoint at this path"], label: "(no endpoint)"))
        }
        guard let route = Self.route(for: request.method, in: matching) else {
            let allowed = matching.map(\.endpoint.method.rawValue).reduce(into: [String]()) { methods, method in
                guard !methods.contains(method) else { return }
                methods.append(method)
                if method == Self.get { methods.append(Self.head) }
            }
            var answer = CannedAnswer.json(
                status: 405, ["mock": .string("this path takes \(allowed.joined(separator: ", "))")],
                label: "(wrong method)")
            answer.headers.append(HTTPHeaderField(name: "Allow", value: allowed.joined(separator: ", ")))
            return MockReply(answer: answer, endpoint: matching[0].endpoint.name)
        }
        let notes =
            headerRuleNotes(route, request) + FormBodyNotes.notes(route.endpoint, request)
            + GroupNotes.notes(route.endpoint, request)
            + PerCallNotes.notes(route.perCallValues, request)
            + PerCallNotes.notes(signed: route.signedValues, request)
        if let unauthorized = route.unauthorized, !carriesCredentials(request) {
            return MockReply(answer: unauthorized, endpoint: route.endpoint.name, notes: notes + ["no token"])
        }
        if let unauthorized = route.unauthorized, let key = sessionKey(of: request), endedSessions.contains(key) {
            return MockReply(answer: unauthorized, endpoint: route.endpoint.name, notes: notes + ["the session ended"])
        }
        guard let name = MockSelection.requestedExample(in: request) else {
            if let signedOut = route.signedOutAnswer, !carriesCredentials(request) {
                return MockReply(answer: signedOut, endpoint: route.endpoint.name, notes: notes + ["signed out"])
            }
            return paged(route.defaultAnswer, route, request, notes: notes)
        }
        guard let answer = route.answer(named: name) else {
            let names = route.answers.compactMap(\.exampleName)
            let refusal = CannedAnswer.json(
                status: 400,
                [
                    "mock": .string("\(route.endpoint.name) has no example of the requested name"),
                    "examples": .strings(names),
                ],
                label: "(unknown example requested)")
            return MockReply(answer: refusal, endpoint: route.endpoint.name, notes: notes)
        }
        return paged(answer, route, request, notes: notes)
    }

    /// A paginated endpoint's success cut to the page the request asks for (``PagedAnswer``); other answers as they are.
    private func paged(
        _ answer: CannedAnswer, _ route: MockCatalog.Route, _ request: MockRequest, notes: [String]
    ) -> MockReply {
        let page = PagedAnswer.page(answer, of: route.endpoint, envelope: route.envelope, request: request)
        return MockReply(
            answer: page.answer, endpoint: route.endpoint.name, notes: notes + (page.note.map { [$0] } ?? []))
    }

    /// The answer to a request whose body is over the limit: the endpoint's 413 example where it has one.
    func tooLarge(for request: MockRequest) -> MockReply {
        guard let route = Self.route(for: request.method, in: catalog.routes(matching: request.path)) else {
            return MockReply(
                answer: CannedAnswer.json(
                    status: 413, ["mock": "the body is over the size limit"], label: "(body too large)"))
        }
        return MockReply(answer: route.tooLarge, endpoint: route.endpoint.name, notes: ["body over the limit"])
    }

    private static let get = HTTPMethod.get.rawValue
    private static let head = "HEAD"

    /// The route that serves `method`, of those matching the path: HEAD is served wherever GET is, with GET's answer
    /// (the connection leaves out the body; RFC 9110 §9.3.2).
    private static func route(for method: String, in matching: [MockCatalog.Route]) -> MockCatalog.Route? {
        let served = method == head ? get : method
        return matching.first { $0.endpoint.method.rawValue == served }
    }

    /// Whether the request carries the session's credentials where the contract puts them (``TokenPlacement``'s
    /// and ``CookieSession``'s one test, which `verify` shares); a contract without auth asks for none.
    private func carriesCredentials(_ request: MockRequest) -> Bool {
        if catalog.session != nil { return sessionKey(of: request) != nil }
        guard let token = catalog.token else { return true }
        return token.isCarried(
            headerValue: token.headerName.flatMap(request.header),
            queryValue: token.queryName.flatMap { PercentDecoding.queryValue($0, in: request.query) })
    }

    /// Header rules the request breaks, by header name only.
    private func headerRuleNotes(_ route: MockCatalog.Route, _ request: MockRequest) -> [String] {
        var notes: [String] = []
        if route.endpoint.auth == .none, let token = catalog.token {
            switch token {
            case .header(let name, _) where request.header(name) != nil:
                notes.append("sent \(name), which this endpoint never carries")
            case .query(let name) where PercentDecoding.queryValue(name, in: request.query) != nil:
                notes.append("sent the token parameter \(name), which this endpoint never carries")
            default:
                break
            }
        }
        if route.endpoint.auth == .none, let session = catalog.session,
            let pairs = request.header("Cookie").map(CookieHeader.pairs(in:)),
            pairs.contains(where: { pair in session.names.contains(pair.name) })
        {
            notes.append("sent session cookies, which this endpoint never carries")
        }
        for name in catalog.forbiddenHeaders where request.header(name) != nil {
            notes.append("sent \(name), which a client never sends")
        }
        return notes
    }
}
