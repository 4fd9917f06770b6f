import WireVocabulary

/// A cookie session in the mock: a sign-in's successful answer sets every session cookie (unless its example sets
/// them itself), and an endpoint that carries the session requires all of them in the request's `Cookie` header.
/// The mock's cookie values are its own (`mock-SESSDATA`), never a request's.
extension MockResponder {
    /// The value the mock sets for `cookie`.
    static func mockValue(of cookie: CookieSession.Cookie) -> String { "mock-\(cookie.name)" }

    /// Whether `request` carries every session cookie, each with a value.
    func carriesSessionCookies(_ request: MockRequest, _ session: CookieSession) -> Bool {
        let pairs = request.header("Cookie").map(CookieHeader.pairs(in:)) ?? []
        return session.cookies.allSatisfy { cookie in pairs.contains { $0.name == cookie.name && !$0.value.isEmpty } }
    }

    /// `reply` with the session's `Set-Cookie` headers added, when its endpoint signs in and it is a success.
    func settingSessionCookies(_ reply: MockReply) -> MockReply {
        guard let session = catalog.session, let endpoint = reply.endpoint, catalog.sessionSetters.contains(endpoint),
            (200..<300).contains(reply.answer.status),
            !reply.answer.headers.contains(where: { $0.name.lowercased() == "set-cookie" })
        else { return reply }
        var reply = reply
        for cookie in session.cookies {
            reply.answer.headers.append(
                HTTPHeaderField(
                    name: "Set-Cookie", value: "\(cookie.name)=\(Self.mockValue(of: cookie)); Path=/; HttpOnly"))
        }
        reply.notes.append("set the session cookies")
        return reply
    }
}
