import Foundation
import XCTest

/// A QR sign-in poll whose payload reports its own state, and a profile read whose "signed out" failure keeps the
/// public profile: rules on payload fields (an error class for "expired", a link required once "confirmed") and
/// failure data. The contract generates code that compiles warning-free with its example tests (waiting, scanned,
/// expired, confirmed without and with a link, signed out with data that decodes and data that does not).
final class PayloadRulesCompileTests: XCTestCase {
    static let contract = #"""
        format: 1
        info:
          title: Gate sign-in API
          module: GateAPI
          version: "1"
          date: 2026-12-01
          baseURL: https://api.gate.example
          generate: true
          docs: [gate.md]
        models:
          QRPoll:
            fields:
              state: { type: int, doc: "700 confirmed, 701 waiting for a scan, 702 scanned, 703 expired." }
              url: { type: string, doc: The sign-in link (filled in only once confirmed). }
          PublicProfile:
            fields:
              nickname: { type: string }
          Profile:
            fields:
              nickname: { type: string }
              email: { type: string }
        envelopes:
          gate: { style: code, code: code, message: message, payload: data, successCodes: [0] }
        errorClasses:
          qrExpired:
            action: Restart the sign-in with a new QR code.
            invalidatesSession: false
            keepsCredentials: true
            retryable: false
          signedOut:
            action: Show the public profile and offer to sign in.
            invalidatesSession: false
            keepsCredentials: true
            retryable: false
          business: { invalidatesSession: false, keepsCredentials: true, retryable: false }
          invalidResponse: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { code: 1, class: business }
          - { conditions: failed, class: invalidResponse }
          - { otherwise: true, class: invalidResponse }
        endpoints:
          pollQRSignIn:
            method: GET
            path: /qr/poll
            query:
              key: { type: string }
            retry: idempotent
            response:
              envelope: gate
              type: QRPoll
              success:
                - payload: { field: state, in: [700, 701, 702] }
                - payload: { field: url, nonEmpty: true }
                  when: { field: state, equals: 700 }
            errors:
              - { payload: { field: state, equals: 703 }, class: qrExpired }
            examples:
              - name: waiting for a scan
                response: '{"code": 0, "message": "ok", "data": {"state": 701, "url": ""}}'
                expect: { success: true, values: { state: 701 } }
              - name: scanned
                response: '{"code": 0, "message": "ok", "data": {"state": 702, "url": ""}}'
                expect: { success: true, values: { state: 702 } }
              - name: expired
                response: '{"code": 0, "message": "ok", "data": {"state": 703, "url": ""}}'
                expect: { class: qrExpired }
              - name: confirmed without a link
                response: '{"code": 0, "message": "ok", "data": {"state": 700, "url": ""}}'
                expect: { class: invalidResponse }
              - name: confirmed
                response: '{"code": 0, "message": "ok", "data": {"state": 700, "url": "https://gate.example/s/1"}}'
                expect: { success: true, values: { url: "https://gate.example/s/1" } }
          profile:
            method: GET
            path: /profile
            retry: idempotent
            response:
              envelope: gate
              type: Profile
              failureData: { type: PublicProfile, on: [signedOut] }
            errors:
              401: signedOut
            examples:
              - name: signed in
                response: '{"code": 0, "data": {"nickname": "kit", "email": "kit@gate.example"}}'
                expect: { success: true, values: { nickname: kit } }
              - name: signed out keeps the public profile
                response: '{"code": 401, "message": "sign in", "data": {"nickname": "kit"}}'
                expect: { class: signedOut, code: 401 }
              - name: signed out with data that does not decode
                response: '{"code": 401, "message": "sign in", "data": {"nickname": 5}}'
                expect: { class: signedOut, code: 401 }
        """#

    func testTheContractCompilesWarningFreeWithItsTests() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("payload-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: Self.contract) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testThePayloadRulesReachTheSpecAndTheClassifier() throws {
        let module = try GeneratedModule(yaml: Self.contract)
        let text = module.moduleFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(text.contains(#"failures: [PayloadTest(field: "state", in: [703])]"#))
        XCTAssertTrue(
            text.contains(
                #"PayloadCondition(PayloadTest.nonEmpty("url"), when: PayloadTest(field: "state", in: [700]))"#))
        XCTAssertTrue(
            text.contains(#"if observation.payload(PayloadTest(field: "state", in: [703])) { return .qrExpired }"#))
        XCTAssertTrue(text.contains(#"failureDataClasses: ["signedOut"]"#))
        XCTAssertTrue(
            text.contains("as `PublicProfile` (nil when it does not decode"), "the method's doc names the type")
    }

    func testTheFailureExamplesCheckTheDataTheirFailureKeeps() throws {
        let module = try GeneratedModule(yaml: Self.contract)
        let tests = module.testFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(tests.contains("XCTAssertNotNil(error.failureData(as: PublicProfile.self))"), "data that decodes")
        XCTAssertTrue(tests.contains("XCTAssertNil(error.failureData(as: PublicProfile.self))"), "data that does not")
    }
}
