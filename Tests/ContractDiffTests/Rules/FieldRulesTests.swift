import ContractDiff
import XCTest

final class FieldRulesTests: XCTestCase {
    static let page = "      page: { type: int, optional: true }\n"
    static let email = "      email: { type: string, optional: true }\n"
    static let age = "      age: { type: int }\n"
    static let level = "      level: { type: int }\n"
    static let grants = "grants: { type: [string], optional: true }"

    static let pairs: [RulePair] = [
        RulePair(
            "request-field-added-required", .breaking, .breaking,
            head: [(email, email + "      locale: { type: string }\n")], at: "      locale:"),
        RulePair(
            "request-field-added-optional", .nonBreaking, .nonBreaking,
            head: [(email, email + "      phone: { type: string, optional: true }\n")], at: "      phone:"),
        RulePair(
            "response-field-added", .nonBreaking, .nonBreaking,
            head: [(age, age + "      phone: { type: string, optional: true }\n")], at: "      phone:"),
        RulePair(
            "response-field-added-required", .nonBreaking, .possiblyBreaking,
            head: [(level, level + "      phone: { type: string }\n")], at: "      phone:"),
        RulePair(
            "request-field-removed", .nonBreaking, .breaking, head: [(email, "")], at: "      email:", side: .base),
        RulePair("response-field-removed", .breaking, .breaking, head: [(age, "")], at: "      age:", side: .base),
        RulePair(
            "response-optional-field-removed", .nonBreaking, .breaking,
            head: [("      nickname: { type: string, optional: true }\n", "")], at: "      nickname:", side: .base),
        RulePair(
            "request-field-became-required", .breaking, .breaking,
            head: [(email, "      email: { type: string }\n")], at: "      email:"),
        RulePair(
            "request-field-became-optional", .nonBreaking, .possiblyBreaking,
            base: [(email, "      email: { type: string }\n")], at: "      email:"),
        RulePair(
            "response-field-became-optional", .breaking, .breaking,
            head: [(age, "      age: { type: int, optional: true }\n")], at: "      age:"),
        RulePair(
            "response-field-became-required", .nonBreaking, .breaking,
            head: [(grants, "grants: { type: [string] }")], at: "      grants:"),
        RulePair(
            "request-field-nullability-changed", .nonBreaking, .nonBreaking,
            head: [(email, "      email: { type: string, nullable: true }\n")], at: "      email:"),
        RulePair(
            "response-field-nullability-changed", .possiblyBreaking, .nonBreaking,
            head: [(grants, "grants: { type: [string], nullable: true }")], at: "      grants:"),
    ]

    static let closedPairs: [RulePair] = [
        RulePair(
            "closed-response-field-added", .breaking, .possiblyBreaking,
            base: [("    doc: One membership.\n", "    doc: One membership.\n    open: false\n")],
            head: [
                ("    doc: One membership.\n", "    doc: One membership.\n    open: false\n"),
                (level, level + "      phone: { type: string, optional: true }\n"),
            ], at: "      phone:")
    ]

    static let facetPairs: [RulePair] = [
        RulePair(
            "field-became-secret", .nonBreaking, .breaking,
            head: [(email, "      email: { type: string, optional: true, secret: true }\n")], at: "      email:"),
        RulePair(
            "field-no-longer-secret", .nonBreaking, .breaking,
            head: [("token: { type: string, secret: true }", "token: { type: string, secret: false }")],
            at: "      token:"),
        RulePair(
            "max-length-tightened", .possiblyBreaking, .nonBreaking, head: [("maxLength: 4096", "maxLength: 2048")],
            at: "      identityToken:"),
        RulePair(
            "max-length-relaxed", .nonBreaking, .nonBreaking, head: [("maxLength: 4096", "maxLength: 8192")],
            at: "      identityToken:"),
        RulePair(
            "range-tightened", .possiblyBreaking, .nonBreaking,
            base: [(page, "      page: { type: int, optional: true, minimum: 1 }\n")],
            head: [(page, "      page: { type: int, optional: true, minimum: 1, maximum: 100 }\n")],
            at: "      page:"),
        RulePair(
            "no-value-added", .nonBreaking, .breaking,
            head: [(age, "      age: { type: int, noValue: \"--\" }\n")], at: "      age:"),
        RulePair(
            "no-value-removed", .breaking, .breaking,
            base: [(age, "      age: { type: int, noValue: \"--\" }\n")], head: [(age, age)],
            at: "      age:"),
        RulePair(
            "no-value-changed", .breaking, .nonBreaking,
            base: [(age, "      age: { type: int, noValue: \"--\" }\n")],
            head: [(age, "      age: { type: int, noValue: n/a }\n")], at: "      age:"),
        RulePair(
            "range-relaxed", .nonBreaking, .nonBreaking,
            base: [(page, "      page: { type: int, optional: true, minimum: 1, maximum: 100 }\n")],
            head: [(page, page)], at: "      page:"),
        RulePair(
            "non-empty-added", .possiblyBreaking, .nonBreaking,
            head: [(email, "      email: { type: string, optional: true, nonEmpty: true }\n")], at: "      email:"),
        RulePair(
            "non-empty-removed", .nonBreaking, .nonBreaking, head: [("nonEmpty: true, maxLength", "maxLength")],
            at: "      identityToken:"),
        RulePair(
            "server-truncation-changed", .nonBreaking, .nonBreaking,
            head: [("serverTruncatesAt: 50", "serverTruncatesAt: 100")], at: "      fullName:"),
        RulePair(
            "field-now-keeps-invalid-raw", .nonBreaking, .breaking, base: [(", invalid: keepRaw", "")],
            at: "      tenantUserId:"),
        RulePair(
            "field-no-longer-keeps-invalid-raw", .possiblyBreaking, .breaking, head: [(", invalid: keepRaw", "")],
            at: "      tenantUserId:"),
        RulePair(
            "not-for-authorization-changed", .nonBreaking, .nonBreaking,
            head: [
                (
                    "grants: { type: [string], optional: true }",
                    "grants: { type: [string], optional: true, notForAuthorization: true }"
                )
            ],
            at: "      grants:"),
    ]

    func testPairs() { assertPairs(Self.pairs) }

    func testFacetPairs() { assertPairs(Self.facetPairs) }

    func testClosedPairs() { assertPairs(Self.closedPairs) }

    /// A field of a model used both ways gets both the request and the response verdicts.
    func testAModelUsedBothWaysGetsBothDirections() throws {
        let both = ("    path: /sys/native\n", "    path: /sys/native\n    body: { json: Membership }\n")
        let base = try XCTUnwrap(Fixture.load(Fixture.edited([both]), as: "base.yaml"))
        let head = try XCTUnwrap(
            Fixture.load(
                Fixture.edited([both, (Self.level, Self.level + "      phone: { type: string }\n")]), as: "head.yaml"))
        let ids = Set(ContractDiffer.diff(base: base, head: head).map(\.rule.id))
        XCTAssertEqual(ids, ["request-field-added-required", "response-field-added-required"])
    }
}
