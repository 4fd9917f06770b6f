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
        /// A 3xx: its body is not the API's answer (redirects are never followed; only the status is classified).
        case redirect
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
        let reader = AnswerReader(contract: contract, endpoint: endpoint)
        let decidesInBody = envelope?.traits.decider.isInBody ?? false
        for example in endpoint.examples {
            var requestPlaced = example.request == nil
            if let request = example.request, case .json = endpoint.body, let value = (try? JSONValue.parse(request)) {
                requests.append(Placed(example: example, value: value))
                requestPlaced = true
            }
            let body = (try? JSONValue.parse(example.response))
            let meaning = reader.meaning(
                ofAnswer: example.status, headers: example.responseHeaders.map { ($0.name, $0.value) },
                body: Array(example.response.utf8),
                carriedCredentials: example.sentSignedIn(for: endpoint.auth) ?? (endpoint.auth == .token))
            if let reason = Self.reason(meaning, body: body, decidesInBody: decidesInBody) {
                kept.append(Kept(example: example, reason: reason, value: body, keepsRequest: !requestPlaced))
            } else if let body {
                responses[example.status, default: []].append(Placed(example: example, value: body))
                if !requestPlaced { keptRequests.append(example) }
            }
        }
    }

    /// The statuses of placed responses, and 200 for the success schema, in ascending order.
    var statuses: [Int] { Set(responses.keys).union([200]).sorted() }

    /// Why an example's response is no example of its status's schema, or nil when it is one, from what the one
    /// reading of an exchange makes of it (as lint, the client and verify read it): a success is an example of the
    /// success schema, a failure the envelope (or, where the status decides, a JSON object) reports is one of the
    /// failure shape at any status; every other failure is kept with why.
    private static func reason(_ meaning: AnswerMeaning?, body: JSONValue?, decidesInBody: Bool) -> Reason? {
        guard let body else { return .notJSON }
        guard case .failure(let failure)? = meaning?.outcome else { return nil }
        switch failure.reason {
        case .redirect: return .redirect
        case .notJSON: return .notJSON
        case .notEnvelope: return .notEnvelope
        case .reported: return decidesInBody || body.object != nil ? nil : .notEnvelope
        case .unsuccessfulStatus: return .statusOverridesBody
        case .payloadRule: return .payloadRule
        case .unmet: return .conditionsFailed
        // Where the status decides, a body that does not decode as the payload is no example of its schema at all.
        case .refused(let rejection):
            return !decidesInBody && rejection.breaksDecoding ? .notEnvelope : .conditionsFailed
        }
    }
}
