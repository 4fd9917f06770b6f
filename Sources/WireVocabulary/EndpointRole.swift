/// What an endpoint does to a session; decides whether a refused token is refreshed and the call replayed.
public enum EndpointRole: String, Sendable, Hashable, CaseIterable {
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

    /// Whether a call may be replayed once after a refresh: never the exchanges that make, renew or end a session,
    /// so a refresh can't recurse and logout never resurrects a session.
    public var replaysAfterRefresh: Bool {
        switch self {
        case .read, .write: true
        case .login, .refresh, .logout: false
        }
    }
}

/// Whether an endpoint's failures may be retried automatically.
public enum RetryMode: String, Sendable, Hashable, CaseIterable {
    /// Idempotent reads: retried on retryable failures within the contract's policy.
    case idempotent
    /// Writes, login, logout, uploads: never retried automatically.
    case never
}
