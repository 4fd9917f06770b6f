import WireVocabulary

/// A session in the mock: a sign-in's successful answer (as the client reads it) hands out the session (every
/// session cookie, set by the mock unless the example sets them itself; or the token in the payload field its `setBy`
/// names), an endpoint that carries the session requires it, and a successful `endsBy` call ends that session: its
/// cookies or its token are refused afterwards, until a sign-in hands them out again.
extension MockResponder {
    /// `reply`, noting the session it hands out when the client reads it as signing in (the catalog has added the
    /// session's `Set-Cookie` headers where the example sets none); that session is live again even if a logout ended
    /// it.
    func settingSessionCookies(_ reply: MockReply) -> MockReply {
        guard let session = reply.answer.handedOutSession else { return reply }
        var reply = reply
        if reply.answer.addsSessionCookies { reply.notes.append("set the session cookies") }
        endedSessions.revive(session)
        return reply
    }

    /// `reply`, after which the request's session cookies no longer sign anything in, when its endpoint ends the
    /// session (`endsBy`) and the client reads the answer as a success.
    func endingSession(_ request: MockRequest, _ reply: MockReply) -> MockReply {
        guard let endpoint = reply.endpoint, catalog.sessionEnders.contains(endpoint), reply.answer.isSuccess,
            let key = sessionKey(of: request)
        else { return reply }
        endedSessions.end(key)
        var reply = reply
        reply.notes.append("ended the session")
        return reply
    }

    /// The request's session, as the values of every session cookie (nil when one is missing or empty), or as the
    /// token it carries, for a token session.
    func sessionKey(of request: MockRequest) -> String? {
        if let token = catalog.token {
            return token.carriedToken(
                headerValue: token.headerName.flatMap(request.header),
                queryValue: token.queryName.flatMap { PercentDecoding.queryValue($0, in: request.query) }
            ).map(Self.tokenKey)
        }
        let pairs = request.header("Cookie").map(CookieHeader.pairs(in:)) ?? []
        return catalog.session?.values(in: pairs).map(Self.sessionKey)
    }

    /// How the mock names a token session: by its token.
    static func tokenKey(_ token: String) -> String { "token \(token)" }

    /// How the mock names a session: its cookies' `name=value` pairs in the contract's order.
    static func sessionKey(_ values: [(name: String, value: String)]) -> String {
        values.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }
}
