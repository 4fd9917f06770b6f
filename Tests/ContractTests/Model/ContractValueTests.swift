import XCTest
import YAMLNodes

@testable import Contract

/// `Contract` keeps its attributes in one shared storage, copied on the first change: a copy is still a value, and a
/// change, whole or in place, keeps the lookups by name in step.
final class ContractValueTests: XCTestCase {
    private func contract() -> Contract {
        let mark = SourceMark(line: 1, column: 1)
        return Contract(
            file: "c.yaml", format: 1,
            info: Info(
                title: "T", module: "TAPI", version: "1", date: "2026-01-01", baseURL: nil, generate: false, docs: [],
                provenance: Provenance(mark: mark)),
            models: [Model(name: "A", fields: [], provenance: Provenance(mark: mark))])
    }

    func testAChangedCopyLeavesTheOriginalAsItWas() {
        let original = contract()
        var copy = original
        copy.models[0].name = "B"
        copy.info.title = "Other"
        copy.models.append(Model(name: "C", fields: [], provenance: Provenance(mark: SourceMark(line: 2, column: 1))))
        XCTAssertEqual(original.models.map(\.name), ["A"])
        XCTAssertEqual(original.info.title, "T")
        XCTAssertNotNil(original.model(named: "A"))
        XCTAssertNil(original.model(named: "B"))
        XCTAssertEqual(copy.models.map(\.name), ["B", "C"])
        XCTAssertEqual(copy.info.title, "Other")
    }

    func testTheLookupsFollowAChangeInPlace() {
        var contract = contract()
        contract.models[0].name = "Renamed"
        XCTAssertNil(contract.model(named: "A"))
        XCTAssertEqual(contract.model(named: "Renamed")?.name, "Renamed")
        contract.models = []
        XCTAssertNil(contract.model(named: "Renamed"))
        contract.endpoints = []
        XCTAssertNil(contract.endpoint(named: "x"))
    }
}
