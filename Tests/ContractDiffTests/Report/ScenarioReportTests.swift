import Contract
import ContractDiff
import Foundation
import XCTest

/// A realistic doc update (v1.1 → v1.2) of the Zing contract: a new business code 1006 on login with its class,
/// `fullName` kept longer, a new optional field in the tenant rows, logout returning a result, and the tenant
/// header renamed. The Markdown is compared with a golden file reviewed by hand.
final class ScenarioReportTests: XCTestCase {
    private func scenario() throws -> ContractComparison {
        func load(_ name: String, as file: String) throws -> Contract {
            let text = try String(contentsOf: Fixture.folder.appendingPathComponent(name), encoding: .utf8)
            return try XCTUnwrap(Fixture.load(text, as: file))
        }
        return ContractComparison.compare(
            base: try load("scenario-base.yaml", as: "git:HEAD:contract/zing.yaml"),
            head: try load("scenario-head.yaml", as: "contract/zing.yaml"), baseName: "git:HEAD:contract/zing.yaml",
            headName: "contract/zing.yaml")
    }

    func testEachScenarioChangeIsClassified() throws {
        let changes = try scenario().changes
        func change(_ rule: String) -> Change? { changes.first { $0.rule.id == rule } }
        XCTAssertEqual(change("business-code-added")?.detail, "`code 1006` → `accountDisabled` added")
        XCTAssertEqual(change("error-class-added")?.swift, .breaking, "a new class breaks exhaustive switches")
        XCTAssertEqual(change("server-truncation-changed")?.before, "50")
        XCTAssertEqual(change("server-truncation-changed")?.after, "100")
        XCTAssertEqual(change("response-field-added")?.path, "model:TenantMembership/field:tenantCode")
        XCTAssertEqual(change("endpoint-now-returns-payload")?.group, "endpoint logout")
        XCTAssertEqual(change("tenant-header-renamed")?.wire, .breaking)
        XCTAssertEqual(change("tenant-header-renamed")?.after, "X-Zing-Tenant")
        XCTAssertEqual(change("tenant-header-renamed")?.location.description, "contract/zing.yaml:256:11")
    }

    func testSwiftImpactIsTiedToItsCauses() throws {
        let comparison = try scenario()
        func causes(_ key: String) -> [String] {
            comparison.symbols.first { $0.key == key }?.causes.map { comparison.changes[$0].rule.id } ?? ["missing"]
        }
        XCTAssertEqual(causes("ZingErrorClass.accountDisabled"), ["error-class-added"])
        XCTAssertEqual(causes("ZingClient.logout"), ["endpoint-now-returns-payload"])
        XCTAssertEqual(causes("TenantMembership.tenantCode"), ["response-field-added"])
        XCTAssertEqual(comparison.symbols.first { $0.key == "TenantMembership.init" }?.kind, .changed)
    }

    func testMarkdownMatchesTheReviewedGolden() throws {
        let markdown = MarkdownReport.render(DiffReport(comparisons: [try scenario()]))
        let golden = Fixture.folder.appendingPathComponent("scenario.md")
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try markdown.write(to: golden, atomically: true, encoding: .utf8)
        }
        // A changed golden must be read and reviewed line by line before it is committed.
        XCTAssertEqual(markdown, try String(contentsOf: golden, encoding: .utf8))
    }
}
