import Contract
import TextFoundation
import WireVocabulary
import XCTest

@testable import ContractMock

/// A contract whose refused token is a code told apart by its message: the refusal the mock makes up (no example
/// shows one) carries a message the rule fits, so the client classifies it as the rule says.
final class MessageRuleAnswerTests: XCTestCase {
    static let contract = """
        format: 1
        info: { title: T, module: TAPI, version: "1", date: 2026-01-01, generate: false, docs: [t.md] }
        auth:
          token: { header: Authorization, scheme: Bearer }
        envelopes:
          ruoyi: { style: code, code: code, successCodes: [200], message: msg }
        errorClasses:
          sessionExpired: { invalidatesSession: true, keepsCredentials: false, retryable: false }
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { code: 500, message: { glob: "令牌*过期" }, class: sessionExpired }
          - { otherwise: true, class: failed }
        endpoints:
          profile:
            method: GET
            path: /getInfo
            response: { envelope: ruoyi, payload: none }
        """

    func testTheMadeUpRefusalCarriesAMessageItsRuleFits() throws {
        let contract = try Contracts.text(Self.contract)
        let catalog = try MockCatalog(contract: contract)
        let answer = try XCTUnwrap(catalog.routes.first?.unauthorized)
        XCTAssertEqual(try JSONValue.parse(answer.body), ["code": 500, "msg": "令牌过期"])
        let endpoint = try XCTUnwrap(contract.endpoints.first)
        let meaning = try XCTUnwrap(
            contract.meaning(
                ofAnswer: answer.status, headers: [], body: Array(answer.body.utf8), carriedCredentials: true,
                endpoint: endpoint))
        XCTAssertEqual(meaning.classification?.errorClass, "sessionExpired")
    }
}
