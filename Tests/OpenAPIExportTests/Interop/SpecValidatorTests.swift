import Foundation
import InteropPython
import OpenAPIExport
import XCTest

/// Every contract's export, in both formats, is accepted by `openapi-spec-validator`, every example validates
/// against the schema it is filed under, and every example the contract documents as broken is rejected by
/// its status's schema (scripts/interop/validate_openapi.py).
final class SpecValidatorTests: XCTestCase {
    func testEveryContractExportPassesTheEcosystemValidators() throws {
        let python = try InteropPython.interpreter()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openapi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for name in ExportFixtures.contractNames {
            let contract = try ExportFixtures.contract(name)
            for (format, suffix) in [(OpenAPIFormat.yaml, "yaml"), (.json, "json")] {
                let url = folder.appendingPathComponent("\(name).\(suffix)")
                try OpenAPIExporter.render(contract, as: format).write(to: url, atomically: true, encoding: .utf8)
                paths.append(url.path)
            }
        }
        let full = folder.appendingPathComponent("full.yaml")
        try OpenAPIExporter.render(try ExportFixtures.contract(text: FullContract.text), as: .yaml)
            .write(to: full, atomically: true, encoding: .utf8)
        let result = try InteropPython.runScript("validate_openapi.py", paths + [full.path], python: python)
        XCTAssertEqual(result.status, 0, result.output)
        // The counts prove the check ran over the examples, not over nothing.
        let summary = try XCTUnwrap(result.output.split(separator: "\n").last.map(String.init))
        XCTAssertTrue(summary.hasPrefix("checked: 9 documents,"), summary)
        let numbers = summary.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        XCTAssertGreaterThanOrEqual(numbers.count, 3, summary)
        XCTAssertGreaterThan(numbers[1], 100, "examples checked: \(summary)")
        XCTAssertGreaterThan(numbers[2], 20, "counterexamples checked: \(summary)")
    }

    /// The contract that uses every key of the format is valid by the contract schema too.
    func testTheFullContractMatchesTheContractSchema() throws {
        let python = try InteropPython.interpreter()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("full-\(UUID().uuidString).yaml")
        try FullContract.text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try InteropPython.runScript(
            "validate_contract_schema.py", ["docs/contract.schema.json", "--valid", file.path], python: python)
        XCTAssertEqual(result.status, 0, result.output)
    }
}
