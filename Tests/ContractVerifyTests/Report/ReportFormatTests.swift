import Contract
import ContractVerify
import Foundation
import MarkedSections
import XCTest

/// The three formats say the same thing: findings with their entry and contract location, then the summary.
final class ReportFormatTests: XCTestCase {
    private var run: VerifyRun!

    override func setUpWithError() throws {
        let zing = try RealContracts.load("zing")
        let traffic = ExampleTraffic(contract: zing)
        var members = traffic.request(traffic.endpoint("tenantMemberships"))
        members.responseBody =
            #"{"success": true, "code": 200, "result": [{"id": "u", "tenantUserId": "x", "status": "1|2", "extra": 1}]}"#
        var user = traffic.request(traffic.endpoint("currentUser"))
        user.headers.removeAll { $0.0 == "X-Access-Token" }
        user.responseBody = #"{"success": false, "code": 401, "result": null}"#
        run = try VerifyHarness.run(zing, [members, user])
    }

    func testTextFindingsAreClickableOnBothSides() throws {
        let lines = run.text.components(separatedBy: "\n")
        let finding = try XCTUnwrap(lines.firstIndex { $0.contains("[response-payload-invalid]") })
        XCTAssertEqual(
            lines[finding],
            #"capture.har: entries[0] (GET /sys/tenant/getTenantListByUserId): error: result[0].status arrived as "1|2"; "#
                + "the contract accepts an integer or a numeric string; the client classifies the answer as a failure "
                + "[response-payload-invalid]")
        XCTAssertNotNil(
            lines[finding + 1].range(
                of:
                    #"^contract/zing\.yaml:\d+:\d+: note: field 'status' of model 'TenantMembership': TenantStatus, optional$"#,
                options: .regularExpression), lines[finding + 1])
        XCTAssertNotNil(
            lines.first {
                $0.hasPrefix("contract/zing.yaml:") && $0.hasSuffix("[endpoint-not-exercised]")
                    && $0.contains(": warning: ")
            })
        XCTAssertTrue(run.text.contains("  findings: 2 errors, 6 warnings\n"), run.text)
        XCTAssertTrue(run.text.contains("    TenantMembership.status: string 1\n"), run.text)
        XCTAssertTrue(run.text.contains("    TenantMembership.extra: capture.har#entries[0]\n"), run.text)
        XCTAssertTrue(run.text.contains("    TenantMembership.tenantUserId: capture.har#entries[0]\n"), run.text)
        // Entry 1 sent no token: its answer is classified as a signed-out call's (`when: authenticated` is what was sent).
        XCTAssertTrue(run.text.contains("    business 1: capture.har#entries[1]\n"), run.text)
    }

    func testJSONCarriesTheSameFacts() throws {
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.json.utf8)) as? [String: Any])
        XCTAssertEqual(root["schemaVersion"] as? Int, 1)
        XCTAssertEqual(root["contract"] as? String, "contract/zing.yaml")
        let findings = try XCTUnwrap(root["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, run.findings.count)
        let payload = try XCTUnwrap(findings.first { $0["kind"] as? String == "response-payload-invalid" })
        XCTAssertEqual(payload["severity"] as? String, "error")
        XCTAssertEqual(payload["jsonPath"] as? String, "result[0].status")
        XCTAssertEqual((payload["capture"] as? [String: Any])?["entry"] as? Int, 0)
        XCTAssertEqual((payload["capture"] as? [String: Any])?["path"] as? String, "/sys/tenant/getTenantListByUserId")
        let location = try XCTUnwrap(payload["contractLocation"] as? [String: Any])
        XCTAssertEqual(location["file"] as? String, "contract/zing.yaml")
        XCTAssertNotNil(location["line"] as? Int)
        let summary = try XCTUnwrap(root["summary"] as? [String: Any])
        XCTAssertEqual(summary["errors"] as? Int, 2)
        XCTAssertEqual((summary["byKind"] as? [String: Int])?["request-token-missing"], 1)
        let exchanges = try XCTUnwrap(root["exchanges"] as? [[String: Any]])
        XCTAssertEqual(exchanges.map { $0["outcome"] as? String }, ["failure", "failure"])
        XCTAssertEqual(exchanges[1]["class"] as? String, "business", "sent without its token")
        XCTAssertEqual(exchanges[1]["code"] as? Int, 401)
    }

    func testMarkdownIsAPullRequestComment() {
        XCTAssertTrue(run.markdown.hasPrefix("### `zing-codegen verify`: `contract/zing.yaml`\n"), run.markdown)
        XCTAssertTrue(run.markdown.contains("**2 errors, 6 warnings** over 2 entries"), run.markdown)
        XCTAssertTrue(
            run.markdown.contains("| ❌ | `response-payload-invalid` | `capture.har: entries[0] (GET "), run.markdown)
        XCTAssertTrue(run.markdown.contains(#"arrived as "1\|2""#), "pipes in cells are escaped")
    }

    func testTheCatalogIsDocumented() throws {
        let ids = FindingKind.all.map(\.id)
        XCTAssertEqual(ids.count, Set(ids).count)
        for id in ids { XCTAssertNotNil(id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression), id) }
        let url = RealContracts.root.appendingPathComponent("docs/contract-verify.md")
        var table = ["| kind | severity | meaning |", "| --- | --- | --- |"]
        for kind in FindingKind.all {
            table.append("| `\(kind.id)` | \(kind.severity.rawValue) | \(kind.explanation) |")
        }
        let section = try MarkedSection(table, named: "kinds", in: url)
        XCTAssertEqual(section.current, section.expected, MarkedSection.advice)
    }
}
