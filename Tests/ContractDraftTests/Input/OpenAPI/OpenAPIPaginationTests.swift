import Contract
import Foundation
import OpenAPIExport
import XCTest

@testable import ContractDraft

/// `x-zing-pagination` read back by `draft --openapi`: a pager comes back as written, and one naming a parameter the
/// operation does not have is left out (with a note) so the draft still lints clean.
final class OpenAPIPaginationTests: XCTestCase {
    private func export() throws -> String {
        let file = "Tests/Fixtures/paged-lists.yaml"
        let text = try String(contentsOf: DraftHarness.root.appendingPathComponent(file), encoding: .utf8)
        let contract = try XCTUnwrap(ContractLoader.load(text: text, file: file).contract)
        return try OpenAPIExporter.render(contract, as: .json)
    }

    func testAPagerComesBackAsWritten() throws {
        let harness = try DraftHarness()
        let drafted = try XCTUnwrap(
            harness.rendered(try harness.draft(openAPI: try export(), name: "e.json")).lint.contract)
        let pager = try XCTUnwrap(drafted.endpoint(named: "listNotices")?.pagination)
        XCTAssertEqual(pager.style, .page)
        XCTAssertEqual(
            [pager.position.text, pager.size?.text, pager.items.text, pager.total?.text],
            ["pageNo", "pageSize", "records", "total"])
        let feed = try XCTUnwrap(drafted.endpoint(named: "feed")?.pagination)
        XCTAssertEqual([feed.position.text, feed.next?.text], ["cursor", "next"])
    }

    func testAPagerNamingAParameterTheOperationLacksIsLeftOut() throws {
        let edited = try export().replacingOccurrences(of: #""page": "pageNum""#, with: #""page": "pageNumber""#)
        XCTAssertNotEqual(edited, try export(), "the export names pageNum as it was expected to")
        let harness = try DraftHarness()
        let draft = try harness.draft(openAPI: edited, name: "e.json")
        let drafted = try XCTUnwrap(harness.rendered(draft).lint.contract)
        XCTAssertNil(drafted.endpoint(named: "listUsers")?.pagination)
        XCTAssertTrue(
            draft.notes.leftOut.contains { $0.reason == "its parameters or fields are not the operation's" },
            "\(draft.notes.leftOut.map(\.reason))")
    }
}
