/// A session that is a set of cookies (e.g. `SESSDATA`, a CSRF cookie `bili_jct`, a user id `DedeUserID`): the one
/// definition the contract (`auth.session`), the runtime that captures and sends them, `verify` that looks for them in
/// captures and `mock` that issues and checks them share.
public struct CookieSession: Sendable, Hashable {
    /// One cookie of the session.
    public struct Cookie: Sendable, Hashable {
        /// The cookie's name, e.g. `SESSDATA`.
        public var name: String
        /// Whether its value is a credential the client never prints (a user id cookie may not be).
        public var isSecret: Bool

        /// A cookie of the session.
        public init(name: String, isSecret: Bool) {
            self.name = name
            self.isSecret = isSecret
        }
    }

    /// The cookies, in the contract's order: every one is sent on each authenticated request.
    public var cookies: [Cookie]

    /// A session of `cookies`.
    public init(cookies: [Cookie]) {
        self.cookies = cookies
    }

    /// The cookie names, in the contract's order.
    public var names: [String] { cookies.map(\.name) }

    /// How the session appears in a request, for messages: `Cookie: SESSDATA=<secret>; DedeUserID=<value>`.
    public var shape: String {
        "Cookie: " + cookies.map { "\($0.name)=<\($0.isSecret ? "secret" : "value")>" }.joined(separator: "; ")
    }
}
