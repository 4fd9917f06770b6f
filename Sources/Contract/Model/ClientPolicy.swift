/// The client's own limits, which no doc sets (docs/threat-model.md). A contract writes them under `clientPolicy:`,
/// apart from the facts it transcribes, so a reader never takes a policy number for a documented one.
public struct ClientPolicy: Sendable, Hashable {
    /// 8 MiB: far above any documented answer of these APIs, far below what hurts a phone.
    public static let defaultMaxResponseBytes = 8 << 20
    /// The smallest response size limit a contract may set: 1 KiB.
    public static let smallestMaxResponseBytes = 1 << 10
    /// The largest response size limit a contract may set: 1 GiB.
    public static let largestMaxResponseBytes = 1 << 30

    /// The response size limit in bytes (after decompression) of endpoints without their own.
    public var maxResponseBytes: Int
    /// Where `clientPolicy:` is written; nil when the contract relies on the defaults.
    public var provenance: Provenance?

    public init(maxResponseBytes: Int = ClientPolicy.defaultMaxResponseBytes, provenance: Provenance? = nil) {
        self.maxResponseBytes = maxResponseBytes
        self.provenance = provenance
    }
}
