import WireVocabulary

/// A cookie session in the mock: a sign-in's successful answer sets every session cookie (unless its example sets
/// them itself), an endpoint that carries the session requires all of them in the request's `Cookie` header, and a
/// successful `endsBy` call ends that session: its cookies are refused afterwards, until a sign-in hands them out
/// again.
/// The mock's cookie values are its own (`mock-SESSDATA`), never a request's.
extension MockResponder {
    /// The value the mock sets for `cookie`.
    static func mockValue(of cookie: CookieSession.Cookie) -> String { "mock-\(cookie.name)" }

    /// `reply` with the session's `Set-Cookie` headers added, when its endpoint signs in and it is a success.
    func settingSessionCookies(_ reply: MockReply) -> MockReply {
        guard let session = catalog.session, let endpoint = reply.endpoint, catalog.sessionSetters.contains(endpoint),
            (200..<300).contains(reply.answer.status),
            !reply.answer.headers.contains(where: { $0.name.lowercased() == "set-cookie" })
        else { return reply }
        var reply = reply
        // A new sign-in hands out the mock's values again, so they stand for a live session again.
        endedSessions.revive(Self.key(session.cookies.map { ($0.name, Self.mockValue(of: $0)) }))
        for cookie in session.cookies {
            reply.answer.headers.append(
                HTTPHeaderField(
                    name: "Set-Cookie", value: "\(cookie.name)=\(Self.mockValue(of: cookie)); Path=/; HttpOnly"))
        }
        reply.notes.append("set the session cookies")
        return reply
    }

    /// `reply`, after which the request's session cookies no longer sign anything in, when its endpoint ends the
    /// session (`endsBy`) and it is a success.
    func endingSession(_ request: MockRequest, _ reply: MockReply) -> MockReply {
        guard let endpoint = reply.endpoint, catalog.sessionEnders.contains(endpoint),
            (200..<300).contains(reply.answer.status), let key = sessionKey(of: request)
        else { return reply }
        endedSessions.end(key)
        var reply = reply
        reply.notes.append("ended the session")
        return reply
    }

    /// The request's session, as the values of every session cookie; nil when one is missing or empty.
    func sessionKey(of request: MockRequest) -> String? {
        guard let session = catalog.session else { return nil }
        let pairs = request.header("Cookie").map(CookieHeader.pairs(in:)) ?? []
        var values: [(String, String)] = []
        for cookie in session.cookies {
            guard let pair = pairs.first(where: { $0.name == cookie.name && !$0.value.isEmpty }) else { return nil }
            values.append((cookie.name, pair.value))
        }
        return Self.key(values)
    }

    private static func key(_ values: [(String, String)]) -> String {
        values.map { "\($0.0)=\($0.1)" }.joined(separator: "; ")
    }
}
