import Foundation
import Mustache
import XCTest

final class MustacheRenderingTests: XCTestCase {
    func testEscaperNoneVersusHTML() throws {
        let template = try MustacheTemplate(source: "{{v}}|{{{v}}}|{{&v}}", name: "t")
        let context: MustacheValue = ["v": "a < b && \"c\" > 'd'"]
        XCTAssertEqual(try template.render(context), "a < b && \"c\" > 'd'|a < b && \"c\" > 'd'|a < b && \"c\" > 'd'")
        XCTAssertEqual(try template.render(context, escaper: .none), try template.render(context))
        XCTAssertEqual(
            try template.render(context, escaper: .html),
            "a &lt; b &amp;&amp; &quot;c&quot; &gt; 'd'|a < b && \"c\" > 'd'|a < b && \"c\" > 'd'")
        let upper = MustacheEscaper { $0.uppercased() }
        XCTAssertEqual(try template.render(["v": "x"], escaper: upper), "X|x|x")
    }

    func testLibraryFromDirectory() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mustache-library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("nested"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "struct {{name}} {\n  {{>field}}\n}\n".write(
            to: directory.appendingPathComponent("model.mustache"), atomically: true, encoding: .utf8)
        try "let {{name}}: Int\n".write(
            to: directory.appendingPathComponent("field.mustache"), atomically: true, encoding: .utf8)
        try "ignored".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        try "ignored".write(
            to: directory.appendingPathComponent("nested/deep.mustache"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("alias.mustache"),
            withDestinationURL: directory.appendingPathComponent("field.mustache"))

        let library = try MustacheLibrary(directory: directory)
        XCTAssertEqual(library.templateNames, ["alias", "field", "model"])
        XCTAssertEqual(try library.render("model", ["name": "Pet"], strict: true), "struct Pet {\n  let Pet: Int\n}\n")

        let textLibrary = try MustacheLibrary(directory: directory, fileExtension: "txt")
        XCTAssertEqual(textLibrary.templateNames, ["notes"])
    }

    func testLibraryFromDirectoryReportsParseErrors() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mustache-library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "ok\n{{#x}}".write(
            to: directory.appendingPathComponent("broken.mustache"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try MustacheLibrary(directory: directory)) { error in
            XCTAssertEqual((error as? MustacheError)?.description, "broken:2:1: error: unclosed section 'x'")
        }
    }

    func testIndentedPartialsLeaveEmptyLinesEmpty() throws {
        let library = try MustacheLibrary(templates: [
            "type": "enum E {\n    {{#cases}}\n    {{>case}}\n    {{/cases}}\n}\n",
            "case": "/// {{doc}}\ncase {{name}}\n\n",
        ])
        let output = try library.render(
            "type", ["cases": [["name": "a", "doc": "A"], ["name": "b", "doc": "B"]]], strict: true)
        XCTAssertEqual(output, "enum E {\n    /// A\n    case a\n\n    /// B\n    case b\n\n}\n")
    }

    func testNestedStandalonePartialsAccumulateIndentation() throws {
        let library = try MustacheLibrary(templates: [
            "outer": "a\n  {{>middle}}\nz\n",
            "middle": "b\n  {{>inner}}\n",
            "inner": "c\n{{value}}\n",
        ])
        XCTAssertEqual(try library.render("outer", ["value": "v\nw"]), "a\n  b\n    c\n    v\nw\nz\n")
    }

    func testTruthiness() throws {
        let template = try MustacheTemplate(source: "{{#v}}T{{/v}}{{^v}}F{{/v}}", name: "t")
        let cases: [(MustacheValue, String)] = [
            (.null, "F"), (false, "F"), (true, "T"), ("", "F"), ("x", "T"), (0, "T"), (1.5, "T"),
            ([], "F"), ([1], "T"), ([:], "T"),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(try template.render(["v": value]), expected, "\(value)")
        }
    }

    func testScalarInterpolation() throws {
        let template = try MustacheTemplate(source: "{{i}} {{d}} {{b}} [{{n}}]", name: "t")
        XCTAssertEqual(try template.render(["i": -3, "d": 2.5, "b": true, "n": .null]), "-3 2.5 true []")
    }

    func testTemplateIsReusable() throws {
        let template = try MustacheTemplate(source: "{{#items}}{{.}},{{/items}}", name: "t")
        XCTAssertEqual(template.name, "t")
        for count in 0..<3 {
            let items = MustacheValue.list((0..<count).map { .int($0) })
            XCTAssertEqual(try template.render(["items": items]), (0..<count).map { "\($0)," }.joined())
        }
    }
}

extension MustacheRenderingTests {
    /// `-first` and `-last` (as in JMustache) tell a list's first and last items, so a template can separate them.
    func testFirstAndLastOfAList() throws {
        let template = try MustacheTemplate(
            source: "{{#items}}{{^-first}}, {{/-first}}{{.}}{{#-last}}.{{/-last}}{{/items}}", name: "t")
        XCTAssertEqual(try template.render(["items": ["a", "b", "c"]]), "a, b, c.")
        XCTAssertEqual(try template.render(["items": ["only"]]), "only.")
        XCTAssertEqual(try template.render(["items": []]), "")
        let nested = try MustacheTemplate(
            source: "{{#outer}}[{{#inner}}{{.}}{{^-last}}|{{/-last}}{{/inner}}]{{/outer}}", name: "n")
        XCTAssertEqual(try nested.render(["outer": [["inner": ["x", "y"]], ["inner": ["z"]]]]), "[x|y][z]")
    }
}
