import Contract
import ContractVerify
import XCTest

/// Captures from a contract's two hosts: each request is held against its own server's endpoints; one sent to the
/// other server, or to a host no server names, is reported and never matched.
final class NamedServerMatchingTests: XCTestCase {
    static let contract = """
        format: 1
        info: { title: Hosts, module: HostsAPI, version: "1", date: 2026-12-01, generate: false, docs: [hosts.md] }
        servers:
          api: { url: "https://api.example.com", doc: Everything but sign-in. }
          passport: { url: "https://passport.example.com/v2", doc: Sign-in only. }
        defaultServer: api
        envelopes:
          flag: { style: flag, success: success }
        auth:
          token: { header: X-Token }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        endpoints:
          signIn:
            method: POST
            path: /login
            server: passport
            auth: none
            role: login
            response: { envelope: flag, payload: none }
            examples:
              - { name: signed in, response: '{"success": true}', expect: { success: true } }
          profile:
            method: GET
            path: /me
            response: { envelope: flag, payload: none }
            examples:
              - { name: a profile, response: '{"success": true}', expect: { success: true } }
        """

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
