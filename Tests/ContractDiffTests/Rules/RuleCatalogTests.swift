import ContractDiff
import XCTest

/// Every rule is proved by a before/after pair, and the catalog is what the issue asks for.
final class RuleCatalogTests: XCTestCase {
    static let allPairs: [RulePair] =
        InfoRulesTests.pairs + IdentifierRulesTests.pairs + ScalarRulesTests.pairs + ModelRulesTests.pairs
        + FieldRulesTests.pairs + FieldRulesTests.facetPairs + EnvelopeRulesTests.pairs + AuthRulesTests.pairs
        + AuthRulesTests.headerPairs + ErrorClassRulesTests.pairs + ErrorClassRulesTests.rulePairs
        + ErrorClassRulesTests.codePairs + EndpointRulesTests.pairs + ParameterRulesTests.pairs
        + ResponseRulesTests.pairs + UnionRulesTests.pairs + ExampleRulesTests.pairs

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
