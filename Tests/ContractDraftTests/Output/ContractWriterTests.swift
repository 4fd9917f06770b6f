import Contract
import ContractFixtures
import Foundation
import XCTest

@testable import ContractDraft

/// The writer prints what the loader reads back: every contract of the repository, loaded, written and loaded again,
/// is an equivalent contract that lints clean; a scalar a YAML reader could take for another is quoted.
final class ContractWriterTests: XCTestCase {
    func testEveryContractWrittenAndReadBackIsEquivalent() throws {
        let folder = DraftHarness.root.appendingPathComponent("contract")
        var texts = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        texts += EnvelopeStyleFixture.all.map(\.yaml)
        for text in texts {
            let contract = try XCTUnwrap(ContractLoader.load(text: text, file: "c.yaml").contract)
            let written = ContractWriter.write(Draft(contract: contract, origin: .captures(["c.har"], entries: 0)))
            let loaded = ContractLoader.load(text: written, file: "written.yaml")
            let again = try XCTUnwrap(loaded.contract, loaded.diagnostics.map(\.description).joined(separator: "\n"))
            XCTAssertEqual(
                ContractEquivalence(expected: contract, actual: again).differences(), [], contract.info.module)
            XCTAssertEqual(again.endpoints.map(\.examples.count), contract.endpoints.map(\.examples.count))
            XCTAssertEqual(again.errorRules.map(\.conditionsText), contract.errorRules.map(\.conditionsText))
        }
    }

    func testScalarsAReaderWouldTakeForSomethingElseAreQuoted() {
        for text in ["yes", "No", "null", "1.0", "2026-10-23", "a: b", "#x", "-", "{x}", "", " x", "x\u{202E}"] {
            XCTAssertTrue(YAMLScalarText.string(text).hasPrefix("\""), text)
        }
        for text in ["standard", "getUserInfo", "X-Access-Token", "a.b/c_d"] {
            XCTAssertEqual(YAMLScalarText.string(text), text)
        }
        XCTAssertFalse(
            YAMLScalarText.comment("a\nb\u{202E}c\u{1B}").unicodeScalars.contains {
                $0.value < 0x20 || $0 == "\u{202E}"
            })
    }
}
