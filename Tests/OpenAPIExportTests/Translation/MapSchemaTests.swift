import Contract
import Foundation
import InteropPython
import OpenAPIExport
import TextFoundation
import XCTest

/// A map (`{ map: V }`, keys that are data) is exported as an object with no properties whose
/// `additionalProperties` is the value type's schema; a success condition `nonEmpty` on it asks for a property.
final class MapSchemaTests: XCTestCase {
    private func contract() throws -> Contract {
        let file = ExportFixtures.packageRoot.appendingPathComponent("Tests/Fixtures/jeecg-dict-items.yaml")
        let loaded = ContractLoader.load(contentsOf: file, displayPath: "jeecg-dict-items.yaml")
        return try XCTUnwrap(loaded.contract, loaded.diagnostics.map(\.description).joined(separator: "\n"))
    }

    func testAMapFieldIsAnObjectWhoseAdditionalPropertiesAreItsValues() throws {
        let signIn = try XCTUnwrap(
            try OpenAPIExporter.document(for: try contract()).at(["components", "schemas", "SignIn"]))
        XCTAssertEqual(signIn.at(["properties", "sysAllDictItems", "type"]), "object")
        XCTAssertEqual(
            signIn.at(["properties", "sysAllDictItems", "additionalProperties"]),
            ["type": "array", "items": ["$ref": "#/components/schemas/DictItem"]])
        XCTAssertNil(signIn.at(["properties", "sysAllDictItems", "properties"]), "no key is fixed")
        XCTAssertEqual(
            signIn.at(["properties", "departHeads", "additionalProperties"]), ["$ref": "#/components/schemas/UserID"])
    }

    func testANonEmptyMapPayloadAsksForAProperty() throws {
        let document = try OpenAPIExporter.document(for: try contract())
        let schema = document.at([
            "paths", "/sys/dict/queryAllDictItems", "get", "responses", "200", "content", "application/json", "schema",
        ])
        guard case .array(let shapes)? = schema?["oneOf"], let success = shapes.first,
            case .array(let parts)? = success.at(["properties", "result", "allOf"])
        else { return XCTFail("the success shape with its narrowed payload: \(String(describing: schema))") }
        XCTAssertEqual(parts.first?.at(["type"]), "object")
        XCTAssertEqual(parts.last?.at(["minProperties"]), 1)
    }

    /// The fixture's examples (maps of lists, a map of ids, a map payload, a map sent) validate against its export, and
    /// the success schema refuses an empty map payload, with the ecosystem's validators.
    func testTheFixturesExamplesValidateAgainstItsExport() throws {
        let python = try InteropPython.interpreter()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("maps-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try OpenAPIExporter.render(try contract(), as: .json).write(to: file, atomically: true, encoding: .utf8)
        let result = try InteropPython.runScript("validate_openapi.py", [file.path], python: python)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("checked: 1 documents, 4 examples, 1 counterexamples"), result.output)
    }
}
