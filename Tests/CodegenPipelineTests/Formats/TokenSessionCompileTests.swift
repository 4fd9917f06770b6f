import Foundation
import XCTest

/// A token session with a life (`auth.token.setBy`, `endsBy`) generates code that compiles warning-free with its example
/// tests: a sign-in that returns `SignedIn` with the token of its payload field, a polled one (`when:`) that returns
/// `SignInProgress` until the answer that signs in, with a tenant (whose credentials start without one) and a token in
/// the query.
final class TokenSessionCompileTests: XCTestCase {
    static let contract = #"""
        format: 1
        info:
          title: Token API
          module: TokenAPI
          version: "1"
          date: 2026-12-07
          baseURL: https://api.token.example
          generate: true
          docs: [token.md]
        identifiers:
          TenantID: { type: int, wire: [int, numericString] }
        models:
          LoginForm:
            fields:
              username: { type: string }
              password: { type: string, secret: true }
          SignIn:
            fields:
              token: { type: string, secret: true }
          Poll:
            fields:
              state: { type: int }
              session: { type: PollSession, optional: true }
          PollSession:
            fields:
              token: { type: string, secret: true }
        envelopes:
          wrapped: { style: code, code: code, successCodes: [0], message: msg, payload: data }
        auth:
          token:
            query: access_token
            setBy:
              - { endpoint: login, from: { field: token } }
              - { endpoint: poll, when: { field: state, equals: 2 }, from: { field: session.token } }
            endsBy: [logout]
          tenant: { header: X-Tenant, type: TenantID }
        errorClasses:
          expired: { invalidatesSession: true, keepsCredentials: false, retryable: false }
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { code: 401, when: authenticated, class: expired }
          - { otherwise: true, class: failed }
        endpoints:
          login:
            method: POST
            path: /login
            auth: none
            role: login
            body: { json: LoginForm }
            response: { envelope: wrapped, payload: result, type: SignIn }
            examples:
              - name: signed in
                request: '{"username": "a", "password": "p"}'
                response: '{"code": 0, "data": {"token": "t-1"}}'
                expect: { success: true }
              - name: no token
                request: '{"username": "a", "password": "p"}'
                response: '{"code": 0, "data": {"token": ""}}'
                expect: { class: failed }
          poll:
            method: GET
            path: /poll
            auth: none
            response: { envelope: wrapped, payload: result, type: Poll }
            examples:
              - name: waiting
                response: '{"code": 0, "data": {"state": 1}}'
                expect: { success: true }
              - name: confirmed
                response: '{"code": 0, "data": {"state": 2, "session": {"token": "t-2"}}}'
                expect: { success: true }
          profile:
            method: GET
            path: /profile
            response: { envelope: wrapped, payload: none }
            examples:
              - name: expired
                response: '{"code": 401, "msg": "expired"}'
                expect: { class: expired, code: 401 }
          logout:
            method: POST
            path: /logout
            role: logout
            response: { envelope: wrapped, payload: none }
        """#

    func testTheContractCompilesWarningFreeWithItsExampleTests() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("token-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: Self.contract) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testTheSignInsHandBackTheCredentials() throws {
        let module = try GeneratedModule(yaml: Self.contract)
        let text = module.moduleFiles.map(\.contents).joined(separator: "\n")
        for line in [
            ") async throws(TokenError) -> SignedIn<SignIn, TokenCredentials> {",
            ") async throws(TokenError) -> SignInProgress<Poll, TokenCredentials> {",
            // What the sign-in's answer hands out is its operation's spec, as every tool reads it.
            "issuesToken: true,",
            #"signInDelivery: SignInDelivery(from: .field("session.token"), when: PayloadTest(field: "state", in: [2]))"#,
            "guard let issuedToken = answer.token else {",
            "credentials: TokenCredentials(token: answer.token, tenantID: nil)",
            "credentials: TokenCredentials(token: issuedToken, tenantID: nil)",
        ] {
            XCTAssertTrue(text.contains(line), line)
        }
        let tests = module.testFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(tests.contains(#"credentials.token.reveal() == "t-2""#), "the confirmed poll's token is checked")
        XCTAssertTrue(tests.contains("an answer that does not sign in returns no credentials"))
    }
}
