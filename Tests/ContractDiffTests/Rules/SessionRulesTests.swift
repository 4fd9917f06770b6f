import Contract
import ContractDiff
import WireVocabulary
import XCTest

/// Cookie sessions, parameters derived from a cookie, optional auth: the fixture's token session is turned into a
/// cookie session in the model (the fixture's endpoints are token endpoints).
final class SessionRulesTests: XCTestCase {
    /// Gives `contract` a cookie session of `cookies` (name, secret), set by `setBy`, ended by `endsBy` and renewed
    /// by `refreshedBy`, located where its auth is.
    static func session(
        _ cookies: [(String, Bool)], setBy: [String] = ["login"], endsBy: [String] = [],
        deliveries: [String: SignInDelivery] = [:], refreshedBy: String? = nil
    ) -> @Sendable (inout Contract) -> Void {
        { contract in
            guard let provenance = contract.auth?.provenance else { return }
            contract.auth?.token = nil
            contract.auth?.session = CookieSessionRules(
                cookies: cookies.map { CookieSessionRules.Cookie(name: $0.0, isSecret: $0.1, provenance: provenance) },
                setBy: setBy, deliveries: deliveries, endsBy: endsBy, refreshedBy: refreshedBy, provenance: provenance)
        }
    }

    static let optionalMemberships = [
        (
            "      page: { type: int, optional: true }\n    auth: token",
            "      page: { type: int, optional: true }\n    auth: optional"
        )
    ]

    static let pairs: [RulePair] = [
        RulePair(
            "credential-style-changed", .breaking, .breaking, at: "  token: { header",
            mutateHead: session([("SESSDATA", true)])),
        RulePair(
            "session-cookie-added", .possiblyBreaking, .breaking, at: "  token: { header",
            mutateBase: session([("SESSDATA", true)]), mutateHead: session([("SESSDATA", true), ("bili_jct", true)])),
        RulePair(
            "session-cookie-removed", .possiblyBreaking, .breaking, at: "  token: { header",
            mutateBase: session([("SESSDATA", true), ("DedeUserID", false)]), mutateHead: session([("SESSDATA", true)])
        ),
        RulePair(
            "session-cookie-secret-changed", .nonBreaking, .breaking, at: "  token: { header",
            mutateBase: session([("SESSDATA", true)]), mutateHead: session([("SESSDATA", false)])),
        RulePair(
            "session-setters-changed", .possiblyBreaking, .breaking, at: "  token: { header",
            mutateBase: session([("SESSDATA", true)]),
            mutateHead: session([("SESSDATA", true)], setBy: ["login", "nativeLogin"])),
        RulePair(
            "sign-in-delivery-changed", .breaking, .possiblyBreaking, at: "  token: { header",
            mutateBase: session([("SESSDATA", true)]),
            mutateHead: session(
                [("SESSDATA", true)],
                deliveries: [
                    "login": SignInDelivery(from: .field("cookie"), when: PayloadTest(field: "code", in: [803]))
                ])),
        RulePair(
            "session-enders-changed", .nonBreaking, .nonBreaking, at: "  token: { header",
            mutateBase: session([("SESSDATA", true)]), mutateHead: session([("SESSDATA", true)], endsBy: ["logout"])),
        RulePair(
            "session-refresher-changed", .possiblyBreaking, .breaking, at: "  token: { header",
            mutateBase: session([("SESSDATA", true)]),
            mutateHead: session([("SESSDATA", true)], refreshedBy: "nativeLogin")),
        RulePair("auth-became-optional", .nonBreaking, .nonBreaking, head: optionalMemberships, at: "  memberships:"),
        RulePair("auth-became-required", .breaking, .breaking, base: optionalMemberships, at: "  memberships:"),
        RulePair(
            "parameter-derivation-changed", .possiblyBreaking, .breaking, at: "      page:",
            mutateHead: { contract in
                guard let index = contract.endpoints.firstIndex(where: { $0.name == "memberships" }),
                    let page = contract.endpoints[index].query.firstIndex(where: { $0.name == "page" })
                else { return }
                contract.endpoints[index].query[page].fromCookie = "SESSDATA"
            }),
    ]

    func testPairs() { assertPairs(Self.pairs) }

    func testTheSameSessionIsNoChange() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        var head = base
        var same = base
        Self.session([("SESSDATA", true), ("bili_jct", true)])(&head)
        Self.session([("SESSDATA", true), ("bili_jct", true)])(&same)
        XCTAssertEqual(ContractDiffer.diff(base: same, head: head).map(\.rule.id), [])
    }

    /// A cookie's change names it once, and each credentials symbol it changes is caused by that cookie's rule,
    /// never "(generator)".
    func testACookieChangeNamesTheCookieOnceAndCausesItsCredentialsProperty() throws {
        var base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        var head = base
        Self.session([("SESSDATA", true), ("DedeUserID", false)])(&base)
        Self.session([("SESSDATA", false), ("bili_jct", true)])(&head)
        let comparison = ContractComparison.compare(base: base, head: head, baseName: "a", headName: "b")
        let markdown = MarkdownReport.render(DiffReport(comparisons: [comparison]))
        XCTAssertTrue(markdown.contains("| session cookie `DedeUserID` removed |"), markdown)
        XCTAssertTrue(markdown.contains("| session cookie `bili_jct` added |"), markdown)
        XCTAssertFalse(markdown.contains("(generator)"), markdown)
        let causes = Dictionary(
            uniqueKeysWithValues: comparison.symbols.map { symbol in
                (symbol.key, symbol.causes.map { comparison.changes[$0].rule.id })
            })
        XCTAssertEqual(causes["DemoCredentials.dedeUserID"], ["session-cookie-removed"])
        XCTAssertEqual(causes["DemoCredentials.biliJct"], ["session-cookie-added"])
        XCTAssertEqual(causes["DemoCredentials.sessdata"], ["session-cookie-secret-changed"])
        XCTAssertEqual(
            causes["DemoCredentials.init"].map(Set.init),
            ["session-cookie-added", "session-cookie-removed", "session-cookie-secret-changed"])
    }

    /// The refresh's delivery is a sign-in's: a change of it is `sign-in-delivery-changed`, at the refresh; naming
    /// another refresh is one change at each endpoint.
    func testARefreshsChangesAreAtTheRefresh() throws {
        var base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        var head = base
        Self.session([("SESSDATA", true)], refreshedBy: "nativeLogin")(&base)
        Self.session(
            [("SESSDATA", true)], deliveries: ["nativeLogin": SignInDelivery(from: .field("cookie"))],
            refreshedBy: "nativeLogin")(&head)
        XCTAssertEqual(
            ContractDiffer.diff(base: base, head: head).map { "\($0.rule.id) \($0.detail)" },
            ["sign-in-delivery-changed endpoint `nativeLogin` hands out the renewed session differently"])
        var other = base
        Self.session([("SESSDATA", true)], refreshedBy: "upload")(&other)
        XCTAssertEqual(
            ContractDiffer.diff(base: base, head: other).map(\.detail),
            ["endpoint `nativeLogin` no longer renews the session", "endpoint `upload` now renews the session"])
        XCTAssertEqual(ContractDiffer.diff(base: base, head: base).map(\.rule.id), [])
    }

    /// An endpoint that starts setting the session changes its methods' return type: that endpoint's change causes it.
    func testANewSetterCausesItsMethodsChange() throws {
        var base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        var head = base
        Self.session([("SESSDATA", true)])(&base)
        Self.session([("SESSDATA", true)], setBy: ["login", "nativeLogin"])(&head)
        let comparison = ContractComparison.compare(base: base, head: head, baseName: "a", headName: "b")
        XCTAssertEqual(comparison.changes.map(\.detail), ["endpoint `nativeLogin` now sets the session"])
        let method = try XCTUnwrap(comparison.symbols.first { $0.key == "DemoClient.nativeLogin" })
        XCTAssertEqual(method.causes.map { comparison.changes[$0].rule.id }, ["session-setters-changed"])
    }
}
