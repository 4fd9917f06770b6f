import Contract
import ContractDiff
import XCTest

/// Deprecating is non-breaking everywhere; withdrawing or rewording a deprecation is documentation; a removal says
/// whether the removed definition had been deprecated first, and since when.
final class DeprecationRulesTests: XCTestCase {
    static let email = "      email: { type: string, optional: true }\n"
    static func deprecatedEmail(since: String = "1.1", note: String = "Unused.") -> String {
        "      email: { type: string, optional: true, deprecated: { since: \"\(since)\", note: \(note) } }\n"
    }
    static let logout = "  logout:\n    method: POST\n"
    static let deprecatedLogout = (
        logout, "  logout:\n    deprecated: { since: \"1.1\", note: Sessions now expire. }\n    method: POST\n"
    )
    static let resultModel = (
        "  LoginResult:\n    fields:\n",
        "  LoginResult:\n    deprecated: { since: \"1.1\", note: Old result. }\n    fields:\n"
    )
    static let login = (
        "  login:\n    method: POST\n",
        "  login:\n    deprecated: { since: \"1.1\", note: Old login. }\n    method: POST\n"
    )

    static let pairs: [RulePair] = [
        RulePair(
            "endpoint-deprecated", .nonBreaking, .nonBreaking, head: [deprecatedLogout], at: "Sessions now expire"),
        RulePair("model-deprecated", .nonBreaking, .nonBreaking, head: [resultModel, login], at: "note: Old result."),
        RulePair(
            "field-deprecated", .nonBreaking, .nonBreaking, head: [(email, deprecatedEmail())], at: "      email:"),
        RulePair(
            "deprecation-withdrawn", .nonBreaking, .nonBreaking, base: [(email, deprecatedEmail())],
            at: "      email:", side: .base),
        RulePair(
            "deprecation-changed", .nonBreaking, .nonBreaking, base: [(email, deprecatedEmail(since: "1.0"))],
            head: [(email, deprecatedEmail(note: "Use the profile."))], at: "      email:"),
        RulePair(
            "query-constant-retyped", .nonBreaking, .nonBreaking,
            head: [("userTenantStatus: { type: int, const: 1 }", "userTenantStatus: { type: TenantStatus, const: 1 }")],
            at: "      userTenantStatus:"),
    ]

    func testPairs() { assertPairs(Self.pairs) }

    func testRemovalsSayWhetherAndSinceWhenTheDefinitionWasDeprecated() throws {
        let logoutGone = (
            "  logout:\n    method: POST\n    path: /sys/logout\n    auth: token\n    role: logout\n    retry: never\n"
                + "    response: { envelope: standard, payload: none }", ""
        )
        let deprecated = try XCTUnwrap(
            Fixture.load(
                Fixture.edited([Self.deprecatedLogout, (Self.email, Self.deprecatedEmail())]), as: "base.yaml"))
        let plain = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        let head = try XCTUnwrap(Fixture.load(Fixture.edited([logoutGone, (Self.email, "")]), as: "head.yaml"))
        func details(from base: Contract) -> [String: String] {
            var result: [String: String] = [:]
            for change in ContractDiffer.diff(base: base, head: head) { result[change.rule.id] = change.detail }
            return result
        }
        XCTAssertEqual(
            details(from: deprecated)["endpoint-removed"], "`POST /sys/logout` removed (deprecated since 1.1)")
        XCTAssertEqual(
            details(from: deprecated)["request-field-removed"], "`LoginRequest.email` removed (deprecated since 1.1)")
        XCTAssertEqual(details(from: plain)["endpoint-removed"], "`POST /sys/logout` removed (never deprecated)")
        XCTAssertEqual(details(from: plain)["request-field-removed"], "`LoginRequest.email` removed (never deprecated)")
    }

    func testAVariantConditionIsAConditionOfItsOwn() throws {
        let plain = "    response: { envelope: standard, payload: result, type: Outcome }"
        let guarded =
            "    response: { envelope: standard, payload: result, type: Outcome, require: { session: [accessToken nonEmpty] } }"
        let base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        let head = try XCTUnwrap(Fixture.load(Fixture.edited([(plain, guarded)]), as: "head.yaml"))
        let added = ContractDiffer.diff(base: base, head: head).first { $0.rule.id == "success-condition-added" }
        XCTAssertEqual(added?.detail, "success condition `session: accessToken nonEmpty` added")
    }
}
