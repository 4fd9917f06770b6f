import Foundation
import XCTest

/// The real `zing-codegen diff` with an accepted-changes file and the CI formats.
final class DiffGovernanceCommandTests: XCTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("governance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let pairs = BuiltProduct.packageRoot.appendingPathComponent("Tests/ContractDiffTests/Pairs")
        for (pair, name) in [("scenario-base.yaml", "base.yaml"), ("scenario-head.yaml", "head.yaml")] {
            try FileManager.default.copyItem(
                at: pairs.appendingPathComponent(pair), to: project.appendingPathComponent(name))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try BuiltProduct.run(try BuiltProduct.executable("zing-codegen"), arguments, in: project)
    }

    private func write(_ text: String, to name: String) throws {
        try text.write(to: project.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    private let bothBreaks = """
        accepted:
          - rule: tenant-header-renamed
            path: auth/tenantID
            reason: The server reads both headers until every app has updated.
          - rule: error-class-added
            path: errorClass:accountDisabled
            reason: Apps switch over the class with a default case.
        """

    func testAReviewedBreakPassesFailOnAndAStaleEntryIsReported() throws {
        try write(
            bothBreaks + "\n  - { rule: endpoint-removed, path: endpoint:gone, reason: stale }\n", to: "reviewed.yaml")
        let result = try run(["diff", "base.yaml", "head.yaml", "--fail-on", "breaking", "--accept", "reviewed.yaml"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(
            result.err.contains(
                "reviewed.yaml:8:5: warning: accepted change `endpoint-removed` at `endpoint:gone` matches no change"),
            result.err)
        XCTAssertTrue(result.out.contains("— **accepted**: The server reads both headers"), result.out)
        XCTAssertTrue(result.out.contains("### Accepted changes that accept nothing"), result.out)
        // The possibly breaking changes were not reviewed.
        let stricter = try run([
            "diff", "base.yaml", "head.yaml", "--fail-on", "possibly-breaking", "--accept", "reviewed.yaml",
        ])
        XCTAssertEqual(stricter.status, 3)
    }

    /// An impossible `until` once read as a far-off day: the breaks it names passed `--fail-on breaking`.
    func testAnImpossibleUntilIsAnErrorNotAFarOffDay() throws {
        for until in ["2026-13-01", "2026-12-32", "2026-02-29", "9999-99-99"] {
            try write(bothBreaks + "\n    until: \"\(until)\"\n", to: "reviewed.yaml")
            let result = try run([
                "diff", "base.yaml", "head.yaml", "--fail-on", "breaking", "--accept", "reviewed.yaml",
            ])
            XCTAssertEqual(result.status, 1, "\(until): \(result.err)")
            XCTAssertTrue(
                result.err.contains("reviewed.yaml:8:12: error: `until` '\(until)' is not a calendar day"), result.err)
        }
    }

    func testTheDefaultFileIsUsedWhenPresent() throws {
        XCTAssertEqual(try run(["diff", "base.yaml", "head.yaml", "--fail-on", "breaking"]).status, 3)
        try write(bothBreaks, to: "accepted-changes.yaml")
        let result = try run(["diff", "base.yaml", "head.yaml", "--fail-on", "breaking", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.err)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let acceptance = try XCTUnwrap(object["acceptance"] as? [String: Any])
        XCTAssertEqual(acceptance["file"] as? String, "accepted-changes.yaml")
        let changes = try XCTUnwrap((object["contracts"] as? [[String: Any]])?.first?["changes"] as? [[String: Any]])
        XCTAssertEqual(changes.filter { $0["accepted"] != nil }.count, 2)
    }

    func testABadFileIsALocatedErrorAndAMissingOneAUsageMistake() throws {
        try write("accepted:\n  - { rule: tenant-header-renamed, path: auth/tenantID }\n", to: "bad.yaml")
        let bad = try run(["diff", "base.yaml", "head.yaml", "--accept", "bad.yaml"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.err.contains("bad.yaml:2:5: error: an accepted change needs `reason`"), bad.err)
        XCTAssertEqual(bad.out, "")
        let missing = try run(["diff", "base.yaml", "head.yaml", "--accept", "nowhere.yaml"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.err.contains("no accepted-changes file at nowhere.yaml"), missing.err)
        XCTAssertEqual(try run(["lint", "--accept", "bad.yaml"]).status, 2, "--accept belongs to diff")
    }

    func testGitHubAndJUnitFormats() throws {
        let github = try run(["diff", "base.yaml", "head.yaml", "--format", "github", "--fail-on", "breaking"])
        XCTAssertEqual(github.status, 3)
        let lines = github.out.split(separator: "\n")
        XCTAssertEqual(lines.count, 12)
        XCTAssertTrue(
            lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
        XCTAssertEqual(lines.filter { $0.hasPrefix("::error ") }.count, 2)

        let junit = try run(["diff", "base.yaml", "head.yaml", "--format", "junit", "--fail-on", "possibly-breaking"])
        XCTAssertEqual(junit.status, 3)
        XCTAssertTrue(
            junit.out.contains("<testsuites name=\"zing-codegen diff\" tests=\"11\" failures=\"5\">"), junit.out)
    }
}
