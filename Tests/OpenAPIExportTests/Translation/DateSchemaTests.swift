import Contract
import OpenAPIExport
import TextFoundation
import XCTest

/// A `unixSeconds` (or `unixMillis`) field is exported in the forms the runtime reads it in (`DateWire`): any number, or a numeric
/// string, whatever its `wire:` says; a `dateTime` as ISO-8601 text.
final class DateSchemaTests: XCTestCase {
    static let contractText = """
        format: 1
        info: { title: D, module: DAPI, version: "1", date: 2026-01-01, baseURL: "https://api.d.example", generate: false, docs: [d.md] }
        envelopes:
          codes: { style: none, errorCode: errcode, message: errmsg }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        models:
          Stamp:
            fields:
              at: { type: unixSeconds }
              declared: { type: unixSeconds, wire: [int] }
              when: { type: dateTime }
              millis: { type: unixMillis }
        endpoints:
          stamp: { method: GET, path: /stamp, response: { envelope: codes, type: Stamp } }
        """

    func testDatesAreExportedInTheFormsTheRuntimeReads() throws {
        let loaded = ContractLoader.load(text: Self.contractText, file: "contract/d.yaml")
        let contract = try XCTUnwrap(loaded.contract, loaded.diagnostics.map(\.description).joined(separator: "\n"))
        let stamp = try XCTUnwrap(OpenAPIExporter.document(for: contract).at(["components", "schemas", "Stamp"]))
        let seconds: JSONValue = [
            "oneOf": [["type": "number"], ["type": "string", "pattern": "^-?[0-9]+$"]], "x-zing-type": "unixSeconds",
        ]
        XCTAssertEqual(stamp.at(["properties", "at"])?.removingAnnotations, seconds)
        XCTAssertEqual(stamp.at(["properties", "declared"])?.removingAnnotations, seconds, "wire: changes nothing")
        XCTAssertEqual(stamp.at(["properties", "when", "format"]), "date-time")
        let millis: JSONValue = [
            "oneOf": [["type": "number"], ["type": "string", "pattern": "^-?[0-9]+$"]], "x-zing-type": "unixMillis",
        ]
        XCTAssertEqual(stamp.at(["properties", "millis"])?.removingAnnotations, millis)
    }
}

extension JSONValue {
    /// The schema without the members that say where it came from (`description`, `x-zing-source`, …).
    fileprivate var removingAnnotations: JSONValue {
        guard case .object(let members) = self else { return self }
        return .object(JSONObject(members.filter { $0.key == "oneOf" || $0.key == "x-zing-type" || $0.key == "type" }))
    }
}
