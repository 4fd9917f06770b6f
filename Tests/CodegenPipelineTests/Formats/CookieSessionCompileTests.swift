import Foundation
import XCTest

/// A bilibili-style contract: the session is three cookies set by the sign-in answer, a CSRF parameter derived from
/// one of them, an endpoint that works signed out. It generates code that compiles warning-free with its example
/// tests (a form field filled from a cookie too: its example test once passed the value as an argument the method does
/// not take); the credentials hold exactly the session's cookies (`Secret`s where secret); the sign-in returns them; the
/// CSRF value is no method argument.
final class CookieSessionCompileTests: XCTestCase {
    static let contract = #"""
        format: 1
        info:
          title: Cookie API
          module: CookieAPI
          version: "1"
          date: 2026-12-01
          baseURL: https://api.cookie.example
          generate: true
          docs: [cookie.md]
        models:
          LoginForm:
            fields:
              username: { type: string }
              password: { type: string, secret: true }
          LoginResult:
            fields:
              mid: { type: int }
          Nav:
            fields:
              isLogin: { type: bool }
          QRPoll:
            fields:
              state: { type: int }
          MusicPoll:
            fields:
              code: { type: int }
              cookie: { type: string, secret: true, optional: true }
        envelopes:
          bare: { style: none }
        auth:
          session:
            cookies:
              - { name: SESSDATA, secret: true }
              - { name: bili_jct, secret: true }
              - DedeUserID
            setBy:
              - login
              - { endpoint: pollQR, when: { field: state, equals: 0 } }
              - { endpoint: pollMusic, when: { field: code, equals: 803 }, from: { field: cookie } }
            endsBy: [logout]
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        endpoints:
          login:
            method: POST
            path: /login
            auth: none
            role: login
            body: { json: LoginForm }
            response: { envelope: bare, payload: body, type: LoginResult }
            examples:
              - name: signed in
                headers:
                  Set-Cookie: "SESSDATA=s%2C1; Path=/; HttpOnly, bili_jct=c1; Expires=Wed, 21 Oct 2037 07:28:00 GMT, DedeUserID=42"
                response: '{"mid": 42}'
                expect: { success: true, values: { mid: 42 } }
          pollQR:
            method: GET
            path: /qr/poll
            auth: none
            response: { envelope: bare, payload: body, type: QRPoll }
            examples:
              - name: waiting
                response: '{"state": 86101}'
                expect: { success: true, values: { state: 86101 } }
              - name: confirmed
                headers: { Set-Cookie: "SESSDATA=q1, bili_jct=q2, DedeUserID=9" }
                response: '{"state": 0}'
                expect: { success: true, values: { state: 0 } }
          pollMusic:
            method: GET
            path: /music/qr/poll
            auth: none
            response: { envelope: bare, payload: body, type: MusicPoll }
            examples:
              - name: scanned
                response: '{"code": 802}'
                expect: { success: true, values: { code: 802 } }
              - name: signed in
                response: '{"code": 803, "cookie": "SESSDATA=m1; Max-Age=60; Path=/;;bili_jct=m2;;DedeUserID=7"}'
                expect: { success: true, values: { code: 803 } }
          nav:
            method: GET
            path: /nav
            auth: optional
            retry: idempotent
            response: { envelope: bare, payload: body, type: Nav }
            examples:
              - name: signed out
                signedIn: false
                response: '{"isLogin": false}'
                expect: { success: true, values: { isLogin: false } }
              - name: signed in
                signedIn: true
                response: '{"isLogin": true}'
                expect: { success: true, values: { isLogin: true } }
          like:
            method: POST
            path: /like
            query:
              aid: { type: int }
              csrf: { type: string, from: { cookie: bili_jct } }
            response: { envelope: bare, payload: none }
            examples:
              - name: liked
                response: '{}'
                expect: { success: true }
          coin:
            method: POST
            path: /coin
            body:
              form:
                fields:
                  aid: { type: int }
                  csrf: { type: string, from: { cookie: bili_jct } }
            response: { envelope: bare, payload: none }
            examples:
              - name: coined
                response: '{}'
                expect: { success: true }
          logout:
            method: POST
            path: /logout
            role: logout
            body:
              multipart:
                file: attachment
                fields:
                  biliCSRF: { type: string, from: { cookie: bili_jct } }
            response: { envelope: bare, payload: none }
        """#

    func testTheContractCompilesWarningFreeWithItsTests() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cookie-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: Self.contract) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testWithATenantHeaderTheContractStillCompiles() throws {
        let withTenant = Self.contract
            .replacingOccurrences(
                of: "models:\n", with: "identifiers:\n  TenantID: { type: int, wire: [int] }\nmodels:\n"
            )
            .replacingOccurrences(
                of: "    endsBy: [logout]\n",
                with: "    endsBy: [logout]\n  tenant: { header: X-Tenant-Id, type: TenantID, omitWhen: 0 }\n")
        XCTAssertTrue(withTenant.contains("X-Tenant-Id") && withTenant.contains("identifiers:"))
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cookie-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: withTenant) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
        let text = try GeneratedModule(yaml: withTenant).moduleFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(text.contains("public var tenantID: TenantID?"))
        XCTAssertTrue(text.contains("tenant: tenantID?.description"))
    }

    func testTheCredentialsHoldTheCookiesAndTheSignInReturnsThem() throws {
        let module = try GeneratedModule(yaml: Self.contract)
        let text = module.moduleFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(text.contains("public var sessdata: Secret"), "a secret cookie is a Secret")
        XCTAssertTrue(text.contains("public var biliJct: Secret"))
        XCTAssertTrue(text.contains("public var dedeUserID: String"), "a cookie that is no secret is text")
        XCTAssertFalse(text.contains("public var token: Secret"), "a cookie session has no token")
        XCTAssertTrue(text.contains("SignedIn<LoginResult, CookieCredentials>"), "the sign-in returns the session")
        XCTAssertTrue(text.contains("core.callForSignIn("))
        XCTAssertTrue(text.contains(#".secret("csrf", credentials.biliJct)"#), "the CSRF value comes from the cookie")
        XCTAssertTrue(text.contains(#"form.addField(name: "biliCSRF", secret: credentials.biliJct)"#))
        XCTAssertFalse(text.contains("csrf: String"), "the app never passes the CSRF value")
        XCTAssertTrue(
            text.contains("credentials: CookieCredentials? = nil"), "optional auth takes optional credentials")
        XCTAssertTrue(text.contains(#"CookieSession.Cookie(name: "SESSDATA", isSecret: true)"#))
        let tests = module.testFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(
            tests.contains(#"signedIn.credentials.sessdata.reveal() == "s%2C1""#),
            "the sign-in's example test checks the cookie its answer set")
        XCTAssertTrue(tests.contains(#"signedIn.credentials.dedeUserID == "42""#))
    }

    func testAPolledSignInReturnsCredentialsOnlyFromTheAnswerThatSignsIn() throws {
        let module = try GeneratedModule(yaml: Self.contract)
        let text = module.moduleFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(text.contains("SignInProgress<QRPoll, CookieCredentials>"), "a polled sign-in may not sign in")
        XCTAssertTrue(text.contains("SignInProgress<MusicPoll, CookieCredentials>"))
        XCTAssertTrue(text.contains("core.callForPolledSignIn("))
        XCTAssertTrue(text.contains(#"from: .field("cookie")"#), "the cookies come from the payload field")
        XCTAssertTrue(text.contains(#"when: PayloadTest(field: "code", in: [803])"#))
        XCTAssertTrue(text.contains("guard let cookies = answer.cookies else {"))
        let tests = module.testFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(tests.contains("XCTAssertNil(signedIn.credentials"), "a waiting answer returns no credentials")
        XCTAssertTrue(tests.contains(#"credentials.sessdata.reveal() == "m1""#), "the cookies read from the field")
        XCTAssertTrue(tests.contains(#"credentials.sessdata.reveal() == "q1""#))
    }
}
