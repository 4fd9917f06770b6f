import Contract
import OpenAPIExport
import TextFoundation
import XCTest

/// A definition's deviation notes reach its schema as `x-zing-deviation`: one note as an object, several as a list in
/// the contract's order.
final class DeviationExportTests: XCTestCase {
    private static func contract(deviation: String) -> String {
        """
        format: 1
        info: { title: D, module: DAPI, version: "1", date: 2026-01-01, baseURL: "https://api.d.example", generate: false, docs: [d.md] }
        envelopes:
          bare: { style: none }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        models:
          Stamp:
            deviation: \(deviation)
            fields:
              at: { type: string }
        endpoints:
          stamp: { method: GET, path: /stamp, response: { envelope: bare, type: Stamp } }
        """
    }

    private func stampSchema(deviation: String) throws -> JSONValue? {
        let loaded = ContractLoader.load(text: Self.contract(deviation: deviation), file: "contract/d.yaml")
        let contract = try XCTUnwrap(loaded.contract, loaded.diagnostics.map(\.description).joined(separator: "\n"))
        return try OpenAPIExporter.document(for: contract).at(["components", "schemas", "Stamp", "x-zing-deviation"])
    }

    func testOneNoteIsAnObjectAndSeveralAreAListInOrder() throws {
        XCTAssertEqual(
            try stampSchema(deviation: "{ source: d.md#1, reason: Ours. }"),
            ["source": "d.md#1", "reason": "Ours."])
        XCTAssertEqual(
            try stampSchema(
                deviation: "[ { source: d.md#2, reason: Second passage. }, { source: d.md#1, reason: First. } ]"),
            [["source": "d.md#2", "reason": "Second passage."], ["source": "d.md#1", "reason": "First."]])
    }
}
