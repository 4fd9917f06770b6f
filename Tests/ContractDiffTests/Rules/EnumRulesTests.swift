import Contract
import ContractDiff
import XCTest

/// Enums: the enum itself, its forms, and each case added, removed, renamed or revalued, in each direction
/// (`TenantStatus` travels in responses, `Channel` in requests).
final class EnumRulesTests: XCTestCase {
    static let status = "  TenantStatus:\n    type: int\n    wire: [int, numericString]\n"
    static let statusCases = "      enabled: 1\n      frozen: { value: 2, doc: Frozen by an administrator. }\n"
    static let channel = "  Channel:\n    type: string\n    cases:\n      stable: stable\n      beta: beta\n"
    static let extra = "  Extra: { type: int, cases: { one: 1 } }\n"

    static let pairs: [RulePair] = [
        RulePair("enum-added", .nonBreaking, .nonBreaking, head: [(channel, channel + extra)], at: "  Extra:"),
        RulePair(
            "enum-removed", .nonBreaking, .breaking, base: [(channel, channel + extra)], at: "  Extra:", side: .base),
        RulePair(
            "enum-renamed", .nonBreaking, .breaking, head: [("TenantStatus", "OrganisationStatus")],
            at: "  OrganisationStatus:"),
        RulePair(
            "enum-storage-changed", .possiblyBreaking, .breaking,
            head: [(channel, "  Channel:\n    type: int\n    cases:\n      stable: 1\n      beta: 2\n")],
            at: "  Channel:"),
        RulePair(
            "enum-wire-narrowed", .breaking, .nonBreaking,
            head: [(status, "  TenantStatus:\n    type: int\n    wire: [int]\n")], at: "  TenantStatus:"),
        RulePair(
            "enum-wire-widened", .nonBreaking, .nonBreaking,
            base: [(status, "  TenantStatus:\n    type: int\n    wire: [int]\n")], at: "  TenantStatus:"),
        RulePair(
            "response-enum-case-added", .nonBreaking, .possiblyBreaking,
            head: [(statusCases, statusCases + "      archived: 3\n")], at: "      archived: 3"),
        RulePair(
            "request-enum-case-added", .nonBreaking, .possiblyBreaking,
            head: [("      beta: beta\n", "      beta: beta\n      nightly: nightly\n")], at: "      nightly:"),
        RulePair(
            "response-enum-case-removed", .nonBreaking, .breaking,
            head: [(statusCases, "      enabled: 1\n")], at: "      frozen:", side: .base),
        RulePair(
            "request-enum-case-removed", .breaking, .breaking, head: [("      beta: beta\n", "")],
            at: "      beta: beta", side: .base),
        RulePair(
            "enum-case-value-changed", .breaking, .nonBreaking, head: [("{ value: 2,", "{ value: 4,")],
            at: "      frozen:"),
        RulePair(
            "enum-case-renamed", .nonBreaking, .breaking, head: [("      enabled: 1\n", "      active: 1\n")],
            at: "      active: 1"),
        RulePair(
            "enum-case-deprecated", .nonBreaking, .nonBreaking,
            head: [
                ("doc: Frozen by an administrator. }", "doc: Frozen., deprecated: { since: \"1.1\", note: Gone. } }")
            ],
            at: "      frozen:"),
        RulePair(
            "field-now-enum", .nonBreaking, .breaking,
            head: [("status: { type: int, wire: [int, numericString] }", "status: { type: TenantStatus }")],
            at: "      status:"),
    ]

    func testPairs() { assertPairs(Self.pairs) }

    func testARemovedCaseSaysWhetherItWasDeprecated() throws {
        let deprecated = ("doc: Frozen by an administrator. }", "deprecated: { since: \"1.1\", note: Gone. } }")
        let base = try XCTUnwrap(Fixture.load(Fixture.edited([deprecated]), as: "base.yaml"))
        let head = try XCTUnwrap(
            Fixture.load(Fixture.edited([(Self.statusCases, "      enabled: 1\n")]), as: "head.yaml"))
        let removed = ContractDiffer.diff(base: base, head: head).first { $0.rule.id == "response-enum-case-removed" }
        XCTAssertEqual(removed?.detail, "`TenantStatus.frozen` (2) removed (deprecated since 1.1)")
        let plain = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        let never = ContractDiffer.diff(base: plain, head: head).first { $0.rule.id == "response-enum-case-removed" }
        XCTAssertEqual(never?.detail, "`TenantStatus.frozen` (2) removed (never deprecated)")
    }

    func testAFieldThatBecomesAnEnumOfFewerFormsAlsoNarrows() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        let head = try XCTUnwrap(
            Fixture.load(
                Fixture.edited([
                    ("status: { type: int, wire: [int, numericString] }", "status: { type: TenantStatus }"),
                    (Self.status, "  TenantStatus:\n    type: int\n    wire: [int]\n"),
                ]), as: "head.yaml"))
        let ids = ContractDiffer.diff(base: base, head: head).map(\.rule.id)
        XCTAssertTrue(ids.contains("field-now-enum"), "\(ids)")
        XCTAssertTrue(ids.contains("response-field-wire-narrowed"), "\(ids)")
    }
}
