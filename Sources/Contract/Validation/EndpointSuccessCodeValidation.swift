import WireVocabulary

/// An endpoint's own `successCodes:` (a poll whose code is its state) replace its envelope's for that endpoint: they
/// need an envelope that reads success codes, codes of the envelope's kind, each once, and no endpoint rule that
/// maps one of them (a success is never classified, so that rule could never apply).
enum EndpointSuccessCodeValidation {
    static func check(_ context: ValidationContext) {
        for endpoint in context.contract.endpoints {
            guard let codes = endpoint.response.successCodes,
                let envelope = context.contract.envelope(named: endpoint.response.envelope)
            else { continue }
            check(codes, of: endpoint, envelope: envelope, context)
        }
    }

    private static func check(
        _ codes: [BusinessCode], of endpoint: Endpoint, envelope: Envelope, _ context: ValidationContext
    ) {
        let path = ContractPaths.endpoint(endpoint.name).appending("response").appending("successCodes")
        let fallback = endpoint.response.provenance.mark
        guard envelope.traits.admitsSuccessCodes else {
            context.error(
                "endpoint '\(endpoint.name)' lists success codes, but in envelope '\(envelope.name)' (style "
                    + "\(envelope.style.rawValue)) \(envelope.traits.decider.phrase) decides success, not a code",
                at: path, fallback: fallback, hint: "remove `successCodes`, or use an envelope of `style: code`")
            return
        }
        if codes.isEmpty, !envelope.successWithoutCode, envelope.traits.successCodesDecide {
            context.error(
                "endpoint '\(endpoint.name)' lists no success code, so none of its answers could succeed",
                at: path, fallback: fallback,
                hint: "list the codes that mean success for this endpoint, or remove `successCodes` to keep the "
                    + "envelope's")
        }
        for (index, code) in codes.enumerated() {
            if code.kind != envelope.codeKind {
                let kind = envelope.codeKind == .int ? "an integer" : "text"
                context.error(
                    "success code \(code.quotedForMessage) of endpoint '\(endpoint.name)' is not \(kind), as the code of envelope "
                        + "'\(envelope.name)' is (`codeType: \(envelope.codeKind)`)",
                    at: path.appending(index: index), fallback: fallback,
                    hint: envelope.codeKind == .int ? "write the number" : "quote it (`\"\(code)\"`)")
            } else if codes[..<index].contains(code) {
                context.error(
                    "endpoint '\(endpoint.name)' lists success code \(code) twice",
                    at: path.appending(index: index), fallback: fallback, hint: "remove the second")
            }
        }
        if codes == envelope.successCodes {
            context.warningAtKey(
                "the success codes of endpoint '\(endpoint.name)' are those of envelope '\(envelope.name)'",
                at: path, fallback: fallback, hint: "remove `successCodes`: the endpoint reads its envelope's")
        }
        for rule in endpoint.errorRules {
            for number in rule.condition.codes where codes.contains(.int(number)) {
                context.error(
                    "endpoint '\(endpoint.name)' maps code \(number) to '\(rule.errorClass)', but \(number) is one "
                        + "of its success codes: a success is never classified",
                    at: path, fallback: rule.provenance.mark,
                    hint: "remove \(number) from `successCodes`, or the rule that maps it")
            }
        }
    }
}
