import ContractDiff
import XCTest

/// Payload rules: success conditions on payload fields (paired by the fields they test), error rules on a payload
/// field whose values change, and the data failures keep.
final class PayloadRuleRulesTests: XCTestCase {
    static let response = "require: [token nonEmpty, userInfo present] }"

    static func condition(_ values: String) -> (String, String) {
        (
            response,
            "require: [token nonEmpty, userInfo present], success: { payload: { field: userInfo.age, in: \(values) } } }"
        )
    }

    static func failureData(_ text: String) -> (String, String) {
        (response, "require: [token nonEmpty, userInfo present], failureData: \(text) }")
    }

    static func payloadRule(_ value: String) -> (String, String) {
        (
            "errors: { 1001: appleTokenInvalid }",
            "errors: [{ code: 1001, class: appleTokenInvalid }, { payload: { field: userInfo.age, equals: \(value) }, class: business }]"
        )
    }

    static let pairs: [RulePair] = [
        RulePair(
            "payload-condition-added", .possiblyBreaking, .nonBreaking, head: [condition("[3]")], at: "success: {"),
        RulePair(
            "payload-condition-removed", .nonBreaking, .nonBreaking, base: [condition("[3]")], at: "success: {",
            side: .base),
        RulePair(
            "payload-condition-changed", .possiblyBreaking, .nonBreaking, base: [condition("[3]")],
            head: [condition("[3, 4]")], at: "success: {"),
        RulePair(
            "payload-rule-changed", .possiblyBreaking, .nonBreaking, base: [payloadRule("9")],
            head: [payloadRule("10")],
            at: "{ payload: { field: userInfo.age, equals: 10 }"),
        RulePair(
            "failure-data-added", .nonBreaking, .nonBreaking,
            head: [failureData("{ type: UserInfo, on: [business] }")], at: "failureData:"),
        RulePair(
            "failure-data-removed", .nonBreaking, .possiblyBreaking,
            base: [failureData("{ type: UserInfo, on: [business] }")], at: "failureData:", side: .base),
        RulePair(
            "failure-data-changed", .possiblyBreaking, .possiblyBreaking,
            base: [failureData("{ type: UserInfo, on: [business] }")],
            head: [failureData("{ type: UserInfo, on: [business, connectivity] }")], at: "failureData:"),
    ]

    func testPairs() { assertPairs(Self.pairs) }
}
