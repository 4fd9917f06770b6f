import Contract
import OpenAPIExport
import TextFoundation
import XCTest

/// A form body is an `application/x-www-form-urlencoded` request body: an object of its fields, the required ones
/// listed, a fixed one `const`, a secret one a write-only password.
final class FormBodyExportTests: XCTestCase {
    func testAFormBodyIsAnObjectOfItsFields() throws {
        let contract = try ExportFixtures.contract(
            text: """
                format: 1
                info: { title: F, module: FAPI, version: "1", date: 2026-01-01, generate: false, docs: [f.md] }
                envelopes: { bare: { style: none } }
                errorClasses: { failed: { invalidatesSession: false, keepsCredentials: true, retryable: false } }
                errorRules: [{ otherwise: true, class: failed }]
                endpoints:
                  follow:
                    method: POST
                    path: /follow
                    body:
                      form:
                        fields:
                          fid: { type: int }
                          act: { type: int, const: "1" }
                          re_src: { type: string, optional: true }
                          csrf: { type: string, secret: true }
                    response: { envelope: bare, payload: none }
                """)
        let document = try OpenAPIExporter.document(for: contract)
        let body = try XCTUnwrap(document.at(["paths", "/follow", "post", "requestBody"]))
        XCTAssertEqual(body["required"], true)
        let schema = try XCTUnwrap(body.at(["content", "application/x-www-form-urlencoded", "schema"]))
        XCTAssertEqual(schema["type"], "object")
        XCTAssertEqual(schema["required"], ["fid", "act", "csrf"])
        XCTAssertEqual(schema.at(["properties", "fid", "type"]), "integer")
        XCTAssertEqual(schema.at(["properties", "act", "const"]), 1)
        XCTAssertEqual(schema.at(["properties", "csrf", "format"]), "password")
        XCTAssertEqual(schema.at(["properties", "csrf", "writeOnly"]), true)
        XCTAssertEqual(schema.at(["properties", "csrf", "x-zing-secret"]), true)
        XCTAssertNil(schema.at(["properties", "re_src", "writeOnly"]))
    }

    func testAGroupIsListedAndAGroupOfFormFieldsConstrainsTheForm() throws {
        let document = try OpenAPIExporter.document(for: try ExportFixtures.contract(text: FullContract.text))
        let operation = try XCTUnwrap(document.at(["paths", "/follow", "post"]))
        XCTAssertEqual(operation["x-zing-one-of"], ["target": ["fid", "name"]])
        let schema = try XCTUnwrap(
            operation.at(["requestBody", "content", "application/x-www-form-urlencoded", "schema"]))
        XCTAssertEqual(schema["required"], ["csrf"])
        XCTAssertEqual(
            schema["oneOf"],
            [
                ["required": ["fid"], "not": ["anyOf": [["required": ["name"]]]]],
                ["required": ["name"], "not": ["anyOf": [["required": ["fid"]]]]],
            ])
    }
}
