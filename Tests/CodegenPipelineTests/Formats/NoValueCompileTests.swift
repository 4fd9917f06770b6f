import Foundation
import XCTest

/// A number the server replaces by a text where it has none (`noValue: "--"`, a level's `next_exp` at the top
/// level): the contract generates code that compiles warning-free with its example tests (which the outcome agreement
/// test runs), the property is optional and documented, and lint holds the examples to it.
final class NoValueCompileTests: XCTestCase {
    static let contract = #"""
        format: 1
        info:
          title: Level API
          module: LevelAPI
          version: "1"
          date: 2026-12-02
          baseURL: https://api.level.example
          generate: true
          docs: [level.md]
        models:
          Level:
            fields:
              current_level: { type: int }
              next_exp: { type: int, wire: [int, numericString], noValue: "--", doc: Experience to the next level. }
        envelopes:
          gate: { style: code, code: code, successCodes: [0], message: message, payload: data }
        errorClasses:
          business: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { success: false, class: business }
          - { otherwise: true, class: business }
        endpoints:
          level:
            method: GET
            path: /level
            auth: none
            response: { envelope: gate, type: Level }
            examples:
              - name: on the way up
                response: '{"code": 0, "data": {"current_level": 5, "next_exp": 120}}'
                expect: { success: true, values: { current_level: 5, next_exp: 120 } }
              - name: at the top level
                response: '{"code": 0, "data": {"current_level": 6, "next_exp": "--"}}'
                expect: { success: true, values: { current_level: 6 } }
        """#

    func testTheContractCompilesWarningFreeWithItsTests() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("novalue-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: Self.contract) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testThePropertyIsOptionalAndReadsTheTextAsNil() throws {
        let text = try GeneratedModule(yaml: Self.contract).moduleFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(text.contains("public var nextExp: Int?"), text)
        XCTAssertTrue(text.contains(#"accepting: [.int, .numericString], noValue: "--")"#), text)
        XCTAssertTrue(text.contains(#"try container.encode(nextExp, forKey: "next_exp", noValue: "--")"#), text)
        XCTAssertTrue(text.contains("The server sends `--` instead of a number where it has none; that reads as nil."))
    }

    func testLintRefusesAnyOtherText() throws {
        let wrong = Self.contract.replacingOccurrences(of: #""next_exp": "--""#, with: #""next_exp": "max""#)
        XCTAssertThrowsError(try GeneratedModule(yaml: wrong)) { error in
            XCTAssertTrue("\(error)".contains("next_exp"), "\(error)")
        }
    }
}
