/// How much a client may send and how long it may take: a mock faces whatever connects to it.
public struct MockLimits: Sendable, Equatable {
    /// The largest request head (request line and header lines).
    public var maxHeadBytes: Int
    /// The largest body read (and dropped); a larger one gets 413 and the connection ends.
    public var maxBodyBytes: Int
    /// Connections served at once; more get 503 at once.
    public var maxConnections: Int
    /// Seconds a client has to send a whole request once it started one.
    public var requestTimeout: Double
    /// Seconds a kept-alive connection may stay silent between requests.
    public var idleTimeout: Double
    /// Seconds a write may wait for a client that stopped reading.
    public var sendTimeout: Int

    /// Limits for a mock that anything on the machine may connect to; tests shorten the timeouts.
    public init(
        maxHeadBytes: Int = 16 * 1024, maxBodyBytes: Int = 32 * 1024 * 1024, maxConnections: Int = 64,
        requestTimeout: Double = 30, idleTimeout: Double = 15, sendTimeout: Int = 10
    ) {
        self.maxHeadBytes = maxHeadBytes
        self.maxBodyBytes = maxBodyBytes
        self.maxConnections = maxConnections
        self.requestTimeout = requestTimeout
        self.idleTimeout = idleTimeout
        self.sendTimeout = sendTimeout
    }
}
