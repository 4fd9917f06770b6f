import YAMLNodes

/// `clientPolicy:` at the top of a contract and in an endpoint: the client's own limits (docs/contract-format.md).
extension DecodingContext {
    static let clientPolicyKeys = ["maxResponseBytes", "doc"]
    static let endpointClientPolicyKeys = ["maxResponseBytes"]

    /// The contract's client policy; the defaults for what it leaves out.
    func clientPolicy(_ node: YAMLNode, path: NodePath) -> ClientPolicy {
        guard
            let reader = MappingReader(
                node, path: path, subject: "clientPolicy", keys: Self.clientPolicyKeys, context: self)
        else { return ClientPolicy() }
        return ClientPolicy(
            maxResponseBytes: responseSizeLimit(reader) ?? ClientPolicy.defaultMaxResponseBytes,
            provenance: Provenance(mark: node.mark, doc: reader.string("doc")))
    }

    /// An endpoint's own response size limit, when its `clientPolicy:` sets one.
    func endpointResponseSizeLimit(_ node: YAMLNode, path: NodePath) -> Int? {
        guard
            let reader = MappingReader(
                node, path: path, subject: "an endpoint's clientPolicy", keys: Self.endpointClientPolicyKeys,
                context: self)
        else { return nil }
        return responseSizeLimit(reader)
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
