import ContractDiff
import XCTest

final class ExampleRulesTests: XCTestCase {
    static let expectLine = "        expect: { class: appleTokenInvalid, code: 1001 }\n"
    static let another = (
        expectLine,
        expectLine + "      - name: another\n"
            + "        response: '{\"success\": false, \"code\": 1001, \"message\": \"again\"}'\n"
            + "        expect: { class: appleTokenInvalid, code: 1001 }\n"
    )

    static let pairs: [RulePair] = [
        RulePair("example-added", .nonBreaking, .nonBreaking, head: [another], at: "name: another"),
        RulePair(
            "example-removed", .nonBreaking, .possiblyBreaking, base: [another], at: "name: another", side: .base),
        RulePair(
            "example-changed", .nonBreaking, .nonBreaking,
            head: [("{\"success\": true, \"code\": 200, \"result\"", "{\"success\": true, \"code\": 0, \"result\"")],
            at: "name: signed in"),
        RulePair(
            "example-expectation-changed", .possiblyBreaking, .nonBreaking,
            head: [("expect: { success: true, values: { token: \"t\" } }", "expect: { success: true }")],
            at: "name: signed in"),
        RulePair(
            "retry-policy-changed", .possiblyBreaking, .nonBreaking, head: [("maxAttempts: 3", "maxAttempts: 5")],
            at: "  maxAttempts:"),
    ]

    func testPairs() { assertPairs(Self.pairs) }
}
