import Contract
import TextFoundation
import WireVocabulary
import XCTest

@testable import ContractMock

/// A paginated endpoint's example is the whole list; the mock serves the slice the request's paging parameters ask
/// for, with the total fixed to the example's count and, for a cursor pager, the next page's cursor.
final class PagedAnswerTests: XCTestCase {
    private static let fixture = Contracts.root.appendingPathComponent("Tests/Fixtures/paged-lists.yaml")
    private let token = HTTPHeaderField(name: "Authorization", value: "Bearer t")

    private func responder(_ text: String? = nil) throws -> MockResponder {
        let contract: Contract
        if let text {
            contract = try Contracts.text(text)
        } else {
            let result = ContractLoader.load(contentsOf: Self.fixture, displayPath: "paged-lists.yaml")
            contract = try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
        }
        return MockResponder(catalog: try MockCatalog(contract: contract))
    }

    private func body(_ reply: MockReply) throws -> JSONValue { try JSONValue.parse(reply.answer.body) }

    private static func count(_ value: JSONValue) -> Int {
        if case .array(let items) = value { return items.count }
        return -1
    }

    private static func userIDs(_ value: JSONValue) -> [Int] {
        guard case .array(let rows) = value else { return [] }
        return rows.compactMap { row in
            if case .int(let id) = row.object?["userId"] { return id }
            return nil
        }
    }

    func testARuoYiListIsServedAPageOfItsRowsBesideTheCodeWithTheTotal() throws {
        let mock = try responder()
        let reply = mock.reply(
            to: MockRequest(method: "GET", path: "/system/user/list", query: "pageNum=2&pageSize=2", headers: [token]))
        let body = try body(reply)
        XCTAssertEqual(
            FieldPath("rows").value(in: body).map(Self.userIDs), [3, 4])
        XCTAssertEqual(FieldPath("total").value(in: body), .int(5))
        XCTAssertEqual(FieldPath("code").value(in: body), .int(200))
        XCTAssertEqual(reply.notes, ["page of items 2..<4 of 5"])
    }

    func testAJeecgPageInsideTheResultIsCutAndAPagePastTheEndIsEmpty() throws {
        let mock = try responder()
        let last = try body(
            mock.reply(
                to: MockRequest(
                    method: "GET", path: "/sys/annountCement/list", query: "pageNo=2&pageSize=2", headers: [token])))
        XCTAssertEqual(FieldPath("result.records").value(in: last).map(Self.count), 1)
        XCTAssertEqual(FieldPath("result.total").value(in: last), .int(3))
        let past = try body(
            mock.reply(
                to: MockRequest(
                    method: "GET", path: "/sys/annountCement/list", query: "pageNo=3&pageSize=2", headers: [token])))
        XCTAssertEqual(FieldPath("result.records").value(in: past), .array([]))
    }

    func testARequestWithoutPagingParametersIsServedTheWholeExampleWithANote() throws {
        let reply = try responder().reply(to: MockRequest(method: "GET", path: "/system/user/list", headers: [token]))
        XCTAssertEqual(FieldPath("rows").value(in: try body(reply)).map(Self.count), 5)
        XCTAssertEqual(reply.notes, ["served whole: no readable paging parameters"])
    }

    func testAFailureIsServedAsItIs() throws {
        let reply = try responder().reply(
            to: MockRequest(
                method: "GET", path: "/system/user/list", query: "pageNum=1&pageSize=2",
                headers: [token, HTTPHeaderField(name: "X-Mock-Example", value: "signed%20out")]))
        XCTAssertEqual(reply.answer.exampleName, "signed out")
        XCTAssertEqual(reply.notes, [])
    }

    private static let cursorContract = """
        format: 1
        info: { title: T, module: TAPI, version: "1", date: 2026-01-01, generate: false, docs: [t.md] }
        models:
          Feed:
            fields:
              items: { type: [int] }
              next: { type: string, optional: true }
        envelopes: { bare: { style: none } }
        errorClasses: { failed: { invalidatesSession: false, keepsCredentials: true, retryable: false } }
        errorRules: [ { otherwise: true, class: failed } ]
        endpoints:
          feed:
            method: GET
            path: /feed
            query:
              cursor: { type: string, optional: true }
              limit: { type: int }
            response: { envelope: bare, type: Feed }
            pagination: { style: cursor, cursor: cursor, size: limit, next: next, items: items }
            examples:
              - name: five
                response: '{"items": [1, 2, 3, 4, 5]}'
                expect: { success: true }
        """

    func testACursorPageHandsOutTheNextPagesCursorAndAnEmptyOneAfterTheLast() throws {
        let mock = try responder(Self.cursorContract)
        let first = try body(mock.reply(to: MockRequest(method: "GET", path: "/feed", query: "limit=3")))
        XCTAssertEqual(FieldPath("items").value(in: first), .array([.int(1), .int(2), .int(3)]))
        XCTAssertEqual(FieldPath("next").value(in: first), .string("3"))
        let last = try body(mock.reply(to: MockRequest(method: "GET", path: "/feed", query: "cursor=3&limit=3")))
        XCTAssertEqual(FieldPath("items").value(in: last), .array([.int(4), .int(5)]))
        XCTAssertEqual(FieldPath("next").value(in: last), .string(""))
    }
}
