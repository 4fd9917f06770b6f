import Contract
import XCTest

@testable import ContractDraft

/// Under a document-wide `security`, the operations a signed-out user calls (signing in, its captcha and SMS code,
/// whatever hands out the token) are drafted `auth: none` with a guess: a generated `login` must not need a token.
final class SignedOutOperationTests: XCTestCase {
    private static let document = ##"""
        openapi: 3.0.1
        info: { title: Jeecg, version: v1 }
        servers: [ { url: "https://fleet.example.com/jeecg-boot" } ]
        security:
          - X-Access-Token: []
        paths:
          /sys/login:
            post:
              operationId: login
              requestBody:
                content:
                  application/json:
                    schema: { $ref: "#/components/schemas/LoginBody" }
              responses:
                "200": { description: OK, content: { "*/*": { schema: { $ref: "#/components/schemas/ResultLogin" } } } }
          /sys/randomImage/{key}:
            get:
              operationId: randomImage
              parameters: [ { name: key, in: path, required: true, schema: { type: string } } ]
              responses:
                "200": { description: OK, content: { "*/*": { schema: { $ref: "#/components/schemas/ResultText" } } } }
          /sys/sms:
            post:
              operationId: sms
              requestBody:
                content: { application/json: { schema: { $ref: "#/components/schemas/SmsBody" } } }
              responses:
                "200": { description: OK, content: { "*/*": { schema: { $ref: "#/components/schemas/ResultText" } } } }
          /sys/grant:
            post:
              operationId: grant
              responses:
                "200": { description: OK, content: { "*/*": { schema: { $ref: "#/components/schemas/ResultLogin" } } } }
          /sys/user/info:
            get:
              operationId: getUserInfo
              responses:
                "200": { description: OK, content: { "*/*": { schema: { $ref: "#/components/schemas/ResultText" } } } }
        components:
          securitySchemes:
            X-Access-Token: { type: apiKey, name: X-Access-Token, in: header }
          schemas:
            LoginBody:
              type: object
              properties: { username: { type: string }, password: { type: string }, captcha: { type: string } }
            SmsBody:
              type: object
              properties: { mobile: { type: string } }
            LoginResult:
              type: object
              properties: { token: { type: string }, realname: { type: string } }
            ResultLogin:
              type: object
              properties:
                success: { type: boolean }
                message: { type: string }
                code: { type: integer }
                result: { $ref: "#/components/schemas/LoginResult" }
                timestamp: { type: integer, format: int64 }
            ResultText:
              type: object
              properties:
                success: { type: boolean }
                message: { type: string }
                code: { type: integer }
                result: { type: string }
                timestamp: { type: integer, format: int64 }
        """##

    func testSignInAndWhatComesBeforeItAreSignedOutWithAGuess() throws {
        let harness = try DraftHarness()
        let rendered = harness.rendered(try harness.draft(openAPI: Self.document))
        let contract = try XCTUnwrap(rendered.lint.contract)
        for name in ["login", "randomImage", "sms"] {
            XCTAssertEqual(contract.endpoint(named: name)?.auth, Endpoint.Auth.none, name)
        }
        XCTAssertEqual(contract.endpoint(named: "grant")?.auth, Endpoint.Auth.none, "its answer hands out the token")
        XCTAssertEqual(contract.endpoint(named: "getUserInfo")?.auth, .token)
        XCTAssertEqual(contract.endpoint(named: "login")?.role, .login)
        XCTAssertTrue(rendered.text.contains("which a signed-out user calls"), rendered.text)
        XCTAssertTrue(rendered.text.contains("its answer hands out a credential"), rendered.text)
    }
}
