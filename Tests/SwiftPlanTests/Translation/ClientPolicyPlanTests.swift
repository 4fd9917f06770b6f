import Contract
import XCTest

@testable import SwiftPlan

/// `clientPolicy:` reaches the generated code as one constant of `<Prefix>Contract` and one `EndpointSpec` argument.
final class ClientPolicyPlanTests: XCTestCase {
    private static let yaml = """
        format: 1
        info: { title: T, module: ShopAPI, version: "1", date: 2026-01-01, generate: true, docs: [t.md] }
        envelopes:
          standard: { style: flag, success: success, code: code, message: message, payload: result }
        errorClasses:
          other: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { transport: responseTooLarge, class: other }
          - { otherwise: true, class: other }
        clientPolicy: { maxResponseBytes: 1048576 }
        endpoints:
          small:
            method: GET
            path: /small
            clientPolicy: { maxResponseBytes: 4096 }
            response: { envelope: standard, payload: none }
          plain:
            method: GET
            path: /plain
            response: { envelope: standard, payload: none }
        """

    private func translator() throws -> Translator {
        let result = ContractLoader.load(text: Self.yaml, file: "contract/shop.yaml")
        let contract = try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
        return Translator(contract: contract, contractPath: "contract/shop.yaml")
    }

    func testTheContractLimitIsAConstantOfTheContractType() throws {
        let declaration = try translator().contractPlan().maxResponseBytes.declaration
        XCTAssertEqual(
            SwiftPrinter.declaration(declaration, column: 0).split(separator: "\n").last,
            "public static let maxResponseBytes = 1_048_576")
    }

    func testOnlyAnEndpointWithItsOwnLimitPassesOne() throws {
        let translator = try translator()
        let plans = try translator.contract.endpoints.map { endpoint throws(PlanError) in
            try EndpointTranslator(translator: translator).plan(endpoint)
        }
        let operations = plans.map { SwiftPrinter.declaration($0.operationExtension.operation.declaration, column: 0) }
        XCTAssertTrue(operations[0].contains("maxResponseBytes: 4096"), operations[0])
        XCTAssertFalse(operations[1].contains("maxResponseBytes"), operations[1])
    }

    func testResponseTooLargeIsMatchedAsATransportFault() throws {
        let translator = try translator()
        let condition = RuleTranslator(translator: translator).condition(translator.contract.errorRules[0])
        XCTAssertEqual(
            SwiftPrinter.expression(condition, column: 0), "observation.isTransportFault([.responseTooLarge])")
    }
}
