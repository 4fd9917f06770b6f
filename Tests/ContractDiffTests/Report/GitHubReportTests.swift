import Foundation
import XCTest

@testable import ContractDiff

/// `--format github`: GitHub workflow commands, one per line, in the documented syntax and escaping.
final class GitHubReportTests: XCTestCase {
    /// `::level key=value,…::message`: properties hold no raw `:`, `,`, CR or LF; messages no raw CR or LF.
    private static let command = try! NSRegularExpression(
        pattern:
            #"^::(error|warning|notice)( (file|line|col|title)=[^:,\r\n]*(,(file|line|col|title)=[^:,\r\n]*)*)?::[^\r\n]*$"#
    )

    private func lines(_ text: String) -> [String] {
        XCTAssertTrue(text.hasSuffix("\n"))
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    private func matches(_ line: String) -> Bool {
        Self.command.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }

    func testOneCommandPerChangeInTheDocumentedSyntax() throws {
        let report = try ScenarioReport.report()
        let lines = lines(GitHubReport.render(report))
        XCTAssertEqual(lines.count, report.changes.count + 1, "one per change and the summary notice")
        for line in lines { XCTAssertTrue(matches(line), line) }
        let renamed = try XCTUnwrap(lines.first { $0.contains("tenant-header-renamed") })
        XCTAssertTrue(
            renamed.hasPrefix(
                "::error file=contract/zing.yaml,line=256,col=11,title=tenant-header-renamed (wire%3A breaking%2C "
                    + "Swift%3A non-breaking)::auth and headers: tenant header renamed (X-Tenant-Id → X-Zing-Tenant)."),
            renamed)
        XCTAssertTrue(
            renamed.hasSuffix("To accept it after review: rule `tenant-header-renamed`, path `auth/tenantID`."))
        XCTAssertTrue(lines.contains { $0.hasPrefix("::warning file=contract/zing.yaml,line=417,col=7,") })
        // A removal is located in the base contract, whose lines a pull request's new file does not have.
        let removed = try XCTUnwrap(lines.first { $0.contains("example-removed") })
        XCTAssertTrue(removed.hasPrefix("::warning file=contract/zing.yaml,title="), removed)
        XCTAssertEqual(
            lines.last, "::notice title=contract review::11 changes: 2 breaking, 3 possibly breaking, 6 non-breaking")
    }

    func testAcceptedChangesAreNoticesAndStaleEntriesWarnings() throws {
        let report = try ScenarioReport.report()
            .accepting(try ScenarioReport.accepted(), file: "accepted-changes.yaml", today: "2026-12-01")
        let lines = lines(GitHubReport.render(report))
        for line in lines { XCTAssertTrue(matches(line), line) }
        XCTAssertFalse(lines.contains { $0.hasPrefix("::error") }, "both breaking changes are accepted")
        let renamed = try XCTUnwrap(lines.first { $0.contains("tenant-header-renamed") })
        XCTAssertTrue(renamed.hasPrefix("::notice file=contract/zing.yaml,line=256,col=11,title=accepted%2C "), renamed)
        XCTAssertTrue(renamed.hasSuffix("Accepted: The server reads both headers until every app has updated."))
        XCTAssertTrue(
            lines.contains(
                "::warning file=accepted-changes.yaml,line=10,col=5,title=accepted change matches nothing::"
                    + "`endpoint-removed` at `endpoint:gone` accepts no change of this diff; remove the entry"))
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("::warning file=accepted-changes.yaml,line=13,col=5,title=accepted change expired::")
            })
    }

    func testEscaping() {
        XCTAssertEqual(GitHubReport.escapeData("50% a\r\nb: c, d"), "50%25 a%0D%0Ab: c, d")
        XCTAssertEqual(GitHubReport.escapeProperty("a:b,c%\n"), "a%3Ab%2Cc%25%0A")
        let line = GitHubReport.command(
            "error", file: "contract/my: api,v2.yaml", line: 3, column: 4, title: "t: x, y", message: "one\ntwo%")
        XCTAssertEqual(line, "::error file=contract/my%3A api%2Cv2.yaml,line=3,col=4,title=t%3A x%2C y::one%0Atwo%25")
        XCTAssertTrue(matches(line))
    }
}
