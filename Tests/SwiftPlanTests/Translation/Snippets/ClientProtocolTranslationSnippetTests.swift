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
                /// requirement has no default values: pass `nil` for an optional parameter when calling through the protocol.
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
                /// - Returns: The response body, meeting the endpoint's success conditions.
                /// - Throws: ``TinyError``, classified by the contract's rules.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `search`.
                func search(
                    q: String,
                    page: Int?
                ) async throws(TinyError) -> [String]
                """)
    }
}
