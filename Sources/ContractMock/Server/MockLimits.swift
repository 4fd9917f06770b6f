/// How much a client may send and how long it may take: a mock faces whatever connects to it.
public struct MockLimits: Sendable, Equatable {
    /// The largest request head (request line and header lines).
    public var maxHeadBytes: Int
    /// The largest body read (and dropped); a larger one gets 413 and the connection ends.
    public var maxBodyBytes: Int
    /// Connections served at once. When all are taken, a new connection takes the slot of the one that has waited
    /// longest for a request head; when every one is answering a request, the new one gets 503.
    public var maxConnections: Int
    /// Connections one address other than loopback may hold; past it, a new one takes the slot of that address's own
    /// longest-waiting connection (or gets 503). Every local client shares 127.0.0.1, so loopback addresses count only
    /// towards ``maxConnections``.
    public var maxConnectionsPerAddress: Int
    /// Seconds a client has to send a whole request head: from when a new connection opens, or from the first byte of
    /// the next request on a kept-alive one.
    public var headTimeout: Double
    /// Seconds a client has to send a whole request, body included, counted from the same start as ``headTimeout``.
    public var requestTimeout: Double
    /// Seconds a kept-alive connection may stay silent between requests.
    public var idleTimeout: Double
    /// Seconds a write may wait for a client that stopped reading.
    public var sendTimeout: Int

    /// Limits for a mock that anything on the machine may connect to; tests shorten the timeouts.
    public init(
        maxHeadBytes: Int = 16 * 1024, maxBodyBytes: Int = 32 * 1024 * 1024, maxConnections: Int = 64,
        maxConnectionsPerAddress: Int = 16, headTimeout: Double = 5, requestTimeout: Double = 30,
        idleTimeout: Double = 15, sendTimeout: Int = 10
    ) {
        self.maxHeadBytes = maxHeadBytes
        self.maxBodyBytes = maxBodyBytes
        self.maxConnections = maxConnections
        self.maxConnectionsPerAddress = maxConnectionsPerAddress
        self.headTimeout = headTimeout
        self.requestTimeout = requestTimeout
        self.idleTimeout = idleTimeout
        self.sendTimeout = sendTimeout
    }
}
