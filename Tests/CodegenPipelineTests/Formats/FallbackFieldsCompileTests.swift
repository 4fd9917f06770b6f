import Foundation
import XCTest

/// A music-service style envelope that puts its code and message in different places on different answers
/// (`code: [data.code, code]`, `message: [msg, message]`): the contract generates code that compiles warning-free
/// with its example tests (which the outcome agreement test runs), the generated contract states the fallbacks, and
/// lint holds the examples to the same reading.
final class FallbackFieldsCompileTests: XCTestCase {
    static let contract = #"""
        format: 1
        info:
          title: Tune API
          module: TuneAPI
          version: "1"
          date: 2026-12-03
          baseURL: https://api.tune.example
          generate: true
          docs: [tune.md]
        models:
          Song:
            fields:
              id: { type: int }
              name: { type: string }
        envelopes:
          tune:
            style: code
            code: [data.code, code]
            successCodes: [200]
            message: [msg, message]
            payload: data
        errorClasses:
          signedOut: { invalidatesSession: true, keepsCredentials: false, retryable: false }
          business: { invalidatesSession: false, keepsCredentials: true, retryable: false }
          invalidResponse: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { code: 301, class: signedOut }
          - { body: notEnvelope, class: invalidResponse }
          - { success: false, class: business }
          - { otherwise: true, class: invalidResponse }
        endpoints:
          song:
            method: GET
            path: /song/{id}
            params: { id: { type: int } }
            auth: none
            response: { envelope: tune, type: Song }
            examples:
              - name: a song, its code inside data
                response: '{"data": {"code": 200, "id": 7, "name": "Rain"}}'
                expect: { success: true, values: { id: 7, name: Rain } }
              - name: a song, the code in both places
                response: '{"code": 200, "data": {"code": 200, "id": 8, "name": "Sun"}}'
                expect: { success: true, values: { id: 8 } }
              - name: signed out, the message in msg
                response: '{"code": 301, "msg": "please sign in"}'
                expect: { class: signedOut, code: 301, message: please sign in }
              - name: refused, the message in message
                response: '{"code": 400, "msg": null, "message": "bad id"}'
                expect: { class: business, code: 400, message: bad id }
              - name: two codes that disagree
                response: '{"code": 301, "data": {"code": 200, "id": 9, "name": "Fog"}}'
                expect: { class: invalidResponse }
              - name: no code anywhere
                response: '{"data": {"id": 10, "name": "Hail"}}'
                expect: { class: invalidResponse }
        """#

    func testTheContractCompilesWarningFreeWithItsTests() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fallback-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: Self.contract) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testTheGeneratedContractStatesTheFallbacks() throws {
        let text = try GeneratedModule(yaml: Self.contract).moduleFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(text.contains(#"codeField: "data.code""#), text)
        XCTAssertTrue(text.contains(#"fallbackCodeFields: ["code"]"#), text)
        XCTAssertTrue(text.contains(#"messageField: "msg""#), text)
        XCTAssertTrue(text.contains(#"fallbackMessageFields: ["message"]"#), text)
    }

    func testLintHoldsTheExamplesToTheSameReading() throws {
        let wrong = Self.contract.replacingOccurrences(
            of: "expect: { class: business, code: 400, message: bad id }",
            with: "expect: { class: business, code: 400, message: not this }")
        XCTAssertNotEqual(wrong, Self.contract)
        XCTAssertThrowsError(try GeneratedModule(yaml: wrong)) { error in
            XCTAssertTrue("\(error)".contains("bad id"), "\(error)")
        }
    }
}
