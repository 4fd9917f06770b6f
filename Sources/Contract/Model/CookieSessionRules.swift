import WireVocabulary

/// `auth.session`: a session that is a set of cookies, which endpoints' answers set them (read from `Set-Cookie`) and
/// which endpoints end it.
public struct CookieSessionRules: Sendable, Hashable {
    /// One cookie of the session.
    public struct Cookie: Sendable, Hashable {
        public var name: String
        /// A credential the client never prints (`secret: true`).
        public var isSecret: Bool
        public var provenance: Provenance

        public init(name: String, isSecret: Bool, provenance: Provenance) {
            self.name = name
            self.isSecret = isSecret
            self.provenance = provenance
        }
    }

    public var cookies: [Cookie]
    /// The endpoints whose successful answer sets the cookies (sign-in): their methods return the credentials.
    public var setBy: [String]
    /// The endpoints whose success ends the session (sign-out): the app drops the credentials.
    public var endsBy: [String]
    public var provenance: Provenance

    public init(cookies: [Cookie], setBy: [String], endsBy: [String] = [], provenance: Provenance) {
        self.cookies = cookies
        self.setBy = setBy
        self.endsBy = endsBy
        self.provenance = provenance
    }

    /// The session as the wire sees it.
    public var wire: CookieSession {
        CookieSession(cookies: cookies.map { CookieSession.Cookie(name: $0.name, isSecret: $0.isSecret) })
    }

    /// The cookie named `name`, if the session has one.
    public func cookie(named name: String) -> Cookie? {
        cookies.first { $0.name == name }
    }
}
