import Contract
import ContractVerify
import XCTest

/// A cookie session: `verify` checks that a request to an authenticated endpoint carries every session cookie and a
/// sign-in none, and treats the cookies, the `Set-Cookie` values and the CSRF parameter derived from a cookie as
/// secrets in every output (the harness scans each for the planted marker), even when the server echoes them.
final class CookieSessionSecretTests: XCTestCase {
    static let contractText = """
        format: 1
        info: { title: B, module: BAPI, version: "1", date: 2026-01-01, baseURL: "https://api.b.example", generate: false, docs: [b.md] }
        envelopes:
          codes: { style: none, errorCode: code, message: message }
        auth:
          session:
            cookies: [ { name: SESSDATA, secret: true }, { name: bili_jct, secret: true }, DedeUserID ]
            setBy: [login]
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        models:
          Profile: { fields: { mid: { type: int } } }
        endpoints:
          login: { method: POST, path: /login, auth: none, role: login, response: { envelope: codes, type: Profile } }
          like:
            method: POST
            path: /like
            query:
              aid: { type: int }
              csrf: { type: string, from: { cookie: bili_jct } }
            response: { envelope: codes, payload: none }
          coin:
            method: POST
            path: /coin
            body:
              form:
                fields:
                  aid: { type: int }
                  csrf: { type: string, from: { cookie: bili_jct } }
            response: { envelope: codes, payload: none }
          cover:
            method: POST
            path: /cover
            body:
              multipart:
                file: photo
                fields:
                  csrf: { type: string, from: { cookie: bili_jct } }
            response: { envelope: codes, payload: none }
        """

    private var contract: Contract!
    private var traffic: ExampleTraffic!

    override func setUpWithError() throws {
        let loaded = ContractLoader.load(text: Self.contractText, file: "contract/b.yaml")
        contract = try XCTUnwrap(loaded.contract, loaded.diagnostics.map(\.description).joined(separator: "\n"))
        traffic = ExampleTraffic(contract: contract)
    }

    private var cookieHeader: String {
        "SESSDATA=\(Planted.value("sess")); bili_jct=\(Planted.value("csrf")); DedeUserID=\(Planted.value("uid"))"
    }

    private func like(cookie: String) -> EntrySpec {
        var like = traffic.request(traffic.endpoint("like"))
        like.url = like.url.replacingOccurrences(of: "csrf=sample", with: "csrf=\(Planted.value("csrf"))")
        like.headers.append(("Cookie", cookie))
        like.responseBody = #"{"code": 0, "message": "ok \#(Planted.value("sess"))"}"#
        return like
    }

    func testAConformingSessionHasNoFindingAndNoOutputShowsACookie() throws {
        var login = traffic.request(traffic.endpoint("login"))
        login.responseHeaders = [
            ("Set-Cookie", "SESSDATA=\(Planted.value("sess")); Path=/; HttpOnly"),
            ("set-cookie", "bili_jct=\(Planted.value("csrf")); Expires=Wed, 21 Oct 2037 07:28:00 GMT"),
        ]
        login.responseBody = #"{"mid": 1}"#
        let run = try VerifyHarness.run(contract, [login, like(cookie: cookieHeader)])
        XCTAssertEqual(run.findings("request-token-missing"), [], run.text)
        XCTAssertEqual(run.findings("request-token-unexpected"), [], run.text)
        XCTAssertEqual(run.findings("request-query-invalid"), [], run.text)
    }

    func testAMissingSessionCookieIsReportedByName() throws {
        let run = try VerifyHarness.run(contract, [like(cookie: "SESSDATA=\(Planted.value("sess")); DedeUserID=1")])
        let finding = try run.single("request-token-missing")
        XCTAssertTrue(finding.message.hasPrefix("has no bili_jct cookie"), finding.message)
    }

    func testASignInThatCarriesTheSessionIsReported() throws {
        var login = traffic.request(traffic.endpoint("login"))
        login.headers.append(("Cookie", cookieHeader))
        login.responseBody = #"{"mid": 1}"#
        let run = try VerifyHarness.run(contract, [login])
        let finding = try run.single("request-token-unexpected")
        XCTAssertTrue(finding.message.contains("SESSDATA, bili_jct, DedeUserID"), finding.message)
    }

    /// A form field filled from a secret cookie is a secret too, even in a capture saved without its cookies (a
    /// browser's sanitized HAR): the answer that echoes it is written to `--examples` with the placeholder, and no
    /// other output shows it (the harness scans them all).
    func testAFormFieldFromACookieIsASecretInEveryOutput() throws {
        var coin = traffic.request(traffic.endpoint("coin"), body: "aid=1&csrf=\(Planted.value("csrf"))")
        coin.cookies = []
        coin.responseBody = #"{"code": 0, "message": "ok \#(Planted.value("csrf"))"}"#
        let run = try VerifyHarness.run(contract, [coin])
        XCTAssertTrue(run.examples.contains("ok <redacted>"), run.examples)
    }

    func testAMultipartTextFieldFromACookieIsASecretInEveryOutput() throws {
        var cover = traffic.request(traffic.endpoint("cover"))
        cover.formFields = [
            HARFormField(name: "photo", fileName: "p.jpg", contentType: "image/jpeg"),
            HARFormField(name: "csrf", value: Planted.value("csrf")),
        ]
        cover.cookies = []
        cover.responseBody = #"{"code": 0, "message": "ok \#(Planted.value("csrf"))"}"#
        let run = try VerifyHarness.run(contract, [cover])
        XCTAssertTrue(run.examples.contains("ok <redacted>"), run.examples)
    }
}
