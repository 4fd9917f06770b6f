import Foundation
import XCTest

/// Dates counted from 1970 in seconds and in milliseconds, as model fields (a number or a numeric string) and as
/// query parameters (sent as their whole units): the contract generates code that compiles warning-free with its
/// example tests, which the outcome agreement test also runs.
final class EpochDateCompileTests: XCTestCase {
    static let contract = #"""
        format: 1
        info:
          title: Epoch API
          module: EpochAPI
          version: "1"
          date: 2026-12-02
          baseURL: https://api.epoch.example
          generate: true
          docs: [epoch.md]
        models:
          Event:
            fields:
              id: { type: string }
              at: { type: unixMillis }
              seen: { type: unixSeconds, optional: true }
              until: { type: unixMillis, optional: true, nullable: true }
        envelopes:
          gate: { style: code, code: code, successCodes: [0], message: message, payload: data }
        errorClasses:
          business: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { success: false, class: business }
          - { otherwise: true, class: business }
        endpoints:
          events:
            method: GET
            path: /events
            query:
              since: { type: unixMillis }
              before: { type: unixSeconds, optional: true }
            response: { envelope: gate, type: [Event] }
            examples:
              - name: two events
                response: |
                  {"code": 0, "data": [{"id": "a", "at": 1700000000123, "seen": 1700000000},
                                       {"id": "b", "at": "1700000000456", "until": null}]}
                expect:
                  success: true
                  values: { "[0].at": 1700000000123, "[1].at": 1700000000456, "[0].seen": 1700000000 }
        """#

    func testTheContractCompilesWarningFreeWithItsTests() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("epoch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: Self.contract) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testMillisecondsDecodeAndTravelAsWholeUnits() throws {
        let text = try GeneratedModule(yaml: Self.contract).moduleFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(text.contains("public var at: Date"))
        XCTAssertTrue(text.contains(#"decodeUnixMillis(forKey: "at")"#))
        XCTAssertTrue(text.contains(#"encodeUnixMillisIfPresent(until, forKey: "until")"#))
        XCTAssertTrue(text.contains(#".value("since", EpochDateText.milliseconds(since))"#))
        XCTAssertTrue(text.contains("EpochDateText.seconds(before)"))
    }

    func testLintHoldsAnExpectedMillisecondValueToTheAnswer() throws {
        let wrong = Self.contract.replacingOccurrences(of: #""[1].at": 1700000000456"#, with: #""[1].at": 1700000000"#)
        XCTAssertThrowsError(try GeneratedModule(yaml: wrong)) { error in
            XCTAssertTrue(
                "\(error)".contains("expects 1700000000 at '[1].at', but the client reads 1700000000456"), "\(error)")
        }
    }
}
