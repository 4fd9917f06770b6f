/// The client's own limits, which no doc sets (docs/threat-model.md). A contract writes them under `clientPolicy:`,
/// apart from the facts it transcribes, so a reader never takes a policy number for a documented one.
public struct ClientPolicy: Sendable, Hashable {
    /// 8 MiB: far above any documented answer of these APIs, far below what hurts a phone.
    public static let defaultMaxResponseBytes = 8 << 20
    /// The smallest response size limit a contract may set: 1 KiB.
    public static let smallestMaxResponseBytes = 1 << 10
    /// The largest response size limit a contract may set: 1 GiB.
    public static let largestMaxResponseBytes = 1 << 30

    /// The longest deadline a contract may give an exchange: 10 minutes.
    public static let longestTimeout: Double = 600

    /// The response size limit in bytes (after decompression) of endpoints without their own.
    public var maxResponseBytes: Int
    /// The deadline of each exchange, connect to last byte, in seconds, of endpoints without their own; nil: the
    /// transport's own (30 s, 120 s for uploads, unless the app sets others).
    public var timeout: Double?
    /// Where `clientPolicy:` is written; nil when the contract relies on the defaults.
    public var provenance: Provenance?

    public init(
        maxResponseBytes: Int = ClientPolicy.defaultMaxResponseBytes, timeout: Double? = nil,
        provenance: Provenance? = nil
    ) {
        self.maxResponseBytes = maxResponseBytes
        self.timeout = timeout
        self.provenance = provenance
    }
}

extension Contract {
    /// The deadline of each exchange of `endpoint` in seconds: its own `clientPolicy.timeout`, else the contract's;
    /// nil: the transport's own. The one reading of a deadline, for the generator, the mock and the exports.
    public func timeout(of endpoint: Endpoint) -> Double? { endpoint.timeout ?? clientPolicy.timeout }
}
