import XCTest

@testable import SwiftPlan

/// How an endpoint becomes an operation constant (its fixed request facts) and a client method that prepares the
/// request and calls the runtime.
final class EndpointTranslatorSnippetTests: XCTestCase {
    /// The generator once read every endpoint with the contract's first envelope (`APIContract.envelope`); each
    /// endpoint's spec now names its own.
    func testEachEndpointsSpecNamesItsOwnEnvelope() throws {
        try assertSnippet(
            contract: """
                envelopes:
                  standard: { style: flag, success: success, payload: result }
                  wechat: { style: code, code: errcode, successCodes: [0], successWithoutCode: true }
                endpoints:
                  info: { method: GET, path: /info, response: { envelope: wechat, payload: none } }
                """,
            member: { $0.endpoints[0].operationExtension.operation },
            equals: """
                /// `GET /info`: sends no token; never retried automatically.
                public static let info = TinyOperation(
                    spec: EndpointSpec(
                        name: "info",
                        method: .get,
                        path: "/info",
                        carriesToken: false,
                        sendsTenant: false,
                        role: .read,
                        retry: .never,
                        envelope: TinyContract.wechatEnvelope,
                        payload: .nothing
                    )
                )
                """)
    }

    func testTheOperationHoldsTheEndpointsFixedFacts() throws {
        try assertSnippet(
            contract: """
                endpoints:
                  ping:
                    method: GET
                    path: /ping
                    doc: Checks the server is up.
                    response: { envelope: bare, payload: none }
                """,
            member: { $0.endpoints[0].operationExtension.operation },
            equals: """
                /// `GET /ping`: sends no token; never retried automatically.
                ///
                /// Checks the server is up.
                public static let ping = TinyOperation(
                    spec: EndpointSpec(
                        name: "ping",
                        method: .get,
                        path: "/ping",
                        carriesToken: false,
                        sendsTenant: false,
                        role: .read,
                        retry: .never,
                        envelope: TinyContract.bareEnvelope,
                        payload: .nothing
                    )
                )
                """)
    }

    func testRetryRoleAndAnOwnSizeLimitGoInTheSpec() throws {
        try assertSnippet(
            contract: """
                endpoints:
                  items:
                    method: GET
                    path: /items
                    role: read
                    retry: idempotent
                    clientPolicy: { maxResponseBytes: 65536 }
                    response: { envelope: bare, payload: none }
                """,
            member: { $0.endpoints[0].operationExtension.operation },
            equals: """
                /// `GET /items`: sends no token; retried automatically when that is safe.
                public static let items = TinyOperation(
                    spec: EndpointSpec(
                        name: "items",
                        method: .get,
                        path: "/items",
                        carriesToken: false,
                        sendsTenant: false,
                        role: .read,
                        retry: .idempotent,
                        envelope: TinyContract.bareEnvelope,
                        payload: .nothing,
                        maxResponseBytes: 65_536
                    )
                )
                """)
    }

    func testATokenEndpointTakesTheCredentialsLast() throws {
        try assertSnippet(
            contract: """
                auth:
                  token: { header: X-Token }
                  tenant: { header: X-Tenant-Id, type: TenantID }
                identifiers:
                  TenantID: { type: int }
                endpoints:
                  ping: { method: GET, path: /ping, retry: idempotent, response: { envelope: bare, payload: none } }
                """,
            member: { $0.endpoints[0].clientExtension.method },
            equals: """
                /// `GET /ping`: carries the session token and the tenant; retried automatically when that is safe.
                ///
                /// - Parameters:
                ///   - credentials: The session snapshot whose token and tenant this request carries.
                ///   - options: This call's own options (a deadline, extra headers and query items; secret ones redacted as the
                ///     token is), sent after the client's (`with(_:)`); `.none` changes nothing.
                /// - Throws: ``TinyError``, classified by the contract's rules.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `ping`.
                public func ping(
                    credentials: TinyCredentials,
                    options: CallOptions = .none
                ) async throws(TinyError) {
                    let operation = TinyOperation.ping
                    let prepared = try core.prepare(
                        operation,
                        session: credentials.sessionHeaders,
                        body: .none,
                        options: options
                    )
                    try await core.callForNothing(
                        prepared,
                        operation: operation
                    )
                }
                """)
    }

    func testADeprecatedEndpointIsDeprecatedInBothPlacesAndNamesItsReplacement() throws {
        try assertSnippet(
            contract: """
                endpoints:
                  ping: { method: GET, path: /ping, response: { envelope: bare, payload: none } }
                  oldPing:
                    method: GET
                    path: /old/ping
                    deprecated: { since: "1.1", note: Moved., replacement: ping }
                    response: { envelope: bare, payload: none }
                """,
            member: { [$0.endpoints[1].operationExtension.operation, $0.endpoints[1].clientExtension.method] },
            equals: """
                /// `GET /old/ping`: sends no token; never retried automatically.
                @available(*, deprecated, message: "Deprecated since 1.1: Moved. Use `ping` instead.")
                public static let oldPing = TinyOperation(
                    spec: EndpointSpec(
                        name: "oldPing",
                        method: .get,
                        path: "/old/ping",
                        carriesToken: false,
                        sendsTenant: false,
                        role: .read,
                        retry: .never,
                        envelope: TinyContract.bareEnvelope,
                        payload: .nothing
                    )
                )
                /// `GET /old/ping`: sends no token; never retried automatically.
                ///
                /// - Parameters:
                ///   - options: This call's own options (a deadline, extra headers and query items; secret ones redacted as the
                ///     token is), sent after the client's (`with(_:)`); `.none` changes nothing.
                /// - Throws: ``TinyError``, classified by the contract's rules.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `oldPing`.
                @available(*, deprecated, message: "Deprecated since 1.1: Moved. Use `ping` instead.")
                public func oldPing(
                    options: CallOptions = .none
                ) async throws(TinyError) {
                    let operation = TinyOperation.oldPing
                    let prepared = try core.prepare(
                        operation,
                        session: nil,
                        body: .none,
                        options: options
                    )
                    try await core.callForNothing(
                        prepared,
                        operation: operation
                    )
                }
                """)
    }

    func testTheEndpointsOwnRulesAreNamedInTheThrowsDoc() throws {
        try assertSnippet(
            contract: """
                envelopes:
                  standard: { style: flag, success: success, code: code, payload: result }
                errorClasses:
                  failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
                  badToken: { invalidatesSession: false, keepsCredentials: true, retryable: false }
                endpoints:
                  login:
                    method: POST
                    path: /login
                    response: { envelope: standard, payload: none }
                    errors:
                      1001: badToken
                """,
            member: { $0.endpoints[0].clientExtension.method },
            equals: """
                /// `POST /login`: sends no token; never retried automatically.
                ///
                /// - Parameters:
                ///   - options: This call's own options (a deadline, extra headers and query items; secret ones redacted as the
                ///     token is), sent after the client's (`with(_:)`); `.none` changes nothing.
                /// - Throws: ``TinyError``, classified by the contract's rules; this endpoint's own, checked first: code 1001 →
                ///   badToken.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `login`.
                public func login(
                    options: CallOptions = .none
                ) async throws(TinyError) {
                    let operation = TinyOperation.login
                    let prepared = try core.prepare(
                        operation,
                        session: nil,
                        body: .none,
                        options: options
                    )
                    try await core.callForNothing(
                        prepared,
                        operation: operation
                    )
                }
                """)
    }
}
