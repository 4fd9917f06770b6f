import Contract
import ContractVerify
import Foundation
import XCTest

/// Captured answers of a RuoYi-style sign-in, every failure `code: 500` told apart by its message: `verify` gives each
/// the class its message rule gives, as the generated client does (Tests/Fixtures/ruoyi-sign-in.yaml's examples).
final class MessageRuleVerifyTests: XCTestCase {
    func testCapturedAnswersAreClassifiedByTheirMessage() throws {
        let file = RealContracts.root.appendingPathComponent("Tests/Fixtures/ruoyi-sign-in.yaml")
        let result = ContractLoader.load(contentsOf: file, displayPath: "ruoyi-sign-in.yaml")
        let contract = try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
        let traffic = ExampleTraffic(contract: contract).exampleEntries()
        let run = try VerifyHarness.run(contract, traffic.map(\.spec))
        XCTAssertEqual(run.findings.count, 0, run.text)
        let classes = run.report.exchanges.compactMap { exchange -> String? in
            guard case .failure(let errorClass, _, _) = exchange.outcome else { return nil }
            return errorClass
        }
        XCTAssertEqual(
            classes,
            [
                "wrongCaptcha", "captchaExpired", "wrongPassword", "accountLocked", "accountLocked", "business",
                "wrongCaptcha", "sessionExpired",
            ])
    }
}
