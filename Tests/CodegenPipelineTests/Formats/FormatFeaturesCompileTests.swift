import Foundation
import XCTest

/// Enums, deprecation of every kind, list-or-single fields, a union's per-variant success conditions and deviation
/// notes on rules and examples, all in one contract: it generates code that compiles warning-free with its example tests and declares exactly the planned
/// public symbols. Generated code that uses a deprecated declaration (memberwise init, coding, redaction, example
/// tests) must not warn.
final class FormatFeaturesCompileTests: XCTestCase {
    static let contract = #"""
        format: 1
        info:
          title: Features API
          module: FeaturesAPI
          version: "2"
          date: 2026-11-30
          baseURL: https://api.example.com
          generate: true
          docs: [features.md]
        enums:
          Level:
            type: int
            wire: [int, numericString]
            doc: How far along.
            cases:
              low: { value: 1, doc: Low., deprecated: { since: "2", note: "Merged into \"high\" \\ for now.", replacement: high } }
              high: 2
          Channel:
            type: string
            cases:
              stable: stable
              rawValue: { value: raw }
        models:
          Session:
            fields:
              accessToken: { type: string, secret: true }
              level: { type: Level, optional: true }
          Redirect:
            fields:
              redirectUri: { type: url }
          OldRow:
            deprecated: { since: "1.5", note: "Read \"Row\" instead */ still." , replacement: Row }
            fields:
              id: { type: string }
              token: { type: string, secret: true, deprecated: { since: "1.5", note: Gone. } }
          Row:
            fields:
              id: { type: string }
              name: { type: string, optional: true, deprecated: { since: "2", note: Use label., replacement: label } }
              label: { type: string, optional: true }
              prefixes: { type: [string], wire: [list, single], optional: true, nullable: true }
              channel: { type: Channel }
          SendRequest:
            open: false
            fields:
              secretCode: { type: string, secret: true, deprecated: { since: "2", note: Not needed. } }
              level: { type: Level }
              tags: { type: [string], wire: [list, single] }
              remark: { type: string, optional: true, maxLength: 64, policy: { maxLength: "The docs give no limit */ ours." } }
        unions:
          Outcome:
            variants:
              - { name: session, type: Session, when: accessToken }
              - { name: redirect, type: Redirect, when: redirectUri }
        envelopes:
          standard:
            style: flag
            success: success
            code: code
            message: message
            payload: result
        auth:
          token: { header: X-Access-Token }
        errorClasses:
          business: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { http: 500..599, class: business, deviation: { source: features.md#4, reason: "A 5xx is business */ here." } }
          - { otherwise: true, class: business }
        endpoints:
          outcome:
            method: POST
            path: /outcome
            body: { json: SendRequest }
            query:
              channel: { type: Channel, const: stable }
              level: { type: Level, optional: true }
            response:
              envelope: standard
              type: Outcome
              require:
                - present
                - session: [accessToken nonEmpty]
                - redirect: redirectUri httpURL
            examples:
              - name: a session
                request: '{"secretCode": "s", "level": 2, "tags": ["a"]}'
                response: '{"success": true, "result": {"accessToken": "t", "level": "7"}}'
                expect: { success: true }
              - name: an empty token is no session
                request: '{"secretCode": "s", "level": 1, "tags": []}'
                response: '{"success": true, "result": {"accessToken": ""}}'
                expect: { class: business }
          rows:
            method: GET
            path: /rows
            deviation: { source: features.md#3, reason: "The docs page through rows; one page is read here." }
            retry: idempotent
            response: { envelope: standard, type: [Row] }
            errors:
              - { code: 7, class: business, deviation: { source: features.md#5, reason: Code 7 is ours. } }
            examples:
              - name: rows
                deviation: { source: features.md#6, reason: "The status is ours */ too." }
                response: |
                  {"success": true, "result": [{"id": "1", "prefixes": "a/", "channel": "beta", "name": "n"}]}
                expect:
                  success: true
                  values: { "[0].prefixes": ["a/"], "[0].channel": beta }
          oldRows:
            method: GET
            path: /rows/old
            deprecated: { since: "1.5", note: Use rows., replacement: rows }
            response: { envelope: standard, type: [OldRow] }
            examples:
              - name: old rows
                response: '{"success": true, "result": [{"id": "1", "token": "x"}]}'
                expect: { success: true }
        """#

    func testTheContractCompilesWarningFreeWithItsTests() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("features-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: Self.contract) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testDocCommentsCarryDeviationsAndPolicyNumbers() throws {
        let module = try GeneratedModule(yaml: Self.contract)
        let lines = module.moduleFiles.flatMap { $0.contents.split(separator: "\n") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(
            lines.contains(
                "/// - Note: Departs from the docs (features.md#3): The docs page through rows; one page is read here."),
            "the endpoint's deviation")
        XCTAssertTrue(
            lines.contains(
                "/// - Note: `maxLength` 64 is client policy, not from the docs: The docs give no limit */ ours."),
            "the field's policy number")
        XCTAssertTrue(
            lines.contains(
                "/// - Note: Rule `HTTP 500..599 → business`: Departs from the docs (features.md#4): A 5xx is business */ here."
            ),
            "a rule's deviation, in the comment of classify(_:operation:)")
        XCTAssertTrue(
            lines.contains(
                "/// - Note: Rule `code 7 → business`: Departs from the docs (features.md#5): Code 7 is ours."),
            "an endpoint rule's deviation, in the comment of the endpoint's method")
        let examples = (module.examplesFiles + module.testFiles).flatMap { $0.contents.split(separator: "\n") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(
            examples.filter { $0 == "/// - Note: Departs from the docs (features.md#6): The status is ours */ too." }
                .count,
            2, "an example's deviation, in the comments of its constant and its test")
    }

    func testDeprecatedDeclarationsAreMarkedWithTheirReplacement() throws {
        let module = try GeneratedModule(yaml: Self.contract)
        let text = module.moduleFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(text.contains("@available(*, deprecated"), "deprecated declarations are marked")
        XCTAssertTrue(text.contains("Use `rows` instead."), "the replacement is named")
        for line in text.split(separator: "\n") where line.contains("*/ still") {
            XCTAssertTrue(
                line.contains("///") || line.contains("message:"), "note text outside a comment or literal: \(line)")
        }
    }
}
