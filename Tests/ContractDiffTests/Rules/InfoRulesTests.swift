import ContractDiff
import XCTest

final class InfoRulesTests: XCTestCase {
    static let pairs: [RulePair] = [
        RulePair(
            "contract-format-changed", .nonBreaking, .possiblyBreaking, at: "  title: Demo API",
            mutateHead: { $0.format = 2 }),
        RulePair(
            "module-renamed", .nonBreaking, .breaking, head: [("module: DemoAPI", "module: SampleAPI")],
            at: "  title: Demo API"),
        RulePair(
            "base-url-changed", .possiblyBreaking, .nonBreaking,
            head: [("https://api.example.com", "https://api2.example.com")], at: "  title: Demo API"),
        RulePair(
            "base-url-added", .nonBreaking, .nonBreaking, base: [("  baseURL: https://api.example.com\n", "")],
            at: "  title: Demo API"),
        RulePair(
            "base-url-removed", .possiblyBreaking, .breaking, head: [("  baseURL: https://api.example.com\n", "")],
            at: "  title: Demo API"),
        RulePair(
            "doc-version-changed", .nonBreaking, .nonBreaking, head: [("version: \"1.0\"", "version: \"1.1\"")],
            at: "  title: Demo API"),
        RulePair(
            "info-metadata-changed", .nonBreaking, .nonBreaking, head: [("title: Demo API", "title: Sample API")],
            at: "  title: Sample API"),
        RulePair(
            "generation-enabled", .nonBreaking, .nonBreaking, base: [("generate: true", "generate: false")],
            at: "  title: Demo API"),
        RulePair(
            "generation-disabled", .nonBreaking, .breaking, head: [("generate: true", "generate: false")],
            at: "  title: Demo API"),
        RulePair(
            "access-level-narrowed", .nonBreaking, .breaking,
            head: [("generate: true", "generate: true\n  accessLevel: package")], at: "  title: Demo API"),
        RulePair(
            "access-level-widened", .nonBreaking, .nonBreaking,
            base: [("generate: true", "generate: true\n  accessLevel: internal")], at: "  title: Demo API"),
        RulePair(
            "documentation-changed", .nonBreaking, .nonBreaking,
            head: [("doc: One membership.", "doc: One membership row.")], at: "  Membership:"),
    ]

    func testPairs() { assertPairs(Self.pairs) }

    func testWholeContractsAddedAndRemoved() throws {
        let contract = try XCTUnwrap(Fixture.load(Fixture.text, as: "demo.yaml"))
        let added = ContractComparison.compare(base: nil, head: contract, baseName: nil, headName: "demo.yaml")
        XCTAssertEqual(added.changes.map(\.rule.id), ["contract-added"])
        XCTAssertEqual(added.changes.first?.wire, .nonBreaking)
        XCTAssertEqual(added.changes.first?.location.side, .head)
        XCTAssertTrue(added.symbols.allSatisfy { $0.kind == .added })
        let removed = ContractComparison.compare(base: contract, head: nil, baseName: "demo.yaml", headName: nil)
        XCTAssertEqual(removed.changes.map(\.rule.id), ["contract-removed"])
        XCTAssertEqual(removed.changes.first?.wire, .breaking)
        XCTAssertEqual(removed.changes.first?.swift, .breaking)
        XCTAssertEqual(removed.changes.first?.location.side, .base)
        XCTAssertEqual(removed.changes.first?.location.line, Fixture.line(of: "  title: Demo API", in: Fixture.text))
    }
}
