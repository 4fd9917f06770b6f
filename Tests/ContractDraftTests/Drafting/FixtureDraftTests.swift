import Contract
import ContractFixtures
import ContractVerify
import Foundation
import WireVocabulary
import XCTest

@testable import ContractDraft

/// The repository's capture fixtures (the traffic of every contract's and fixture's examples, as verify's tests build
/// it) each draft a contract that lints clean, generates, and against which `verify` finds no error in the same
/// captures.
final class FixtureDraftTests: XCTestCase {
    private func contract(_ text: String, file: String) throws -> Contract {
        let loaded = ContractLoader.load(text: text, file: file)
        return try XCTUnwrap(loaded.contract, loaded.diagnostics.map(\.description).joined(separator: "\n"))
    }

    private func check(
        _ source: Contract, name: String, options: DraftOptions? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let harness = try DraftHarness()
        let captures = [(name: "\(name).har", entries: ContractTraffic.entries(source))]
        let draft = try harness.draft(captures, options: options)
        let rendered = harness.rendered(draft, file: file, line: line)
        let contract = try XCTUnwrap(rendered.lint.contract, "\(name) does not lint", file: file, line: line)
        XCTAssertEqual(try harness.generate(rendered).map(\.description), [], name, file: file, line: line)
        XCTAssertEqual(try harness.verifyErrors(contract, captures: captures), [], name, file: file, line: line)
        XCTAssertEqual(
            contract.endpoints.count, source.endpoints.count, "\(name): one endpoint per route", file: file, line: line)
        XCTAssertGreaterThan(contract.endpoints.reduce(0) { $0 + $1.examples.count }, 0, name, file: file, line: line)
        assertEveryFailureStaysAFailure(source, drafted: contract, name: name, file: file, line: line)
    }

    /// Whether the traffic itself shows the failure (its envelope or status says so, or it is a redirect or no JSON),
    /// not a condition only the docs state (an empty token in a success, a payload state): those a draft can only
    /// guess.
    private static func showsFailure<Refusal>(_ reason: FailureReason<Refusal>) -> Bool {
        switch reason {
        case .reported, .unsuccessfulStatus, .redirect, .notJSON: true
        case .notEnvelope, .payloadRule, .unmet, .refused: false
        }
    }

    /// Fail closed: every answer the source contract reads as a failure, the draft reads as a failure too (the one
    /// reading, as lint reads examples). Endpoints are drafted in the order their traffic came, one per route.
    private func assertEveryFailureStaysAFailure(
        _ source: Contract, drafted: Contract, name: String, file: StaticString, line: UInt
    ) {
        let sourceEndpoints = source.endpoints.filter { !$0.examples.isEmpty }
        guard sourceEndpoints.count == drafted.endpoints.count else { return }
        // An endpoint's own success codes are the docs' word alone: the traffic cannot show them.
        for (original, draft) in zip(sourceEndpoints, drafted.endpoints) where original.response.successCodes == nil {
            XCTAssertEqual(original.method, draft.method, "\(name): \(original.name)", file: file, line: line)
            for example in original.examples {
                let headers = example.responseHeaders.map { (name: $0.name, value: $0.value) }
                let signedIn = original.auth == .token
                guard
                    case .failure(let failure)? = source.meaning(
                        ofAnswer: example.status, headers: headers, body: Array(example.response.utf8),
                        carriedCredentials: signedIn, endpoint: original)?.outcome,
                    Self.showsFailure(failure.reason)
                else { continue }
                let reading = drafted.meaning(
                    ofAnswer: example.status, headers: headers, body: Array(example.response.utf8),
                    carriedCredentials: signedIn, endpoint: draft)
                if case .success? = reading?.outcome {
                    XCTFail(
                        "\(name): \(original.name)'s '\(example.name)' is a failure, but the draft reads it as a success",
                        file: file, line: line)
                }
            }
        }
    }

    func testTheRealContractsTrafficDrafts() throws {
        for name in ["zing", "herald", "longde", "wechat"] {
            let url = DraftHarness.root.appendingPathComponent("contract/\(name).yaml")
            try check(try contract(String(contentsOf: url, encoding: .utf8), file: "contract/\(name).yaml"), name: name)
        }
    }

    func testEveryEnvelopeStyleFixtureDrafts() throws {
        for fixture in EnvelopeStyleFixture.all {
            try check(try contract(fixture.yaml, file: fixture.file), name: fixture.name)
        }
    }

    func testTheGateFixtureDrafts() throws {
        let url = DraftHarness.root.appendingPathComponent("Tests/Fixtures/gate-sign-in.yaml")
        try check(try contract(String(contentsOf: url, encoding: .utf8), file: "gate.yaml"), name: "gate")
    }

    func testTwoNamedServersDraftTwoServers() throws {
        let source = try contract(NamedServerFixture.twoServers, file: "hosts.yaml")
        let servers = [
            (name: "api", url: BaseURL("https://api.example.com")!),
            (name: "passport", url: BaseURL("https://passport.example.com/v2")!),
        ]
        try check(source, name: "hosts", options: DraftOptions(servers: servers, date: DraftHarness.date))
        let harness = try DraftHarness()
        let draft = try harness.draft(
            [("hosts.har", ContractTraffic.entries(source))],
            options: DraftOptions(servers: servers, date: DraftHarness.date))
        XCTAssertEqual(draft.contract.servers.map(\.name), ["api", "passport"])
        XCTAssertEqual(draft.contract.endpoints.first { $0.path == "/login" }?.server, "passport")
    }
}
