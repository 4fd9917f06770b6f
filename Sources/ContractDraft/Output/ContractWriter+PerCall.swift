import Contract
import WireVocabulary

/// Values the client computes per call: the contract's `perCall:` list, and a parameter's `from:` of one.
extension ContractWriter {
    static func perCall(_ contract: Contract, into out: inout YAMLLines) {
        guard !contract.perCall.isEmpty else { return }
        out.open("perCall", level: 0)
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
}
