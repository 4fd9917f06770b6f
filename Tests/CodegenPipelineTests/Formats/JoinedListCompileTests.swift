import Foundation
import XCTest

/// Lists sent as one value (`separator:`), in a query and in a form body: the contract generates code that compiles
/// warning-free with its example tests (which the outcome agreement test runs), and the method takes the list as an
/// array it joins.
final class JoinedListCompileTests: XCTestCase {
    static let contract = #"""
        format: 1
        info:
          title: Joined API
          module: JoinedAPI
          version: "1"
          date: 2026-12-02
          baseURL: https://api.joined.example
          generate: true
          docs: [joined.md]
        identifiers:
          VideoID: { type: int, wire: [int, numericString] }
        enums:
          Kind: { type: string, cases: { video: video, audio: audio } }
        models:
          Card:
            fields:
              id: { type: VideoID }
        envelopes:
          gate: { style: code, code: code, successCodes: [0], message: message, payload: data }
        errorClasses:
          business: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { success: false, class: business }
          - { otherwise: true, class: business }
        endpoints:
          cards:
            method: GET
            path: /cards
            query:
              ids: { type: [VideoID], separator: "," }
              kinds: { type: [Kind], separator: "|", optional: true }
              since: { type: [unixMillis], separator: ",", optional: true }
            response: { envelope: gate, type: [Card] }
            examples:
              - name: two cards
                response: '{"code": 0, "data": [{"id": 1}, {"id": "2"}]}'
                expect: { success: true, values: { "[1].id": 2 } }
          tag:
            method: POST
            path: /tag
            body:
              form:
                fields:
                  tags: { type: [string], separator: "," }
            response: { envelope: gate, payload: none }
            examples:
              - name: tagged
                response: '{"code": 0}'
                expect: { success: true }
        """#

    func testTheContractCompilesWarningFreeWithItsTests() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("joined-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: Self.contract) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testTheMethodTakesArraysAndJoinsThem() throws {
        let text = try GeneratedModule(yaml: Self.contract).moduleFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(text.contains("ids: [VideoID]"), text)
        XCTAssertTrue(text.contains(#".list("ids", ids.map(\.description), separator: ",")"#), text)
        XCTAssertTrue(text.contains(#".list("kinds", kinds.map(\.rawValue.description), separator: "|")"#), text)
        XCTAssertTrue(text.contains(#".list("since", since.map(EpochDateText.milliseconds), separator: ",")"#), text)
        XCTAssertTrue(text.contains(#"form.addList(name: "tags", values: tags, separator: ",")"#), text)
    }
}
