import ContractDiff
import XCTest

/// A pager added, removed or changed on a list endpoint (`memberships`, given a page model for the purpose).
final class PaginationRulesTests: XCTestCase {
    private static let pageModel = (
        "  Session:\n",
        "  MembershipPage:\n    fields:\n      records: { type: [Membership] }\n      total: { type: int }\n  Session:\n"
    )
    private static let sizeParameter = (
        "      page: { type: int, optional: true }\n",
        "      page: { type: int, optional: true }\n      size: { type: int, optional: true }\n"
    )
    private static let listResponse =
        "    response: { envelope: standard, payload: result, type: [Membership], require: [present] }\n"
    private static let pageResponse = "    response: { envelope: standard, payload: result, type: MembershipPage }\n"
    private static func paged(_ pagination: String?) -> [(String, String)] {
        [pageModel, sizeParameter, (listResponse, pageResponse + (pagination.map { "    pagination: \($0)\n" } ?? ""))]
    }
    private static let byPage = "{ style: page, page: page, size: size, items: records, total: total }"

    static let pairs: [RulePair] = [
        RulePair(
            "pagination-added", .nonBreaking, .nonBreaking, base: paged(nil), head: paged(byPage),
            at: "    pagination:"),
        RulePair(
            "pagination-removed", .nonBreaking, .breaking, base: paged(byPage), head: paged(nil),
            at: "    pagination:", side: .base),
        RulePair(
            "pagination-changed", .possiblyBreaking, .possiblyBreaking, base: paged(byPage),
            head: paged("{ style: page, page: page, size: size, items: records, total: total, firstPage: 0 }"),
            at: "    pagination:"),
    ]

    func testPairs() { assertPairs(Self.pairs) }

    func testAChangeSaysWhatThePagerReadsBeforeAndAfter() throws {
        let old = try XCTUnwrap(Fixture.load(Fixture.edited(Self.paged(Self.byPage)), as: "base.yaml"))
        let new = try XCTUnwrap(
            Fixture.load(
                Fixture.edited(Self.paged("{ style: offset, offset: page, limit: size, items: records }")),
                as: "head.yaml"))
        let change = try XCTUnwrap(ContractDiffer.diff(base: old, head: new).first)
        XCTAssertEqual(change.rule.id, "pagination-changed")
        XCTAssertEqual(change.before, "page page (from 1), size size; items records, total total")
        XCTAssertEqual(change.after, "offset page, limit size; items records")
    }
}
