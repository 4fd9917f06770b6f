import XCTest

@testable import SwiftPlan

/// How a union becomes an enum of shapes: a case per variant, the keys that tell them apart, a decoder that picks the
/// first variant whose key the body has, and an encoder of the variant's value.
final class UnionTranslationSnippetTests: XCTestCase {
    private static let outcome = """
        models:
          Session:
            fields:
              accessToken: { type: string, secret: true }
          Redirect:
            fields:
              redirectUri: { type: url }
        unions:
          LoginOutcome:
            doc: A session, or a page to continue at.
            variants:
              - { name: session, type: Session, when: accessToken, doc: Signed in. }
              - { name: redirect, type: Redirect, when: redirectUri }
        endpoints:
          login: { method: POST, path: /login, response: { envelope: bare, type: LoginOutcome } }
        """

    func testEachVariantIsACaseHoldingItsModel() throws {
        try assertSnippet(
            contract: Self.outcome, member: { $0.unions[0].cases },
            equals: """
                /// Signed in.
                ///
                /// Chosen when the body has `accessToken`.
                case session(Session)
                /// Chosen when the body has `redirectUri`.
                case redirect(Redirect)
                """)
    }

    func testAVariantNamedNoneIsNumbered() throws {
        try assertSnippet(
            contract: Self.outcome.replacingOccurrences(of: "name: redirect,", with: "name: none,"),
            member: { $0.unions[0].cases },
            equals: """
                /// Signed in.
                ///
                /// Chosen when the body has `accessToken`.
                case session(Session)
                /// Chosen when the body has `redirectUri`.
                case none2(Redirect)
                """)
    }

    func testTheDiscriminatingKeysAreAnInternalCodingKeyEnum() throws {
        try assertSnippet(
            contract: Self.outcome,
            member: { [$0.unions[0].discriminatorKeys.declaration] + $0.unions[0].discriminatorKeys.cases },
            equals: """
                nonisolated enum DiscriminatorKeys: String, CodingKey
                case accessToken = "accessToken"
                case redirectURI = "redirectUri"
                """)
    }

    func testDecodingPicksTheFirstVariantWhoseKeyIsPresent() throws {
        try assertSnippet(
            contract: Self.outcome, member: { $0.unions[0].decoderInitializer },
            equals: """
                /// Decodes the variant whose key the JSON object has.
                public init(from decoder: any Decoder) throws {
                    let keys = try decoder.container(keyedBy: DiscriminatorKeys.self)
                    if keys.contains(.accessToken) {
                        self = .session(try Session(from: decoder))
                        return
                    }
                    if keys.contains(.redirectURI) {
                        self = .redirect(try Redirect(from: decoder))
                        return
                    }
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(
                            codingPath: decoder.codingPath,
                            debugDescription: "none of the keys accessToken, redirectUri is present"
                        )
                    )
                }
                """)
    }

    func testEncodingEncodesTheVariantsValue() throws {
        try assertSnippet(
            contract: Self.outcome, member: { $0.unions[0].encode },
            equals: """
                /// Encodes the variant's value.
                public func encode(to encoder: any Encoder) throws {
                    switch self {
                    case .session(let value): try value.encode(to: encoder)
                    case .redirect(let value): try value.encode(to: encoder)
                    }
                }
                """)
    }

    func testAKeyNamedLikeACodingKeyMemberIsNumbered() throws {
        try assertSnippet(
            contract: """
                models:
                  Plain:
                    fields:
                      description: { type: string }
                  Other:
                    fields:
                      rawValue: { type: string }
                unions:
                  Shape:
                    variants:
                      - { name: plain, type: Plain, when: description }
                      - { name: other, type: Other, when: rawValue }
                endpoints:
                  shape: { method: GET, path: /shape, response: { envelope: bare, type: Shape } }
                """,
            member: { $0.unions[0].discriminatorKeys.cases },
            equals: """
                case description2 = "description"
                case rawValue2 = "rawValue"
                """)
    }
}
