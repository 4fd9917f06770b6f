import ContractDiff
import XCTest

final class ModelRulesTests: XCTestCase {
    static let extra = ("unions:\n", "  Extra:\n    fields:\n      a: { type: string }\nunions:\n")
    static let membershipDoc = "    doc: One membership.\n"

    static let pairs: [RulePair] = [
        RulePair("model-added", .nonBreaking, .nonBreaking, head: [extra], at: "  Extra:"),
        RulePair("model-removed", .nonBreaking, .breaking, base: [extra], at: "  Extra:", side: .base),
        RulePair(
            "model-renamed", .nonBreaking, .breaking,
            head: [("  Redirect:\n", "  Redirection:\n"), ("type: Redirect,", "type: Redirection,")],
            at: "  Redirection:"),
        RulePair(
            "model-closed", .possiblyBreaking, .nonBreaking,
            head: [(membershipDoc, membershipDoc + "    open: false\n")],
            at: "  Membership:"),
        RulePair(
            "model-opened", .nonBreaking, .nonBreaking, base: [(membershipDoc, membershipDoc + "    open: false\n")],
            at: "  Membership:"),
    ]

    func testPairs() { assertPairs(Self.pairs) }

    func testARenamedModelDoesNotReadAsChangedReferences() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        let head = try XCTUnwrap(
            Fixture.load(
                Fixture.edited([("  Redirect:\n", "  Redirection:\n"), ("type: Redirect,", "type: Redirection,")]),
                as: "head.yaml"))
        let changes = ContractDiffer.diff(base: base, head: head)
        XCTAssertEqual(changes.map(\.rule.id), ["model-renamed"])
        XCTAssertEqual(changes.first?.basePath, "model:Redirect")
    }
}
