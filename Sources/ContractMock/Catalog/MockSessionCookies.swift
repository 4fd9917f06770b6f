import WireVocabulary

/// The cookies of the mock's own sessions: the values it hands out (`mock-SESSDATA`), never a request's.
enum MockSessionCookies {
    /// The value the mock sets for `cookie`.
    static func value(of cookie: CookieSession.Cookie) -> String { "mock-\(cookie.name)" }

    /// The `Set-Cookie` headers that hand out every cookie of `session`.
    static func headers(for session: CookieSession) -> [HTTPHeaderField] {
        session.cookies.map {
            HTTPHeaderField(name: "Set-Cookie", value: "\($0.name)=\(value(of: $0)); Path=/; HttpOnly")
        }
    }
}
