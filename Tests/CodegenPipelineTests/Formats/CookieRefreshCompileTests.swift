import Foundation
import XCTest

/// A cookie session that a refresh renews (`auth.session.refreshedBy`): the refresh carries the session's cookies and
/// its success sets new ones in `Set-Cookie`, as a sign-in's does. It generates code that compiles warning-free with
/// its example tests; the refresh returns `SignedIn<Payload, Credentials>` (the new cookies), and its example test
/// checks the cookies its answer set.
final class CookieRefreshCompileTests: XCTestCase {
    static let contract = #"""
        format: 1
        info:
          title: Cookie Refresh API
          module: CookieRefreshAPI
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
          Account:
            fields:
              mid: { type: int }
          Renewal:
            fields:
              renewed: { type: bool }
        envelopes:
          standard: { style: code, code: code, successCodes: [0], message: message, payload: data }
        auth:
          session:
            cookies:
              - { name: SESSDATA, secret: true }
              - DedeUserID
            setBy: [login]
            endsBy: [logout]
            refreshedBy: refreshCookie
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
          expired: { invalidatesSession: false, keepsCredentials: true, retryable: false, refreshes: true }
          signedOut: { invalidatesSession: true, keepsCredentials: false, retryable: false, endsIn: unauthenticated }
        errorRules:
          - { code: -101, class: expired }
          - { code: -111, class: signedOut }
          - { otherwise: true, class: failed }
        endpoints:
          login:
            method: POST
            path: /login
            auth: none
            role: login
            body: { json: LoginForm }
            response: { envelope: standard, payload: result, type: Account }
            examples:
              - name: signed in
                headers: { Set-Cookie: "SESSDATA=s1; Path=/; HttpOnly, DedeUserID=42" }
                response: '{"code": 0, "message": "0", "data": {"mid": 42}}'
                expect: { success: true, values: { mid: 42 } }
          refreshCookie:
            method: POST
            path: /cookie/refresh
            role: refresh
            response: { envelope: standard, payload: result, type: Renewal }
            examples:
              - name: renewed
                headers: { Set-Cookie: "SESSDATA=s2; Path=/; HttpOnly, DedeUserID=42" }
                response: '{"code": 0, "message": "0", "data": {"renewed": true}}'
                expect: { success: true, values: { renewed: true } }
              - name: signed out
                response: '{"code": -111, "message": "signed out"}'
                expect: { success: false, class: signedOut }
          account:
            method: GET
            path: /account
            retry: idempotent
            response: { envelope: standard, payload: result, type: Account }
            examples:
              - name: mine
                response: '{"code": 0, "message": "0", "data": {"mid": 42}}'
                expect: { success: true, values: { mid: 42 } }
              - name: expired
                response: '{"code": -101, "message": "expired"}'
                expect: { success: false, class: expired }
          logout:
            method: POST
            path: /logout
            role: logout
            response: { envelope: standard, payload: none }
        """#

    func testTheContractCompilesWarningFreeWithItsTests() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("refresh-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: Self.contract) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testTheRefreshCarriesTheCookiesAndReturnsNewOnes() throws {
        let module = try GeneratedModule(yaml: Self.contract)
        let text = module.moduleFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(
            text.contains("SignedIn<Renewal, CookieRefreshCredentials>"), "the refresh returns the new cookies")
        let tests = module.testFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(
            tests.contains(#"signedIn.credentials.sessdata.reveal() == "s2""#),
            "the refresh's example test checks the cookie its answer set")
    }
}
