import Contract
import ContractVerify
import Foundation
import XCTest

/// Captured answers of a JeecgBoot-style dictionary endpoint whose payload is a map (`{ map: [DictItem] }`): every
/// value is checked against the value type, whatever its key, as the generated client decodes it
/// (Tests/Fixtures/jeecg-dict-items.yaml).
final class MapVerifyTests: XCTestCase {
    private func contract() throws -> Contract {
        let file = RealContracts.root.appendingPathComponent("Tests/Fixtures/jeecg-dict-items.yaml")
        let result = ContractLoader.load(contentsOf: file, displayPath: "jeecg-dict-items.yaml")
        return try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
    }

    private func answer(_ body: String) throws -> VerifyRun {
        let contract = try contract()
        let base = RealContracts.baseURL(of: contract)
        return try VerifyHarness.run(
            contract,
            [
                EntrySpec(
                    method: "GET", url: base + "/sys/dict/queryAllDictItems",
                    headers: [("X-Access-Token", "tok-\(UUID().uuidString.prefix(4))")], responseBody: body)
            ])
    }

    func testTheExamplesVerifyCleanly() throws {
        let contract = try contract()
        let traffic = ExampleTraffic(contract: contract).exampleEntries()
        let run = try VerifyHarness.run(contract, traffic.map(\.spec))
        XCTAssertEqual(run.findings.count, 0, run.text)
    }

    func testAnyNewKeyIsAcceptedWhenItsValueFits() throws {
        let run = try answer(
            #"{"success": true, "code": 0, "result": {"sex": [{"value": "1", "text": "男"}], "new_code_7": []}}"#)
        XCTAssertEqual(run.drift.map(\.kind.id), [], run.text)
    }

    func testAValueOfAnotherShapeIsFoundAtItsKey() throws {
        let run = try answer(
            #"{"success": true, "code": 0, "result": {"sex": [{"value": "1", "text": "男"}], "priority": [{"value": "H", "text": 3}]}}"#
        )
        let finding = try run.single("response-payload-invalid")
        XCTAssertEqual(finding.jsonPath, "result.priority[0].text")
        let notAList = try answer(#"{"success": true, "code": 0, "result": {"sex": {"value": "1", "text": "男"}}}"#)
        XCTAssertEqual(try notAList.single("response-payload-invalid").jsonPath, "result.sex")
    }
}
