import Contract
import TextFoundation
import WireVocabulary

/// Payload rules as `x-zing-…` members, spelled as the contract spells them: a payload test
/// (`{field: state, in: [703]}`, `{field: url, nonEmpty: true}`), an operation's success conditions on payload fields
/// (`x-zing-success.payload`), and the data its failures keep (`x-zing-failure-data`).
enum PayloadRuleExtensions {
    static func test(_ test: PayloadTest) -> JSONValue {
        var entry: JSONObject = ["field": .string(test.field.description)]
        switch test.check {
        case .oneOf(let values): entry["in"] = .array(values)
        case .nonEmpty: entry["nonEmpty"] = true
        }
        return .object(entry)
    }

    static func conditions(_ conditions: [PayloadSuccessCondition]) -> JSONValue {
        .array(
            conditions.map { item in
                var entry: JSONObject = ["payload": test(item.condition.require)]
                if let when = item.condition.when { entry["when"] = test(when) }
                return JSONValue.object(entry).annotated(item.provenance)
            })
    }

    static func failureData(_ data: FailureData) -> JSONValue {
        JSONValue.object(["type": .string(data.type.description), "on": .strings(data.classes)]).annotated(
            data.provenance)
    }
}
