import WireVocabulary

/// How a session's credentials travel on authenticated requests.
public struct AuthRules: Sendable, Hashable {
    /// The session token and where it travels (``TokenPlacement``): a header (`X-Access-Token`, or `Authorization`
    /// with the `Bearer` scheme) or a query parameter (`access_token`).
    public struct Token: Sendable, Hashable {
        public var placement: TokenPlacement
        public var provenance: Provenance

        public init(placement: TokenPlacement, provenance: Provenance) {
            self.placement = placement
            self.provenance = provenance
        }
    }

    public struct TenantHeader: Sendable, Hashable {
        public var header: String
        /// The identifier type of the tenant, e.g. `TenantID`.
        public var type: String
        /// A tenant value that is sent as no header at all (e.g. 0).
        public var omitWhen: String?
        public var provenance: Provenance

        public init(header: String, type: String, omitWhen: String? = nil, provenance: Provenance) {
            self.header = header
            self.type = type
            self.omitWhen = omitWhen
            self.provenance = provenance
        }
    }

    /// The session token, for a token session; nil for a cookie session.
    public var token: Token?
    /// The session cookies (``CookieSession``), for a cookie session; nil for a token session.
    public var session: CookieSessionRules?
    public var tenant: TenantHeader?
    public var provenance: Provenance

    public init(
        token: Token?, session: CookieSessionRules? = nil, tenant: TenantHeader? = nil, provenance: Provenance
    ) {
        self.token = token
        self.session = session
        self.tenant = tenant
        self.provenance = provenance
    }
}

/// Headers every request sends, sends with a JSON body, or must never send.
public struct HeaderRules: Sendable, Hashable {
    public struct Header: Sendable, Hashable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public var always: [Header]
    public var jsonBody: [Header]
    /// Header names the client must never set, e.g. `X-Forwarded-For`.
    public var never: [String]
    public var provenance: Provenance?

    public init(always: [Header] = [], jsonBody: [Header] = [], never: [String] = [], provenance: Provenance? = nil) {
        self.always = always
        self.jsonBody = jsonBody
        self.never = never
        self.provenance = provenance
    }
}
