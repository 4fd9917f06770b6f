import ContractDiff
import Foundation
import MarkedSections
import XCTest

/// Every rule is proved by a before/after pair, and the catalog is what the issue asks for.
final class RuleCatalogTests: XCTestCase {
    static let allPairs: [RulePair] =
        InfoRulesTests.pairs + ServerRulesTests.pairs + IdentifierRulesTests.pairs + ScalarRulesTests.pairs
        + ModelRulesTests.pairs
        + FieldRulesTests.pairs + FieldRulesTests.facetPairs + FieldRulesTests.closedPairs + EnvelopeRulesTests.pairs
        + AuthRulesTests.pairs + SessionRulesTests.pairs + TokenSessionRulesTests.pairs
        + AuthRulesTests.headerPairs + ErrorClassRulesTests.pairs + ErrorClassRulesTests.rulePairs
        + ErrorClassRulesTests.codePairs + EndpointRulesTests.pairs + ParameterRulesTests.pairs
        + ResponseRulesTests.pairs + UnionRulesTests.pairs + ExampleRulesTests.pairs + DocumentationNoteRulesTests.pairs
        + ClientPolicyRulesTests.pairs + ScenarioRulesTests.pairs + EnumRulesTests.pairs + DeprecationRulesTests.pairs
        + PayloadRuleRulesTests.pairs + MessageRuleRulesTests.pairs + PerCallRulesTests.pairs + SigningRulesTests.pairs
        + FormBodyRulesTests.groupPairs + PaginationRulesTests.pairs

    func testEveryRuleHasAPair() {
        let proved = Set(Self.allPairs.map(\.rule)).union(["contract-added", "contract-removed"])
        let catalog = Set(Rules.all.map(\.id))
        XCTAssertEqual(catalog.subtracting(proved).sorted(), [], "rules without a before/after pair")
        XCTAssertEqual(proved.subtracting(catalog).sorted(), [], "pairs of unknown rules")
    }

    func testIdsAreUniqueKebabCaseAndThereAreAtLeastForty() {
        let ids = Rules.all.map(\.id)
        XCTAssertEqual(ids.count, Set(ids).count, "duplicate rule ids")
        XCTAssertGreaterThanOrEqual(ids.count, 40)
        for id in ids {
            XCTAssertNotNil(id.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression), id)
        }
        for rule in Rules.all {
            XCTAssertFalse(rule.explanation.isEmpty, rule.id)
            XCTAssertFalse(rule.clientChange.isEmpty, rule.id)
        }
    }

    func testTheVerdictsTheIssueNames() {
        func verdicts(_ id: String) -> [Verdict]? { Rules.rule(id: id).map { [$0.wire, $0.swift] } }
        XCTAssertEqual(verdicts("request-field-added-required"), [.breaking, .breaking])
        XCTAssertEqual(verdicts("response-field-added"), [.nonBreaking, .nonBreaking])
        XCTAssertEqual(verdicts("response-field-became-optional")?.first, .breaking)
        XCTAssertEqual(verdicts("response-field-became-required"), [.nonBreaking, .breaking])
        XCTAssertEqual(verdicts("response-field-wire-widened"), [.nonBreaking, .nonBreaking])
        XCTAssertEqual(verdicts("error-class-added")?.last, .breaking)
    }
}

/// docs/contract-diff.md lists every rule with its verdicts.
final class RuleDocumentationTests: XCTestCase {
    func testTheDocumentedCatalogMatchesTheCode() throws {
        let url = Fixture.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/contract-diff.md")
        var table = ["| rule | area | wire | Swift | why | client |", "| --- | --- | --- | --- | --- | --- |"]
        for rule in Rules.all {
            table.append(
                "| `\(rule.id)` | \(rule.area.rawValue) | \(rule.wire.label) | \(rule.swift.label) | "
                    + "\(rule.explanation.replacingOccurrences(of: "|", with: "\\|")) | "
                    + "\(rule.clientChange.replacingOccurrences(of: "|", with: "\\|")) |")
        }
        let section = try MarkedSection(table, named: "rules", in: url)
        XCTAssertEqual(section.current, section.expected, MarkedSection.advice)
    }
}
