import Mustache
import XCTest

final class MustacheStrictModeTests: XCTestCase {
    private func renderError(
        _ source: String, _ context: MustacheValue, partials: [String: String] = [:]
    ) -> MustacheError? {
        var templates = partials
        templates["main"] = source
        do {
            let output = try MustacheLibrary(templates: templates).render("main", context, strict: true)
            XCTFail("expected an error, rendered \(output.debugDescription)")
            return nil
        } catch {
            return error
        }
    }

    func testMissingVariableIsLocatedError() {
        let error = renderError("struct A {\n  let x: {{type}}\n}\n", [:])
        XCTAssertEqual(
            error, MustacheError(templateName: "main", line: 2, column: 10, message: "'type' not found in the context"))
        XCTAssertEqual(error?.description, "main:2:10: error: 'type' not found in the context")
    }

    func testMissingVariableRendersEmptyWhenNotStrict() throws {
        let template = try MustacheTemplate(source: "[{{type}}]", name: "t")
        XCTAssertEqual(try template.render([:]), "[]")
    }

    func testMissingSectionNameIsError() {
        let error = renderError("a\n{{#fields}}\n{{name}}\n{{/fields}}\n", ["other": 1])
        XCTAssertEqual(error?.line, 2)
        XCTAssertEqual(error?.column, 1)
        XCTAssertEqual(error?.message.contains("'fields'"), true)
    }

    func testMissingInvertedSectionNameIsError() {
        let error = renderError("x {{^isOptional}}!{{/isOptional}}", [:])
        XCTAssertEqual(error?.line, 1)
        XCTAssertEqual(error?.column, 3)
        XCTAssertEqual(error?.message.contains("'isOptional'"), true)
    }

    func testMissingDottedComponentIsError() {
        let error = renderError("{{type.name}}", ["type": ["kind": "x"]])
        XCTAssertEqual(error?.message.contains("'type.name'"), true)
    }

    func testMissingPartialIsLocatedError() throws {
        let error = renderError("line one\n  {{>header}}\n", [:])
        XCTAssertEqual(
            error, MustacheError(templateName: "main", line: 2, column: 3, message: "no partial named 'header'"))
        // Spec mode: a missing partial renders as empty.
        let library = try MustacheLibrary(templates: ["main": "[{{>header}}]"])
        XCTAssertEqual(try library.render("main", [:]), "[]")
    }

    func testErrorInsidePartialNamesThePartial() {
        let error = renderError("{{>field}}", ["name": "id"], partials: ["field": "let {{name}}: {{type}}"])
        XCTAssertEqual(error?.templateName, "field")
        XCTAssertEqual(error?.line, 1)
        XCTAssertEqual(error?.column, 15)
    }

    func testExplicitNullIsPresentButFalsey() throws {
        let library = try MustacheLibrary(templates: [
            "main": "[{{doc}}]{{#doc}}has doc{{/doc}}{{^doc}}no doc{{/doc}}[{{owner.name}}]"
        ])
        let output = try library.render("main", ["doc": .null, "owner": .null], strict: true)
        XCTAssertEqual(output, "[]no doc[]")
    }

    func testOuterContextAndImplicitIteratorAreFound() throws {
        let library = try MustacheLibrary(templates: [
            "main": "{{#cases}}{{prefix}}{{name}}{{#raw}}={{.}}{{/raw}};{{/cases}}{{#names}}<{{.}}>{{/names}}"
        ])
        let context: MustacheValue = [
            "prefix": "case ",
            "cases": [["name": "a", "raw": "A"], ["name": "b", "raw": .null]],
            "names": ["x", "y"],
        ]
        XCTAssertEqual(try library.render("main", context, strict: true), "case a=A;case b;<x><y>")
    }

    func testInterpolatingListIsErrorOnlyInStrictMode() throws {
        let template = try MustacheTemplate(source: "{{items}}", name: "t")
        XCTAssertEqual(try template.render(["items": [1, 2]]), "")
        XCTAssertThrowsError(try template.render(["items": [1, 2]], strict: true))
    }

    func testUnknownTemplateName() throws {
        let library = try MustacheLibrary(templates: ["a": "x"])
        XCTAssertThrowsError(try library.render("b", [:])) { error in
            XCTAssertEqual(
                error as? MustacheError,
                MustacheError(templateName: "b", line: 0, column: 0, message: "no template named 'b'"))
        }
    }

    func testUnboundedPartialRecursionIsError() throws {
        let library = try MustacheLibrary(templates: ["loop": "x{{>loop}}"])
        XCTAssertThrowsError(try library.render("loop", [:])) { error in
            XCTAssertEqual((error as? MustacheError)?.message.contains("nested more than"), true)
        }
    }
}
