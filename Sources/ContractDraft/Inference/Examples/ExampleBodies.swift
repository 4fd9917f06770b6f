import Contract
import ContractVerify
import TextFoundation
import WireVocabulary

/// The check lint makes of a drafted success example (its payload has exactly the documented shape); secrets in its
/// body are replaced by verify's placeholders (``Placeholders/answerBody(_:of:)``).
enum ExampleBodies {
    /// The payload of a body, where the endpoint's envelope puts it.
    static func payload(of json: JSONValue, endpoint: Endpoint, contract: Contract) -> JSONValue? {
        guard let envelope = contract.envelope(for: endpoint) else { return nil }
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
