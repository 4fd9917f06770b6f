import ContractFixtures
import ContractVerify
import XCTest

@testable import ContractDraft

/// Several captures merge; `--server` chooses the hosts drafted (the first the default, the longest prefix winning),
/// and every entry that is not drafted is listed with why.
final class CaptureReadingTests: XCTestCase {
    func testCapturesMergeAndOtherHostsAreListed() throws {
        let ok = #"{"code": 0, "data": {"id": 1}}"#
        let harness = try DraftHarness()
        let draft = try harness.draft(
            [
                ("a.har", [CapturedEntry(url: "https://api.example.com/v2/users", responseBody: ok)]),
                (
                    "b.har",
                    [
                        CapturedEntry(url: "https://api.example.com/v2/orders", responseBody: ok),
                        CapturedEntry(url: "https://cdn.example.com/logo.png", responseBody: "png"),
                        CapturedEntry(method: "OPTIONS", url: "https://api.example.com/v2/orders"),
                        CapturedEntry(url: "https://pay.example.com/charge", responseBody: ok),
                    ]
                ),
            ],
            options: DraftOptions(
                servers: [
                    ("api", BaseURL("https://api.example.com/v2")!), ("pay", BaseURL("https://pay.example.com")!),
                ],
                date: DraftHarness.date))
        let contract = try XCTUnwrap(harness.rendered(draft).lint.contract)
        XCTAssertEqual(Set(contract.endpoints.map(\.path)), ["/users", "/orders", "/charge"])
        XCTAssertEqual(contract.endpoints.first { $0.path == "/charge" }?.server, "pay")
        XCTAssertEqual(contract.defaultServer, "api")
        let reasons = draft.notes.leftOut.map(\.reason)
        XCTAssertTrue(reasons.contains { $0.contains("another host (https://cdn.example.com)") }, "\(reasons)")
        XCTAssertTrue(reasons.contains { $0.hasPrefix("OPTIONS requests") }, "\(reasons)")
        XCTAssertEqual(draft.notes.total, 2)
        guard case .captures(let files, let entries) = draft.origin else { return XCTFail("captures") }
        XCTAssertEqual(files, ["a.har", "b.har"])
        XCTAssertEqual(entries, 5)
    }
}
