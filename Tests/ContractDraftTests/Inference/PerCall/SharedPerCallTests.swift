import Contract
import ContractFixtures
import WireVocabulary
import XCTest

@testable import ContractDraft

/// A clock parameter every GET of a capture carries, each endpoint called once or often, is one contract-wide
/// `perCall:` rule, never an app argument on some endpoints and a computed value on others.
final class SharedPerCallTests: XCTestCase {
    func testAClockOnEveryGETIsOneContractWideRule() throws {
        let base = "https://api.example.com"
        var time = 1_764_000_000_000
        func get(_ path: String) -> CapturedEntry {
            time += 1_375
            return CapturedEntry(
                url: base + path + "?_t=\(time)", responseBody: #"{"success": true, "result": {"n": 1}}"#)
        }
        let entries = [
            get("/sys/user/info"), get("/sys/user/info"), get("/sys/user/info"), get("/sys/dict/list"),
            get("/sys/permission/menus"),
        ]
        let harness = try DraftHarness()
        let rendered = harness.rendered(try harness.draft([("t.har", entries)]))
        let contract = try XCTUnwrap(rendered.lint.contract)
        XCTAssertEqual(contract.perCall.map(\.value.placement), [.query("_t")], rendered.text)
        XCTAssertEqual(contract.perCall.first?.value.kind, .unixMillis)
        XCTAssertEqual(contract.perCall.first?.methods, [.get])
        XCTAssertTrue(contract.endpoints.allSatisfy { $0.query.isEmpty }, "no endpoint takes _t as an argument")
        XCTAssertTrue(rendered.text.contains("took a new time on each of 5 requests of 3 endpoints"), rendered.text)
    }

    func testATimeSeenTwiceIsNoClockOfTheCall() throws {
        let base = "https://api.example.com"
        let entries = ["/a/list", "/b/list", "/a/list"].map {
            CapturedEntry(url: base + $0 + "?_t=1764000000000", responseBody: #"{"success": true, "result": {"n": 1}}"#)
        }
        let harness = try DraftHarness()
        let contract = try XCTUnwrap(harness.rendered(try harness.draft([("t.har", entries)])).lint.contract)
        XCTAssertTrue(contract.perCall.isEmpty)
    }
}
