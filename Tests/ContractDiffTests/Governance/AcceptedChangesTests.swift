import Contract
import XCTest

@testable import ContractDiff

final class AcceptedChangesTests: XCTestCase {
    func testAcceptedBreakingChangesNoLongerMeetFailOn() throws {
        let report = try ScenarioReport.report()
        XCTAssertTrue(report.containsUnaccepted(atLeast: .breaking))
        let accepted = report.accepting(
            try ScenarioReport.accepted(), file: "accepted-changes.yaml", today: "2026-12-01")
        XCTAssertFalse(accepted.containsUnaccepted(atLeast: .breaking), "both breaking changes were reviewed")
        XCTAssertTrue(accepted.containsUnaccepted(atLeast: .possiblyBreaking), "the possibly breaking ones were not")
        XCTAssertEqual(accepted.comparisons[0].acceptances.count, 2)
        XCTAssertEqual(accepted.acceptance?.unmatched.map(\.rule), ["endpoint-removed"])
        XCTAssertEqual(accepted.acceptance?.expired.map(\.rule), ["model-removed"])
        XCTAssertEqual(accepted.acceptance?.unmatched.first?.location.description, "accepted-changes.yaml:10:5")
    }

    func testAnExpiredEntryAcceptsNothing() throws {
        let report = try ScenarioReport.report()
            .accepting(try ScenarioReport.accepted(), file: "accepted-changes.yaml", today: "2027-01-01")
        XCTAssertTrue(report.containsUnaccepted(atLeast: .breaking), "error-class-added expired on 2026-12-31")
        XCTAssertEqual(report.acceptance?.expired.map(\.rule), ["error-class-added", "model-removed"])
    }

    func testAnEntryForAnotherContractDoesNotMatch() throws {
        let (accepted, _) = AcceptedChanges.parse(
            """
            accepted:
              - { rule: tenant-header-renamed, path: auth/tenantID, contract: contract/other.yaml, reason: no }
            """, file: "a.yaml")
        let report = try ScenarioReport.report().accepting(try XCTUnwrap(accepted), file: "a.yaml", today: "2026-01-01")
        XCTAssertTrue(report.comparisons[0].acceptances.isEmpty)
        XCTAssertEqual(report.acceptance?.unmatched.count, 1)
    }

    func testProblemsAreLocatedErrors() {
        let (accepted, problems) = AcceptedChanges.parse(
            """
            accepted:
              - rule: tenant-header-renamd
                path: auth/tenantID
                reason: typo
              - rule: endpoint-removed
                path: endpoint:x
              - rule: endpoint-removed
                path: endpoint:y
                reason: ok
                until: soon
                owner: me
            """, file: "a.yaml")
        XCTAssertNil(accepted, "any error means no entries: a half-read file must not let breaks through")
        XCTAssertEqual(
            problems.map(\.description),
            [
                "a.yaml:2:11: error: unknown rule `tenant-header-renamd`; did you mean `tenant-header-renamed`?",
                "a.yaml:5:5: error: an accepted change needs `reason`; say why the change is fine, for whoever reads the report",
                "a.yaml:11:5: error: unknown key 'owner' in an accepted change; allowed: rule, path, contract, reason, until",
                "a.yaml:10:12: error: `until` 'soon' is not a calendar day: write it as YYYY-MM-DD; the last day the entry accepts anything, e.g. \"2027-01-31\"",
            ])
    }

    /// `until` must name a day of the calendar, or a breaking change passes `--fail-on breaking` forever.
    func testUntilMustBeARealDay() {
        func problems(_ until: String) -> [String] {
            let text = "accepted:\n  - { rule: endpoint-removed, path: endpoint:x, reason: ok, until: \"\(until)\" }\n"
            let (accepted, problems) = AcceptedChanges.parse(text, file: "a.yaml")
            XCTAssertEqual(accepted == nil, !problems.isEmpty, until)
            return problems.map(\.description)
        }
        let impossible = [
            "2026-13-01": "there is no month 13", "2026-12-32": "December has 31 days",
            "2026-02-29": "February 2026 has 28 days", "9999-99-99": "there is no month 99",
            "2100-02-29": "February 2100 has 28 days", "2026-04-31": "April has 30 days",
            "2026-01-00": "there is no day 0", "2026-1-01": "write it as YYYY-MM-DD",
            "+026-01-01": "write it as YYYY-MM-DD", "2026-01-01 ": "write it as YYYY-MM-DD",
        ]
        let hint = "the last day the entry accepts anything, e.g. \"2027-01-31\""
        for (until, reason) in impossible {
            let expected = "a.yaml:2:68: error: `until` '\(until)' is not a calendar day: \(reason); \(hint)"
            XCTAssertEqual(problems(until), [expected], until)
        }
        for until in ["2028-02-29", "2000-02-29", "2026-12-31", "0001-01-01"] {
            XCTAssertEqual(problems(until), [], until)
        }
    }

    func testEmptyFilesAcceptNothing() {
        for text in ["", "accepted: []\n", "accepted:\n"] {
            let (accepted, problems) = AcceptedChanges.parse(text, file: "a.yaml")
            XCTAssertEqual(accepted?.entries.count, 0, text)
            XCTAssertEqual(problems, [], text)
        }
        XCTAssertNotNil(AcceptedChanges.parse("accepted: nope\n", file: "a.yaml").1.first)
        XCTAssertNotNil(AcceptedChanges.parse("- a\n", file: "a.yaml").1.first)
    }
}
