import Contract
import OpenAPIExport
import TextFoundation
import XCTest

/// A poll whose payload reports its state: its rules on payload fields and its failure data are described as
/// `x-zing-…` members, and an answer a payload rule makes a failure is no success example.
final class PayloadRuleExportTests: XCTestCase {
    static let contract = """
        format: 1
        info: { title: T, module: TAPI, version: "1", date: 2026-01-01, generate: false, docs: [t.md] }
        models:
          Poll:
            fields:
              state: { type: int }
              url: { type: string }
        envelopes:
          gate: { style: code, code: code, payload: data, successCodes: [0] }
        errorClasses:
          qrExpired: { invalidatesSession: false, keepsCredentials: true, retryable: false, action: Start again. }
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
              success: { payload: { field: url, nonEmpty: true }, when: { field: state, equals: 700 } }
              failureData: { type: Poll, on: [failed] }
            errors:
              - { payload: { field: state, in: [703] }, class: qrExpired }
            examples:
              - name: waiting
                response: '{"code": 0, "data": {"state": 701, "url": ""}}'
                expect: { success: true }
              - name: expired
                response: '{"code": 0, "data": {"state": 703, "url": ""}}'
                expect: { class: qrExpired }
        """

    func testPayloadRulesAreExtensionsAndTheirFailuresAreNoSuccessExamples() throws {
        let document = try OpenAPIExporter.document(for: try ExportFixtures.contract(text: Self.contract))
        let operation = try XCTUnwrap(document.at(["paths", "/poll", "get"]))
        XCTAssertEqual(
            operation.at(["x-zing-error-rules", "0", "payload"]), ["field": "state", "in": [703]])
        XCTAssertEqual(
            operation.at(["x-zing-success", "payloadConditions"]),
            [["payload": ["field": "url", "nonEmpty": true], "when": ["field": "state", "in": [700]]]])
        XCTAssertEqual(operation.at(["x-zing-failure-data"]), ["type": "Poll", "on": ["failed"]])
        let examples = operation.at(["responses", "200", "content", "application/json", "examples"])?.object
        XCTAssertEqual(examples.map { Array($0.keys) }, ["waiting"], "the expired answer is no success example")
        XCTAssertEqual(operation.at(["x-zing-examples", "0", "name"]), "expired")
        XCTAssertEqual(operation.at(["x-zing-examples", "0", "reason"]), "payloadRule")
    }

    /// A poll whose code is its state: its 2xx schema succeeds on its own codes and fails on every other, and
    /// `x-zing-success` lists them for `draft --openapi`; the envelope's component keeps the envelope's codes.
    func testAnEndpointsOwnSuccessCodesDecideItsSchema() throws {
        let text = """
            format: 1
            info: { title: T, module: TAPI, version: "1", date: 2026-01-01, generate: false, docs: [t.md] }
            envelopes: { music: { style: code, code: code, successCodes: [200] } }
            errorClasses: { failed: { invalidatesSession: false, keepsCredentials: true, retryable: false } }
            errorRules: [ { otherwise: true, class: failed } ]
            endpoints:
              poll: { method: GET, path: /poll, response: { envelope: music, payload: none, successCodes: [801, 802] } }
            """
        let document = try OpenAPIExporter.document(for: try ExportFixtures.contract(text: text))
        let operation = try XCTUnwrap(document.at(["paths", "/poll", "get"]))
        XCTAssertEqual(operation.at(["x-zing-success", "successCodes"]), [801, 802])
        let schema = try XCTUnwrap(
            operation.at(["responses", "200", "content", "application/json", "schema", "oneOf"]))
        XCTAssertEqual(schema.at(["0", "properties", "code", "enum"]), [801, 802])
        XCTAssertEqual(schema.at(["1", "properties", "code", "allOf", "1", "not", "enum"]), [801, 802])
        XCTAssertEqual(document.at(["x-zing-envelopes", "music", "successCodes"]), [200])
    }
}
