import Contract
import TextFoundation
import WireVocabulary

extension Rules {
    static let signingRules = [endpointNowSigned, endpointNoLongerSigned, signedValuesChanged]

    static let endpointNowSigned = Rule(
        "endpoint-now-signed", .endpoints, wire: .breaking, swift: .possiblyBreaking,
        "The app's request signer now signs the endpoint: existing clients send it unsigned, and the client refuses "
            + "its calls until it is given a signer.",
        client: "Pass a `signer:` to the client.")
    static let endpointNoLongerSigned = Rule(
        "endpoint-no-longer-signed", .endpoints, wire: .nonBreaking, swift: .nonBreaking,
        "The endpoint is no longer signed; existing clients still sign it.", client: "None.")
    static let signedValuesChanged = Rule(
        "signed-values-changed", .endpoints, wire: .breaking, swift: .possiblyBreaking,
        "The signer adds other values (names, places or secrecy): existing clients send the old ones, and a signer "
            + "that returns them is refused.",
        client: "Make the signer return the new values.")
}

extension DiffContext {
    /// Whether the endpoint is signed, and the values its signer adds.
    mutating func diffSigning(_ old: Endpoint, _ new: Endpoint, group: String, path: String) {
        let at = head.signing?.provenance ?? new.provenance
        switch (old.isSigned, new.isSigned) {
        case (false, true):
            emit(Rules.endpointNowSigned, group: group, path: path, "the endpoint is now signed", at: new.provenance)
        case (true, false):
            emit(
                Rules.endpointNoLongerSigned, group: group, path: path, "the endpoint is no longer signed",
                at: new.provenance)
        case (true, true):
            let before = base.signedValues(for: old)
            let after = head.signedValues(for: new)
            if before != after {
                emit(
                    Rules.signedValuesChanged, group: group, path: path, "the values the signer adds changed",
                    before: before.map(\.description).joined(separator: ", "),
                    after: after.map(\.description).joined(separator: ", "), at: at)
            }
        case (false, false): break
        }
    }
}
