import ContractDiff
import XCTest

/// Request signing: an endpoint that becomes signed or stops being, and a signer that adds other values.
final class SigningRulesTests: XCTestCase {
    static let headers = "headers:\n  always: { Accept: application/json }\n"
    static func signing(_ adds: String) -> (String, String) {
        (headers, "signing:\n  adds: \(adds)\n" + headers)
    }
    static let signed = (
        "    auth: token\n    role: read\n    retry: idempotent\n",
        "    auth: token\n    signed: true\n    role: read\n    retry: idempotent\n"
    )

    static let pairs: [RulePair] = [
        RulePair(
            "endpoint-now-signed", .breaking, .possiblyBreaking, base: [signing("[ { query: w_rid } ]")],
            head: [signing("[ { query: w_rid } ]"), signed], at: "memberships:"),
        RulePair(
            "endpoint-no-longer-signed", .nonBreaking, .nonBreaking, base: [signing("[ { query: w_rid } ]"), signed],
            head: [signing("[ { query: w_rid } ]")], at: "memberships:"),
        RulePair(
            "signed-values-changed", .breaking, .possiblyBreaking, base: [signing("[ { query: w_rid } ]"), signed],
            head: [signing("[ { query: w_rid, secret: true } ]"), signed], at: "  adds: [ { query: w_rid, secret"),
    ]

    func testPairs() { assertPairs(Self.pairs) }
}
