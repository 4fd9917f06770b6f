import XCTest

@testable import SwiftPlan

/// Which generated types say what secrets they hold: a model or union that can hold a `Secret` (a `secret: true`
/// string of its own, or one in a nested model, union, list, map or optional) conforms to `SecretCarrying` and lists
/// the fields that hold them; every other type gets neither the conformance nor the member.
final class SecretCarryingTranslationSnippetTests: XCTestCase {
    private static let nested = """
        models:
          Code:
            fields:
              value: { type: string, secret: true }
              label: { type: string }
          Plain:
            fields:
              name: { type: string }
          Outer:
            fields:
              token: { type: string, secret: true }
              nonce: { type: string, secret: true, optional: true }
              codes: { type: [string], secret: true }
              inner: { type: Code, optional: true }
              list: { type: [Code] }
              byKey: { type: { map: Code } }
              plain: { type: Plain }
              names: { type: [string] }
              count: { type: int }
        endpoints:
          send: { method: POST, path: /send, body: { json: Outer }, response: { envelope: bare, payload: none } }
        """

    private func model(_ name: String, in fragment: String) throws -> ModelPlan {
        try XCTUnwrap(try Snippet.plan(fragment).models.first { $0.typeName.name == name }, name)
    }

    func testAModelWithASecretFieldConformsAndListsIt() throws {
        XCTAssertEqual(
            SwiftPrinter.signature(try model("Code", in: Self.nested).declaration.declaration),
            "public nonisolated struct Code: Sendable, Hashable, Codable, SecretCarrying")
        try assertSnippet(
            contract: Self.nested, member: { plan in plan.models.first { $0.typeName.name == "Code" }?.secrets },
            equals: """
                /// The secrets this value holds, which the exchange that sends or receives it redacts from everything it reports.
                public var secrets: [Secret] { value.secrets }
                """)
    }

    /// `secrets` is the conformance's member, so a field of that name takes another.
    func testAFieldNamedSecretsLeavesTheNameToTheMember() throws {
        let fragment = """
            models:
              Vault:
                fields:
                  secrets: { type: [string], secret: true }
            endpoints:
              send: { method: POST, path: /send, body: { json: Vault }, response: { envelope: bare, payload: none } }
            """
        try assertSnippet(
            contract: fragment,
            member: { plan in [plan.models[0].properties, [plan.models[0].secrets].compactMap { $0 }] },
            equals: """
                /// Secret: never printed.
                public var secrets2: [Secret]
                /// The secrets this value holds, which the exchange that sends or receives it redacts from everything it reports.
                public var secrets: [Secret] { secrets2.secrets }
                """)
    }

    func testSecretsInNestedModelsListsMapsAndOptionalsAreListedByTheirField() throws {
        try assertSnippet(
            contract: Self.nested, member: { plan in plan.models.first { $0.typeName.name == "Outer" }?.secrets },
            equals: """
                /// The secrets this value holds, which the exchange that sends or receives it redacts from everything it reports.
                public var secrets: [Secret] {
                    var secrets = token.secrets
                    secrets.append(contentsOf: nonce.secrets)
                    secrets.append(contentsOf: codes.secrets)
                    secrets.append(contentsOf: inner.secrets)
                    secrets.append(contentsOf: list.secrets)
                    secrets.append(contentsOf: byKey.secrets)
                    return secrets
                }
                """)
    }

    func testAModelThatHoldsNoSecretGetsNoConformance() throws {
        let plain = try model("Plain", in: Self.nested)
        XCTAssertNil(plain.secrets)
        XCTAssertEqual(
            SwiftPrinter.signature(plain.declaration.declaration),
            "public nonisolated struct Plain: Sendable, Hashable, Codable")
    }

    func testASecretFieldOfNoTextIsNoSecretToCarry() throws {
        let fragment = """
            models:
              Pin:
                fields:
                  code: { type: int, secret: true }
            endpoints:
              send: { method: POST, path: /send, body: { json: Pin }, response: { envelope: bare, payload: none } }
            """
        XCTAssertNil(try model("Pin", in: fragment).secrets, "an int is never a Secret in Swift")
    }

    func testASelfNestingModelCarriesItsOwnAndItsChildrensSecrets() throws {
        let fragment = """
            models:
              Node:
                fields:
                  key: { type: string, secret: true }
                  children: { type: [Node] }
              Tree:
                fields:
                  label: { type: string }
                  children: { type: [Tree] }
            endpoints:
              send: { method: POST, path: /send, body: { json: Node }, response: { envelope: bare, payload: none } }
              tree: { method: POST, path: /tree, body: { json: Tree }, response: { envelope: bare, payload: none } }
            """
        try assertSnippet(
            contract: fragment, member: { plan in plan.models.first { $0.typeName.name == "Node" }?.secrets },
            equals: """
                /// The secrets this value holds, which the exchange that sends or receives it redacts from everything it reports.
                public var secrets: [Secret] {
                    var secrets = key.secrets
                    secrets.append(contentsOf: children.secrets)
                    return secrets
                }
                """)
        XCTAssertNil(try model("Tree", in: fragment).secrets, "a cycle of models without a secret holds none")
    }

    func testADeprecatedSecretFieldIsReadThroughItsStorage() throws {
        let fragment = """
            models:
              Login:
                fields:
                  token:
                    type: string
                    secret: true
                    deprecated: { since: "1.1", note: Moved. }
            endpoints:
              send: { method: POST, path: /send, body: { json: Login }, response: { envelope: bare, payload: none } }
            """
        try assertSnippet(
            contract: fragment, member: { plan in plan.models.first?.secrets },
            equals: """
                /// The secrets this value holds, which the exchange that sends or receives it redacts from everything it reports.
                public var secrets: [Secret] { _token.secrets }
                """)
    }

    func testAUnionListsTheVariantsThatHoldSecretsAndNoneForTheRest() throws {
        let fragment = """
            models:
              Session:
                fields:
                  accessToken: { type: string, secret: true }
              Redirect:
                fields:
                  redirectUri: { type: url }
              Notice:
                fields:
                  text: { type: string }
            unions:
              LoginOutcome:
                variants:
                  - { name: session, type: Session, when: accessToken }
                  - { name: redirect, type: Redirect, when: redirectUri }
                  - { name: notice, type: Notice, when: text }
              PlainOutcome:
                variants:
                  - { name: redirect, type: Redirect, when: redirectUri }
                  - { name: notice, type: Notice, when: text }
            endpoints:
              login: { method: POST, path: /login, response: { envelope: bare, type: LoginOutcome } }
              plain: { method: POST, path: /plain, response: { envelope: bare, type: PlainOutcome } }
            """
        try assertSnippet(
            contract: fragment, member: { $0.unions.first?.secrets },
            equals: """
                /// The secrets this value holds, which the exchange that sends or receives it redacts from everything it reports.
                public var secrets: [Secret] {
                    switch self {
                    case .session(let value): return value.secrets
                    case .redirect, .notice: return []
                    }
                }
                """)
        let plan = try Snippet.plan(fragment)
        XCTAssertTrue(SwiftPrinter.signature(plan.unions[0].declaration.declaration).hasSuffix(", SecretCarrying"))
        XCTAssertNil(plan.unions[1].secrets)
        XCTAssertFalse(SwiftPrinter.signature(plan.unions[1].declaration.declaration).contains("SecretCarrying"))
    }
}
