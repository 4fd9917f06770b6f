import Contract
import ContractVerify
import XCTest

/// Captured answers of a poll whose payload reports its state, and of a read whose failure keeps data: `verify`
/// classifies them with the same payload rules as the generated client.
final class PayloadRuleVerifyTests: XCTestCase {
    static let contract = """
        format: 1
        info: { title: T, module: TAPI, version: "1", date: 2026-01-01, baseURL: "https://api.gate.example", generate: false, docs: [t.md] }
        models:
          Poll:
            fields:
              state: { type: int }
              url: { type: string }
          Profile:
            fields:
              nickname: { type: string }
        envelopes:
          gate: { style: code, code: code, message: message, payload: data, successCodes: [0] }
        errorClasses:
          qrExpired: { invalidatesSession: false, keepsCredentials: true, retryable: false }
          signedOut: { invalidatesSession: false, keepsCredentials: true, retryable: false }
          invalidResponse: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: invalidResponse }
        endpoints:
          poll:
            method: GET
            path: /poll
            response:
              envelope: gate
              type: Poll
              success:
                - { payload: { field: url, nonEmpty: true }, when: { field: state, equals: 700 } }
            errors:
              - { payload: { field: state, in: [703] }, class: qrExpired }
            examples:
              - name: waiting
                response: '{"code": 0, "data": {"state": 701, "url": ""}}'
                expect: { success: true }
              - name: expired
                response: '{"code": 0, "data": {"state": 703, "url": ""}}'
                expect: { class: qrExpired }
              - name: confirmed without a link
                response: '{"code": 0, "data": {"state": 700, "url": ""}}'
                expect: { class: invalidResponse }
              - name: confirmed
                response: '{"code": 0, "data": {"state": 700, "url": "https://gate.example/s/1"}}'
                expect: { success: true }
          profile:
            method: GET
            path: /profile
            response:
              envelope: gate
              type: Profile
              failureData: { type: Profile, on: [signedOut] }
            errors:
              401: signedOut
            examples:
              - name: signed out
                response: '{"code": 401, "data": {"nickname": "kit"}}'
                expect: { class: signedOut, code: 401 }
        """

    func testCapturedAnswersAreClassifiedByThePayloadRules() throws {
        let result = ContractLoader.load(text: Self.contract, file: "t.yaml")
        let contract = try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
        let traffic = ExampleTraffic(contract: contract).exampleEntries()
        let run = try VerifyHarness.run(contract, traffic.map(\.spec))
        XCTAssertEqual(run.findings.count, 0, run.text)
        let outcomes = run.report.exchanges.map(\.outcome)
        XCTAssertEqual(
            outcomes,
            [
                .success, .failure(errorClass: "qrExpired", code: nil, errorCode: nil),
                .failure(errorClass: "invalidResponse", code: nil, errorCode: nil), .success,
                .failure(errorClass: "signedOut", code: 401, errorCode: nil),
            ])
    }
}
