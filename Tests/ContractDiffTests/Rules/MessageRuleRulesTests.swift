import ContractDiff
import XCTest

/// Rules by message: a rule whose message test changes (and nothing else) is that rule changed, not one rule removed and
/// another added, and keeps its place; a new message rule for a code is a new rule.
final class MessageRuleRulesTests: XCTestCase {
    static func messageRule(_ test: String, class errorClass: String = "business") -> (String, String) {
        (
            "errors: { 1001: appleTokenInvalid }",
            "errors: [{ code: 1002, message: \(test), class: \(errorClass) }, { code: 1001, class: appleTokenInvalid }]"
        )
    }

    static let pairs: [RulePair] = [
        RulePair(
            "error-rule-message-changed", .possiblyBreaking, .nonBreaking, base: [messageRule("{ equals: 验证码错误 }")],
            head: [messageRule("{ glob: \"验证码*\" }")], at: "message: { glob:"),
        RulePair(
            "business-code-added", .possiblyBreaking, .nonBreaking, head: [messageRule("{ equals: 验证码错误 }")],
            at: "message: { equals:"),
    ]

    func testPairs() { assertPairs(Self.pairs) }

    func testAChangedMessageTestIsOneChangeOfTheSameRule() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.edited([Self.messageRule("{ equals: 验证码错误 }")]), as: "b"))
        let head = try XCTUnwrap(Fixture.load(Fixture.edited([Self.messageRule("{ prefix: 验证码 }")]), as: "h"))
        let changes = ContractDiffer.diff(base: base, head: head)
        XCTAssertEqual(changes.map(\.rule.id), ["error-rule-message-changed"])
        XCTAssertEqual(changes.first?.before, #"equals "验证码错误""#)
        XCTAssertEqual(changes.first?.after, #"prefix "验证码""#)
        let reclassified = try XCTUnwrap(
            Fixture.load(Fixture.edited([Self.messageRule("{ prefix: 验证码 }", class: "connectivity")]), as: "r"))
        XCTAssertEqual(
            Set(ContractDiffer.diff(base: base, head: reclassified).map(\.rule.id)),
            ["error-rule-message-changed", "business-code-reclassified"])
    }
}
