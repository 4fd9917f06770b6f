import Contract
import ContractVerify
import TextFoundation
import WireVocabulary

/// What every drafted example's body goes through: secrets replaced by the placeholders verify uses, and the check
/// lint makes of a success (its payload has exactly the documented shape).
enum ExampleBodies {
    /// The body with secret fields replaced: the payload by its type, the rest by the placeholders' secrets.
    static func replacingSecrets(
        _ json: JSONValue, endpoint: Endpoint, contract: Contract, placeholders: Placeholders
    ) -> JSONValue {
        guard let envelope = contract.envelope(named: endpoint.response.envelope), envelope.style != .none,
            endpoint.response.payload != .body, case .object(var members) = json
        else { return placeholders.apply(json, as: endpoint.response.type) }
        for (key, value) in members {
            let isPayload = envelope.payloadField?.keys == [key] && endpoint.response.payload == .result
            members[key] = isPayload ? placeholders.apply(value, as: endpoint.response.type) : placeholders.scrub(value)
        }
        return .object(members)
    }

    /// The payload of a body, where the endpoint's envelope puts it.
    static func payload(of json: JSONValue, endpoint: Endpoint, contract: Contract) -> JSONValue? {
        guard let envelope = contract.envelope(named: endpoint.response.envelope) else { return nil }
        switch endpoint.response.payload {
        case .result, .body: return EnvelopeReading.payload(in: json, envelope.format)
        case .message, .none: return nil
        }
    }

    /// Whether a success's payload has exactly the documented shape, as lint holds examples to it.
    static func payloadFits(_ response: String, endpoint: Endpoint, contract: Contract) -> Bool {
        guard let type = endpoint.response.type, let json = try? JSONValue.parse(response) else { return true }
        guard let payload = payload(of: json, endpoint: endpoint, contract: contract), payload != .null else {
            return true
        }
        return fits(payload, type: type, contract: contract)
    }

    static func fits(_ value: JSONValue, type: TypeRef, contract: Contract) -> Bool {
        JSONShapeChecker(contract: contract).problems(value, against: type, at: PayloadPath(components: [])).isEmpty
    }
}
