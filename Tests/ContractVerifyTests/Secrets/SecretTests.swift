import Contract
import XCTest

@testable import ContractVerify

/// Captures hold live credentials. Secrets are planted in every place a capture can hold one; the harness scans every
/// output (text, Markdown, JSON, examples) of every test for them, and these tests make sure the plants are there
/// and each place is exercised, including answers that break the contract and servers that echo a secret.
final class SecretTests: XCTestCase {
    private func assertPlanted(_ entries: [EntrySpec], count: Int, file: StaticString = #filePath, line: UInt = #line) {
        let raw = String(decoding: HARBuilder.data(entries), as: UTF8.self)
        XCTAssertGreaterThanOrEqual(
            raw.components(separatedBy: Planted.marker).count - 1, count * 2, "the plants are in the capture",
            file: file,
            line: line)
    }

    func testZingCredentialsAndSecretFields() throws {
        let zing = try RealContracts.load("zing")
        let traffic = ExampleTraffic(contract: zing)
        let token = Planted.value("platform-token")
        var login = traffic.request(traffic.endpoint("appleNativeLogin"))
        login.requestBody =
            #"{"identityToken": "\#(Planted.value("identity"))", "nonce": "\#(Planted.value("nonce"))", "authorizationCode": "\#(Planted.value("code"))"}"#
        login.headers += [("Cookie", "JSESSIONID=" + Planted.value("jsession")), ("X-Access-Token", token)]
        login.responseHeaders = [("Set-Cookie", "sid=\(Planted.value("set-cookie")); HttpOnly")]
        login.responseBody =
            #"{"success": true, "code": 0, "result": {"token": "\#(token)", "userInfo": {"id": "u", "extra": "\#(token)"}, "\#(token)": 1}}"#
        var echo = traffic.request(traffic.endpoint("appleNativeLogin"))
        echo.requestBody = #"{"identityToken": "\#(Planted.value("identity2"))", "nonce": "n"}"#
        echo.responseBody = #"{"success": false, "code": 1099, "message": "bad token \#(Planted.value("identity2"))"}"#
        var sts = traffic.request(traffic.endpoint("cosTemporaryCredentials"))
        sts.url += "&token=" + Planted.value("query-token")
        sts.responseBody = """
            {"success": true, "code": 200, "result": {"bucket": "b", "region": "r", "objectKey": "k",
             "tmpSecretId": "\(Planted.value("tmp-id"))", "tmpSecretKey": {"nested": "\(Planted.value("tmp-key"))"},
             "sessionToken": "\(Planted.value("sts"))", "expiredTime": 1792715400}}
            """
        var stray = traffic.request(traffic.endpoint("currentUser"))
        stray.url = traffic.base + "/sys/user/" + Planted.value("platform-token")
        let entries = [login, echo, sts, stray]
        assertPlanted(entries, count: 12)
        let run = try VerifyHarness.run(zing, entries)
        XCTAssertTrue(run.text.contains("<redacted>"), "the echoed and stray secrets were found and replaced")
        XCTAssertFalse(
            run.findings("response-payload-invalid").isEmpty, "a secret field of the wrong shape was reported")
        XCTAssertTrue(run.examples.contains("<redacted identityToken>"), run.examples)
    }

    func testBearerTokensAndRotatingRefreshTokens() throws {
        let longde = try RealContracts.load("longde")
        let traffic = ExampleTraffic(contract: longde)
        var refresh = traffic.request(traffic.endpoint("refreshSession"))
        refresh.headers.append(("Authorization", "Bearer " + Planted.value("access-old")))
        refresh.requestBody = #"{"refreshToken": "\#(Planted.value("refresh-old"))"}"#
        refresh.responseBody = """
            {"success": true, "data": {"accessToken": "\(Planted.value("access-new"))",
             "refreshToken": "\(Planted.value("refresh-new"))", "user": {"id": "u", "email": null, "nickname": null,
             "avatarUrl": null, "role": "user", "status": "active", "onboardingCompleted": "yes"}},
             "timestamp": "2026-05-27T09:00:00.000Z"}
            """
        var me = traffic.request(traffic.endpoint("currentUser"))
        me.headers = me.headers.map { $0.0 == "Authorization" ? ($0.0, Planted.value("no-scheme")) : $0 }
        let entries = [refresh, me]
        assertPlanted(entries, count: 6)
        let run = try VerifyHarness.run(longde, entries)
        XCTAssertEqual(run.findings("request-token-unexpected").count, 1, run.text)
        XCTAssertEqual(run.findings("request-token-scheme").count, 1, run.text)
    }

    func testHeraldSessionsAndOneTimeCodes() throws {
        let herald = try RealContracts.load("herald")
        let traffic = ExampleTraffic(contract: herald)
        var session = traffic.request(traffic.endpoint("appleNativeLogin"))
        session.responseBody = """
            {"userId": "u", "accessToken": "\(Planted.value("at"))", "refreshToken": "\(Planted.value("rt"))",
             "expiresIn": "soon", "refreshExpiresIn": 1, "tokenType": "Bearer"}
            """
        var redirect = traffic.request(traffic.endpoint("appleNativeLogin"))
        redirect.responseBody = #"{"redirectUri": "https://app.test/cb?code=\#(Planted.value("ac"))&state=s"}"#
        let run = try VerifyHarness.run(herald, [session, redirect])
        XCTAssertEqual(try run.single("response-payload-invalid").jsonPath, "expiresIn")
        XCTAssertEqual(run.report.exchanges[1].outcome, .success)
    }

    func testTheScrubberReplacesLongestFirstAndKeepsShortValues() {
        var secrets = SecretSet()
        secrets.add("Bearer abcdefghij")
        secrets.add("abc")
        XCTAssertEqual(secrets.scrub("x abcdefghij y Bearer abcdefghij abc"), "x <redacted> y <redacted> abc")
    }
}
