import Foundation
import XCTest

/// A WeChat-style contract: the token in the query string, a secret query parameter, a refresh that sends no token.
/// It generates code that compiles warning-free with its example tests, the secret parameter is a `Secret`, and no
/// generated text builds a query item for the token (the runtime adds it from the credentials).
final class QueryTokenCompileTests: XCTestCase {
    static let contract = #"""
        format: 1
        info:
          title: Query API
          module: QueryAPI
          version: "1"
          date: 2026-12-01
          baseURL: https://api.query.example
          generate: true
          docs: [query.md]
        models:
          Profile:
            fields:
              openid: { type: string }
              nickname: { type: string }
          Tokens:
            fields:
              access_token: { type: string, secret: true }
              refresh_token: { type: string, secret: true }
        envelopes:
          codes: { style: none, errorCode: errcode, message: errmsg }
        auth:
          token: { query: access_token }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        endpoints:
          userInfo:
            method: GET
            path: /sns/userinfo
            query:
              openid: { type: string, doc: The user's id in this app. }
              lang: { type: string, optional: true }
            retry: idempotent
            response: { envelope: codes, type: Profile }
            examples:
              - name: a profile
                response: '{"openid": "o-1", "nickname": "n"}'
                expect: { success: true, values: { nickname: n } }
          refresh:
            method: GET
            path: /sns/oauth2/refresh_token
            auth: none
            role: refresh
            query:
              appid: { type: string }
              grant_type: { type: string, const: refresh_token }
              refresh_token: { type: string, secret: true }
            response: { envelope: codes, type: Tokens }
            examples:
              - name: new tokens
                response: '{"access_token": "a", "refresh_token": "r"}'
                expect: { success: true }
        """#

    func testTheContractCompilesWarningFreeWithItsTests() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("query-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: Self.contract) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testTheSecretParameterIsASecretAndTheTokenIsLeftToTheRuntime() throws {
        let module = try GeneratedModule(yaml: Self.contract)
        let text = module.moduleFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(text.contains("refreshToken: Secret"), "a secret query parameter is a Secret")
        XCTAssertTrue(text.contains(#".secret("refresh_token", refreshToken)"#))
        XCTAssertTrue(text.contains(#"token: .query(name: "access_token")"#))
        XCTAssertFalse(text.contains(#""access_token", "#), "no query item is built for the token")
    }
}
