import Contract
import TextFoundation
import WireVocabulary

/// A success the mock makes up (an endpoint without a success example) meets the endpoint's unconditional payload
/// conditions that name values: `state in [700, 701, 702]` puts 700 at `state`, so the generated client takes it for
/// the success it is. Conditions that apply only `when` another field says so, and `nonEmpty` ones, are left alone.
enum PayloadConditionFill {
    static func filled(_ body: JSONValue, endpoint: Endpoint, envelope: Envelope) -> JSONValue {
        let conditions = endpoint.payloadRules.conditions.filter { $0.when == nil }
        guard !conditions.isEmpty, endpoint.response.payload == .result || endpoint.response.payload == .body else {
            return body
        }
        let prefix = endpoint.response.payload == .result ? envelope.payloadField?.keys ?? [] : []
        var body = body
        for condition in conditions {
            guard case .oneOf(let values) = condition.require.check, let first = values.first else { continue }
            body = FieldPath(keys: prefix + condition.require.field.keys).setting(first, in: body)
        }
        return body
    }
}
