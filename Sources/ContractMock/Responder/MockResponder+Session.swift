import WireVocabulary

/// A cookie session in the mock: a sign-in's successful answer (as the client reads it) hands out the session (every
/// session cookie, set by the mock unless the example sets them itself), an endpoint that carries the session requires
/// all of them in the request's `Cookie` header, and a successful `endsBy` call ends that session: its cookies are
/// refused afterwards, until a sign-in hands them out again.
extension MockResponder {
    /// `reply` with the session's `Set-Cookie` headers added, when its endpoint signs in and the client reads the
    /// answer as a success; the session it hands out is live again even if a logout ended it.
    func settingSessionCookies(_ reply: MockReply) -> MockReply {
        guard let session = catalog.session, let endpoint = reply.endpoint, catalog.sessionSetters.contains(endpoint),
            reply.answer.isSuccess
        else { return reply }
        var reply = reply
        if !reply.answer.setsCookies {
            reply.answer.headers += MockSessionCookies.headers(for: session)
            reply.notes.append("set the session cookies")
        }
        let handedOut = SetCookie.cookies(inHeaders: reply.answer.headers.map { (name: $0.name, value: $0.value) })
            .filter { !$0.deletes }.map { (name: $0.name, value: $0.value) }
        if let values = session.values(in: handedOut) { endedSessions.revive(Self.key(values)) }
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

    /// The request's session, as the values of every session cookie; nil when one is missing or empty.
    func sessionKey(of request: MockRequest) -> String? {
        let pairs = request.header("Cookie").map(CookieHeader.pairs(in:)) ?? []
        return catalog.session?.values(in: pairs).map(Self.key)
    }

    private static func key(_ values: [(name: String, value: String)]) -> String {
        values.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }
}
