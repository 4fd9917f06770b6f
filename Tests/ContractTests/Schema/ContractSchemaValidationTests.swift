import Foundation
import InteropPython
import XCTest

/// The contracts, the diff pairs and Tests/Fixtures (every valid fixture) validate against docs/contract.schema.json
/// with `jsonschema`; invalid fixtures whose fault is one of shape (an unknown key, a wrong node kind, a word outside its
/// set) do not.
final class ContractSchemaValidationTests: XCTestCase {
    /// Fixtures of InvalidContracts/ whose problem the schema can see; the others are semantic, lint's job.
    static let structurallyInvalid = [
        "unknown-key-did-you-mean", "unknown-key-lists-allowed", "missing-required-key",
        "missing-required-top-level-key",
        "bad-method", "bad-transport-fault", "field-not-a-mapping", "file-is-a-sequence", "list-type-with-two-elements",
        "unsupported-format", "bad-local-rejection", "wrong-node-kind", "unknown-session-state",
        "login-auth-typo-reports-once", "quoted-int-is-a-string", "form-body-kinds", "map-type-unknown-key",
    ]

    func testContractsAndFixturesAgainstTheSchema() throws {
        let python = try InteropPython.interpreter()
        let root = InteropPython.packageRoot
        let contracts = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("contract").path
        )
        .filter { $0.hasSuffix(".yaml") }.sorted().map { "contract/\($0)" }
        let pairs = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("Tests/ContractDiffTests/Pairs").path
        ).filter { $0.hasSuffix(".yaml") }.sorted().map { "Tests/ContractDiffTests/Pairs/\($0)" }
        let fixtures = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("Tests/Fixtures").path
        ).filter { $0.hasSuffix(".yaml") }.sorted().map { "Tests/Fixtures/\($0)" }
        // The minimal contract of these tests, written as a file (an unquoted date, single wire forms).
        let minimal = FileManager.default.temporaryDirectory.appendingPathComponent("minimal-\(UUID().uuidString).yaml")
        try MinimalContract.text.write(to: minimal, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: minimal) }
        let valid = contracts + pairs + fixtures + [minimal.path]
        let invalid = Self.structurallyInvalid.map { "Tests/ContractTests/InvalidContracts/\($0).yaml" }
        let result = try InteropPython.runScript(
            "validate_contract_schema.py",
            ["docs/contract.schema.json", "--valid"] + valid + ["--invalid"] + invalid, python: python)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.output.contains("checked: \(valid.count) valid, \(invalid.count) invalid"),
            result.output)
        XCTAssertGreaterThanOrEqual(contracts.count, 3)
    }
}
