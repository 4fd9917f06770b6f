import Foundation
import XCTest

/// A contract whose writes send `application/x-www-form-urlencoded` bodies: required, optional, fixed and secret
/// fields, and a `oneOf:` group of two query parameters and a secret form field. It generates code that compiles
/// warning-free with its example tests; a secret field is a `Secret` added with `addField(name:secret:)`, a fixed
/// field takes no parameter, and the group is one argument of an enum with a case per member.
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
            query:
              mid: { type: int, optional: true, doc: The user's numeric id. }
              name: { type: string, optional: true }
            oneOf:
              target: [mid, name, token]
            body:
              form:
                fields:
                  token: { type: string, secret: true, optional: true }
                  fid: { type: int, doc: The user to follow. }
                  act: { type: int, const: "1" }
                  re_src: { type: string, optional: true }
                  csrf: { type: string, secret: true, doc: The CSRF cookie's value. }
            response: { envelope: codes, type: Relation }
            examples:
              - name: followed by name
                response: '{"success": true, "code": 0, "message": "0", "data": {"attribute": 6}}'
                expect: { success: true, values: { attribute: 6 } }
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

    func testTheGroupIsOneArgumentOfAnEnumWithACasePerMember() throws {
        let module = try GeneratedModule(yaml: Self.contract)
        let text = module.moduleFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(text.contains("public nonisolated enum FollowTarget: Sendable {"), text)
        XCTAssertTrue(text.contains("case mid(Int)"))
        XCTAssertTrue(text.contains("case name(String)"))
        XCTAssertTrue(text.contains("case token(Secret)"))
        XCTAssertTrue(text.contains("target: FollowTarget"))
        XCTAssertFalse(text.contains("mid: Int?"), "a member is no argument of its own")
        XCTAssertTrue(text.contains("var query: [QueryItem] = []"), text)
        XCTAssertTrue(text.contains(#"case .mid(let value): query.append(.value("mid", String(describing: value)))"#))
        XCTAssertTrue(text.contains(#"case .token(let value): form.addField(name: "token", secret: value)"#))
    }
}
