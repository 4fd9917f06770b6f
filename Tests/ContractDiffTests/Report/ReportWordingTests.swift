import Contract
import ContractDiff
import XCTest

/// Counts read as English, and a contract that only one side has is summarised instead of listing every symbol.
final class ReportWordingTests: XCTestCase {
    private func fixture() throws -> Contract { try XCTUnwrap(Fixture.load(Fixture.text, as: "contract/api.yaml")) }

    func testOneChangeIsSingular() throws {
        let head = try XCTUnwrap(
            Fixture.load(Fixture.edited([("maxAttempts: 3", "maxAttempts: 5")]), as: "contract/api.yaml"))
        let report = DiffReport(comparisons: [
            ContractComparison.compare(base: try fixture(), head: head, baseName: "a", headName: "b")
        ])
        XCTAssertTrue(MarkdownReport.render(report).contains("**1 change: 0 breaking"), MarkdownReport.render(report))
        XCTAssertTrue(
            TextReport.render(report).hasSuffix("1 change: 0 breaking, 1 possibly breaking, 0 non-breaking\n"))
    }

    func testAnAddedContractSummarisesItsSymbolsAndCausesThemAll() throws {
        let comparison = ContractComparison.compare(base: nil, head: try fixture(), baseName: nil, headName: "new.yaml")
        XCTAssertGreaterThan(comparison.symbols.count, 5)
        XCTAssertTrue(comparison.symbols.allSatisfy { $0.kind == .added && $0.causes == [0] }, "\(comparison.symbols)")
        let report = DiffReport(comparisons: [comparison])
        let markdown = MarkdownReport.render(report)
        XCTAssertTrue(
            markdown.contains("Every public symbol of the module is new (\(comparison.symbols.count) symbols)."),
            markdown)
        XCTAssertFalse(markdown.contains("| Symbol |"), markdown)
        let text = TextReport.render(report)
        XCTAssertEqual(text.components(separatedBy: "\n").count, 4, text)
        XCTAssertTrue(text.contains("  swift: every public symbol of the module is new"), text)
        XCTAssertEqual(
            JSONReport.render(report).components(separatedBy: "\"change\" : \"added\"").count - 1,
            comparison.symbols.count, "JSON keeps every symbol")
    }

    func testARemovedContractSaysItsSymbolsAreRemoved() throws {
        let comparison = ContractComparison.compare(base: try fixture(), head: nil, baseName: "old.yaml", headName: nil)
        XCTAssertTrue(comparison.symbols.allSatisfy { $0.kind == .removed && $0.causes == [0] })
        XCTAssertTrue(
            MarkdownReport.render(DiffReport(comparisons: [comparison])).contains(
                "Every public symbol of the module is removed"))
    }

    /// A change with only one side's value (an addition, a removal) still shows it in the text report.
    func testTextShowsOneSidedValues() throws {
        let head = try XCTUnwrap(
            Fixture.load(
                Fixture.edited([("level: { type: int }", "level: { type: int, optional: true }")]), as: "h.yaml"))
        let report = DiffReport(comparisons: [
            ContractComparison.compare(base: try fixture(), head: head, baseName: "a", headName: "b")
        ])
        XCTAssertTrue(TextReport.render(report).contains("(required → optional)"), TextReport.render(report))
        let removed = DiffReport(comparisons: [
            ContractComparison.compare(base: head, head: try fixture(), baseName: "a", headName: "b")
        ])
        XCTAssertTrue(TextReport.render(removed).contains("(optional → required)"), TextReport.render(removed))
        let added = try XCTUnwrap(
            Fixture.load(
                Fixture.edited([
                    ("level: { type: int }", "level: { type: int }\n      rank: { type: int, optional: true }")
                ]),
                as: "h.yaml"))
        let text = TextReport.render(
            DiffReport(comparisons: [
                ContractComparison.compare(base: try fixture(), head: added, baseName: nil, headName: nil)
            ]))
        XCTAssertTrue(text.contains("`Membership.rank` added (int)"), text)
    }
}
