import Contract
import ContractDiff
import XCTest

final class ScenarioRulesTests: XCTestCase {
    static let lastLine = "    response: { envelope: standard, payload: none }\n"
    static let scenario = lastLine + "scenarios:\n  signIn:\n    steps:\n      login: signed in\n"
    static let checked = scenario + "    same:\n      - [login userInfo.id, login userInfo.id]\n"

    static let pairs: [RulePair] = [
        RulePair("scenario-added", .nonBreaking, .nonBreaking, head: [(lastLine, scenario)], at: "  signIn:"),
        RulePair(
            "scenario-removed", .nonBreaking, .nonBreaking, base: [(lastLine, scenario)], at: "  signIn:", side: .base),
        RulePair(
            "scenario-changed", .nonBreaking, .nonBreaking, base: [(lastLine, scenario)],
            head: [(lastLine, scenario.replacingOccurrences(of: "login: signed in", with: "login: bad apple token"))],
            at: "  signIn:"),
    ]

    func testPairs() { assertPairs(Self.pairs) }

    private func changes(_ base: String, _ head: String) throws -> [Change] {
        let old = try XCTUnwrap(Fixture.load(Fixture.edited([(Self.lastLine, base)]), as: "base.yaml"))
        let new = try XCTUnwrap(Fixture.load(Fixture.edited([(Self.lastLine, head)]), as: "head.yaml"))
        return ContractDiffer.diff(base: old, head: new)
    }

    func testTheChangeNamesTheStepsAndChecksThatChanged() throws {
        let head = Self.scenario.replacingOccurrences(of: "login: signed in", with: "login: bad apple token")
        let change = try XCTUnwrap(try changes(Self.checked, head).first { $0.rule.id == "scenario-changed" })
        XCTAssertEqual(change.detail, "scenario \"signIn\": the step of login, `same` groups changed")
        XCTAssertEqual(change.path, "scenario:signIn")
    }

    func testAnExampleOfTheScenariosOwnThatOnlyMovedIsNoChange() throws {
        let definition =
            "      login:\n        name: own\n        response: '{\"success\": false, \"code\": 1001}'\n"
            + "        expect: { class: appleTokenInvalid }\n"
        let base = Self.lastLine + "scenarios:\n  signIn:\n    steps:\n" + definition
        let head = Self.lastLine + "scenarios:\n\n\n  signIn:\n    doc: Moved down.\n    steps:\n" + definition
        XCTAssertEqual(try changes(base, head).map(\.rule.id), ["documentation-changed"])
    }
}
