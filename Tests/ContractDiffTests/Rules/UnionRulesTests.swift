import ContractDiff
import XCTest

final class UnionRulesTests: XCTestCase {
    static let other = (
        "enums:\n",
        "  Other:\n    variants:\n      - { name: only, type: Session, when: accessToken }\nenums:\n"
    )
    static let redirect = "      - { name: redirect, type: Redirect, when: redirectUri }\n"
    static let session2 = (
        "  Redirect:\n", "  Session2:\n    fields:\n      accessToken: { type: string, secret: true }\n  Redirect:\n"
    )

    static let pairs: [RulePair] = [
        RulePair("union-added", .nonBreaking, .nonBreaking, head: [other], at: "  Other:"),
        RulePair("union-removed", .nonBreaking, .breaking, base: [other], at: "  Other:", side: .base),
        RulePair("union-renamed", .nonBreaking, .breaking, head: [("Outcome", "LoginOutcome")], at: "  LoginOutcome:"),
        RulePair(
            "union-variant-added", .breaking, .breaking,
            head: [(redirect, redirect + "      - { name: user, type: UserInfo, when: id }\n")], at: "name: user"),
        RulePair(
            "union-variant-removed", .nonBreaking, .breaking, head: [(redirect, "")], at: "name: redirect", side: .base),
        RulePair(
            "union-variant-renamed", .nonBreaking, .breaking, head: [("name: redirect,", "name: redirection,")],
            at: "name: redirection"),
        RulePair(
            "union-variant-key-changed", .breaking, .nonBreaking, head: [("redirectUri", "location")],
            at: "name: redirect"),
        RulePair(
            "union-variant-type-changed", .breaking, .breaking, base: [session2],
            head: [session2, ("type: Session, when", "type: Session2, when")], at: "name: session"),
    ]

    func testPairs() { assertPairs(Self.pairs) }
}
