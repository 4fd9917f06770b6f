import Foundation
import XCTest

/// A contract whose writes send `application/x-www-form-urlencoded` bodies: required, optional, fixed and secret
/// fields. It generates code that compiles warning-free with its example tests; a secret field is a `Secret` added
/// with `addField(name:secret:)`, and a fixed field takes no parameter.
final class FormBodyCompileTests: XCTestCase {
    static let contract = #"""
        format: 1
        info:
          title: Form API
          module: FormAPI
          version: "1"
          date: 2026-12-01
          baseURL: https://api.form.example
          generate: true
          docs: [form.md]
        models:
          Relation:
            fields:
              attribute: { type: int }
        envelopes:
          codes: { style: flag, success: success, code: code, message: message, payload: data }
        auth:
          token: { header: X-Token }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        endpoints:
          follow:
            method: POST
            path: /x/relation/modify
            body:
              form:
                fields:
                  fid: { type: int, doc: The user to follow. }
                  act: { type: int, const: "1" }
                  re_src: { type: string, optional: true }
                  csrf: { type: string, secret: true, doc: The CSRF cookie's value. }
            response: { envelope: codes, type: Relation }
            examples:
              - name: followed
                request: fid=2&act=1&csrf=c-1
                response: '{"success": true, "code": 0, "message": "0", "data": {"attribute": 2}}'
                expect: { success: true, values: { attribute: 2 } }
        """#

    func testTheContractCompilesWarningFreeWithItsTests() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("form-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: Self.contract) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testFieldsBecomeParametersAndTheSecretIsASecret() throws {
        let module = try GeneratedModule(yaml: Self.contract)
        let text = module.moduleFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(text.contains("fid: Int"))
        XCTAssertTrue(text.contains("reSrc: String? = nil"))
        XCTAssertTrue(text.contains("csrf: Secret"), "a secret form field is a Secret")
        XCTAssertTrue(text.contains(#"form.addField(name: "csrf", secret: csrf)"#))
        XCTAssertTrue(text.contains(#"form.addField(name: "act", value: "1")"#), "a fixed field is sent as written")
        XCTAssertFalse(text.contains("act: Int"), "a fixed field takes no parameter")
        XCTAssertTrue(text.contains("body: .form(form)"))
    }
}
