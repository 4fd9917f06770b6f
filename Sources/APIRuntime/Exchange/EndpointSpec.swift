/// The fixed facts of one endpoint that the runtime needs to send it and read its answer.
public struct EndpointSpec: Sendable, Hashable {
    /// Whether failures of this endpoint may be retried automatically.
    public enum RetryMode: Sendable, Hashable {
        /// Idempotent reads: retried on retryable failures within the contract's policy.
        case idempotent
        /// Writes, login, logout, uploads: never retried automatically.
        case never
    }

    /// What the endpoint does to a session; decides whether a refused token is refreshed and the call replayed.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// Reads with the session.
        case read
        /// Changes something with the session.
        case write
        /// Makes a session (a sign-in exchange).
        case login
        /// Renews a session (a refresh exchange).
        case refresh
        /// Ends a session.
        case logout

        /// Whether a call may be replayed once after a refresh: never the exchanges that make, renew or end a
        /// session, so a refresh can't recurse and logout never resurrects a session.
        public var replaysAfterRefresh: Bool {
            switch self {
            case .read, .write: true
            case .login, .refresh, .logout: false
            }
        }
    }

    /// The operation name from the contract.
    public var name: String
    /// The HTTP method, e.g. `POST`.
    public var method: String
    /// The path relative to the base URL, with `{name}` placeholders.
    public var path: String
    /// Whether the request carries the session token.
    public var carriesToken: Bool
    /// Whether the request carries the tenant header.
    public var sendsTenant: Bool
    /// What the endpoint does to a session.
    public var role: Role
    /// Whether failures may be retried automatically.
    public var retry: RetryMode
    /// The endpoint's own response size limit in bytes, when it overrides the contract's
    /// (``APIContract/maxResponseBytes``).
    public var maxResponseBytes: Int?

    /// The facts of one endpoint, as a generated operation states them.
    @_spi(Generated)
    public init(
        name: String, method: String, path: String, carriesToken: Bool, sendsTenant: Bool, role: Role,
        retry: RetryMode, maxResponseBytes: Int? = nil
    ) {
        self.name = name
        self.method = method
        self.path = path
        self.carriesToken = carriesToken
        self.sendsTenant = sendsTenant
        self.role = role
        self.retry = retry
        self.maxResponseBytes = maxResponseBytes
    }
}
