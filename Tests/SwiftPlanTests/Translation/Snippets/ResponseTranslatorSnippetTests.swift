import XCTest

@testable import SwiftPlan

/// How an endpoint's response becomes its method's return type and runtime call, one per payload location, and how
/// its success conditions become a function the runtime checks.
final class ResponseTranslatorSnippetTests: XCTestCase {
    /// A contract with a `standard` envelope (payload under `result`) and `endpoint` (its lines under `endpoints:`).
    private func contract(endpoint: String) -> String {
        """
        envelopes:
          standard: { style: flag, success: success, code: code, message: message, payload: result }
        endpoints:
        \(endpoint)
        """
    }

    func testAResultPayloadIsReturnedByCallForPayload() throws {
        try assertSnippet(
            contract: contract(
                endpoint: "  count: { method: GET, path: /count, response: { envelope: standard, type: int } }"),
            member: { $0.endpoints[0].clientExtension.method },
            equals: """
                /// `GET /count`: sends no token; never retried automatically.
                ///
                /// - Parameters:
                ///   - options: This call's own options (a deadline, extra headers and query items; secret ones redacted as the
                ///     token is), sent after the client's (`with(_:)`); `.none` changes nothing.
                /// - Returns: The envelope's payload, present and meeting the endpoint's success conditions.
                /// - Throws: ``TinyError``, classified by the contract's rules.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `count`.
                public func count(
                    options: CallOptions = .none
                ) async throws(TinyError) -> Int {
                    let operation = TinyOperation.count
                    let prepared = try core.prepare(
                        operation,
                        session: nil,
                        body: .none,
                        options: options
                    )
                    return try await core.callForPayload(
                        prepared,
                        operation: operation,
                        payload: Int.self
                    )
                }
                """)
    }

    func testABareBodyIsReturnedByCallForBody() throws {
        try assertSnippet(
            contract: """
                endpoints:
                  names: { method: GET, path: /names, response: { envelope: bare, payload: body, type: [string] } }
                """,
            member: { $0.endpoints[0].clientExtension.method },
            equals: """
                /// `GET /names`: sends no token; never retried automatically.
                ///
                /// - Parameters:
                ///   - options: This call's own options (a deadline, extra headers and query items; secret ones redacted as the
                ///     token is), sent after the client's (`with(_:)`); `.none` changes nothing.
                /// - Returns: The response body, meeting the endpoint's success conditions.
                /// - Throws: ``TinyError``, classified by the contract's rules.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `names`.
                public func names(
                    options: CallOptions = .none
                ) async throws(TinyError) -> [String] {
                    let operation = TinyOperation.names
                    let prepared = try core.prepare(
                        operation,
                        session: nil,
                        body: .none,
                        options: options
                    )
                    return try await core.callForBody(
                        prepared,
                        operation: operation,
                        payload: [String].self
                    )
                }
                """)
    }

    func testAMessagePayloadIsAnOptionalString() throws {
        try assertSnippet(
            contract: contract(
                endpoint: """
                      hello:
                        method: GET
                        path: /hello
                        response: { envelope: standard, payload: message, type: string }
                    """),
            member: { $0.endpoints[0].clientExtension.method },
            equals: """
                /// `GET /hello`: sends no token; never retried automatically.
                ///
                /// - Parameters:
                ///   - options: This call's own options (a deadline, extra headers and query items; secret ones redacted as the
                ///     token is), sent after the client's (`with(_:)`); `.none` changes nothing.
                /// - Returns: The envelope's message.
                /// - Throws: ``TinyError``, classified by the contract's rules.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `hello`.
                public func hello(
                    options: CallOptions = .none
                ) async throws(TinyError) -> String? {
                    let operation = TinyOperation.hello
                    let prepared = try core.prepare(
                        operation,
                        session: nil,
                        body: .none,
                        options: options
                    )
                    return try await core.callForMessage(
                        prepared,
                        operation: operation
                    )
                }
                """)
    }

    /// `nonEmpty` (like `present` and `httpURL`) on the message itself fails without one, so the method returns it
    /// as `String`, as a message `url` is `URL`.
    func testAMessageItsConditionsRequireIsAString() throws {
        try assertSnippet(
            contract: contract(
                endpoint: """
                      hello:
                        method: GET
                        path: /hello
                        response: { envelope: standard, payload: message, type: string, require: [nonEmpty] }
                    """),
            member: { $0.endpoints[0].clientExtension.method },
            equals: """
                /// `GET /hello`: sends no token; never retried automatically.
                ///
                /// - Parameters:
                ///   - options: This call's own options (a deadline, extra headers and query items; secret ones redacted as the
                ///     token is), sent after the client's (`with(_:)`); `.none` changes nothing.
                /// - Returns: The envelope's message, meeting the endpoint's conditions.
                /// - Throws: ``TinyError``, classified by the contract's rules.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `hello`.
                public func hello(
                    options: CallOptions = .none
                ) async throws(TinyError) -> String {
                    let operation = TinyOperation.hello
                    let prepared = try core.prepare(
                        operation,
                        session: nil,
                        body: .none,
                        options: options
                    )
                    return try await core.callForRequiredMessage(
                        prepared,
                        operation: operation,
                        unmet: Self.unmetHelloCondition
                    )
                }
                """)
        try assertSnippet(
            contract: contract(
                endpoint: """
                      hello:
                        method: GET
                        path: /hello
                        response: { envelope: standard, payload: message, type: string, require: [nonEmpty] }
                    """),
            member: { $0.endpoints[0].clientExtension.conditions },
            equals: """
                /// The success conditions of `hello`: the first that fails, or nil.
                static func unmetHelloCondition(_ payload: String?) -> UnmetCondition? {
                    if payload?.isEmpty ?? true { return UnmetCondition("nonEmpty") }
                    return nil
                }
                """)
    }

    func testAMessageURLIsCheckedToBeAnHTTPURL() throws {
        try assertSnippet(
            contract: contract(
                endpoint: """
                      link:
                        method: GET
                        path: /link
                        response: { envelope: standard, payload: message, type: url }
                    """),
            member: { $0.endpoints[0].clientExtension.method },
            equals: """
                /// `GET /link`: sends no token; never retried automatically.
                ///
                /// - Parameters:
                ///   - options: This call's own options (a deadline, extra headers and query items; secret ones redacted as the
                ///     token is), sent after the client's (`with(_:)`); `.none` changes nothing.
                /// - Returns: The http(s) URL the server returned in the envelope's message.
                /// - Throws: ``TinyError``, classified by the contract's rules.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `link`.
                public func link(
                    options: CallOptions = .none
                ) async throws(TinyError) -> URL {
                    let operation = TinyOperation.link
                    let prepared = try core.prepare(
                        operation,
                        session: nil,
                        body: .none,
                        options: options
                    )
                    return try await core.callForMessageURL(
                        prepared,
                        operation: operation
                    )
                }
                """)
    }

    func testNoPayloadReturnsNothing() throws {
        try assertSnippet(
            contract: contract(
                endpoint: "  logout: { method: POST, path: /logout, response: { envelope: standard, payload: none } }"),
            member: { $0.endpoints[0].clientExtension.method },
            equals: """
                /// `POST /logout`: sends no token; never retried automatically.
                ///
                /// - Parameters:
                ///   - options: This call's own options (a deadline, extra headers and query items; secret ones redacted as the
                ///     token is), sent after the client's (`with(_:)`); `.none` changes nothing.
                /// - Throws: ``TinyError``, classified by the contract's rules.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `logout`.
                public func logout(
                    options: CallOptions = .none
                ) async throws(TinyError) {
                    let operation = TinyOperation.logout
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

    func testSuccessConditionsBecomeAFunctionReturningTheFirstUnmetOne() throws {
        try assertSnippet(
            contract: """
                models:
                  User:
                    fields:
                      id: { type: string }
                      name: { type: string, optional: true }
                      avatar: { type: url, optional: true }
                endpoints:
                  me:
                    method: GET
                    path: /me
                    response:
                      envelope: bare
                      type: User
                      require: [present, id nonEmpty, name present, avatar httpURL]
                """,
            member: { $0.endpoints[0].clientExtension.conditions },
            equals: """
                /// The success conditions of `me`: the first that fails, or nil.
                static func unmetMeCondition(_ payload: User) -> UnmetCondition? {
                    if payload.id.isEmpty { return UnmetCondition("id nonEmpty") }
                    if payload.name == nil { return UnmetCondition("name present") }
                    if !PayloadChecks.isHTTPURL(payload.avatar?.absoluteString) { return UnmetCondition("avatar httpURL") }
                    return nil
                }
                """)
    }

    func testAVariantsConditionsApplyOnlyWhenThePayloadIsThatVariant() throws {
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
                    response:
                      envelope: bare
                      type: Outcome
                      require:
                        - session: accessToken nonEmpty
                        - redirect: redirectUri httpURL
                """,
            member: { $0.endpoints[0].clientExtension.conditions },
            equals: """
                /// The success conditions of `login`: the first that fails, or nil.
                static func unmetLoginCondition(_ payload: Outcome) -> UnmetCondition? {
                    if case .session(let value) = payload {
                        if value.accessToken.isEmpty { return UnmetCondition("session: accessToken nonEmpty") }
                    }
                    if case .redirect(let value) = payload {
                        if !PayloadChecks.isHTTPURL(value.redirectURI) { return UnmetCondition("redirect: redirectUri httpURL") }
                    }
                    return nil
                }
                """)
    }
}
