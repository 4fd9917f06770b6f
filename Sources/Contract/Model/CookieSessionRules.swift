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
    /// How a sign-in of `setBy` hands the cookies out where it is not the plain way (every success, `Set-Cookie`):
    /// only in some answers (`when:`), or in a payload field (`from: { field: … }`).
    public var deliveries: [String: SignInDelivery]
    /// The endpoints whose success ends the session (sign-out): the app drops the credentials.
    public var endsBy: [String]
    /// The endpoint (`role: refresh`) that renews the session (`refreshedBy`): it sends the session's cookies and
    /// its success sets new ones, as a sign-in's does (its delivery is in ``deliveries`` where it is not the plain
    /// way). A call refused with a class that `refreshes` is replayed once after it.
    public var refreshedBy: String?
    public var provenance: Provenance

    public init(
        cookies: [Cookie], setBy: [String], deliveries: [String: SignInDelivery] = [:], endsBy: [String] = [],
        refreshedBy: String? = nil, provenance: Provenance
    ) {
        self.cookies = cookies
        self.setBy = setBy
        self.deliveries = deliveries
        self.endsBy = endsBy
        self.refreshedBy = refreshedBy
        self.provenance = provenance
    }

    /// Whether a success of `endpoint` sets the cookies: a sign-in of `setBy`, or the refresh of `refreshedBy`.
    public func setsCookies(_ endpoint: String) -> Bool {
        setBy.contains(endpoint) || refreshedBy == endpoint
    }

    /// The session as the wire sees it.
    public var wire: CookieSession {
        CookieSession(cookies: cookies.map { CookieSession.Cookie(name: $0.name, isSecret: $0.isSecret) })
    }

    /// How the sign-in `endpoint`'s answers hand the cookies out: `Set-Cookie` on every success unless its `setBy`
    /// entry says otherwise.
    public func delivery(for endpoint: String) -> SignInDelivery {
        deliveries[endpoint] ?? SignInDelivery()
    }

    /// Whether some answers of the sign-in `endpoint` succeed without signing in (its `setBy` entry has `when:`).
    public func signsInConditionally(_ endpoint: String) -> Bool {
        delivery(for: endpoint).when != nil
    }

    /// The cookie named `name`, if the session has one.
    public func cookie(named name: String) -> Cookie? {
        cookies.first { $0.name == name }
    }
}
