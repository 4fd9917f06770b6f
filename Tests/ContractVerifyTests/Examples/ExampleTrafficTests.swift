import Contract
import ContractVerify
import XCTest

/// For each contract, a capture built from the contract's own examples verifies clean, every exchange ends as its
/// example expects, and the examples `verify` writes from it paste into the contract and lint clean.
final class ExampleTrafficTests: XCTestCase {
    func testEachContractsExamplesVerifyClean() throws {
        for name in RealContracts.names {
            let contract = try RealContracts.load(name)
            let traffic = ExampleTraffic(contract: contract).exampleEntries()
            XCTAssertGreaterThan(traffic.count, 5, name)
            let run = try VerifyHarness.run(contract, traffic.map(\.spec))
            XCTAssertEqual(run.findings.count, 0, "\(name):\n\(run.text)")
            XCTAssertEqual(run.report.counts.matched, traffic.count, name)
            XCTAssertEqual(run.report.notExercised, [], name)
            for (exchange, sent) in zip(run.report.exchanges, traffic) {
                let label = "\(name) \(sent.endpoint.name) '\(sent.example.name)'"
                switch sent.example.expectation {
                case .success: XCTAssertEqual(exchange.outcome, .success, label)
                case .failure(let errorClass, _, _):
                    guard case .failure(let found, _, _) = exchange.outcome else {
                        XCTFail("\(label): \(exchange.outcome), expected \(errorClass)")
                        continue
                    }
                    XCTAssertEqual(found, errorClass, label)
                }
            }
        }
    }

    func testTheExamplesWrittenFromThemPasteIntoTheContractAndLintClean() throws {
        for name in RealContracts.names {
            let contract = try RealContracts.load(name)
            let run = try VerifyHarness.run(contract, ExampleTraffic(contract: contract).exampleEntries().map(\.spec))
            let pasted = ContractPaste.paste(run.examples, into: try RealContracts.text(name))
            let result = ContractLoader.load(text: pasted, file: "contract/\(name).yaml")
            XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [], name)
            let before = contract.endpoints.reduce(0) { $0 + $1.examples.count }
            let after = try XCTUnwrap(result.contract).endpoints.reduce(0) { $0 + $1.examples.count }
            XCTAssertGreaterThan(after, before, "\(name): the captured examples were pasted")
            XCTAssertTrue(run.examples.contains("source: \"capture.har#entries[0]\""), run.examples)
        }
    }
}
