import Contract
import ContractDiff
import XCTest

/// `deviation:` and `policy:` notes are documentation: every change of them is reported, and none breaks anything.
final class DocumentationNoteRulesTests: XCTestCase {
    static let resultModel = "  LoginResult:\n    fields:\n"
    static func deviation(_ reason: String, section: String = "5") -> (String, String) {
        (resultModel, "  LoginResult:\n    deviation: { source: demo.md#\(section), reason: \(reason) }\n    fields:\n")
    }
    static let tokenField = "identityToken: { type: string, secret: true, nonEmpty: true, maxLength: 4096 }"
    static let markedToken = (
        tokenField,
        "identityToken: { type: string, secret: true, nonEmpty: true, maxLength: 4096, policy: { maxLength: ours } }"
    )
    static let markedRetry = ("  maxDelay: 8\n", "  maxDelay: 8\n  policy: { maxAttempts: the count is ours }\n")
    /// A rule whose class is the contract's own reading, and one that lists codes (compared once, not per code).
    static let markedRule = (
        "  - { success: false, class: business }",
        "  - { success: false, class: business, deviation: { source: demo.md#7, reason: A 5xx envelope is business. } }"
    )
    static let markedCodeRule = (
        "  - { code: 510, class: permissionDenied }",
        "  - { code: [510, 511], class: permissionDenied, deviation: { source: demo.md#7, reason: 511 is ours. } }"
    )
    static let codeRuleWithoutNote = (
        "  - { code: 510, class: permissionDenied }", "  - { code: [510, 511], class: permissionDenied }"
    )
    static let markedExample = (
        "      - name: bad apple token\n",
        "      - name: bad apple token\n        deviation: { source: demo.md#5, reason: The status is ours. }\n"
    )

    /// The auth rules' own note (a choice about how credentials travel that the docs leave open).
    static let markedAuth = (
        "auth:\n  token: { header: X-Access-Token }\n",
        "auth:\n  deviation: { source: demo.md#5, reason: The header name is the app's. }\n"
            + "  token: { header: X-Access-Token }\n"
    )

    static let pairs: [RulePair] = [
        RulePair(
            "deviation-added", .nonBreaking, .nonBreaking, head: [deviation("Kept open.")], at: "deviation: { source"),
        RulePair(
            "deviation-removed", .nonBreaking, .nonBreaking, base: [deviation("Kept open.")],
            at: "deviation: { source", side: .base),
        RulePair(
            "deviation-changed", .nonBreaking, .nonBreaking, base: [deviation("Kept open.")],
            head: [deviation("Kept open on purpose.")], at: "deviation: { source"),
        RulePair("policy-marked", .nonBreaking, .nonBreaking, head: [markedToken], at: "policy: { maxLength"),
        RulePair("policy-marked", .nonBreaking, .nonBreaking, head: [markedRetry], at: "policy: { maxAttempts"),
        RulePair(
            "policy-unmarked", .nonBreaking, .nonBreaking, base: [markedToken], at: "policy: { maxLength",
            side: .base),
        RulePair(
            "deviation-added", .nonBreaking, .nonBreaking, head: [markedRule], at: "deviation: { source: demo.md#7"),
        RulePair(
            "deviation-removed", .nonBreaking, .nonBreaking, base: [markedRule], at: "deviation: { source: demo.md#7",
            side: .base),
        RulePair(
            "deviation-added", .nonBreaking, .nonBreaking, head: [markedExample], at: "deviation: { source: demo.md#5"),
        RulePair(
            "deviation-added", .nonBreaking, .nonBreaking, head: [markedAuth], at: "deviation: { source: demo.md#5"),
    ]

    func testPairs() { assertPairs(Self.pairs) }

    func testAMovedDeviationNamesBothPassages() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.edited([Self.deviation("Kept open.")]), as: "base.yaml"))
        let head = try XCTUnwrap(
            Fixture.load(Fixture.edited([Self.deviation("Kept open.", section: "6")]), as: "head.yaml"))
        let change = try XCTUnwrap(ContractDiffer.diff(base: base, head: head).first)
        XCTAssertEqual(change.rule.id, "deviation-changed")
        XCTAssertEqual(change.before, "demo.md#5")
        XCTAssertEqual(change.after, "demo.md#6")
    }

    func testARuleOfSeveralCodesReportsItsNoteOnce() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.edited([Self.codeRuleWithoutNote]), as: "base.yaml"))
        let head = try XCTUnwrap(Fixture.load(Fixture.edited([Self.markedCodeRule]), as: "head.yaml"))
        let changes = ContractDiffer.diff(base: base, head: head)
        XCTAssertEqual(changes.map(\.rule.id), ["deviation-added"])
        XCTAssertEqual(changes.first?.detail, "rule `code: 510, 511`: departs from demo.md#7")
    }

    func testAnExamplesNoteNamesTheExample() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        let head = try XCTUnwrap(Fixture.load(Fixture.edited([Self.markedExample]), as: "head.yaml"))
        XCTAssertEqual(
            ContractDiffer.diff(base: base, head: head).map(\.detail),
            [#"example "bad apple token": departs from demo.md#5"#])
    }

    func testUnchangedNotesReportNothing() throws {
        let text = Fixture.edited([
            Self.deviation("Kept open."), Self.markedToken, Self.markedRetry, Self.markedRule, Self.markedExample,
        ])
        let contract = try XCTUnwrap(Fixture.load(text, as: "same.yaml"))
        XCTAssertEqual(ContractDiffer.diff(base: contract, head: contract).map(\.rule.id), [])
    }

    /// Notes are matched by their passage: a second note is added, a changed reason is that note's change, and the
    /// header rules' note is reported like any other.
    func testSeveralNotesAreComparedPassageByPassage() throws {
        let one = "  LoginResult:\n    deviation: { source: demo.md#5, reason: Kept open. }\n    fields:\n"
        let two =
            "  LoginResult:\n    deviation:\n      - { source: demo.md#5, reason: Kept open on purpose. }\n"
            + "      - { source: demo.md#6, reason: Also ours. }\n    fields:\n"
        let markedHeaders = (
            "  never: [X-Forwarded-For]\n",
            "  never: [X-Forwarded-For]\n  deviation: { source: demo.md#7, reason: Never sent. }\n"
        )
        let base = try XCTUnwrap(Fixture.load(Fixture.edited([(Self.resultModel, one)]), as: "base.yaml"))
        let head = try XCTUnwrap(
            Fixture.load(Fixture.edited([(Self.resultModel, two), markedHeaders]), as: "head.yaml"))
        let changes = ContractDiffer.diff(base: base, head: head)
        XCTAssertEqual(
            changes.map { "\($0.rule.id): \($0.detail)" }.sorted(),
            [
                "deviation-added: `LoginResult`: departs from demo.md#6",
                "deviation-added: the header rules: departs from demo.md#7",
                "deviation-changed: `LoginResult`: departure from demo.md#5 has a new reason",
            ])
        XCTAssertEqual(
            ContractDiffer.diff(base: head, head: base).map(\.rule.id).sorted(),
            ["deviation-changed", "deviation-removed", "deviation-removed"])
    }
}
