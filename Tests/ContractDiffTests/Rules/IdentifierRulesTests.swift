import ContractDiff
import XCTest

final class IdentifierRulesTests: XCTestCase {
    static let orgID = ("  TenantID:", "  OrgID: { type: int, doc: An organisation. }\n  TenantID:")

    static let pairs: [RulePair] = [
        RulePair("identifier-added", .nonBreaking, .nonBreaking, head: [orgID], at: "  OrgID:"),
        RulePair("identifier-removed", .nonBreaking, .breaking, base: [orgID], at: "  OrgID:", side: .base),
        RulePair(
            "identifier-renamed", .nonBreaking, .breaking, base: [orgID],
            head: [("  TenantID:", "  OrganisationID: { type: int, doc: An organisation. }\n  TenantID:")],
            at: "  OrganisationID:"),
        RulePair(
            "identifier-storage-changed", .possiblyBreaking, .breaking, base: [orgID],
            head: [("  TenantID:", "  OrgID: { type: string, doc: An organisation. }\n  TenantID:")], at: "  OrgID:"),
        RulePair(
            "identifier-wire-narrowed", .breaking, .nonBreaking,
            head: [("TenantID: { type: int, wire: [int, numericString] }", "TenantID: { type: int, wire: [int] }")],
            at: "  TenantID:"),
        RulePair(
            "identifier-wire-widened", .nonBreaking, .nonBreaking,
            base: [("TenantID: { type: int, wire: [int, numericString] }", "TenantID: { type: int, wire: [int] }")],
            at: "  TenantID:"),
    ]

    func testPairs() { assertPairs(Self.pairs) }
}
