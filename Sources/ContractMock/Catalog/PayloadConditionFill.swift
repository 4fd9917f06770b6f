import Contract
import TextFoundation
import WireVocabulary

/// A success the mock makes up (an endpoint without a success example) meets the endpoint's unconditional payload
/// conditions that name values: for `state in [700, 701, 702]` it puts the first value at `state` that no error rule
/// on a payload field matches and no condition that then applies (`url nonEmpty when state in [700]`) refuses, so
/// the generated client takes the answer for the success it is.
enum PayloadConditionFill {
    static func filled(_ body: JSONValue, endpoint: Endpoint, envelope: Envelope) -> JSONValue {
        let rules = endpoint.payloadRules
        let response = endpoint.response
        guard !rules.conditions.isEmpty, response.payload == .result || response.payload == .body else { return body }
        let prefix = response.payload == .result ? envelope.payloadField?.keys ?? [] : []
        var payload = FieldPath(keys: prefix).value(in: body) ?? .object(JSONObject())
        if prefix.isEmpty { payload = body }
        for condition in rules.conditions where condition.when == nil {
            guard case .oneOf(let values) = condition.require.check else { continue }
            let candidates = values.map { condition.require.field.setting($0, in: payload) }
            payload = candidates.first { acceptable($0, rules) } ?? candidates.first ?? payload
        }
        return prefix.isEmpty ? payload : FieldPath(keys: prefix).setting(payload, in: body)
    }

    private static func acceptable(_ payload: JSONValue, _ rules: PayloadRules) -> Bool {
        !rules.failures.contains { $0.holds(in: payload) }
            && rules.conditions.allSatisfy { $0.when == nil || $0.isMet(by: payload) }
    }
}
