import ContractDiff
import XCTest

final class ClientPolicyRulesTests: XCTestCase {
    static let pairs: [RulePair] = [
        RulePair(
            "response-size-limit-lowered", .possiblyBreaking, .nonBreaking,
            head: [("\nendpoints:\n", "\nclientPolicy:\n  maxResponseBytes: 1048576\nendpoints:\n")],
            at: "  maxResponseBytes: 1048576"),
        RulePair(
            "response-size-limit-raised", .nonBreaking, .nonBreaking,
            head: [
                (
                    "path: /sys/upload\n    auth: token",
                    "path: /sys/upload\n    clientPolicy: { maxResponseBytes: 16777216 }\n    auth: token"
                )
            ],
            at: "  upload:"),
        RulePair(
            "timeout-shortened", .possiblyBreaking, .nonBreaking,
            head: [
                (
                    "path: /sys/upload\n    auth: token",
                    "path: /sys/upload\n    clientPolicy: { timeout: 10 }\n    auth: token"
                )
            ],
            at: "  upload:"),
        RulePair(
            "timeout-lengthened", .nonBreaking, .nonBreaking,
            base: [("\nendpoints:\n", "\nclientPolicy:\n  timeout: 15\nendpoints:\n")],
            head: [("\nendpoints:\n", "\nclientPolicy:\n  timeout: 45\nendpoints:\n")],
            at: "  timeout: 45"),
    ]

    func testPairs() { assertPairs(Self.pairs) }

    /// An endpoint that now states the limit it already had changes nothing.
    func testAnOverrideEqualToTheDefaultIsNoChange() throws {
        let head = Fixture.edited([
            (
                "path: /sys/upload\n    auth: token",
                "path: /sys/upload\n    clientPolicy: { maxResponseBytes: 8388608 }\n    auth: token"
            )
        ])
        let base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        let changed = try XCTUnwrap(Fixture.load(head, as: "head.yaml"))
        let ids = ContractDiffer.diff(base: base, head: changed).map(\.rule.id)
        XCTAssertFalse(ids.contains { $0.hasPrefix("response-size-limit") }, "\(ids)")
    }
}
