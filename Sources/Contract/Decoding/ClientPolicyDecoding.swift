import YAMLNodes

/// `clientPolicy:` at the top of a contract and in an endpoint: the client's own limits (docs/contract-format.md).
extension DecodingContext {
    static let clientPolicyKeys = ["maxResponseBytes", "timeout", "doc"]
    static let endpointClientPolicyKeys = ["maxResponseBytes", "timeout", "source"]

    /// What an endpoint's `clientPolicy:` sets.
    struct EndpointClientPolicy {
        var maxResponseBytes: Int?
        var timeout: Double?
        var source: String?
    }

    /// The contract's client policy; the defaults for what it leaves out.
    func clientPolicy(_ node: YAMLNode, path: NodePath) -> ClientPolicy {
        guard
            let reader = MappingReader(
                node, path: path, subject: "clientPolicy", keys: Self.clientPolicyKeys, context: self)
        else { return ClientPolicy() }
        return ClientPolicy(
            maxResponseBytes: responseSizeLimit(reader) ?? ClientPolicy.defaultMaxResponseBytes,
            timeout: timeout(reader), provenance: Provenance(mark: node.mark, doc: reader.string("doc")))
    }

    /// An endpoint's own limits, where its `clientPolicy:` sets them.
    func endpointClientPolicy(_ node: YAMLNode, path: NodePath) -> EndpointClientPolicy {
        guard
            let reader = MappingReader(
                node, path: path, subject: "an endpoint's clientPolicy", keys: Self.endpointClientPolicyKeys,
                context: self)
        else { return EndpointClientPolicy() }
        return EndpointClientPolicy(
            maxResponseBytes: responseSizeLimit(reader), timeout: timeout(reader), source: reader.string("source"))
    }

    /// `timeout`: the deadline of each exchange in seconds, more than 0 and at most 10 minutes.
    private func timeout(_ reader: MappingReader) -> Double? {
        guard let node = reader.value("timeout"), let seconds = double(node, path: reader.path("timeout")) else {
            return nil
        }
        guard seconds > 0, seconds <= ClientPolicy.longestTimeout else {
            error(
                "timeout must be more than 0 and at most \(Int(ClientPolicy.longestTimeout)) seconds, found \(seconds)",
                at: node.mark, path: reader.path("timeout"), hint: "a number of seconds, e.g. `timeout: 20`")
            return nil
        }
        return seconds
    }

    /// `maxResponseBytes`: a whole number of bytes from 1 KiB to 1 GiB.
    private func responseSizeLimit(_ reader: MappingReader) -> Int? {
        guard let node = reader.value("maxResponseBytes"), let bytes = int(node, path: reader.path("maxResponseBytes"))
        else { return nil }
        let allowed = ClientPolicy.smallestMaxResponseBytes...ClientPolicy.largestMaxResponseBytes
        guard allowed.contains(bytes) else {
            error(
                "maxResponseBytes must be from \(allowed.lowerBound) (1 KiB) to \(allowed.upperBound) (1 GiB) bytes, "
                    + "found \(bytes)", at: node.mark, path: reader.path("maxResponseBytes"),
                hint: "8 MiB is 8388608")
            return nil
        }
        return bytes
    }
}
