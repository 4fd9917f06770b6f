import Contract
import Foundation
import OpenAPIExport
import XCTest

@testable import ContractDraft

/// `zing-codegen openapi` of every contract in contract/ (and of the gate, RuoYi and JeecgBoot fixtures), drafted back with `draft --openapi`, is an equivalent
/// contract (``ContractEquivalence``), from the JSON and from the YAML export alike; each draft lints clean.
final class OpenAPIRoundTripTests: XCTestCase {
    private func contracts() throws -> [(name: String, contract: Contract)] {
        let folder = DraftHarness.root.appendingPathComponent("contract")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
            .sorted()
        XCTAssertGreaterThanOrEqual(names.count, 4)
        // The gate fixture: payload conditions, failure data and an endpoint's own success codes; the RuoYi fixture:
        // rules by message; the JeecgBoot fixture: maps (`additionalProperties` with a schema).
        let files =
            names.map { "contract/\($0)" } + [
                "Tests/Fixtures/gate-sign-in.yaml", "Tests/Fixtures/ruoyi-sign-in.yaml",
                "Tests/Fixtures/jeecg-dict-items.yaml",
                "Tests/Fixtures/paged-lists.yaml",
            ]
        return try files.map { file in
            let text = try String(contentsOf: DraftHarness.root.appendingPathComponent(file), encoding: .utf8)
            let loaded = ContractLoader.load(text: text, file: file)
            return (file, try XCTUnwrap(loaded.contract, file))
        }
    }

    func testEveryContractDraftsBackFromItsExport() throws {
        for (name, contract) in try contracts() {
            for format in [OpenAPIFormat.json, .yaml] {
                let harness = try DraftHarness()
                let document = try OpenAPIExporter.render(contract, as: format)
                let draft = try harness.draft(openAPI: document, name: format == .json ? "export.json" : "export.yaml")
                let drafted = try XCTUnwrap(harness.rendered(draft).lint.contract, "\(name) (\(format))")
                XCTAssertEqual(
                    ContractEquivalence(expected: contract, actual: drafted).differences(), [], "\(name) (\(format))")
            }
        }
    }

    /// The deviation notes the export carries (`x-zing-deviation` on schemas, parameters, operations, envelopes, error
    /// classes, error rules, the header rules and the tenant header), and the fields' policy notes, come back in the
    /// draft, each on its definition and in its order there, so a reviewed contract keeps its reasons through an
    /// OpenAPI hand-off.
    func testDocumentationNotesComeBackFromTheExport() throws {
        let carried = [
            "identifier", "model", "field", "union", "enum", "envelope", "error class", "endpoint", "parameter",
            "error rule", "header rules", "auth tenant header",
        ]
        func notes(_ contract: Contract) -> [String] {
            contract.documentationNotes.compactMap { note in
                switch note.kind {
                case .deviation where carried.contains(where: { note.place == $0 || note.place.hasPrefix($0 + " ") }):
                    note.description
                case .policy where note.place.hasPrefix("field "): note.description
                default: nil
                }
            }
        }
        var checked = 0
        for (name, contract) in try contracts() {
            let harness = try DraftHarness()
            let draft = try harness.draft(openAPI: try OpenAPIExporter.render(contract, as: .json), name: "export.json")
            let drafted = try XCTUnwrap(harness.rendered(draft).lint.contract, name)
            let (expected, actual) = (notes(contract), notes(drafted))
            let lost = expected.filter { !actual.contains($0) }
            let gained = actual.filter { !expected.contains($0) }
            XCTAssertEqual(lost, [], "\(name): notes the draft lost")
            XCTAssertEqual(gained, [], "\(name): notes the draft made up")
            // Definitions come back in the document's order; a definition's own notes keep theirs.
            for note in expected where note.contains(" deviates from ") {
                let place = note.components(separatedBy: " deviates from ")[0] + " deviates from "
                XCTAssertEqual(
                    actual.filter { $0.hasPrefix(place) }, expected.filter { $0.hasPrefix(place) },
                    "\(name): \(place)")
            }
            checked += notes(contract).count
        }
        XCTAssertGreaterThan(checked, 20, "the real contracts' notes on these definitions")
    }
}

/// The comparison the round trip rests on tells contracts apart where the wire or the Swift would differ.
final class ContractEquivalenceTests: XCTestCase {
    func testAChangedFieldOrEnvelopeIsADifference() throws {
        let text = try String(
            contentsOf: DraftHarness.root.appendingPathComponent("contract/zing.yaml"), encoding: .utf8)
        let zing = try XCTUnwrap(ContractLoader.load(text: text, file: "contract/zing.yaml").contract)
        XCTAssertEqual(ContractEquivalence(expected: zing, actual: zing).differences(), [])
        var optional = zing
        optional.models[1].fields[0].isOptional.toggle()
        XCTAssertEqual(ContractEquivalence(expected: zing, actual: optional).differences().count, 1)
        var wire = zing
        wire.models[3].fields[3].wire = [.int]
        XCTAssertEqual(ContractEquivalence(expected: zing, actual: wire).differences().count, 1)
        var envelope = zing
        envelope.envelopes[0].format.successCodes = [0]
        XCTAssertEqual(ContractEquivalence(expected: zing, actual: envelope).differences().count, 1)
        var auth = zing
        auth.endpoints[1].auth = .optional
        XCTAssertEqual(ContractEquivalence(expected: zing, actual: auth).differences().count, 1)
    }
}
