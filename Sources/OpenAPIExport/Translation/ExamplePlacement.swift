import Contract
import TextFoundation
import WireVocabulary

/// Where each of an endpoint's examples goes in the document: request bodies and conforming responses become
/// OpenAPI examples of their media type; responses the contract documents as broken (no JSON, not the
/// envelope, success conditions failing) cannot be examples of a schema they break, so they are kept in the
/// operation's `x-zing-examples`, with why.
struct ExamplePlacement {
    /// Why a response is no example of its status's schema.
    enum Reason: String {
        case notJSON, notEnvelope, conditionsFailed, payloadRule
        /// A success body under a failure status: the status decides, whatever the body says.
        case statusOverridesBody
    }

    struct Placed {
        var example: Example
        var value: JSONValue
    }

    struct Kept {
        var example: Example
        var reason: Reason
        /// The parsed body, when it is JSON.
        var value: JSONValue?
        /// Whether the request body is kept here too (it is no JSON body of a JSON endpoint).
        var keepsRequest: Bool
    }

    private(set) var requests: [Placed] = []
    private(set) var responses: [Int: [Placed]] = [:]
    private(set) var kept: [Kept] = []
    /// Requests that could not be placed for examples whose response was placed.
    private(set) var keptRequests: [Example] = []

    init(endpoint: Endpoint, envelope: Envelope?, contract: Contract) {
        for example in endpoint.examples {
            var requestPlaced = example.request == nil
            if let request = example.request, case .json = endpoint.body, let value = (try? JSONValue.parse(request)) {
                requests.append(Placed(example: example, value: value))
                requestPlaced = true
            }
            let body = (try? JSONValue.parse(example.response))
            if let reason = Self.reason(
                example, body: body, envelope: envelope,
                decodes: { Self.decodes(example.response, as: endpoint.response.type, in: contract) }
            ).map({ Self.payloadRuleReason(example, body: body, endpoint: endpoint, envelope: envelope) ?? $0 }) {
                kept.append(Kept(example: example, reason: reason, value: body, keepsRequest: !requestPlaced))
            } else if let body {
                responses[example.status, default: []].append(Placed(example: example, value: body))
                if !requestPlaced { keptRequests.append(example) }
            }
        }
    }

    /// `payloadRule` for a failure example whose success envelope one of the endpoint's error rules on a payload
    /// field turns into a failure (a poll's "expired"); nil otherwise.
    private static func payloadRuleReason(_ example: Example, body: JSONValue?, endpoint: Endpoint, envelope: Envelope?)
        -> Reason?
    {
        guard case .failure = example.expectation, let body, let envelope else { return nil }
        var format = envelope.format
        if endpoint.response.payload == .body { format.payloadField = nil }
        guard EnvelopeReading.read(body, format, httpStatus: example.status).verdict == .success,
            case .failure = endpoint.payloadRules.evaluate(EnvelopeReading.payload(in: body, format))
        else { return nil }
        return .payloadRule
    }

    /// Whether `text` is JSON that the client decodes as `type` (no problem that breaks decoding).
    private static func decodes(_ text: String, as type: TypeRef?, in contract: Contract) -> Bool {
        guard let type, let value = try? JSONValue.parse(text) else { return false }
        return !JSONShapeChecker(contract: contract).problems(value, against: type, at: PayloadPath(components: []))
            .contains(where: \.breaksDecoding)
    }

    /// The statuses of placed responses, and 200 for the success schema, in ascending order.
    var statuses: [Int] { Set(responses.keys).union([200]).sorted() }

    /// Why an example's response is no example of its status's schema, or nil when it is one. `decodes` says whether
    /// a bare body is the payload's shape (then only the success conditions can fail it).
    private static func reason(
        _ example: Example, body: JSONValue?, envelope: Envelope?, decodes: () -> Bool
    ) -> Reason? {
        guard let body else { return .notJSON }
        let expectsSuccess = if case .success = example.expectation { true } else { false }
        guard let envelope, envelope.traits.decider.isInBody else {
            if (200...299).contains(example.status) {
                return expectsSuccess ? nil : decodes() ? .conditionsFailed : .notEnvelope
            }
            return body.object == nil ? .notEnvelope : nil
        }
        // The envelope decides, as the client reads it; a failure is an example of the failure shape at any status.
        switch EnvelopeReading.read(body, envelope.format, httpStatus: 200).verdict {
        case .notEnvelope: return .notEnvelope
        case .failure: return nil
        case .success: break
        }
        if !(200...299).contains(example.status) { return .statusOverridesBody }
        return expectsSuccess ? nil : .conditionsFailed
    }
}
