import ContractDiff
import XCTest

final class AuthRulesTests: XCTestCase {
    static let tenantLine = "  tenant: { header: X-Tenant-Id, type: TenantID, omitWhen: 0 }\n"

    static let pairs: [RulePair] = [
        RulePair("auth-added", .possiblyBreaking, .breaking, at: "  token: { header", mutateBase: { $0.auth = nil }),
        RulePair(
            "auth-removed", .breaking, .breaking, at: "  token: { header", side: .base, mutateHead: { $0.auth = nil }),
        RulePair(
            "token-header-renamed", .breaking, .nonBreaking, head: [("X-Access-Token", "X-Token")],
            at: "  token: { header"),
        RulePair(
            "token-scheme-changed", .breaking, .nonBreaking,
            head: [("{ header: X-Access-Token }", "{ header: X-Access-Token, scheme: Bearer }")],
            at: "  token: { header"),
        RulePair(
            "token-moved", .breaking, .nonBreaking,
            head: [("{ header: X-Access-Token }", "{ query: access_token }")], at: "  token: { query"),
        RulePair(
            "token-query-renamed", .breaking, .nonBreaking,
            base: [("{ header: X-Access-Token }", "{ query: access_token }")],
            head: [("{ header: X-Access-Token }", "{ query: token }")], at: "  token: { query"),
        RulePair(
            "tenant-header-renamed", .breaking, .nonBreaking, head: [("X-Tenant-Id", "X-Org-Id")], at: "  tenant: {"),
        RulePair("tenant-header-added", .nonBreaking, .breaking, base: [(tenantLine, "")], at: "  tenant: {"),
        RulePair(
            "tenant-header-removed", .possiblyBreaking, .breaking, head: [(tenantLine, "")], at: "  token: { header"),
        RulePair(
            "tenant-type-changed", .possiblyBreaking, .breaking,
            head: [("type: TenantID, omitWhen: 0", "type: UserID")], at: "  tenant: {"),
        RulePair(
            "tenant-omit-value-changed", .possiblyBreaking, .nonBreaking, head: [("omitWhen: 0", "omitWhen: -1")],
            at: "  tenant: {"),
    ]

    static let headerPairs: [RulePair] = [
        RulePair(
            "always-header-changed", .possiblyBreaking, .nonBreaking,
            head: [("Accept: application/json", "Accept: application/vnd.demo+json")], at: "  always:"),
        RulePair(
            "json-body-header-changed", .possiblyBreaking, .nonBreaking,
            head: [("Content-Type: application/json", "Content-Type: application/json; charset=utf-8")],
            at: "  always:"),
        RulePair(
            "forbidden-header-added", .possiblyBreaking, .nonBreaking,
            head: [("never: [X-Forwarded-For]", "never: [X-Forwarded-For, X-Real-IP]")], at: "  always:"),
        RulePair(
            "forbidden-header-removed", .nonBreaking, .nonBreaking,
            base: [("never: [X-Forwarded-For]", "never: [X-Forwarded-For, X-Real-IP]")], at: "  always:"),
    ]

    func testPairs() { assertPairs(Self.pairs) }

    func testHeaderPairs() { assertPairs(Self.headerPairs) }

    func testHeaderNamesCompareWithoutCase() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        let head = try XCTUnwrap(Fixture.load(Fixture.edited([("X-Tenant-Id", "x-tenant-id")]), as: "head.yaml"))
        XCTAssertEqual(ContractDiffer.diff(base: base, head: head).map(\.rule.id), [])
    }
}
