import Contract
import ContractVerify
import XCTest

/// The examples file from drifted traffic: what is written, what is left out and why, and that it pastes clean.
final class ExampleWriterTests: XCTestCase {
    func testDriftedTrafficStillPastesCleanAndSaysWhatItLeftOut() throws {
        let zing = try RealContracts.load("zing")
        let traffic = ExampleTraffic(contract: zing)
        func user(_ status: Int?, _ body: String?) -> EntrySpec {
            var spec = traffic.request(traffic.endpoint("currentUser"))
            spec.status = status
            spec.responseBody = body
            return spec
        }
        let ok = #"{"success": true, "code": 200, "result": {"userInfo": {"id": "u-7", "realname": null}}}"#
        var login = traffic.request(traffic.endpoint("appleNativeLogin"))
        login.requestBody = #"{"identityToken": "\#(Planted.value("id"))", "nonce": "n", "email": null}"#
        login.responseBody = #"{"success": false, "code": 1001, "message": "no", "result": null}"#
        var redirect = user(302, "")
        redirect.redirectURL = "https://elsewhere.test/"
        let entries = [
            user(200, ok), user(200, ok),
            user(200, #"{"success": true, "code": "200", "result": {"userInfo": {"id": "u"}}}"#),
            user(
                200, #"{"success": true, "result": {"userInfo": {"id": "u", "username": null, "loginTenantId": "x"}}}"#),
            user(502, "<html>\n  bad gateway\n</html>"), user(nil, nil), redirect, login,
            user(200, #"{"success": true, "code": 200, "result": {"userInfo": {"id": "u", "realname": 5}}}"#),
        ]
        let run = try VerifyHarness.run(zing, entries)
        let examples = run.examples
        XCTAssertEqual(examples.components(separatedBy: "captured capture.har entries[0]").count, 2)
        XCTAssertFalse(examples.contains("captured capture.har entries[1]\""), "an identical answer is written once")
        XCTAssertTrue(examples.contains("# capture.har#entries[2] left out: its code is not an integer"), examples)
        XCTAssertTrue(examples.contains("# capture.har#entries[5] left out: the capture holds no answer"), examples)
        XCTAssertTrue(examples.contains("# capture.har#entries[6] left out: a redirect"), examples)
        XCTAssertTrue(examples.contains(#"response: "<html>\n  bad gateway\n</html>""#), examples)
        XCTAssertTrue(examples.contains("expect: { class: connectivity }"), examples)
        XCTAssertTrue(examples.contains("expect: { class: appleTokenInvalid, code: 1001 }"), examples)
        XCTAssertTrue(examples.contains("expect: { class: invalidResponse }"), "a payload that does not decode")
        XCTAssertFalse(examples.contains("\"email\""), "a request the client would not send as is is left out")
        let pasted = ContractPaste.paste(examples, into: try RealContracts.text("zing"))
        let result = ContractLoader.load(text: pasted, file: "contract/zing.yaml")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [], examples)
    }

    static let cookieSession = """
        format: 1
        info: { title: B, module: BAPI, version: "1", date: 2026-01-01, baseURL: "https://api.b.example", generate: false, docs: [b.md] }
        envelopes:
          codes: { style: none, errorCode: code, message: message }
        auth:
          session:
            cookies: [ { name: SESSDATA, secret: true }, DedeUserID ]
            setBy: [login]
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        models:
          Profile: { fields: { mid: { type: int } } }
        endpoints:
          login:
            method: POST
            path: /login
            auth: none
            role: login
            response: { envelope: codes, type: Profile }
        """

    /// A sign-in's captured success is written with the `Set-Cookie` headers that make it one, every value a
    /// placeholder (even the cookie that is not secret), so the example lints clean once pasted.
    func testASignInsSuccessKeepsItsCookiesAsPlaceholdersAndLintsClean() throws {
        let loaded = ContractLoader.load(text: Self.cookieSession, file: "contract/b.yaml")
        let contract = try XCTUnwrap(loaded.contract, loaded.diagnostics.map(\.description).joined(separator: "\n"))
        var login = ExampleTraffic(contract: contract).request(contract.endpoint(named: "login")!)
        login.responseHeaders = [
            ("Set-Cookie", "SESSDATA=\(Planted.value("sess")); Path=/; HttpOnly"),
            ("Set-Cookie", "DedeUserID=\(Planted.value("uid")); Path=/"),
        ]
        login.responseBody = #"{"mid": 1}"#
        let run = try VerifyHarness.run(contract, [login])
        let cookies = #"headers: { Set-Cookie: "SESSDATA=<redacted>; Path=/, DedeUserID=<redacted>; Path=/" }"#
        XCTAssertTrue(run.examples.contains(cookies), run.examples)
        XCTAssertTrue(run.examples.contains("expect: { success: true }"), run.examples)
        let pasted = ContractPaste.paste(run.examples, into: Self.cookieSession)
        let result = ContractLoader.load(text: pasted, file: "contract/b.yaml")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [], pasted)
    }
}
