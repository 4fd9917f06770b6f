import Contract
import ContractFixtures
import ContractVerify
import XCTest

/// Captures from a contract's two hosts: each request is held against its own server's endpoints; one sent to the
/// other server, or to a host no server names, is reported and never matched.
final class NamedServerMatchingTests: XCTestCase {
    static let contract = NamedServerFixture.twoServers

    func testEachHostMatchesItsOwnEndpointsAndStrayRequestsAreReported() throws {
        let contract = try XCTUnwrap(ContractLoader.load(text: Self.contract, file: "hosts.yaml").contract)
        let token = ("X-Token", Planted.value("token"))
        let run = try VerifyHarness.run(
            contract,
            [
                EntrySpec(
                    method: "POST", url: "https://passport.example.com/v2/login", responseBody: #"{"success":true}"#),
                EntrySpec(
                    method: "GET", url: "https://api.example.com/me", headers: [token],
                    responseBody: #"{"success":true}"#),
                // The passport endpoint's path, sent to the API host.
                EntrySpec(method: "POST", url: "https://api.example.com/login", responseBody: #"{"success":true}"#),
                // The API endpoint on a host the contract does not list, with its token.
                EntrySpec(
                    method: "GET", url: "https://api.evil.example/me?access=" + Planted.value("query"),
                    headers: [token], responseBody: #"{"success":true}"#),
                // Other traffic of the app: not the contract's, not reported.
                EntrySpec(method: "GET", url: "https://cdn.example.net/logo.png", responseBody: nil),
            ], baseURL: "https://api.example.com")
        XCTAssertEqual(run.report.counts.matched, 2, run.text)
        XCTAssertEqual(run.report.exchanges.map(\.endpoint), ["signIn", "profile"])
        let wrong = try run.single("request-wrong-server")
        XCTAssertTrue(wrong.message.contains("endpoint 'signIn', which is sent to server 'passport'"), wrong.message)
        let unknown = try run.single("request-unknown-host")
        XCTAssertTrue(
            unknown.message.contains("host api.evil.example is none of the contract's servers"), unknown.message)
        XCTAssertTrue(unknown.message.contains("endpoint 'profile' of the default server"), unknown.message)
        XCTAssertEqual(run.report.counts.elsewhere, 2, "the unknown host and the CDN are not the contract's traffic")
    }

    func testASingleServerContractReportsNoOtherHost() throws {
        let contract = try RealContracts.load("zing")
        let run = try VerifyHarness.run(
            contract, [EntrySpec(method: "GET", url: "https://elsewhere.example/sys/user/getUserInfo")])
        XCTAssertEqual(run.findings("request-unknown-host").count, 0)
        XCTAssertEqual(run.report.counts.elsewhere, 1)
    }
}
