import WireVocabulary

/// Request signing: a signed endpoint needs the contract's `signing:`, which names at least one value, each once, in
/// a place nothing else of a signed request takes (its parameters, its values computed per call, the token, the
/// headers the contract sends or forbids); a `signing:` no endpoint uses is warned of.
enum SigningValidation {
    static func check(_ context: ValidationContext) {
        let contract = context.contract
        let signed = contract.endpoints.filter(\.isSigned)
        guard let signing = contract.signing else {
            for endpoint in signed {
                context.error(
                    "endpoint '\(endpoint.name)' is signed, but the contract has no `signing:`",
                    at: ContractPaths.endpoint(endpoint.name).appending("signed"), fallback: endpoint.provenance.mark,
                    hint: "say what the app's signer adds: `signing: { adds: [ { query: sign } ] }`")
            }
            return
        }
        let path = NodePath(["signing"])
        let fallback = signing.provenance.mark
        if signing.values.isEmpty {
            context.error(
                "`signing:` adds no value", at: path.appending("adds"), fallback: fallback,
                hint: "name each query parameter or header the signer adds")
        }
        if signed.isEmpty {
            context.warningAtKey(
                "`signing:` is declared, but no endpoint is signed", at: path, fallback: fallback,
                hint: "say `signed: true` on the endpoints the signer signs")
        }
        for (index, value) in signing.values.enumerated() {
            let at = path.appending("adds").appending(index: index)
            if signing.values[..<index].contains(where: { $0.placement.same(as: value.placement) }) {
                context.error("`signing:` adds \(value.placement) twice", at: at, fallback: fallback)
            }
            PerCallValidation.checkPlace(
                value.placement, called: "signed", on: signed, at: { _ in at }, fallback: fallback,
                hints: PerCallValidation.PlaceHints(
                    parameterClash: "the signer adds it: remove the endpoint's", headerName: nil, reservedHeader: nil),
                context)
            for endpoint in signed
            where contract.perCallValues(for: endpoint).contains(where: { $0.placement.same(as: value.placement) }) {
                context.error(
                    "signed \(value.placement) is also computed per call for endpoint '\(endpoint.name)'", at: at,
                    fallback: fallback, hint: "the signer returns it: remove the per-call value, or this one")
            }
        }
    }
}
