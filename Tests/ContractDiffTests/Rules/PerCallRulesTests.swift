import ContractDiff
import XCTest

/// Values the client computes per call: the contract's `perCall:` and an endpoint's own computed parameters, their
/// coming, going and change of kind, and a parameter that becomes computed or the app's again.
final class PerCallRulesTests: XCTestCase {
    static let headers = "headers:\n  always: { Accept: application/json }\n"
    static func perCall(_ from: String) -> (String, String) {
        (headers, "perCall:\n  - { query: _t, from: \(from), methods: [GET] }\n" + headers)
    }

    static let pairs: [RulePair] = [
        RulePair(
            "per-call-value-added", .breaking, .nonBreaking, head: [perCall("{ clock: unixMillis }")],
            at: "- { query: _t"),
        RulePair(
            "per-call-value-removed", .nonBreaking, .nonBreaking, base: [perCall("{ clock: unixMillis }")],
            at: "- { query: _t", side: .base),
        RulePair(
            "per-call-value-changed", .breaking, .nonBreaking, base: [perCall("{ clock: unixMillis }")],
            head: [perCall("{ clock: unixSeconds }")], at: "- { query: _t"),
        RulePair(
            "parameter-computed-changed", .nonBreaking, .breaking,
            head: [("page: { type: int, optional: true }", "page: { type: int, from: { clock: unixSeconds } }")],
            at: "page: { type: int, from"),
    ]

    func testPairs() { assertPairs(Self.pairs) }
}
