import XCTest

@testable import SwiftPlan

/// How the client's methods become `<Prefix>ClientProtocol`'s requirements, so apps can fake the client.
final class ClientProtocolTranslationSnippetTests: XCTestCase {
    func testTheProtocolIsSendableAndSaysHowToFakeIt() throws {
        try assertSnippet(
            contract: "", column: 0, member: { $0.clientProtocol.declaration },
            equals: """
                /// Every endpoint of `contract/tiny.yaml` (Tiny), as `TinyClient` offers them.
                ///
                /// Depend on it where the app calls the API, and hand in a fake of your own in unit tests and SwiftUI previews. A
                /// requirement has no default values: pass `nil` for an optional parameter and `options: .none` when calling a
                /// requirement itself; the protocol's extension offers each method without `options:` and with the client's default
                /// values, so calls through the protocol read as calls on the client.
                public nonisolated protocol TinyClientProtocol: Sendable
                """)
    }

    func testARequirementIsTheMethodWithoutBodyModifierOrDefaultValues() throws {
        try assertSnippet(
            contract: """
                endpoints:
                  search:
                    method: GET
                    path: /search
                    query: { q: { type: string }, page: { type: int, optional: true } }
                    response: { envelope: bare, payload: body, type: [string] }
                """,
            member: { $0.clientProtocol.requirements },
            equals: """
                /// `GET /search`: sends no token; never retried automatically.
                ///
                /// - Parameters:
                ///   - q: The `q` query parameter.
                ///   - page: The `page` query parameter.
                ///   - options: This call's own options (a deadline, extra headers and query items; secret ones redacted as the
                ///     token is), sent after the client's (`with(_:)`); `.none` changes nothing.
                /// - Returns: The response body, meeting the endpoint's success conditions.
                /// - Throws: ``TinyError``, classified by the contract's rules.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `search`.
                func search(
                    q: String,
                    page: Int?,
                    options: CallOptions
                ) async throws(TinyError) -> [String]
                """)
    }

    func testTheExtensionOffersEachMethodWithoutOptionsAndWithTheClientsDefaults() throws {
        try assertSnippet(
            contract: """
                endpoints:
                  search:
                    method: GET
                    path: /search
                    query: { q: { type: string }, page: { type: int, optional: true } }
                    response: { envelope: bare, payload: body, type: [string] }
                  ping:
                    method: GET
                    path: /ping
                    deprecated: { since: "1.1", note: Moved., replacement: search }
                    response: { envelope: bare, payload: none }
                """,
            member: { $0.clientProtocol.withoutOptions },
            equals: """
                /// `search(q:page:options:)` with no options of the call's own (`options: .none`).
                ///
                /// - Parameters:
                ///   - q: The `q` query parameter.
                ///   - page: The `page` query parameter.
                /// - Returns: The response body, meeting the endpoint's success conditions.
                /// - Throws: ``TinyError``, classified by the contract's rules.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `search`.
                public func search(
                    q: String,
                    page: Int? = nil
                ) async throws(TinyError) -> [String] {
                    return try await self.search(
                        q: q,
                        page: page,
                        options: .none
                    )
                }
                /// `ping(options:)` with no options of the call's own (`options: .none`).
                ///
                /// - Throws: ``TinyError``, classified by the contract's rules.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `ping`.
                @available(*, deprecated, message: "Deprecated since 1.1: Moved. Use `search` instead.")
                public func ping() async throws(TinyError) {
                    try await self.ping(
                        options: .none
                    )
                }
                """)
    }
}
