import Contract
import ContractDiff
import WireVocabulary
import XCTest

/// A token session's life: the endpoints that hand out the token (and how) and those that end it, set on the fixture's
/// token in the model.
final class TokenSessionRulesTests: XCTestCase {
    /// Gives the fixture's token the sign-ins `setBy` (each reading `field`, or its own delivery) and `endsBy`.
    static func life(
        setBy: [String] = ["login"], field: String = "token", endsBy: [String] = [],
        deliveries: [String: SignInDelivery] = [:]
    ) -> @Sendable (inout Contract) -> Void {
        { contract in
            guard var token = contract.auth?.token else { return }
            token.setBy = setBy
            token.deliveries = Dictionary(
                uniqueKeysWithValues: setBy.map {
                    ($0, deliveries[$0] ?? SignInDelivery(from: .field(FieldPath(field))))
                })
            token.endsBy = endsBy
            contract.auth?.token = token
        }
    }

    static let pairs: [RulePair] = [
        RulePair(
            "token-setters-changed", .possiblyBreaking, .breaking, at: "  token: { header",
            mutateHead: life()),
        RulePair(
            "token-sign-in-delivery-changed", .breaking, .possiblyBreaking, at: "  token: { header",
            mutateBase: life(), mutateHead: life(field: "data.token")),
        RulePair(
            "token-enders-changed", .nonBreaking, .nonBreaking, at: "  token: { header",
            mutateBase: life(), mutateHead: life(endsBy: ["logout"])),
    ]

    func testPairs() { assertPairs(Self.pairs) }

    func testTheSameLifeIsNoChange() throws {
        var base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        var head = base
        Self.life(endsBy: ["logout"])(&base)
        Self.life(endsBy: ["logout"])(&head)
        XCTAssertEqual(ContractDiffer.diff(base: base, head: head).map(\.rule.id), [])
    }

    /// Each change names its endpoint, and a sign-in that gained `when:` says how it hands the token out now.
    func testEachChangeNamesItsEndpoint() throws {
        var base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        var head = base
        Self.life(setBy: ["login"])(&base)
        let polled = SignInDelivery(from: .field("token"), when: PayloadTest(field: "state", in: [2]))
        Self.life(setBy: ["login", "nativeLogin"], endsBy: ["logout"], deliveries: ["login": polled])(&head)
        let changes = ContractDiffer.diff(base: base, head: head)
        XCTAssertEqual(
            changes.map(\.detail),
            [
                "endpoint `nativeLogin` now hands out the session token",
                "endpoint `login` hands out the token differently",
                "endpoints that end the token session changed",
            ])
        XCTAssertEqual(changes[1].after, "payload field token when state in [2]")
    }
}
