import Contract
import XCTest

@testable import SwiftEmitter

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

    func testTheContractLimitIsAGroupedIntegerLiteral() throws {
        XCTAssertEqual(try translator().contractPlan().maxResponseBytesLiteral, "1_048_576")
        XCTAssertEqual(SwiftLiteral.integer(8_388_608), "8_388_608")
        XCTAssertEqual(SwiftLiteral.integer(1024), "1_024")
        XCTAssertEqual(SwiftLiteral.integer(999), "999")
    }

    func testOnlyAnEndpointWithItsOwnLimitPassesOne() throws {
        let translator = try translator()
        let plans = try translator.contract.endpoints.map { endpoint throws(PlanError) in
            try EndpointTranslator(translator: translator).plan(endpoint)
        }
        XCTAssertEqual(plans[0].specArguments.last, "maxResponseBytes: 4_096")
        XCTAssertFalse(plans[1].specArguments.contains { $0.contains("maxResponseBytes") })
    }

    func testResponseTooLargeIsMatchedAsATransportFault() throws {
        let translator = try translator()
        XCTAssertEqual(
            RuleTranslator(translator: translator).condition(translator.contract.errorRules[0]),
            "observation.isTransportFault([.responseTooLarge])")
    }
}
