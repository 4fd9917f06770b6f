import ContractDiff
import XCTest

final class ResponseRulesTests: XCTestCase {
    static let bare = ("auth:\n", "  bare:\n    style: none\nauth:\n")

    static let pairs: [RulePair] = [
        RulePair(
            "endpoint-became-message-only", .breaking, .breaking,
            head: [("payload: result, type: Outcome }", "payload: none }")], at: "payload: none }"),
        RulePair(
            "endpoint-now-returns-payload", .nonBreaking, .possiblyBreaking,
            head: [("payload: none }", "payload: result, type: UserInfo }")], at: "payload: result, type: UserInfo"),
        RulePair(
            "response-payload-location-changed", .breaking, .possiblyBreaking,
            head: [("payload: message, type: url", "payload: result, type: url")], at: "payload: result, type: url"),
        RulePair(
            "response-type-changed", .breaking, .breaking, head: [("type: [Membership]", "type: Membership")],
            at: "type: Membership,"),
        RulePair(
            "response-envelope-changed", .possiblyBreaking, .nonBreaking, base: [bare],
            head: [bare, ("{ envelope: standard, payload: none }", "{ envelope: bare, payload: none }")],
            at: "{ envelope: bare"),
        RulePair(
            "response-success-codes-changed", .breaking, .nonBreaking,
            head: [
                ("{ envelope: standard, payload: none }", "{ envelope: standard, payload: none, successCodes: [0] }")
            ],
            at: "successCodes: [0] }"),
        RulePair(
            "success-condition-added", .possiblyBreaking, .nonBreaking,
            head: [("[token nonEmpty, userInfo present]", "[token nonEmpty, userInfo present, userInfo.id nonEmpty]")],
            at: "userInfo.id nonEmpty"),
        RulePair(
            "success-condition-removed", .nonBreaking, .nonBreaking,
            head: [("[token nonEmpty, userInfo present]", "[token nonEmpty]")], at: "userInfo present", side: .base),
    ]

    func testPairs() { assertPairs(Self.pairs) }
}
