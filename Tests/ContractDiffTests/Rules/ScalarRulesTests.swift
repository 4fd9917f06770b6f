import ContractDiff
import XCTest

final class ScalarRulesTests: XCTestCase {
    static let count = (
        "      email: { type: string, optional: true }\n",
        "      email: { type: string, optional: true }\n      count: { type: int, optional: true }\n"
    )

    static let pairs: [RulePair] = [
        RulePair(
            "field-type-changed", .breaking, .breaking, head: [("level: { type: int }", "level: { type: string }")],
            at: "      level:"),
        RulePair(
            "field-now-identifier", .nonBreaking, .breaking,
            head: [("level: { type: int }", "level: { type: TenantID }")],
            at: "      level:"),
        RulePair(
            "field-now-map", .possiblyBreaking, .breaking,
            head: [("grants: { type: [string], optional: true }", "grants: { type: { map: string }, optional: true }")],
            at: "      grants:"),
        RulePair(
            "map-value-type-changed", .breaking, .breaking,
            base: [("grants: { type: [string], optional: true }", "grants: { type: { map: string }, optional: true }")],
            head: [("grants: { type: [string], optional: true }", "grants: { type: { map: int }, optional: true }")],
            at: "      grants:"),
        RulePair(
            "response-field-wire-widened", .nonBreaking, .nonBreaking,
            head: [("level: { type: int }", "level: { type: int, wire: [int, numericString] }")], at: "      level:"),
        RulePair(
            "response-field-wire-narrowed", .breaking, .nonBreaking,
            head: [("status: { type: int, wire: [int, numericString] }", "status: { type: int, wire: [int] }")],
            at: "      status:"),
        RulePair(
            "request-field-wire-forms-changed", .nonBreaking, .nonBreaking, base: [count],
            head: [
                (
                    "      email: { type: string, optional: true }\n",
                    "      email: { type: string, optional: true }\n"
                        + "      count: { type: int, optional: true, wire: [int, numericString] }\n"
                )
            ], at: "      count:"),
    ]

    func testPairs() { assertPairs(Self.pairs) }

    /// Lenient widening of a response field changes neither the wire nor the Swift type.
    func testLenientWideningIsNotBreakingAnywhere() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        let head = try XCTUnwrap(
            Fixture.load(
                Fixture.edited([("level: { type: int }", "level: { type: int, wire: [int, numericString] }")]),
                as: "head.yaml"))
        let comparison = ContractComparison.compare(base: base, head: head, baseName: "base", headName: "head")
        XCTAssertEqual(comparison.changes.map(\.rule.id), ["response-field-wire-widened"])
        XCTAssertEqual(comparison.symbols, [], "the Swift API is unchanged")
    }

    /// Listing a field's own form (`wire: [int]`) is the same contract as listing none; widening from either shows the
    /// forms really accepted before, never an empty list.
    func testAnOmittedWireListMeansTheTypesOwnForm() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        let explicit = try XCTUnwrap(
            Fixture.load(Fixture.edited([("level: { type: int }", "level: { type: int, wire: [int] }")]), as: "h.yaml"))
        XCTAssertEqual(ContractComparison.compare(base: base, head: explicit, baseName: nil, headName: nil).changes, [])
        XCTAssertEqual(ContractComparison.compare(base: explicit, head: base, baseName: nil, headName: nil).changes, [])
        let widened = try XCTUnwrap(
            Fixture.load(
                Fixture.edited([("level: { type: int }", "level: { type: int, wire: [int, numericString] }")]),
                as: "head.yaml"))
        let change = try XCTUnwrap(
            ContractComparison.compare(base: base, head: widened, baseName: nil, headName: nil).changes.first)
        XCTAssertEqual(change.before, "[int]")
        XCTAssertEqual(change.after, "[int, numericString]")
    }
}
