import Contract
import TextFoundation
import XCTest

@testable import ContractMock

/// A poll whose payload says its state and that has no example: the success the mock makes up meets the payload
/// conditions and matches no payload error rule.
final class PayloadRuleAnswerTests: XCTestCase {
    static let contract = """
        format: 1
        info: { title: T, module: TAPI, version: "1", date: 2026-01-01, generate: false, docs: [t.md] }
        models:
          Poll:
            fields:
              state: { type: int }
              url: { type: string, optional: true }
        envelopes:
          gate: { style: code, code: code, message: message, payload: data, successCodes: [0] }
        errorClasses:
          qrExpired: { invalidatesSession: false, keepsCredentials: true, retryable: false }
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        endpoints:
          poll:
            method: GET
            path: /poll
            response:
              envelope: gate
              type: Poll
              success:
                - payload: { field: state, in: [703, 700, 701] }
                - { payload: { field: url, nonEmpty: true }, when: { field: state, equals: 700 } }
            errors:
              - { payload: { field: state, equals: 703 }, class: qrExpired }
        """

    func testTheMadeUpSuccessMeetsThePayloadRules() throws {
        let catalog = try MockCatalog(contract: try Contracts.text(Self.contract))
        let route = try XCTUnwrap(catalog.routes.first)
        XCTAssertEqual(route.defaultAnswer.label, "(made by the mock: no example)")
        let body = try JSONValue.parse(route.defaultAnswer.body)
        // 703 is expired and 700 needs a link, so 701 is the success.
        XCTAssertEqual(body, ["code": 0, "data": ["state": 701]])
        XCTAssertEqual(route.endpoint.payloadRules.evaluate(body.object?["data"]), .accepted)
    }
}
