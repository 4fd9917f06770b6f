import XCTest

@testable import SwiftPlan

/// How each example becomes a generated test that sends it through the client over an `ExampleTransport`: a success
/// checks the payload's expected values, a failure the error's class and codes, and a request example the body sent.
final class ExampleTranslatorSnippetTests: XCTestCase {
    private static let envelope = """
        envelopes:
          standard: { style: flag, success: success, code: code, message: message, payload: result }

        """

    func testASuccessExampleChecksTheExpectedValuesThroughTheTypedPayload() throws {
        try assertSnippet(
            contract: Self.envelope + """
                identifiers:
                  ItemID: { type: int, wire: [int, numericString] }
                models:
                  Item:
                    fields:
                      id: { type: ItemID }
                      name: { type: string, optional: true }
                endpoints:
                  item:
                    method: GET
                    path: /items/{itemId}
                    params: { itemId: { type: ItemID } }
                    response: { envelope: standard, type: Item }
                    examples:
                      - name: one item
                        source: tiny.md#6
                        response: '{"success": true, "code": 200, "result": {"id": "7", "name": "pen"}}'
                        expect: { success: true, values: { id: 7, name: pen } }
                """,
            member: { $0.exampleSuites[0].cases[0] },
            equals: """
                /// Example 'one item' (tiny.md#6).
                func testOneItem() async throws {
                    let example = TinyExamples.Item.oneItem
                    let transport = ExampleTransport(replaying: example)
                    let client = TinyClient(baseURL: exampleBaseURL, transport: transport, sleeper: ImmediateSleeper())
                    let payload = try await client.item(itemID: ItemID(rawValue: 1234))
                    XCTAssertEqual(payload.id.rawValue, 7)
                    XCTAssertEqual(payload.name, "pen")
                    XCTAssertEqual(transport.served.first, example)
                }
                """)
    }

    func testAFailureExampleChecksTheClassAndCode() throws {
        try assertSnippet(
            contract: Self.envelope + """
                errorClasses:
                  failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
                  notFound: { invalidatesSession: false, keepsCredentials: true, retryable: false }
                errorRules:
                  - { code: 404, class: notFound }
                  - { otherwise: true, class: failed }
                endpoints:
                  ping:
                    method: GET
                    path: /ping
                    response: { envelope: standard, payload: none }
                    examples:
                      - name: gone
                        constructed: true
                        response: '{"success": false, "code": 404, "message": "no"}'
                        expect: { class: notFound, code: 404 }
                """,
            member: { $0.exampleSuites[0].cases[0] },
            equals: #"""
                /// Example 'gone', constructed from the docs' tables.
                func testGone() async throws {
                    let example = TinyExamples.Ping.gone
                    let transport = ExampleTransport(replaying: example)
                    let client = TinyClient(baseURL: exampleBaseURL, transport: transport, sleeper: ImmediateSleeper())
                    do {
                        _ = try await client.ping()
                        XCTFail("expected notFound")
                    } catch {
                        XCTAssertEqual(error.errorClass, .notFound, "\(error)")
                        XCTAssertEqual(error.code, 404)
                    }
                    XCTAssertEqual(transport.served.first, example)
                }
                """#)
    }

    func testARequestExampleIsSentAndComparedWithTheBodySent() throws {
        try assertSnippet(
            contract: Self.envelope + """
                models:
                  Login:
                    fields:
                      user: { type: string }
                      password: { type: string, secret: true }
                endpoints:
                  login:
                    method: POST
                    path: /login
                    body: { json: Login }
                    response: { envelope: standard, payload: none }
                    examples:
                      - name: signed in
                        request: '{"user": "ann", "password": "pw"}'
                        response: '{"success": true, "code": 200}'
                        expect: { success: true }
                """,
            member: { $0.exampleSuites[0].cases[0] },
            equals: """
                /// Example 'signed in'.
                func testSignedIn() async throws {
                    let example = TinyExamples.Login.signedIn
                    let transport = ExampleTransport(replaying: example)
                    let client = TinyClient(baseURL: exampleBaseURL, transport: transport, sleeper: ImmediateSleeper())
                    let requestJSON = try XCTUnwrap(example.requestBody)
                    let body = try decodeExample(Login.self, from: requestJSON)
                    _ = try await client.login(body)
                    XCTAssertEqual(transport.served.first, example)
                    try XCTUnwrap(transport.recorded.first).expect(jsonBody: requestJSON)
                }
                """)
    }

    func testAUnionExampleChecksTheCaseItsKeySelects() throws {
        try assertSnippet(
            contract: """
                models:
                  Session:
                    fields:
                      accessToken: { type: string, secret: true }
                  Redirect:
                    fields:
                      redirectUri: { type: string }
                unions:
                  Outcome:
                    variants:
                      - { name: session, type: Session, when: accessToken }
                      - { name: redirect, type: Redirect, when: redirectUri }
                endpoints:
                  login:
                    method: POST
                    path: /login
                    response: { envelope: bare, type: Outcome }
                    examples:
                      - name: direct session
                        response: '{"accessToken": "at-1"}'
                        expect: { success: true, values: { accessToken: at-1 } }
                """,
            member: { $0.exampleSuites[0].cases[0] },
            equals: """
                /// Example 'direct session'.
                func testDirectSession() async throws {
                    let example = TinyExamples.Login.directSession
                    let transport = ExampleTransport(replaying: example)
                    let client = TinyClient(baseURL: exampleBaseURL, transport: transport, sleeper: ImmediateSleeper())
                    let payload = try await client.login()
                    guard case .session(let variant) = payload else {
                        return XCTFail("expected the union case 'session'")
                    }
                    XCTAssertEqual(variant.accessToken, Secret("at-1"))
                    XCTAssertEqual(transport.served.first, example)
                }
                """)
    }

    func testATestOfADeprecatedEndpointIsDeprecatedItself() throws {
        try assertSnippet(
            contract: """
                endpoints:
                  oldPing:
                    method: GET
                    path: /old/ping
                    deprecated: { since: "1.1", note: Gone. }
                    response: { envelope: bare, payload: none }
                    examples:
                      - { name: pong, response: '{}', expect: { success: true } }
                """,
            member: { $0.exampleSuites[0].cases[0] },
            equals: """
                /// Example 'pong'.
                @available(*, deprecated, message: "Tests deprecated API.")
                func testPong() async throws {
                    let example = TinyExamples.OldPing.pong
                    let transport = ExampleTransport(replaying: example)
                    let client = TinyClient(baseURL: exampleBaseURL, transport: transport, sleeper: ImmediateSleeper())
                    _ = try await client.oldPing()
                    XCTAssertEqual(transport.served.first, example)
                }
                """)
    }

    func testTheSuiteIsAnXCTestCaseNamedAfterTheEndpoint() throws {
        try assertSnippet(
            contract: """
                endpoints:
                  ping:
                    method: GET
                    path: /ping
                    response: { envelope: bare, payload: none }
                    examples:
                      - { name: pong, response: '{}', expect: { success: true } }
                """,
            column: 0,
            member: { $0.exampleSuites[0].declaration },
            equals: """
                /// The examples of endpoint `ping` in `contract/tiny.yaml`, each run through the generated client over an
                /// `ExampleTransport`.
                nonisolated final class PingExamplesTests: XCTestCase
                """)
    }
}
