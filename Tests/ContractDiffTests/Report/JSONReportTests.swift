import Contract
import ContractDiff
import Foundation
import XCTest

final class JSONReportTests: XCTestCase {
    func testTheDocumentedSchema() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        let head = try XCTUnwrap(
            Fixture.load(
                Fixture.edited([("X-Tenant-Id", "X-Org-Id"), ("maxLength: 4096", "maxLength: 8192")]), as: "head.yaml"))
        let report = DiffReport(comparisons: [
            ContractComparison.compare(base: base, head: head, baseName: "base.yaml", headName: "head.yaml")
        ])
        let json = JSONReport.render(report)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["schemaVersion"] as? Int, 1)
        let summary = try XCTUnwrap(object["summary"] as? [String: Any])
        XCTAssertEqual(summary["changes"] as? Int, 2)
        XCTAssertEqual(summary["breaking"] as? Int, 1)
        XCTAssertEqual((summary["wire"] as? [String: Int])?["breaking"], 1)
        let contract = try XCTUnwrap((object["contracts"] as? [[String: Any]])?.first)
        XCTAssertEqual(contract["base"] as? String, "base.yaml")
        let change = try XCTUnwrap(
            (contract["changes"] as? [[String: Any]])?.first { $0["rule"] as? String == "tenant-header-renamed" })
        XCTAssertEqual(change["wire"] as? String, "breaking")
        XCTAssertEqual(change["swift"] as? String, "nonBreaking")
        XCTAssertEqual(change["before"] as? String, "X-Tenant-Id")
        XCTAssertEqual(change["area"] as? String, "auth")
        XCTAssertNotNil(change["explanation"] as? String)
        XCTAssertNotNil(change["clientChange"] as? String)
        let location = try XCTUnwrap(change["location"] as? [String: Any])
        XCTAssertEqual(location["file"] as? String, "head.yaml")
        XCTAssertEqual(location["side"] as? String, "head")
        XCTAssertNotNil(location["line"] as? Int)
        XCTAssertEqual(json, JSONReport.render(report), "stable output")
    }

    func testTextReportLinesAreClickable() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        let head = try XCTUnwrap(Fixture.load(Fixture.edited([("X-Tenant-Id", "X-Org-Id")]), as: "head.yaml"))
        let text = TextReport.render(
            DiffReport(comparisons: [ContractComparison.compare(base: base, head: head, baseName: "a", headName: "b")]))
        let line = Fixture.line(of: "  tenant: {", in: Fixture.text) ?? 0
        XCTAssertTrue(
            text.hasPrefix("head.yaml:\(line):11: breaking (Swift: non-breaking): [tenant-header-renamed]"), text)
        XCTAssertTrue(text.hasSuffix("1 change: 1 breaking, 0 possibly breaking, 0 non-breaking\n"), text)
    }
}
