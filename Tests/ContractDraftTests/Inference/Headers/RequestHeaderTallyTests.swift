import Contract
import ContractFixtures
import XCTest

@testable import ContractDraft

/// The request headers a server needs are drafted or listed, never dropped without a word, and never with a
/// credential's value.
final class RequestHeaderTallyTests: XCTestCase {
    func testAConstantHeaderIsAlwaysSentAndChangingOnesAreListed() throws {
        let base = "https://api.example.com"
        let entries = (0..<3).map { index in
            CapturedEntry(
                url: base + "/sys/item/\(index + 1)",
                requestHeaders: [
                    ("Accept", "application/json"), ("User-Agent", "Mozilla/5.0"), ("sec-ch-ua", "x"),
                    ("X-Version", "3.7"), ("X-Sign", "5f0c\(index)a9e1d2"), ("X-TIMESTAMP", "176400000\(index)000"),
                    ("X-App-Secret", "Pl4ntedSecretHeader"),
                ],
                responseBody: #"{"success": true, "result": {"n": 1}}"#)
        }
        let harness = try DraftHarness()
        let draft = try harness.draft([("t.har", entries)])
        let rendered = harness.rendered(draft)
        let contract = try XCTUnwrap(rendered.lint.contract)
        XCTAssertEqual(contract.headers.always, [HeaderRules.Header(name: "X-Version", value: "3.7")])
        let summary = DraftSummary.lines(draft, written: "t.yaml")
        XCTAssertTrue(
            draft.notes.leftOut.contains { $0.reason.contains("changed between requests (X-TIMESTAMP)") },
            summary.joined(separator: "\n"))
        for name in ["X-Sign", "X-App-Secret"] {
            XCTAssertTrue(draft.notes.leftOut.contains { $0.reason.contains("carries a credential (\(name))") }, name)
        }
        for output in [rendered.text] + summary {
            XCTAssertFalse(output.contains("Pl4ntedSecretHeader"), output)
            XCTAssertFalse(output.contains("5f0c0a9e1d2"), output)
        }
        XCTAssertTrue(summary.contains { $0.contains("3 drafted from, 0 left out") }, summary.joined(separator: "\n"))
        XCTAssertTrue(rendered.text.contains("every request carried X-Version with one value"), rendered.text)
    }

    func testTransportHeadersAreNeverDrafted() {
        for name in ["accept", "user-agent", "sec-fetch-mode", ":authority", "referer", "x-forwarded-for"] {
            XCTAssertTrue(RequestHeaderTally.isTransport(name), name)
        }
        XCTAssertFalse(RequestHeaderTally.isTransport("x-version"))
    }
}
