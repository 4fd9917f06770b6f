import Foundation
import XCTest

/// A union payload's example tests check the case the example selects wherever the payload sits: in a code
/// envelope's payload field (the key is inside `data`, not beside it) and as the body beside WeChat-like envelope
/// keys; with no values to check they bind nothing (an unused binding is a warning, an error in the app's build).
final class UnionExampleCompileTests: XCTestCase {
    static let contract = #"""
        format: 1
        info:
          title: Union API
          module: UnionAPI
          version: "1"
          date: 2026-12-01
          baseURL: https://api.union.example
          generate: true
          docs: [union.md]
        models:
          Ticket:
            fields:
              ticket: { type: string }
          Wait:
            fields:
              retryIn: { type: int }
        unions:
          Outcome:
            variants:
              - { name: ticket, type: Ticket, when: ticket }
              - { name: wait, type: Wait, when: retryIn }
        envelopes:
          coded: { style: code, code: code, message: msg, payload: data, successCodes: [0] }
          beside: { style: code, code: errcode, message: errmsg, successCodes: [0], successWithoutCode: true }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        endpoints:
          inField:
            method: GET
            path: /in-field
            response: { envelope: coded, type: Outcome }
            examples:
              - name: a ticket in data
                response: '{"code": 0, "data": {"ticket": "t"}}'
                expect: { success: true }
              - name: a wait in data
                response: '{"code": 0, "data": {"retryIn": 3}}'
                expect: { success: true, values: { retryIn: 3 } }
          asBody:
            method: GET
            path: /as-body
            response: { envelope: beside, payload: body, type: Outcome }
            examples:
              - name: a ticket as the body
                response: '{"errcode": 0, "ticket": "t"}'
                expect: { success: true }
        """#

    func testTheContractCompilesWarningFreeWithItsTests() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("union-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: Self.contract) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testEachExampleChecksItsCase() throws {
        let module = try GeneratedModule(yaml: Self.contract)
        let tests = module.testFiles.map(\.contents).joined(separator: "\n")
        XCTAssertEqual(tests.components(separatedBy: "guard case .ticket = payload else {").count - 1, 2, tests)
        XCTAssertEqual(tests.components(separatedBy: "guard case .wait(let variant) = payload else {").count - 1, 1)
    }
}
