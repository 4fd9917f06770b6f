/// The fixed facts of one endpoint that the runtime needs to send it and read its answer.
public struct EndpointSpec: Sendable, Hashable {
    /// Whether failures of this endpoint may be retried automatically.
    public enum RetryMode: Sendable, Hashable {
        /// Idempotent reads: retried on retryable failures within the contract's policy.
        case idempotent
        /// Writes, login, logout, uploads: never retried automatically.
        case never
    }

    /// The operation name from the contract.
    public var name: String
    public var method: String
    /// The path relative to the base URL, with `{name}` placeholders.
    public var path: String
    /// Whether the request carries the session token.
    public var carriesToken: Bool
    /// Whether the request carries the tenant header.
    public var sendsTenant: Bool
    public var retry: RetryMode

    public init(name: String, method: String, path: String, carriesToken: Bool, sendsTenant: Bool, retry: RetryMode) {
        self.name = name
        self.method = method
        self.path = path
        self.carriesToken = carriesToken
        self.sendsTenant = sendsTenant
        self.retry = retry
    }
}
