import Contract
import ContractVerify
import XCTest

/// A contract whose token travels in the query string (`?access_token=…`) and whose refresh takes a secret query
/// parameter: `verify` finds the token where the contract puts it, and treats both values as secrets in every output
/// (the harness scans each for the planted marker), even when the server echoes them back.
final class QueryTokenSecretTests: XCTestCase {
    static let contractText = """
        format: 1
        info: { title: Q, module: QAPI, version: "1", date: 2026-01-01, baseURL: "https://api.q.example", generate: false, docs: [q.md] }
        envelopes:
          codes: { style: none, errorCode: errcode, message: errmsg }
        auth:
          token: { query: access_token }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        models:
          Profile: { fields: { nickname: { type: string } } }
        endpoints:
          userInfo:
            method: GET
            path: /sns/userinfo
            query: { openid: { type: string } }
            response: { envelope: codes, type: Profile }
          refresh:
            method: GET
            path: /sns/oauth2/refresh_token
            auth: none
            role: refresh
            query:
              appid: { type: string }
              refresh_token: { type: string, secret: true }
            response: { envelope: codes, payload: none }
        """

    private var contract: Contract!
    private var traffic: ExampleTraffic!

    override func setUpWithError() throws {
        let loaded = ContractLoader.load(text: Self.contractText, file: "contract/q.yaml")
        contract = try XCTUnwrap(loaded.contract, loaded.diagnostics.map(\.description).joined(separator: "\n"))
        traffic = ExampleTraffic(contract: contract)
    }

    func testAConformingRequestHasNoFindingAndEchoedSecretsAreRedacted() throws {
        var info = traffic.request(traffic.endpoint("userInfo"))
        XCTAssertTrue(info.url.contains("access_token=\(Planted.value("token"))"), info.url)
        info.responseBody = #"{"nickname": "n", "echo": "\#(Planted.value("token"))"}"#
        var refresh = traffic.request(traffic.endpoint("refresh"))
        refresh.url = refresh.url.replacingOccurrences(
            of: "refresh_token=", with: "refresh_token=\(Planted.value("refresh"))&ignored=")
        refresh.responseBody = #"{"errcode": 40030, "errmsg": "invalid refresh_token \#(Planted.value("refresh"))"}"#
        let run = try VerifyHarness.run(contract, [info, refresh])
        XCTAssertEqual(run.findings("request-token-missing"), [], run.text)
        XCTAssertEqual(run.findings("request-token-unexpected"), [], run.text)
        XCTAssertEqual(
            run.findings("request-query-unknown").map(\.message),
            [
                "sends query parameter ignored, which the endpoint does not declare"
            ])
    }

    func testAMissingQueryTokenIsReported() throws {
        var info = traffic.request(traffic.endpoint("userInfo"))
        info.url = info.url.replacingOccurrences(of: "access_token=\(Planted.value("token"))", with: "access_token=")
        let run = try VerifyHarness.run(contract, [info])
        let finding = try run.single("request-token-missing")
        XCTAssertEqual(
            finding.message, "has no token in its query parameter access_token; the endpoint carries the token")
    }

    func testATokenSentWhereTheEndpointCarriesNone() throws {
        var refresh = traffic.request(traffic.endpoint("refresh"))
        refresh.url += "&access_token=\(Planted.value("stale"))"
        let run = try VerifyHarness.run(contract, [refresh])
        let finding = try run.single("request-token-unexpected")
        XCTAssertTrue(finding.message.contains("carries query parameter access_token"), finding.message)
    }
}
