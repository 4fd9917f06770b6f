import XCTest

@testable import SwiftPlan

/// How the contract's examples become data in the `<Module>Examples` module: a `ContractExample` constant per
/// example in an enum per endpoint, and the lists `ExampleTransport` replays.
final class ExamplesTranslatorSnippetTests: XCTestCase {
    private static let examples = """
        envelopes:
          standard: { style: flag, success: success, code: code, message: message, payload: result }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
          rateLimited: { invalidatesSession: false, keepsCredentials: true, retryable: true }
        errorRules:
          - { http: 429, class: rateLimited }
          - { otherwise: true, class: failed }
        models:
          Greeting:
            fields:
              text: { type: string }
        endpoints:
          greet:
            method: POST
            path: /greet
            body: { json: Greeting }
            response: { envelope: standard, type: Greeting }
            examples:
              - name: a greeting
                source: tiny.md#5
                request: '{"text": "hi"}'
                response: '{"success": true, "code": 200, "result": {"text": "hello"}}'
                expect: { success: true, values: { text: hello } }
              - name: slow down
                constructed: true
                status: 429
                headers: { Retry-After: "2" }
                response: 'Too many requests'
                expect: { class: rateLimited }
        """

    func testASuccessExampleIsAConstantWithItsRequestAndResponse() throws {
        try assertSnippet(
            contract: Self.examples, column: 8, member: { $0.examples.endpoints[0].examples[0] },
            equals: #"""
                /// Example 'a greeting': HTTP 200, a success (tiny.md#5).
                public static let aGreeting = ContractExample(
                    endpoint: "greet",
                    name: "a greeting",
                    method: .post,
                    path: "/greet",
                    status: 200,
                    body: "{\"success\": true, \"code\": 200, \"result\": {\"text\": \"hello\"}}",
                    requestBody: "{\"text\": \"hi\"}"
                )
                """#)
    }

    func testAFailureExampleKeepsItsStatusAndHeaders() throws {
        try assertSnippet(
            contract: Self.examples, column: 8, member: { $0.examples.endpoints[0].examples[1] },
            equals: """
                /// Example 'slow down', constructed from the docs' tables: HTTP 429, a failure of class `rateLimited`.
                public static let slowDown = ContractExample(
                    endpoint: "greet",
                    name: "slow down",
                    method: .post,
                    path: "/greet",
                    status: 429,
                    headers: [HTTPHeader(name: "Retry-After", value: "2")],
                    body: "Too many requests"
                )
                """)
    }

    func testEachEndpointIsAnEnumListingItsExamples() throws {
        try assertSnippet(
            contract: Self.examples,
            member: { [$0.examples.endpoints[0].declaration, $0.examples.endpoints[0].all] },
            equals: """
                /// The examples of endpoint `greet` (`POST /greet`).
                public nonisolated enum Greet
                /// The examples of this endpoint, in contract order.
                public static let all: [ContractExample] = [aGreeting, slowDown]
                """)
    }
}
