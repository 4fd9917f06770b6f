import WireVocabulary

/// The cookies of the mock's own sessions: the values it hands out (`mock-SESSDATA`), never a request's.
enum MockSessionCookies {
    /// The value the mock sets for `cookie`: a sign-in's (`mock-SESSDATA`), or a refresh's
    /// (`mock-SESSDATA-renewed`), so a refresh hands out cookies other than those it was sent with.
    static func value(of cookie: CookieSession.Cookie, renewed: Bool = false) -> String {
        "mock-\(cookie.name)" + (renewed ? "-renewed" : "")
    }

    /// The `Set-Cookie` headers that hand out every cookie of `session`, a sign-in's or a refresh's (`renewed`).
    static func headers(for session: CookieSession, renewed: Bool = false) -> [HTTPHeaderField] {
        session.cookies.map {
            HTTPHeaderField(
                name: "Set-Cookie", value: "\($0.name)=\(value(of: $0, renewed: renewed)); Path=/; HttpOnly")
        }
    }
}
