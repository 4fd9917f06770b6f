import ContractDiff
import XCTest

final class ErrorClassRulesTests: XCTestCase {
    static let permissionLine =
        "  permissionDenied: { invalidatesSession: false, keepsCredentials: true, retryable: false }\n"
    static let rateLimited = (
        permissionLine,
        permissionLine + "  rateLimited: { invalidatesSession: false, keepsCredentials: true, retryable: false }\n"
    )

    static let pairs: [RulePair] = [
        RulePair("error-class-added", .nonBreaking, .breaking, head: [rateLimited], at: "  rateLimited:"),
        RulePair(
            "error-class-removed", .nonBreaking, .breaking, base: [rateLimited], at: "  rateLimited:", side: .base),
        RulePair(
            "error-class-renamed", .nonBreaking, .breaking, head: [("sessionExpired", "sessionEnded")],
            at: "  sessionEnded:"),
        RulePair(
            "error-class-action-changed", .breaking, .possiblyBreaking,
            head: [
                (
                    "connectivity: { invalidatesSession: false, keepsCredentials: true, retryable: true }",
                    "connectivity: { invalidatesSession: false, keepsCredentials: true, retryable: false }"
                )
            ], at: "  connectivity:"),
        RulePair(
            "error-class-guidance-changed", .nonBreaking, .nonBreaking,
            head: [("action: Sign in again.", "action: Sign in once more.")], at: "  sessionExpired:"),
    ]

    static let rulePairs: [RulePair] = [
        RulePair(
            "error-rule-added", .possiblyBreaking, .nonBreaking,
            head: [
                (
                    "  - { http: 403, class: permissionDenied }\n",
                    "  - { http: 403, class: permissionDenied }\n  - { http: 404, class: business }\n"
                )
            ], at: "  - { http: 404"),
        RulePair(
            "error-rule-removed", .possiblyBreaking, .nonBreaking,
            head: [("  - { http: 403, class: permissionDenied }\n", "")], at: "  - { http: 403", side: .base),
        RulePair(
            "error-rule-reclassified", .breaking, .nonBreaking,
            head: [("{ http: 403, class: permissionDenied }", "{ http: 403, class: business }")], at: "  - { http: 403"),
        RulePair(
            "error-rules-reordered", .possiblyBreaking, .nonBreaking,
            head: [
                (
                    "  - { http: 403, class: permissionDenied }\n  - { code: 510, class: permissionDenied }\n",
                    "  - { code: 510, class: permissionDenied }\n  - { http: 403, class: permissionDenied }\n"
                )
            ], at: "  - { code: 510"),
    ]

    static let codePairs: [RulePair] = [
        RulePair(
            "business-code-added", .possiblyBreaking, .nonBreaking,
            head: [
                ("errors: { 1001: appleTokenInvalid }", "errors: { 1001: appleTokenInvalid, 1002: permissionDenied }")
            ],
            at: "1002: permissionDenied"),
        RulePair(
            "business-code-added-without-rule", .possiblyBreaking, .nonBreaking,
            head: [
                (
                    "        expect: { class: appleTokenInvalid, code: 1001 }\n",
                    "        expect: { class: appleTokenInvalid, code: 1001 }\n      - name: blocked\n"
                        + "        response: '{\"success\": false, \"code\": 1009, \"message\": \"blocked\"}'\n"
                        + "        expect: { class: business, code: 1009 }\n"
                )
            ], at: "name: blocked"),
        RulePair(
            "business-code-removed", .nonBreaking, .nonBreaking,
            base: [
                ("errors: { 1001: appleTokenInvalid }", "errors: { 1001: appleTokenInvalid, 1002: permissionDenied }")
            ],
            at: "1002: permissionDenied", side: .base),
        RulePair(
            "business-code-reclassified", .breaking, .nonBreaking,
            head: [("{ code: 510, class: permissionDenied }", "{ code: 510, class: business }")], at: "  - { code: 510"),
    ]

    func testPairs() { assertPairs(Self.pairs) }

    func testRulePairs() { assertPairs(Self.rulePairs) }

    func testCodePairs() { assertPairs(Self.codePairs) }

    /// A renamed class keeps its rules: the rules that name it are not reclassified.
    func testRenamedClassDoesNotReclassifyItsRules() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        let head = try XCTUnwrap(Fixture.load(Fixture.edited([("sessionExpired", "sessionEnded")]), as: "head.yaml"))
        XCTAssertEqual(ContractDiffer.diff(base: base, head: head).map(\.rule.id), ["error-class-renamed"])
    }
}
