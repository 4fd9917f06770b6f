import Contract
import TextFoundation
import WireVocabulary

extension Rules {
    static let responseRules = [
        endpointBecameMessageOnly, endpointNowReturnsPayload, responsePayloadLocationChanged, responseTypeChanged,
        responseEnvelopeChanged, responseSuccessCodesChanged, successConditionAdded, successConditionRemoved,
    ]

    static let endpointBecameMessageOnly = Rule(
        "endpoint-became-message-only", .endpoints, wire: .breaking, swift: .breaking,
        "The endpoint stops returning a payload; existing clients that require one fail, and the method returns "
            + "nothing.",
        client: "Stop using the method's result.")
    static let endpointNowReturnsPayload = Rule(
        "endpoint-now-returns-payload", .endpoints, wire: .nonBreaking, swift: .possiblyBreaking,
        "A message-only endpoint now returns a payload; the method returns a value (unused results warn).",
        client: "Use the result or discard it with `_ =`.")
    static let responsePayloadLocationChanged = Rule(
        "response-payload-location-changed", .endpoints, wire: .breaking, swift: .possiblyBreaking,
        "The payload is read from another place (result, message or the whole body).", client: "Regenerate.")
    static let responseTypeChanged = Rule(
        "response-type-changed", .endpoints, wire: .breaking, swift: .breaking,
        "The endpoint returns another type.", client: "Update code that uses the result.")
    static let responseEnvelopeChanged = Rule(
        "response-envelope-changed", .endpoints, wire: .possiblyBreaking, swift: .nonBreaking,
        "The endpoint's response uses another envelope.", client: "Regenerate.")
    static let responseSuccessCodesChanged = Rule(
        "response-success-codes-changed", .endpoints, wire: .breaking, swift: .nonBreaking,
        "The endpoint's own success codes changed (or it now keeps its envelope's): an answer that succeeded may now "
            + "fail, and the other way round.",
        client: "Review the codes the endpoint now calls a success.")
    static let successConditionAdded = Rule(
        "success-condition-added", .endpoints, wire: .possiblyBreaking, swift: .nonBreaking,
        "Responses that used to succeed may now fail as `invalidResponse`.",
        client: "Expect `invalidResponse` for payloads missing the condition.")
    static let successConditionRemoved = Rule(
        "success-condition-removed", .endpoints, wire: .nonBreaking, swift: .nonBreaking,
        "Responses are accepted that used to fail.", client: "Check code that relied on the condition.")
}

extension DiffContext {
    mutating func diffResponse(_ old: Endpoint.Response, _ new: Endpoint.Response, group: String, path: String) {
        let responsePath = "\(path)/response"
        if old.payload != new.payload {
            let rule: Rule
            if new.payload == .none {
                rule = Rules.endpointBecameMessageOnly
            } else if old.payload == .none {
                rule = Rules.endpointNowReturnsPayload
            } else {
                rule = Rules.responsePayloadLocationChanged
            }
            emit(
                rule, group: group, path: responsePath, "payload changed",
                before: describe(old), after: describe(new), at: new.provenance)
        } else if old.type.map(renamed) != new.type {
            emit(
                Rules.responseTypeChanged, group: group, path: responsePath, "response type changed",
                before: old.type.map { "\($0)" } ?? "none", after: new.type.map { "\($0)" } ?? "none",
                at: new.provenance)
        }
        if (renames[old.envelope] ?? old.envelope) != new.envelope {
            emit(
                Rules.responseEnvelopeChanged, group: group, path: responsePath, "envelope changed",
                before: old.envelope,
                after: new.envelope, at: new.provenance)
        }
        if old.successCodes != new.successCodes {
            func listed(_ codes: [BusinessCode]?) -> String {
                codes.map { $0.map(\.description).joined(separator: ", ") } ?? "the envelope's"
            }
            emit(
                Rules.responseSuccessCodesChanged, group: group, path: responsePath, "success codes changed",
                before: listed(old.successCodes), after: listed(new.successCodes), at: new.provenance)
        }
        let before = Set(old.require.map(\.description))
        let after = Set(new.require.map(\.description))
        for requirement in new.require where !before.contains(requirement.description) {
            emit(
                Rules.successConditionAdded, group: group, path: responsePath,
                "success condition \(MarkdownText.code("\(requirement)")) added",
                at: requirement.provenance)
        }
        for requirement in old.require where !after.contains(requirement.description) {
            emit(
                Rules.successConditionRemoved, group: group, path: responsePath,
                "success condition \(MarkdownText.code("\(requirement)")) removed", at: requirement.provenance,
                side: .base)
        }
    }

    private func describe(_ response: Endpoint.Response) -> String {
        response.type.map { "\(response.payload.rawValue): \($0)" } ?? response.payload.rawValue
    }
}
