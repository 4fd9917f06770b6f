import XCTest

@testable import ContractDiff

final class VerdictTests: XCTestCase {
    func testVerdictsOrderFromHarmlessToBreaking() {
        XCTAssertLessThan(Verdict.nonBreaking, .possiblyBreaking)
        XCTAssertLessThan(Verdict.possiblyBreaking, .breaking)
        XCTAssertEqual(Rules.errorClassAdded.worst, .breaking)
        XCTAssertEqual(Rules.businessCodeAdded.worst, .possiblyBreaking)
    }

    func testDirectionsFollowBodiesAndPayloads() throws {
        let contract = try XCTUnwrap(Fixture.load(Fixture.text, as: "demo.yaml"))
        let directions = DirectionMap(contract)
        XCTAssertEqual(directions["LoginRequest"], .request)
        XCTAssertEqual(directions["LoginResult"], .response)
        XCTAssertEqual(directions["UserInfo"], .response, "reached through LoginResult")
        XCTAssertEqual(directions["Redirect"], .response, "reached through the union")
        XCTAssertEqual(directions["UserID"], [.request, .response], "a path parameter and a response field")
    }

    func testTheReportCountsEachChangeByItsWorseVerdict() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        let head = try XCTUnwrap(Fixture.load(Fixture.edited([ErrorClassRulesTests.rateLimited]), as: "head.yaml"))
        let report = DiffReport(
            comparisons: [ContractComparison.compare(base: base, head: head, baseName: "a", headName: "b")])
        XCTAssertTrue(report.contains(atLeast: .breaking), "wire non-breaking, Swift breaking")
        XCTAssertEqual(DiffReport.counts(report.changes)[.breaking], 1)
    }
}
