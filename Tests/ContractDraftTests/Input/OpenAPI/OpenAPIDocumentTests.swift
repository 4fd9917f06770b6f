import Foundation
import XCTest

@testable import ContractDraft

/// An OpenAPI document as the draft reads it: JSON or YAML (a byte-order mark dropped, JSON's raw controls escaped
/// first), a mapping at the top with `openapi: 3.…` or `swagger: "2.0"`, located errors for everything else, and the
/// local `$ref`s resolved with a bound on their chains. One rule per test.
final class OpenAPIDocumentTests: XCTestCase {
    private static let minimal = #"{ openapi: 3.0.1, info: { title: T, version: "1" }, paths: {} }"#

    func testAnOpenAPI3DocumentIsReadWithItsVersion() throws {
        let document = try InputFixtures.document("openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths: {}\n")
        XCTAssertEqual(document.version, .openAPI3)
        XCTAssertEqual(document.versionText, "3.1.0")
        XCTAssertEqual(document.file, "openapi.yaml")
    }

    func testASwagger2DocumentIsReadWithItsVersion() throws {
        let document = try InputFixtures.document(#"{"swagger": "2.0", "info": {"title": "T"}, "paths": {}}"#)
        XCTAssertEqual(document.version, .swagger2)
        XCTAssertEqual(document.versionText, "2.0")
    }

    func testAnotherVersionIsRefusedWhereItStands() throws {
        let error = try XCTUnwrap(InputFixtures.documentError("info: { title: T }\nopenapi: 4.0.0\n"))
        XCTAssertEqual(error.file, "openapi.yaml")
        XCTAssertEqual(error.line, 2)
        XCTAssertEqual(error.column, 10)
        XCTAssertEqual(
            error.message, "not an OpenAPI 3.x or Swagger 2.0 document: it has no `openapi: 3.…` or `swagger: \"2.0\"`")
    }

    func testADocumentWithoutAVersionIsRefusedAtItsStart() throws {
        let error = try XCTUnwrap(InputFixtures.documentError("info: { title: T }\npaths: {}\n"))
        XCTAssertEqual(error.line, 1)
        XCTAssertEqual(error.column, 1)
        XCTAssertTrue(error.message.hasPrefix("not an OpenAPI 3.x or Swagger 2.0 document"), error.message)
    }

    func testATopThatIsNoMappingIsRefusedAtLineOne() throws {
        for text in ["- openapi\n- 3.0.1\n", "", "just text\n"] {
            let error = try XCTUnwrap(InputFixtures.documentError(text), text)
            XCTAssertEqual(error.line, 1, text)
            XCTAssertEqual(error.column, 1, text)
            XCTAssertEqual(error.message, "not an OpenAPI document: expected a mapping at the top", text)
        }
    }

    func testBadJSONIsRefusedWhereItBreaks() throws {
        let error = try XCTUnwrap(InputFixtures.documentError("{\n  \"openapi\": \"3.0.1\",\n  \"paths\": {,}\n}\n"))
        XCTAssertEqual(error.line, 3)
        XCTAssertEqual(error.column, 13)
        XCTAssertTrue(error.message.hasPrefix("not an OpenAPI document: "), error.message)
        XCTAssertEqual(error.description.prefix(19), "openapi.yaml:3:13: ")
    }

    func testBadYAMLIsRefusedWhereItBreaks() throws {
        let error = try XCTUnwrap(InputFixtures.documentError("openapi: 3.0.1\npaths:\n  /a: [\n  /b: 1\n"))
        XCTAssertEqual(error.line, 5)
        XCTAssertEqual(error.column, 1)
        XCTAssertTrue(error.message.hasPrefix("not an OpenAPI document: "), error.message)
    }

    func testAControlCharacterInYAMLIsRefusedWhereItStands() throws {
        let error = try XCTUnwrap(InputFixtures.documentError("openapi: 3.0.1\ninfo: { title: \"a\u{07}b\" }\n"))
        XCTAssertEqual(error.line, 2)
        XCTAssertEqual(error.column, 18)
        XCTAssertTrue(error.message.hasPrefix("not an OpenAPI document: "), error.message)
        XCTAssertFalse(error.description.contains("\u{07}"), "the message never echoes a raw control")
    }

    func testNestingPastTheParsersBoundIsRefusedWhereItGoesTooDeep() throws {
        let nested = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let error = try XCTUnwrap(InputFixtures.documentError("openapi: 3.0.1\nx: \(nested)\n"))
        XCTAssertEqual(error.line, 2)
        XCTAssertEqual(error.column, 515)
        XCTAssertEqual(error.message, "not an OpenAPI document: collections are nested deeper than 512 levels")
    }

    func testAByteOrderMarkIsDroppedBeforeJSONIsToldFromYAML() throws {
        let json = "{\"openapi\": \"3.0.1\", \"info\": {\"title\": \"a\u{85}b\"}, \"paths\": {}}"
        let document = try OpenAPIDocument(file: "a.json", data: Data([0xEF, 0xBB, 0xBF] + Array(json.utf8)))
        XCTAssertEqual(document.versionText, "3.0.1")
        XCTAssertEqual(document.root["info"]?["title"]?.string, "a\u{85}b", "a raw NEL is escaped after a BOM too")
        let yaml = try OpenAPIDocument(file: "a.yaml", data: Data([0xEF, 0xBB, 0xBF] + Array(Self.minimal.utf8)))
        XCTAssertEqual(yaml.versionText, "3.0.1")
    }

    func testJSONsRawControlsAndLineSeparatorsReadAsTheCharactersTheyAre() throws {
        let title = "a\u{7F}b\u{85}c\u{2028}d\u{FFFF}e"
        let document = try InputFixtures.document(
            "  {\"openapi\": \"3.0.1\", \"info\": {\"title\": \"\(title)\"}, \"paths\": {}}")
        XCTAssertEqual(document.root["info"]?["title"]?.string, title)
    }

    func testEscapingLeavesEverythingElseAsItWas() {
        XCTAssertEqual(
            OpenAPIDocument.escapingUnprintable(Array("é\u{2029}x\u{9F}".utf8)), Array(#"é\u2029x\u009F"#.utf8))
        let invalid: [UInt8] = [0x7B, 0xFF, 0x7D]
        XCTAssertEqual(
            OpenAPIDocument.escapingUnprintable(invalid), invalid, "bytes that are no UTF-8 stay as they are")
    }

    func testADocumentOverTheSizeLimitIsRefused() throws {
        let error = try XCTUnwrap(InputFixtures.documentError(Data(count: OpenAPIDocument.sizeLimit + 1)))
        XCTAssertEqual(error.message, "the document is over 64 MiB")
        XCTAssertNil(error.line)
    }

    func testSchemasLiveInComponentsOrDefinitions() throws {
        let three = try InputFixtures.document("openapi: 3.0.1\ncomponents: { schemas: { A: { type: object } } }\n")
        XCTAssertEqual(three.schemas?.entries.map(\.key), ["A"])
        let two = try InputFixtures.document("swagger: '2.0'\ndefinitions: { B: { type: object } }\n")
        XCTAssertEqual(two.schemas?.entries.map(\.key), ["B"])
    }

    func testASchemaReferenceNamesItsSchemaWithEscapesRead() {
        XCTAssertEqual(OpenAPIDocument.schemaName("#/components/schemas/User"), "User")
        XCTAssertEqual(OpenAPIDocument.schemaName("#/definitions/Result%C2%ABUser%C2%BB"), "Result«User»")
        XCTAssertEqual(OpenAPIDocument.schemaName("#/definitions/a~1b~0c"), "a/b~c")
        XCTAssertNil(OpenAPIDocument.schemaName("#/components/schemas/User/properties/id"))
        XCTAssertNil(OpenAPIDocument.schemaName("#/components/responses/NotFound"))
        XCTAssertNil(OpenAPIDocument.schemaName("other.yaml#/components/schemas/User"))
    }

    func testALocalReferenceResolvesToItsNode() throws {
        let document = try InputFixtures.document(
            """
            openapi: 3.0.1
            paths: { "/users/{id}": { get: { summary: one } } }
            components: { responses: { Not Found: { description: gone } } }
            """)
        XCTAssertEqual(document.resolve("#/paths/~1users~1{id}/get")?["summary"]?.string, "one")
        XCTAssertEqual(
            document.resolve("#/components/responses/Not%20Found")?.pointer, "components.responses.Not Found")
        XCTAssertNil(document.resolve("#/components/responses/Missing"))
        XCTAssertNil(document.resolve("common.yaml#/components/responses/NotFound"))
    }

    func testAReferenceChainEndsAtItsTarget() throws {
        let document = try InputFixtures.document(
            """
            openapi: 3.0.1
            components:
              schemas:
                A: { $ref: "#/components/schemas/B" }
                B: { $ref: "#/components/schemas/C" }
                C: { type: string }
                Lost: { $ref: "#/components/schemas/Nowhere" }
            """)
        let a = try XCTUnwrap(document.schemas?["A"])
        XCTAssertEqual(document.dereferenced(a)?.pointer, "components.schemas.C")
        XCTAssertNil(document.dereferenced(try XCTUnwrap(document.schemas?["Lost"])))
    }

    func testAReferenceLoopResolvesToNothing() throws {
        let document = try InputFixtures.document(
            """
            openapi: 3.0.1
            components:
              schemas:
                A: { $ref: "#/components/schemas/B" }
                B: { $ref: "#/components/schemas/A" }
                Self: { $ref: "#/components/schemas/Self" }
            """)
        XCTAssertNil(document.dereferenced(try XCTUnwrap(document.schemas?["A"])))
        XCTAssertNil(document.dereferenced(try XCTUnwrap(document.schemas?["Self"])))
    }

    /// A chain of `count` references, `S0` → `S1` → … → `S<count>`, which is a string.
    private func chain(_ count: Int) throws -> OpenAPIDocument {
        let links = (0..<count).map { "    S\($0): { $ref: \"#/components/schemas/S\($0 + 1)\" }" }
        return try InputFixtures.document(
            "openapi: 3.0.1\ncomponents:\n  schemas:\n" + links.joined(separator: "\n")
                + "\n    S\(count): { type: string }\n")
    }

    func testAChainAsLongAsTheBoundIsFollowed() throws {
        let document = try chain(OpenAPIDocument.referenceDepth)
        let end = document.dereferenced(try XCTUnwrap(document.schemas?["S0"]))
        XCTAssertEqual(end?.pointer, "components.schemas.S\(OpenAPIDocument.referenceDepth)")
    }

    func testAChainLongerThanTheBoundIsRefused() throws {
        let document = try chain(OpenAPIDocument.referenceDepth + 1)
        XCTAssertNil(document.dereferenced(try XCTUnwrap(document.schemas?["S0"])))
    }
}
