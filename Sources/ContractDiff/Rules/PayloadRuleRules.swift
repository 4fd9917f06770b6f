import Contract
import TextFoundation
import WireVocabulary

extension Rules {
    static let payloadRuleRules = [
        payloadRuleChanged, payloadConditionAdded, payloadConditionRemoved, payloadConditionChanged, failureDataAdded,
        failureDataRemoved, failureDataChanged,
    ]

    static let payloadRuleChanged = Rule(
        "payload-rule-changed", .errorRules, wire: .possiblyBreaking, swift: .nonBreaking,
        "An error rule on a payload field now matches other values, so answers that used to succeed may fail with "
            + "its class, and the other way round.",
        client: "Review handling of the rule's class for the values it matches now.")
    static let payloadConditionAdded = Rule(
        "payload-condition-added", .endpoints, wire: .possiblyBreaking, swift: .nonBreaking,
        "A success condition on a payload field: answers that used to succeed may now fail as `invalidResponse`.",
        client: "Expect the condition's failure class for payloads that break it.")
    static let payloadConditionRemoved = Rule(
        "payload-condition-removed", .endpoints, wire: .nonBreaking, swift: .nonBreaking,
        "A success condition on a payload field is gone: answers are accepted that used to fail.",
        client: "Check code that relied on the condition.")
    static let payloadConditionChanged = Rule(
        "payload-condition-changed", .endpoints, wire: .possiblyBreaking, swift: .nonBreaking,
        "A success condition on a payload field accepts other values (or applies when other values say so).",
        client: "Review the payload values the endpoint now accepts.")
    static let failureDataAdded = Rule(
        "failure-data-added", .endpoints, wire: .nonBreaking, swift: .nonBreaking,
        "Failures of some classes now keep their payload as typed data.",
        client: "Read it with `error.failureData(as:)` where it helps.")
    static let failureDataRemoved = Rule(
        "failure-data-removed", .endpoints, wire: .nonBreaking, swift: .possiblyBreaking,
        "Failures keep no data any more: `error.failureData(as:)` returns nil.",
        client: "Stop relying on the data of these failures.")
    static let failureDataChanged = Rule(
        "failure-data-changed", .endpoints, wire: .possiblyBreaking, swift: .possiblyBreaking,
        "Failures keep data of another type, or for other classes.",
        client: "Read the data as its new type, for the classes that keep it now.")
}

extension DiffContext {
    /// An endpoint's success conditions on payload fields (paired by the fields they test) and its failure data.
    mutating func diffPayloadRules(_ old: Endpoint.Response, _ new: Endpoint.Response, group: String, path: String) {
        let responsePath = "\(path)/response"
        func key(_ item: PayloadSuccessCondition) -> String {
            let condition = item.condition
            return condition.when.map { "\(condition.require.field) when \($0.field)" } ?? "\(condition.require.field)"
        }
        let pairing = Pairing(base: old.success, head: new.success, name: key)
        for item in pairing.added {
            emit(
                Rules.payloadConditionAdded, group: group, path: responsePath,
                "success condition \(MarkdownText.code(item.condition.description)) added", at: item.provenance)
        }
        for item in pairing.removed {
            emit(
                Rules.payloadConditionRemoved, group: group, path: responsePath,
                "success condition \(MarkdownText.code(item.condition.description)) removed", at: item.provenance,
                side: .base)
        }
        for pair in pairing.pairs where pair.base.condition != pair.head.condition {
            emit(
                Rules.payloadConditionChanged, group: group, path: responsePath,
                "success condition on \(MarkdownText.code(key(pair.head))) changed",
                before: pair.base.condition.description, after: pair.head.condition.description,
                at: pair.head.provenance)
        }
        switch (old.failureData, new.failureData) {
        case (nil, let data?):
            emit(
                Rules.failureDataAdded, group: group, path: responsePath,
                "failures of \(data.classes.joined(separator: ", ")) keep data of type \(MarkdownText.code("\(data.type)"))",
                at: data.provenance)
        case (let data?, nil):
            emit(
                Rules.failureDataRemoved, group: group, path: responsePath, "failures keep no data",
                at: data.provenance,
                side: .base)
        case (let before?, let after?)
        where renamed(before.type) != after.type || before.classes.map({ renames[$0] ?? $0 }) != after.classes:
            emit(
                Rules.failureDataChanged, group: group, path: responsePath, "failure data changed",
                before: Self.describe(before), after: Self.describe(after), at: after.provenance)
        default:
            break
        }
    }

    /// An error rule on a payload field that kept its field and class but now matches other values.
    mutating func diffPayloadRuleValues(_ old: ErrorRule, _ new: ErrorRule, group: String, path: String) {
        guard let before = old.payload, let after = new.payload, before != after else { return }
        emit(
            Rules.payloadRuleChanged, group: group, path: path,
            "rule on payload field \(MarkdownText.code(after.field.description)) changed", before: before.description,
            after: after.description, at: new.provenance)
    }

    private static func describe(_ data: FailureData) -> String {
        "\(data.type) on \(data.classes.joined(separator: ", "))"
    }
}
