import XCTest

@testable import SwiftPlan

/// How the contract's facts become `<Prefix>Contract`, which the runtime reads: the envelope, the header policy, the
/// retry policy and the response size limit.
final class ContractTypeTranslationSnippetTests: XCTestCase {
    func testTheInfoBecomesTheContractsNamesAndBaseURL() throws {
        try assertSnippet(
            contract: """
                info:
                  { title: Tiny, module: TinyAPI, version: "1.2", date: 2026-01-01, generate: false, docs: [tiny.md],
                    baseURL: "https://api.example.com" }
                """,
            member: { [$0.contract.title, $0.contract.docVersion, $0.contract.docDate, $0.contract.defaultBaseURL] },
            equals: """
                /// The API's name.
                public static let title = "Tiny"
                /// The version of the docs the contract transcribes.
                public static let docVersion = "1.2"
                /// The date of that version of the docs.
                public static let docDate = "2026-01-01"
                /// The documented base URL (checked when the contract was linted).
                public static let defaultBaseURL = URL(string: "https://api.example.com")!
                """)
    }

    func testAFlagEnvelopeNamesItsWireFields() throws {
        try assertSnippet(
            contract: """
                envelopes:
                  standard:
                    { style: flag, success: success, code: code, message: message, payload: result, successCodes: [0, 200] }
                endpoints:
                  ping: { method: GET, path: /ping, response: { envelope: standard, payload: none } }
                """,
            member: { $0.contract.envelopes[0] },
            equals: """
                /// Envelope `standard`: how responses wrap their payload and how success is decided.
                public static let standardEnvelope = EnvelopeFormat(
                    style: .flag,
                    successField: "success",
                    codeField: "code",
                    messageField: "message",
                    payloadField: "result"
                )
                """)
    }

    func testACodeEnvelopeNamesItsSuccessCodesAndNestedFields() throws {
        try assertSnippet(
            contract: """
                envelopes:
                  wechat: { style: code, code: errcode, successCodes: [0], successWithoutCode: true, message: errmsg }
                  cloud:
                    style: code
                    code: Response.Error.Code
                    codeType: string
                    successWithoutCode: true
                    message: Response.Error.Message
                    payload: Response
                endpoints:
                  ping: { method: GET, path: /ping, response: { envelope: wechat, payload: none } }
                  pong: { method: GET, path: /pong, response: { envelope: cloud, payload: none } }
                """,
            member: { $0.contract.envelopes[1] },
            equals: """
                /// Envelope `cloud`: how responses wrap their payload and how success is decided.
                public static let cloudEnvelope = EnvelopeFormat(
                    style: .code,
                    codeField: "Response.Error.Code",
                    codeKind: .string,
                    messageField: "Response.Error.Message",
                    payloadField: "Response",
                    successWithoutCode: true
                )
                """)
    }

    func testABareEnvelopeHasNoStyle() throws {
        try assertSnippet(
            contract: """
                envelopes:
                  bare: { style: none, errorCode: error, message: message }
                """,
            member: { $0.contract.envelopes[0] },
            equals: """
                /// Envelope `bare`: how responses wrap their payload and how success is decided.
                public static let bareEnvelope = EnvelopeFormat(
                    style: .none,
                    errorCodeField: "error",
                    messageField: "message"
                )
                """)
    }

    func testTheHeaderPolicyListsHeadersAndTheCredentialHeaders() throws {
        try assertSnippet(
            contract: """
                identifiers:
                  TenantID: { type: int }
                auth:
                  token: { header: Authorization, scheme: Bearer }
                  tenant: { header: X-Tenant-Id, type: TenantID, omitWhen: 0 }
                headers:
                  always: { Accept: application/json }
                  jsonBody: { Content-Type: application/json }
                  never: [X-Forwarded-For]
                """,
            member: { $0.contract.headerPolicy },
            equals: """
                /// Headers always sent, sent with JSON bodies, never sent, and the ones that carry credentials.
                public static let headerPolicy = HeaderPolicy(
                    always: [HTTPHeader(name: "Accept", value: "application/json")],
                    jsonBody: [HTTPHeader(name: "Content-Type", value: "application/json")],
                    never: ["X-Forwarded-For"],
                    token: .header(name: "Authorization", scheme: "Bearer"),
                    tenantHeader: "X-Tenant-Id",
                    tenantOmittedValue: "0"
                )
                """)
    }

    func testATokenInTheQueryIsPlacedThere() throws {
        try assertSnippet(
            contract: """
                auth:
                  token: { query: access_token }
                """,
            member: { $0.contract.headerPolicy },
            equals: """
                /// Headers always sent, sent with JSON bodies, never sent, and the ones that carry credentials.
                public static let headerPolicy = HeaderPolicy(
                    always: [],
                    jsonBody: [],
                    never: [],
                    token: .query(name: "access_token")
                )
                """)
    }

    func testTheRetryPolicyIsInDurations() throws {
        try assertSnippet(
            contract: """
                retry:
                  maxAttempts: 4
                  baseDelay: 0.25
                  maxDelay: 8
                  retryAfterCap: 30
                  policy:
                    maxAttempts: The docs give no count.
                """,
            member: { $0.contract.retryPolicy },
            equals: """
                /// The bounded retry policy of idempotent reads.
                ///
                /// - Note: `maxAttempts` 4 is client policy, not from the docs: The docs give no count.
                public static let retryPolicy = RetryPolicy(
                    maxAttempts: 4,
                    baseDelay: .milliseconds(250),
                    maxDelay: .seconds(8),
                    retryAfterCap: .seconds(30)
                )
                """)
    }

    func testTheResponseSizeLimitIsClientPolicy() throws {
        try assertSnippet(
            contract: """
                clientPolicy:
                  maxResponseBytes: 65536
                errorRules:
                  - { transport: responseTooLarge, class: failed }
                  - { otherwise: true, class: failed }
                """,
            member: { $0.contract.maxResponseBytes },
            equals: """
                /// The response size limit in bytes (after decompression) of endpoints without their own: client policy, not a fact
                /// of the docs. A larger answer is refused while it arrives.
                public static let maxResponseBytes = 65_536
                """)
    }

    func testTheModulesAccessLevelIsEveryAPIDeclarationsModifier() throws {
        try assertSnippet(
            contract: """
                info:
                  { title: Tiny, module: TinyAPI, version: "1", date: 2026-01-01, generate: false, docs: [tiny.md],
                    accessLevel: package }
                """,
            member: { [$0.contract.title, $0.client.client.core] },
            equals: """
                /// The API's name.
                package static let title = "Tiny"
                /// The shared runtime that sends requests and reads answers by the contract's rules.
                var core: APIClientCore<TinyContract>
                """)
    }
}
