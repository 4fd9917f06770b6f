import Foundation
import XCTest

@testable import ContractDiff

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `--format junit`: well-formed JUnit XML, read back with Foundation's XML parser.
final class JUnitReportTests: XCTestCase {
    /// The elements of a document with their attributes, in order, and the text inside each failure.
    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var text = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append((name, attributes))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }

    private func parse(_ xml: String) throws -> Collector {
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "not well-formed: \(String(describing: parser.parserError))\n\(xml)")
        return collector
    }

    func testASuitePerContractAndACasePerChangeFailingAtTheFailOnLevel() throws {
        let report = try ScenarioReport.report()
        let xml = JUnitReport.render(report, failOn: .breaking)
        XCTAssertTrue(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"))
        let parsed = try parse(xml)
        XCTAssertEqual(parsed.elements.first?.name, "testsuites")
        XCTAssertEqual(parsed.elements.first?.attributes["tests"], "11")
        XCTAssertEqual(parsed.elements.first?.attributes["failures"], "2")
        let suites = parsed.elements.filter { $0.name == "testsuite" }
        XCTAssertEqual(suites.map { $0.attributes["name"] }, ["contract/zing.yaml"])
        XCTAssertEqual(suites.first?.attributes["tests"], "11")
        let cases = parsed.elements.filter { $0.name == "testcase" }
        XCTAssertEqual(cases.count, 11)
        XCTAssertEqual(Set(cases.compactMap { $0.attributes["name"] }).count, 11, "case names are unique")
        XCTAssertTrue(
            cases.contains {
                $0.attributes["name"] == "[tenant-header-renamed] auth and headers: tenant header renamed"
            })
        XCTAssertEqual(
            parsed.elements.filter { $0.name == "failure" }.map { $0.attributes["type"] }, ["breaking", "breaking"])
        XCTAssertEqual(
            try parse(JUnitReport.render(report, failOn: .possiblyBreaking)).elements.filter { $0.name == "failure" }
                .count,
            5)
        XCTAssertEqual(
            try parse(JUnitReport.render(report, failOn: nil)).elements.filter { $0.name == "failure" }.count, 0)
    }

    func testAcceptedChangesPassAndStaleEntriesAreSkippedCases() throws {
        let report = try ScenarioReport.report()
            .accepting(try ScenarioReport.accepted(), file: "accepted-changes.yaml", today: "2026-12-01")
        let parsed = try parse(JUnitReport.render(report, failOn: .breaking))
        XCTAssertEqual(parsed.elements.filter { $0.name == "failure" }.count, 0)
        XCTAssertTrue(parsed.text.contains("accepted: The server reads both headers until every app has updated."))
        let stale = parsed.elements.filter { $0.name == "testsuite" }.last
        XCTAssertEqual(stale?.attributes["name"], "accepted-changes.yaml")
        XCTAssertEqual(stale?.attributes["skipped"], "2")
        XCTAssertEqual(
            parsed.elements.filter { $0.name == "skipped" }.map { $0.attributes["message"] },
            [
                "matches no change", "expired after 2020-01-01",
            ])
    }

    func testHostileTextStaysWellFormed() throws {
        let hostile = "a<b>&\"c\" ]]> \u{1}\u{0B}\r\n\t' \u{FFFE}"
        XCTAssertNoThrow(try parse("<a t=\(JUnitReport.attribute(hostile))>\(JUnitReport.text(hostile))</a>"))
        let parsed = try parse("<a t=\(JUnitReport.attribute("x\ny\tz\rw"))/>")
        XCTAssertEqual(
            parsed.elements.first?.attributes["t"], "x\ny\tz\rw", "line breaks and tabs survive in attributes")
    }
}
