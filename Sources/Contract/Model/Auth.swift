import WireVocabulary

/// How a session's credentials travel on authenticated requests.
public struct AuthRules: Sendable, Hashable {
    /// The session token and where it travels (``TokenPlacement``): a header (`X-Access-Token`, or `Authorization`
    /// with the `Bearer` scheme) or a query parameter (`access_token`).
    ///
    /// Its life, where the contract says it: the endpoints whose successful answer hands the token out in a payload
    /// field (`setBy`, each with its ``SignInDelivery``, always `from: { field: … }`), and those whose success ends it
    /// (`endsBy`).
    public struct Token: Sendable, Hashable {
        public var placement: TokenPlacement
        /// The sign-ins whose answer hands out the token: their methods return the credentials.
        public var setBy: [String]
        /// Where each sign-in's answer carries the token (a payload field) and which answers sign in (`when:`).
        public var deliveries: [String: SignInDelivery]
        /// The endpoints whose success ends the session (sign-out): the token is no longer honoured.
        public var endsBy: [String]
        public var provenance: Provenance

        public init(
            placement: TokenPlacement, setBy: [String] = [], deliveries: [String: SignInDelivery] = [:],
            endsBy: [String] = [], provenance: Provenance
        ) {
            self.placement = placement
            self.setBy = setBy
            self.deliveries = deliveries
            self.endsBy = endsBy
            self.provenance = provenance
        }

        /// How the sign-in `endpoint`'s answers hand the token out; nil for an endpoint that is no sign-in of it.
        public func delivery(for endpoint: String) -> SignInDelivery? {
            guard setBy.contains(endpoint) else { return nil }
            return deliveries[endpoint]
        }

        /// The payload field that carries the token in the sign-in `endpoint`'s answers.
        public func tokenField(for endpoint: String) -> FieldPath? {
            guard case .field(let field)? = delivery(for: endpoint)?.source else { return nil }
            return field
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

    /// The endpoints whose successful answer signs the session in, a token's or a cookie session's (`setBy`).
    public var signIns: [String] { token?.setBy ?? session?.setBy ?? [] }

    /// The endpoints whose success ends the session, a token's or a cookie session's (`endsBy`).
    public var signOuts: [String] { token?.endsBy ?? session?.endsBy ?? [] }

    /// How the sign-in `endpoint`'s answers hand the session out; nil for an endpoint that is no sign-in.
    public func signInDelivery(for endpoint: String) -> SignInDelivery? {
        if let token { return token.delivery(for: endpoint) }
        guard let session, session.setBy.contains(endpoint) else { return nil }
        return session.delivery(for: endpoint)
    }

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
