import ContractDiff
import XCTest

final class ServerRulesTests: XCTestCase {
    static let noBaseURL = ("  baseURL: https://api.example.com\n", "")

    static func servers(passport: String? = "https://passport.example.com", default name: String = "api")
        -> [(String, String)]
    {
        var block = "servers:\n  api: { url: \"https://api.example.com\" }\n"
        if let passport { block += "  passport: { url: \"\(passport)\" }\n" }
        block += "defaultServer: \(name)\n"
        return [noBaseURL, ("identifiers:\n", block + "identifiers:\n")]
    }

    static let loginOnPassport = ("    path: /sys/login\n", "    path: /sys/login\n    server: passport\n")

    static let pairs: [RulePair] = [
        RulePair(
            "server-added", .nonBreaking, .possiblyBreaking, base: servers(passport: nil), head: servers(),
            at: "  passport: {"),
        RulePair(
            "server-removed", .possiblyBreaking, .breaking, base: servers(), head: servers(passport: nil),
            at: "  passport: {", side: .base),
        RulePair(
            "server-url-changed", .possiblyBreaking, .possiblyBreaking, base: servers(),
            head: servers(passport: "https://sso.example.com"), at: "  passport: {"),
        RulePair(
            "default-server-changed", .possiblyBreaking, .breaking, base: servers(),
            head: servers(default: "passport"), at: "  passport: {"),
        RulePair(
            "endpoint-moved-server", .breaking, .nonBreaking, base: servers(), head: servers() + [loginOnPassport],
            at: "  login:"),
    ]

    func testPairs() { assertPairs(Self.pairs) }

    func testTheSameServersGiveNoChangeAndNamingTheDefaultIsNoMove() throws {
        let single = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        let named = try XCTUnwrap(Fixture.load(Fixture.edited(Self.servers()), as: "head.yaml"))
        let explicit = try XCTUnwrap(
            Fixture.load(
                Fixture.edited(
                    Self.servers() + [("    path: /sys/login\n", "    path: /sys/login\n    server: api\n")]),
                as: "head.yaml"))
        // One server named like info.baseURL, plus a passport server nobody uses yet: only the new server shows.
        XCTAssertEqual(ContractDiffer.diff(base: single, head: named).map(\.rule.id), ["server-added"])
        XCTAssertEqual(ContractDiffer.diff(base: named, head: explicit).map(\.rule.id), [])
        XCTAssertEqual(ContractDiffer.diff(base: named, head: named).map(\.rule.id), [])
    }
}
