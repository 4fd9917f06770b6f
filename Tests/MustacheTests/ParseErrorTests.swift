import Mustache
import XCTest

final class MustacheParseErrorTests: XCTestCase {
    private func parseError(_ source: String) -> MustacheError? {
        do {
            _ = try MustacheTemplate(source: source, name: "model")
            XCTFail("expected a parse error for \(source.debugDescription)")
            return nil
        } catch {
            return error
        }
    }

    func testUnclosedSectionIsReportedWhereItOpened() {
        let error = parseError("header\n\n   {{#fields}}\n{{name}}\n")
        XCTAssertEqual(
            error, MustacheError(templateName: "model", line: 3, column: 4, message: "unclosed section 'fields'"))
        XCTAssertEqual(error?.description, "model:3:4: error: unclosed section 'fields'")
    }

    func testMismatchedClosingTag() {
        let error = parseError("{{#a}}\n{{#b}}\n{{/a}}\n{{/b}}\n")
        XCTAssertEqual(error?.line, 3)
        XCTAssertEqual(error?.column, 1)
        XCTAssertEqual(error?.message, "mismatched closing tag 'a': expected 'b' to close the section opened at 2:1")
    }

    func testUnexpectedClosingTag() {
        let error = parseError("text {{/a}}")
        XCTAssertEqual(error?.line, 1)
        XCTAssertEqual(error?.column, 6)
    }

    func testUnclosedTag() {
        XCTAssertEqual(parseError("ok\nvalue: {{name\n")?.line, 2)
        XCTAssertEqual(parseError("ok\nvalue: {{name\n")?.column, 8)
        XCTAssertEqual(parseError("{{{raw}}")?.message, "unclosed tag: expected '}}}'")
    }

    func testBadDelimiterChange() {
        XCTAssertEqual(parseError("a {{=<%=}}")?.column, 3)
        XCTAssertNotNil(parseError("{{=<% %> x=}}"))
    }

    func testMalformedNames() {
        XCTAssertNotNil(parseError("{{}}"))
        XCTAssertNotNil(parseError("{{a b}}"))
        XCTAssertNotNil(parseError("{{a..b}}"))
    }

    func testLocationsFollowMultilineCommentsAndCustomDelimiters() {
        let error = parseError("{{!\n two\n}}\n<{{=<% %>=}}\n  é <%#x%>")
        XCTAssertEqual(error?.line, 5)
        XCTAssertEqual(error?.column, 5)
    }
}
