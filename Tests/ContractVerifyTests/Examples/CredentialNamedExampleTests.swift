import Contract
import ContractVerify
import XCTest

/// `verify --examples` never copies a value whose name reads as a credential (``CredentialNames``), whatever the
/// contract says of the field: a password marked `secret: false`, or one the model does not declare.
final class CredentialNamedExampleTests: XCTestCase {
    static let contractText = """
        format: 1
        info: { title: P, module: PAPI, version: "1", date: 2026-01-01, baseURL: "https://api.p.example", generate: false, docs: [p.md] }
        envelopes:
          standard: { style: code, code: code, successCodes: [200], message: msg, payload: data }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        models:
          PasswordChange:
            fields:
              username: { type: string }
              oldpassword: { type: string, secret: false }
              confirmpassword: { type: string, secret: false }
        endpoints:
          changePassword:
            method: POST
            path: /sys/user/updatePassword
            auth: none
            body: { json: PasswordChange }
            response: { envelope: standard, payload: none }
        """

    func testPasswordsInAnySpellingAreHiddenInTheWrittenExamples() throws {
        let loaded = ContractLoader.load(text: Self.contractText, file: "contract/p.yaml")
        let contract = try XCTUnwrap(loaded.contract, loaded.diagnostics.map(\.description).joined(separator: "\n"))
        var change = ExampleTraffic(contract: contract).request(contract.endpoint(named: "changePassword")!)
        change.requestBody =
            #"{"username": "admin", "oldpassword": "\#(Planted.value("old"))", "confirmpassword": "\#(Planted.value("confirm"))"}"#
        change.responseBody = #"{"code": 200, "msg": "ok", "data": null}"#
        let run = try VerifyHarness.run(contract, [change])
        XCTAssertTrue(run.examples.contains("changePassword"), run.examples)
        XCTAssertFalse(run.examples.contains(Planted.value("old")), run.examples)
        XCTAssertFalse(run.examples.contains(Planted.value("confirm")), run.examples)
        XCTAssertTrue(run.examples.contains("<redacted oldpassword>"), run.examples)
    }
}

/// `verify --examples` names a capture by its file name alone: no machine's folders reach a contract.
final class ExampleSourceNameTests: XCTestCase {
    func testACaptureGivenByItsFullPathIsNamedByItsFileName() throws {
        let loaded = ContractLoader.load(text: CredentialNamedExampleTests.contractText, file: "/home/someone/p.yaml")
        let contract = try XCTUnwrap(loaded.contract)
        var change = ExampleTraffic(contract: contract).request(contract.endpoint(named: "changePassword")!)
        change.requestBody = #"{"username": "admin"}"#
        change.responseBody = #"{"code": 200, "msg": "ok", "data": null}"#
        let capture = try HARBuilder.capture([change], file: "/home/someone/captures/p.har")
        let base = try XCTUnwrap(BaseURL("https://api.p.example"))
        let report = ContractVerifier(contract: contract, baseURL: base).verify([capture])
        let examples = ExampleWriter(contract: contract, report: report).yaml()
        XCTAssertTrue(examples.contains("source: \"p.har#entries[0]\""), examples)
        XCTAssertFalse(examples.contains("/home/someone"), examples)
    }
}
