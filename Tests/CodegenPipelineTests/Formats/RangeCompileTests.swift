import Foundation
import XCTest

/// Documented number bounds (`minimum:`, `maximum:`) on a request model's fields and on query parameters: the contract
/// generates code that compiles warning-free with its example tests (which the outcome agreement test runs), the client
/// checks them before sending, and lint holds a request example to them.
final class RangeCompileTests: XCTestCase {
    static let contract = #"""
        format: 1
        info:
          title: Range API
          module: RangeAPI
          version: "1"
          date: 2026-12-02
          baseURL: https://api.range.example
          generate: true
          docs: [range.md]
        models:
          Order:
            fields:
              count: { type: int, minimum: 1, maximum: 99 }
              discount: { type: double, minimum: 0, maximum: 1, optional: true }
          Page:
            fields:
              total: { type: int }
        envelopes:
          gate: { style: code, code: code, successCodes: [0], message: message, payload: data }
        errorClasses:
          business: { invalidatesSession: false, keepsCredentials: true, retryable: false }
          rejected: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { local: invalidInput, class: rejected }
          - { success: false, class: business }
          - { otherwise: true, class: business }
        endpoints:
          order:
            method: POST
            path: /orders
            body: { json: Order }
            response: { envelope: gate, payload: none }
            examples:
              - name: ordered
                request: '{"count": 3, "discount": 0.5}'
                response: '{"code": 0}'
                expect: { success: true }
          page:
            method: GET
            path: /orders
            query:
              size: { type: int, minimum: 10, maximum: 50 }
              from: { type: int, minimum: 0, optional: true }
            response: { envelope: gate, type: Page }
            examples:
              - name: a page
                response: '{"code": 0, "data": {"total": 3}}'
                expect: { success: true, values: { total: 3 } }
        """#

    func testTheContractCompilesWarningFreeWithItsTests() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("range-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: Self.contract) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testTheClientChecksTheBoundsBeforeSending() throws {
        let text = try GeneratedModule(yaml: Self.contract).moduleFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(text.contains(#"if count < 1 { return "count is below its minimum 1" }"#), text)
        XCTAssertTrue(text.contains(#"if value > 1 { return "discount is above its maximum 1" }"#), text)
        XCTAssertTrue(text.contains(#"throw core.rejectedInput("size is below its minimum 10", operation: operation)"#))
        XCTAssertTrue(text.contains("if let from {"), "an optional parameter is checked when given")
        XCTAssertTrue(text.contains("Between 10 and 50; checked before sending."))
    }

    func testLintHoldsARequestExampleToTheBounds() throws {
        let wrong = Self.contract.replacingOccurrences(of: #""count": 3"#, with: #""count": 100"#)
        XCTAssertThrowsError(try GeneratedModule(yaml: wrong)) { error in
            XCTAssertTrue(
                "\(error)".contains(
                    "request.count is above its maximum 99: the client refuses to send it (field 'count' has "
                        + "`minimum: 1, maximum: 99`)"), "\(error)")
        }
    }
}
