import XCTest
import YAMLNodes

@testable import Contract

/// `pagination:` as lint reads it: a sound RuoYi pager (rows beside the code) and a MyBatis-Plus page inside the
/// payload load; each rule refuses its own mistake at the name as written, with a hint where one helps.
final class PaginationValidationTests: XCTestCase {
    /// A contract whose `listUsers` has `query` and `pagination` as given (each line indented for the endpoint).
    private static func contract(
        query: String = "pageNum: { type: int }\n      pageSize: { type: int }",
        response: String = "{ envelope: ruoyi, payload: body, type: UserRows }",
        pagination: String
    ) -> String {
        """
        format: 1
        info: { title: T, module: TAPI, version: "1", date: 2026-01-01, generate: false, docs: [t.md] }
        models:
          User:
            fields:
              userId: { type: int }
          UserRows:
            fields:
              total: { type: int }
              rows: { type: [User] }
              name: { type: string }
              nextCursor: { type: string, optional: true }
        envelopes: { ruoyi: { style: code, code: code, successCodes: [200], message: msg } }
        errorClasses: { failed: { invalidatesSession: false, keepsCredentials: true, retryable: false } }
        errorRules: [ { otherwise: true, class: failed } ]
        endpoints:
          listUsers:
            method: GET
            path: /system/user/list
            query:
              \(query)
            response: \(response)
            pagination: \(pagination)
        """
    }

    private static let paginationLine = 24

    private func errors(_ text: String) -> [Diagnostic] {
        ContractLoader.load(text: text, file: "t.yaml").diagnostics.filter { $0.severity == .error }
    }

    /// The one error, after checking there is exactly one and where it is.
    private func onlyError(_ text: String, column: Int, line: Int = paginationLine) throws -> Diagnostic {
        let errors = errors(text)
        XCTAssertEqual(errors.count, 1, errors.map(\.description).joined(separator: "\n"))
        let error = try XCTUnwrap(errors.first)
        XCTAssertEqual(error.mark, SourceMark(line: line, column: column), error.description)
        return error
    }

    func testARuoYiPagerOfRowsBesideTheCodeLoadsWithItsNames() throws {
        let result = ContractLoader.load(
            text: Self.contract(
                pagination: "{ style: page, page: pageNum, size: pageSize, items: rows, total: total }"),
            file: "t.yaml")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        let pagination = try XCTUnwrap(result.contract?.endpoint(named: "listUsers")?.pagination)
        XCTAssertEqual(pagination.style, .page)
        XCTAssertEqual(pagination.position.text, "pageNum")
        XCTAssertEqual(pagination.size?.text, "pageSize")
        XCTAssertEqual(pagination.items.path, ["rows"])
        XCTAssertEqual(pagination.total?.text, "total")
        XCTAssertEqual(pagination.firstPage, 1)
    }

    func testAPageInsideThePayloadIsReadByADottedPath() throws {
        let text = Self.contract(
            pagination: "{ style: offset, offset: pageNum, limit: pageSize, items: page.rows, total: page.total }"
        )
        .replacingOccurrences(
            of: "  UserRows:\n", with: "  Wrapper:\n    fields:\n      page: { type: UserRows }\n  UserRows:\n"
        )
        .replacingOccurrences(of: "payload: body, type: UserRows", with: "payload: body, type: Wrapper")
        XCTAssertEqual(errors(text).map(\.description), [])
    }

    func testAParameterThatIsNoQueryParameterIsRefusedWithDidYouMean() throws {
        let error = try onlyError(
            Self.contract(pagination: "{ style: page, page: pageNo, size: pageSize, items: rows }"), column: 38)
        XCTAssertEqual(error.message, "pagination 'page': endpoint 'listUsers' has no query parameter 'pageNo'")
        XCTAssertEqual(error.hint, "did you mean 'pageNum'?")
    }

    func testAPathParameterIsRefusedAsNoQueryParameter() throws {
        let text = Self.contract(pagination: "{ style: page, page: page, size: pageSize, items: rows }")
            .replacingOccurrences(
                of: "path: /system/user/list",
                with: "path: /system/user/list/{page}\n    params: { page: { type: int } }")
        let error = try onlyError(text, column: 38, line: Self.paginationLine + 1)
        XCTAssertEqual(error.hint, "'page' is a path parameter; a pager sends its values in the query")
    }

    func testAConstantParameterIsNotTheAppsToPass() throws {
        let error = try onlyError(
            Self.contract(
                query: "pageNum: { type: int, const: \"1\" }\n      pageSize: { type: int }",
                pagination: "{ style: page, page: pageNum, size: pageSize, items: rows }"), column: 38)
        XCTAssertTrue(error.message.contains("is not the app's to pass"), error.message)
    }

    func testAPageNumberThatIsNoIntIsRefused() throws {
        let error = try onlyError(
            Self.contract(
                query: "pageNum: { type: string }\n      pageSize: { type: int }",
                pagination: "{ style: page, page: pageNum, size: pageSize, items: rows }"), column: 38)
        XCTAssertEqual(error.message, "pagination 'page': query parameter 'pageNum' is string, and the pager sends int")
    }

    func testACursorThatIsNoStringIsRefused() throws {
        let error = try onlyError(
            Self.contract(pagination: "{ style: cursor, cursor: pageNum, next: nextCursor, items: rows }"), column: 42)
        XCTAssertEqual(
            error.message, "pagination 'cursor': query parameter 'pageNum' is int, and the pager sends string")
    }

    func testItemsThatDoNotExistAreRefusedWithDidYouMean() throws {
        let error = try onlyError(
            Self.contract(pagination: "{ style: page, page: pageNum, size: pageSize, items: row }"), column: 70)
        XCTAssertEqual(error.message, "pagination 'items': model 'UserRows' has no field 'row'")
        XCTAssertEqual(error.hint, "did you mean 'rows'?")
    }

    func testItemsThatAreNoListAreRefused() throws {
        let error = try onlyError(
            Self.contract(pagination: "{ style: page, page: pageNum, size: pageSize, items: name }"), column: 70)
        XCTAssertEqual(error.message, "pagination 'items': 'name' is string, and a page's items are a list")
    }

    func testATotalThatIsNoIntegerIsRefused() throws {
        let error = try onlyError(
            Self.contract(pagination: "{ style: page, page: pageNum, size: pageSize, items: rows, total: name }"),
            column: 83)
        XCTAssertEqual(error.message, "pagination 'total': 'name' is string, and a total is an int")
    }

    func testANextCursorThatIsNoStringIsRefused() throws {
        let error = try onlyError(
            Self.contract(
                query: "cursor: { type: string, optional: true }",
                pagination: "{ style: cursor, cursor: cursor, next: total, items: rows }"), column: 56,
            line: Self.paginationLine - 1)
        XCTAssertEqual(error.message, "pagination 'next': 'total' is int, and a next cursor is a string")
    }

    func testAPagerOnAnEndpointWithoutAPayloadIsRefused() throws {
        let error = try onlyError(
            Self.contract(
                response: "{ envelope: ruoyi, payload: none }",
                pagination: "{ style: page, page: pageNum, size: pageSize, items: rows }"), column: 17)
        XCTAssertTrue(error.message.hasSuffix("answers no payload to read pages from"), error.message)
    }

    func testAKeyOfAnotherStyleIsRefusedWhereItIsWritten() throws {
        let error = try onlyError(
            Self.contract(pagination: "{ style: page, page: pageNum, size: pageSize, limit: 20, items: rows }"),
            column: 70)
        XCTAssertEqual(error.message, "'limit' is no key of pagination style page (it belongs to offset)")
        XCTAssertEqual(error.hint, "style page takes `page:`, `size:`, `firstPage:`, `items:` and `total:`")
    }

    func testAFirstPageOtherThanZeroOrOneIsRefused() throws {
        let error = try onlyError(
            Self.contract(pagination: "{ style: page, page: pageNum, size: pageSize, items: rows, firstPage: 2 }"),
            column: 87)
        XCTAssertEqual(error.message, "firstPage must be 0 or 1, not 2")
    }

    func testAMissingSizeIsRefusedAtThePager() throws {
        let error = try onlyError(
            Self.contract(pagination: "{ style: page, page: pageNum, items: rows }"), column: 17)
        XCTAssertEqual(error.message, "missing required key 'size' in pagination")
    }

    func testAnUnknownStyleIsRefusedWithDidYouMean() throws {
        let error = try onlyError(
            Self.contract(pagination: "{ style: pages, page: pageNum, size: pageSize, items: rows }"), column: 26)
        XCTAssertEqual(error.hint, "did you mean 'page'?")
    }
}
