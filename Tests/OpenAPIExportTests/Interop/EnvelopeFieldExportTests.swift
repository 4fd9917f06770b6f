import Foundation
import InteropPython
import OpenAPIExport
import TextFoundation
import XCTest

/// An envelope whose code sits inside the payload (`code: data.code`, `payload: data`) and whose timestamp is a
/// number: the exported success schema still describes the payload's model beside the code, the timestamp is typed
/// as the client reads it, and the contract's own examples validate against the export. Lint reads `data.code` as
/// the payload's `code` too, as the client decodes it (the example expects its value).
final class EnvelopeFieldExportTests: XCTestCase {
    static let contract = """
        format: 1
        info: { title: M, module: MAPI, version: "1", date: 2026-01-01, generate: false, docs: [m.md] }
        models:
          Song:
            fields:
              code: { type: int }
              title: { type: string }
              rank: { type: int, optional: true, noValue: "--" }
        envelopes:
          music: { style: code, code: data.code, payload: data, timestamp: ts, statusCode: status, successCodes: [200] }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        endpoints:
          song:
            method: GET
            path: /song
            auth: none
            response: { envelope: music, type: Song }
            examples:
              - name: found
                response: '{"ts": 1792713600123, "status": "200", "data": {"code": 200, "title": "Tide", "rank": "--"}}'
                expect: { success: true, values: { title: Tide, code: 200 } }
              - name: missing
                response: '{"ts": 1792713600124, "data": {"code": 404}}'
                expect: { class: failed, code: 404 }
        """

    func testTheSuccessSchemaKeepsThePayloadModelBesideTheCode() throws {
        let document = try OpenAPIExporter.document(for: try ExportFixtures.contract(text: Self.contract))
        let success = try XCTUnwrap(
            document.at([
                "paths", "/song", "get", "responses", "200", "content", "application/json", "schema", "oneOf", "0",
            ]))
        let data = try XCTUnwrap(success.at(["properties", "data"]))
        XCTAssertEqual(data.at(["allOf", "0", "allOf", "0", "$ref"]), "#/components/schemas/Song", "\(data)")
        XCTAssertEqual(data.at(["allOf", "1", "properties", "code", "enum"]), [200])
        XCTAssertEqual(success.at(["properties", "ts", "type"]), ["string", "number", "null"])
    }

    func testTheContractsExamplesValidateAgainstItsExport() throws {
        let python = try InteropPython.interpreter()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("envelope-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try OpenAPIExporter.render(try ExportFixtures.contract(text: Self.contract), as: .json)
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try InteropPython.runScript("validate_openapi.py", [file.path], python: python)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("checked: 1 documents, 2 examples"), result.output)
    }
}
