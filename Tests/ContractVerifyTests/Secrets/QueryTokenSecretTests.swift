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

    /// A redirect the capture followed to another origin leaks the query token when the followed URL carries it
    /// anywhere: under the token's own name, inside another parameter (the original URL as a `return` value, encoded
    /// once or twice), or in its path. The finding names the entry, never the URL.
    func testAFollowedRedirectWhoseURLCarriesTheQueryTokenIsALeak() throws {
        let token = Planted.value("token")
        let original = "https://api.q.example/sns/userinfo?openid=o&access_token=\(token)"
        let once = original.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let twice = once.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let targets = [
            "https://collector.example/sso?access_token=\(token)",
            "https://collector.example/sso?return=\(once)",
            "https://collector.example/sso?return=\(twice)",
            "https://collector.example/t/\(token)/in",
        ]
        for target in targets {
            var info = traffic.request(traffic.endpoint("userInfo"))
            info.status = 302
            info.responseBody = ""
            info.redirectURL = target
            let followed = EntrySpec(method: "GET", url: target)
            let run = try VerifyHarness.run(contract, [info, followed])
            let leak = try run.single("redirect-credential-leak")
            XCTAssertEqual(leak.capture?.entry, 1)
            XCTAssertTrue(leak.message.contains("entries[0]"), leak.message)
        }
    }

    /// A followed redirect whose URL carries nothing of the request's credentials is no leak.
    func testAFollowedRedirectWithoutTheTokenIsNoLeak() throws {
        var info = traffic.request(traffic.endpoint("userInfo"))
        info.status = 302
        info.responseBody = ""
        info.redirectURL = "https://collector.example/sso?return=%2Fsns%2Fuserinfo"
        let run = try VerifyHarness.run(contract, [info, EntrySpec(method: "GET", url: info.redirectURL!)])
        XCTAssertEqual(run.findings("redirect-credential-leak"), [], run.text)
    }
}
