/// The contract's header rules.
public struct HeaderPolicy: Sendable, Hashable {
    /// Sent on every request, e.g. `Accept: application/json`.
    public var always: [HTTPHeader]
    /// Sent with JSON bodies, e.g. `Content-Type: application/json`.
    public var jsonBody: [HTTPHeader]
    /// Never sent, whatever else happens (e.g. `X-Forwarded-For`); compared case-insensitively.
    public var never: [String]
    /// Where the session token travels: a header (`X-Access-Token`, `Authorization: Bearer …`) or a query parameter
    /// (`access_token`); nil for a contract without a token.
    public var token: TokenPlacement?
    /// The session cookies, sent in one `Cookie` header, for a contract whose session is a set of cookies; nil for
    /// one without.
    public var session: CookieSession?
    /// The header that carries the current tenant, e.g. `X-Tenant-Id`.
    public var tenantHeader: String?
    /// A tenant value that means "no tenant": the header is omitted (e.g. `0`).
    public var tenantOmittedValue: String?

    /// The rules, as a generated contract states them.
    @_spi(Generated)
    public init(
        always: [HTTPHeader] = [], jsonBody: [HTTPHeader] = [], never: [String] = [], token: TokenPlacement? = nil,
        session: CookieSession? = nil, tenantHeader: String? = nil, tenantOmittedValue: String? = nil
    ) {
        self.always = always
        self.jsonBody = jsonBody
        self.never = never
        self.token = token
        self.session = session
        self.tenantHeader = tenantHeader
        self.tenantOmittedValue = tenantOmittedValue
    }

    /// The header that carries the session token, when it travels in one.
    var tokenHeader: String? { token?.headerName }

    func isForbidden(_ name: String) -> Bool {
        never.contains { HTTPHeader.sameName($0, name) }
    }
}

/// One session snapshot's credentials, as the headers of one request read them.
///
/// Token (or cookies) and tenant come from the same value, so a request can never mix an old session with a new
/// tenant.
@_spi(Generated)
public struct SessionHeaders: Sendable, Hashable {
    /// The session token; nil for a cookie session.
    public var token: Secret?
    /// The session cookies' values by name, for a cookie session (see ``HeaderPolicy/session``).
    public var cookies: [String: Secret]
    /// The tenant header's value, or nil for none.
    public var tenant: String?

    /// One snapshot's token and tenant.
    public init(token: Secret, tenant: String?) {
        self.token = token
        self.cookies = [:]
        self.tenant = tenant
    }

    /// One snapshot's session cookies and tenant.
    public init(cookies: [String: Secret], tenant: String?) {
        self.token = nil
        self.cookies = cookies
        self.tenant = tenant
    }
}
