import Contract
import ContractFixtures
import XCTest

@testable import ContractDraft

/// A captured list that pages by this family's names gets a pager, with a guess; one that does not, none.
final class PaginationInferenceTests: XCTestCase {
    private func drafted(_ entries: [CapturedEntry]) throws -> (contract: Contract, text: String) {
        let harness = try DraftHarness()
        let rendered = harness.rendered(try harness.draft([("list.har", entries)]))
        return (try XCTUnwrap(rendered.lint.contract, rendered.text), rendered.text)
    }

    private func rows(_ count: Int, from first: Int) -> String {
        (first..<first + count).map { #"{"id": "u\#($0)", "realname": "User \#($0)"}"# }.joined(separator: ", ")
    }

    func testAJeecgBootPageInsideThePayloadIsAPager() throws {
        let base = "https://jeecg.example.com/jeecg-boot/sys/user/list"
        let entries = (1...2).map { page in
            CapturedEntry(
                url: base + "?pageNo=\(page)&pageSize=2",
                responseBody:
                    #"{"success": true, "code": 200, "message": "", "result": {"records": [\#(rows(2, from: page * 2))], "total": 4, "size": 2, "current": \#(page), "pages": 2}}"#
            )
        }
        let (contract, text) = try drafted(entries)
        let pager = try XCTUnwrap(contract.endpoints.first?.pagination, text)
        XCTAssertEqual(pager.style, .page)
        XCTAssertEqual(pager.parameters.map(\.text), ["pageNo", "pageSize"])
        XCTAssertEqual(pager.items.text, "records")
        XCTAssertEqual(pager.total?.text, "total")
        XCTAssertTrue(text.contains("# draft: pages by pageNo/pageSize"), text)
    }

    func testOffsetAndLimitAreAPager() throws {
        let entries = [
            CapturedEntry(
                url: "https://api.example.com/feed?offset=0&limit=2",
                responseBody: #"{"code": 0, "data": {"list": [\#(rows(2, from: 1))], "total": 9}}"#)
        ]
        let (contract, text) = try drafted(entries)
        let pager = try XCTUnwrap(contract.endpoints.first?.pagination, text)
        XCTAssertEqual(pager.style, .offset)
        XCTAssertEqual(pager.parameters.map(\.text), ["offset", "limit"])
        XCTAssertEqual(pager.items.text, "list")
    }

    func testAListWithoutPagingNamesHasNoPager() throws {
        let entries = [
            CapturedEntry(
                url: "https://api.example.com/sys/dept/list?keyword=a",
                responseBody: #"{"code": 0, "data": {"records": [\#(rows(2, from: 1))], "total": 2}}"#)
        ]
        let (contract, text) = try drafted(entries)
        XCTAssertNil(contract.endpoints.first?.pagination, text)
    }

    func testPagingNamesWithoutAListInThePayloadHaveNoPager() throws {
        let entries = [
            CapturedEntry(
                url: "https://api.example.com/sys/user/count?pageNo=1&pageSize=10",
                responseBody: #"{"code": 0, "data": {"total": 2}}"#)
        ]
        let (contract, text) = try drafted(entries)
        XCTAssertNil(contract.endpoints.first?.pagination, text)
    }
}
