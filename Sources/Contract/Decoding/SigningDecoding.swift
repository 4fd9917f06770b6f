import WireVocabulary
import YAMLNodes

/// `signing: { adds: [ { query: w_rid }, { header: X-Sign, secret: true } ] }`: what the app's signer adds.
extension DecodingContext {
    static let signingKeys = ["adds", "doc", "source", "deviation", "policy"]
    static let signedValueKeys = ["query", "header", "secret"]

    func signing(_ node: YAMLNode, path: NodePath) -> SigningRules? {
        guard let reader = MappingReader(node, path: path, subject: "signing", keys: Self.signingKeys, context: self)
        else { return nil }
        let values =
            reader.required("adds").flatMap { adds in
                list(adds, path: reader.path("adds")) { item, itemPath in signedValue(item, path: itemPath) }
            } ?? []
        return SigningRules(values: values, provenance: reader.provenance(at: node.mark))
    }

    private func signedValue(_ node: YAMLNode, path: NodePath) -> SignedValue? {
        guard
            let reader = MappingReader(
                node, path: path, subject: "a signed value", keys: Self.signedValueKeys, context: self)
        else { return nil }
        let place = travelPlace(
            reader, subject: "a signed value", traveller: "the signer's value",
            hint: "`{ query: w_rid }` or `{ header: X-Sign, secret: true }`")
        return place?.placement.map { SignedValue($0, isSecret: reader.bool("secret") ?? false) }
    }
}
