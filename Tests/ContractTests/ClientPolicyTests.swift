import Foundation
import XCTest

@testable import Contract

/// `clientPolicy:`: the client's own limits, apart from the documented facts (issue 11).
final class ClientPolicyTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func load(_ text: String) throws -> Contract {
        let result = ContractLoader.load(text: text, file: "policy.yaml")
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        return try XCTUnwrap(result.contract)
    }

    private func loadReal(_ name: String) throws -> Contract {
        let path = "contract/\(name).yaml"
        let result = ContractLoader.load(contentsOf: Self.packageRoot.appendingPathComponent(path), displayPath: path)
        return try XCTUnwrap(result.contract, "\(result.diagnostics)")
    }

    func testWithoutClientPolicyTheLimitIsEightMebibytes() throws {
        let contract = try load(MinimalContract.text)
        XCTAssertEqual(contract.clientPolicy.maxResponseBytes, 8_388_608)
        XCTAssertNil(contract.clientPolicy.provenance)
        XCTAssertTrue(contract.endpoints.allSatisfy { $0.maxResponseBytes == nil })
    }

    func testContractDefaultAndEndpointOverride() throws {
        let text = MinimalContract.text
            .replacingOccurrences(
                of: "endpoints:\n  login:\n",
                with: "clientPolicy:\n  maxResponseBytes: 65536\n  doc: Client policy.\nendpoints:\n  login:\n"
            )
            .replacingOccurrences(
                of: "    retry: idempotent\n",
                with: "    retry: idempotent\n    clientPolicy: { maxResponseBytes: 2048 }\n")
        let contract = try load(text)
        XCTAssertEqual(contract.clientPolicy.maxResponseBytes, 65_536)
        XCTAssertEqual(contract.clientPolicy.provenance?.doc, "Client policy.")
        XCTAssertEqual(contract.endpoint(named: "getTenantMemberships")?.maxResponseBytes, 2048)
        XCTAssertNil(contract.endpoint(named: "login")?.maxResponseBytes)
    }

    func testResponseTooLargeIsATransportFaultRulesName() throws {
        let text = MinimalContract.text.replacingOccurrences(
            of: "  - { transport: [timeout, offline], class: connectivity }\n",
            with: "  - { transport: [timeout, offline], class: connectivity }\n"
                + "  - { transport: responseTooLarge, class: business }\n")
        let contract = try load(text)
        XCTAssertEqual(contract.errorRules[1].transport, [.responseTooLarge])
    }

    /// All three contracts refuse redirects and oversized bodies as `invalidResponse`, before any rule that reads a
    /// status or a code, and write their size limit as client policy.
    func testRealContractsRefuseRedirectsAndOversizedBodiesFirst() throws {
        for name in ["zing", "herald", "longde", "wechat"] {
            let contract = try loadReal(name)
            let policy = contract.errorRules.enumerated().filter { RealContractsTests.isClientPolicy($0.element) }
            XCTAssertEqual(policy.map(\.element.errorClass), ["invalidResponse", "invalidResponse"], name)
            let firstReadingRule = try XCTUnwrap(
                contract.errorRules.firstIndex { !$0.http.isEmpty || !$0.codes.isEmpty || !$0.errorCodes.isEmpty },
                name)
            XCTAssertTrue(policy.allSatisfy { $0.offset <= firstReadingRule }, "\(name): policy rules come first")
            XCTAssertEqual(contract.clientPolicy.maxResponseBytes, 8 << 20, name)
            XCTAssertNotNil(contract.clientPolicy.provenance, "\(name) writes its clientPolicy")
        }
    }
}
