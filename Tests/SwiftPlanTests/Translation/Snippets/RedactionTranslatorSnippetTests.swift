import XCTest

@testable import SwiftPlan

/// How secrets become the redaction suite: one test per model with `secret: true` fields, and one for the credentials,
/// each printing a value full of distinctive secrets every way Swift prints and checking none shows; a model's test
/// also checks its `SecretCarrying` conformance lists every secret.
final class RedactionTranslatorSnippetTests: XCTestCase {
    func testAModelWithSecretsIsPrintedWithEverySecretDistinct() throws {
        try assertSnippet(
            contract: """
                models:
                  Login:
                    fields:
                      user: { type: string }
                      password: { type: string, secret: true }
                      note: { type: string, optional: true }
                endpoints:
                  login: { method: POST, path: /login, body: { json: Login }, response: { envelope: bare, payload: none } }
                """,
            member: { $0.redactionSuite?.cases[0] },
            equals: ##"""
                /// Model `Login`: `password` must not show in `description`, `debugDescription` or `dump`, and its `secrets` list
                /// each.
                func testLoginNeverPrintsItsSecrets() throws {
                    let value = try decodeExample(
                        Login.self,
                        from: #"""
                            {
                              "user": "example",
                              "password": "secret-Login-password-do-not-print"
                            }

                            """#)
                    try assertJSON(value, at: "password", equals: "\"secret-Login-password-do-not-print\"", secret: true)
                    let secrets = ["secret-Login-password-do-not-print"]
                    assertNothingShows(value, secrets: secrets)
                    assertCarries(value, secrets: secrets)
                }
                """##)
    }

    func testTheCredentialsAreCheckedToo() throws {
        try assertSnippet(
            contract: """
                identifiers:
                  TenantID: { type: int }
                auth:
                  token: { header: X-Token }
                  tenant: { header: X-Tenant-Id, type: TenantID }
                """,
            member: { $0.redactionSuite?.cases[0] },
            equals: """
                /// The session snapshot `TinyCredentials`: its token must not show when printed.
                func testTinyCredentialsNeverPrintsTheToken() throws {
                    let value = TinyCredentials(token: "secret-credentials-token-do-not-print", tenantID: TenantID(rawValue: 1234))
                    XCTAssertEqual(value.token.reveal(), "secret-credentials-token-do-not-print")
                    let secrets = ["secret-credentials-token-do-not-print"]
                    assertNothingShows(value, secrets: secrets)
                }
                """)
    }

    func testAContractWithoutSecretsHasNoRedactionSuite() throws {
        let plan = try Snippet.plan(
            """
            models:
              Item:
                fields:
                  name: { type: string }
            endpoints:
              item: { method: GET, path: /item, response: { envelope: bare, type: Item } }
            """)
        XCTAssertNil(plan.redactionSuite)
    }
}
