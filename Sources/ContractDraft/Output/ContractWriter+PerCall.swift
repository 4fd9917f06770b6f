import Contract
import WireVocabulary

/// Values the client computes per call (the contract's `perCall:` list, a parameter's `from:` of one) and the
/// contract's `signing:`.
extension ContractWriter {
    static func perCall(_ contract: Contract, into out: inout YAMLLines) {
        guard !contract.perCall.isEmpty else { return }
        out.open("perCall", level: 0, place: DraftPlace(["perCall"]))
        for rule in contract.perCall {
            var pairs: [(String, String)] =
                switch rule.value.placement {
                case .query(let name): [("query", YAMLScalarText.string(name))]
                case .header(let name), .formField(let name): [("header", YAMLScalarText.string(name))]
                }
            pairs.append(("from", from(rule.value.kind)))
            if !rule.methods.isEmpty { pairs.append(("methods", flowSequence(rule.methods.map(\.rawValue)))) }
            out.line("- " + flowMapping(pairs + documentation(rule.provenance)), level: 1)
        }
        out.blank()
    }

    /// `{ clock: unixMillis }`, `{ random: hex, length: 32 }`.
    static func from(_ kind: PerCallValue.Kind) -> String {
        switch kind {
        case .unixSeconds: flowMapping([("clock", "unixSeconds")])
        case .unixMillis: flowMapping([("clock", "unixMillis")])
        case .random(let alphabet, let length):
            flowMapping([("random", alphabet.rawValue), ("length", String(length))])
        }
    }

    /// The contract's `signing:`.
    static func signing(_ contract: Contract, into out: inout YAMLLines) {
        guard let signing = contract.signing else { return }
        out.open("signing", level: 0)
        for (key, value) in documentation(signing.provenance) { out.pair(key, value, level: 1) }
        out.open("adds", level: 1)
        for value in signing.values {
            var pairs: [(String, String)] =
                switch value.placement {
                case .query(let name): [("query", YAMLScalarText.string(name))]
                case .header(let name), .formField(let name): [("header", YAMLScalarText.string(name))]
                }
            if value.isSecret { pairs.append(("secret", "true")) }
            out.line("- " + flowMapping(pairs), level: 2)
        }
        out.blank()
    }
}
