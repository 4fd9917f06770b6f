import Contract
import ContractFixtures
import ContractVerify
import Foundation
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
