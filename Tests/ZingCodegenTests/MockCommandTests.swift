import Foundation
import RawHTTPClient
import XCTest

/// `zing-codegen mock` as users run it: the real binary on a free port, the real `zing-api` signing in, reading and
/// signing out against it, raw requests for the rest.
final class MockCommandTests: XCTestCase {
    /// Values that must never appear in the mock's output: what zing-api sends, and the token the mock hands out.
    private let identityToken = "eyJhbGciOi.identity-token-secret.sig"
    private let nonce = "raw-nonce-secret-42"
    private let platformToken = "mock-platform-token-1"

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs the real `zing-api` against `mock` with a private session file.
    private func zingAPI(_ arguments: [String], against mock: RunningMock) throws -> (
        status: Int32, out: String, err: String
    ) {
        let process = Process()
        process.executableURL = try BuiltProduct.executable("zing-api")
        process.arguments = arguments + ["--json"]
        process.environment = [
            "HOME": folder.path, "ZING_API_SESSION": folder.appendingPathComponent("session.json").path,
            "ZING_API_BASE_URL": mock.url, "ZING_API_TIMEOUT": "20", "ZING_API_IDENTITY_TOKEN": identityToken,
            "ZING_API_NONCE": nonce,
        ]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outData, as: UTF8.self),
            String(decoding: errData, as: UTF8.self)
        )
    }

    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }

    func testZingAPISignsInReadsTheSameUserListsTenantsAndSignsOut() throws {
        let mock = try RunningMock(["contract/zing.yaml"])
        XCTAssertTrue(mock.url.hasPrefix("http://127.0.0.1:"), mock.url)
        let login = try zingAPI(["login"], against: mock)
        XCTAssertEqual(login.status, 0, login.out + login.err)
        let signedIn = try XCTUnwrap(try json(login.out)["result"] as? [String: Any])
        XCTAssertEqual(signedIn["userId"] as? String, "platform-user-1")
        XCTAssertEqual(signedIn["loginTenantId"] as? Int, 1234)
        XCTAssertFalse(login.err.contains("warning"), "the login tenant is a switchable membership: \(login.err)")
        let whoami = try zingAPI(["whoami"], against: mock)
        XCTAssertEqual(whoami.status, 0, whoami.out + whoami.err)
        XCTAssertEqual((try json(whoami.out)["result"] as? [String: Any])?["userId"] as? String, "platform-user-1")
        let tenants = try zingAPI(["tenants"], against: mock)
        XCTAssertEqual(tenants.status, 0, tenants.out + tenants.err)
        let rows = try XCTUnwrap((try json(tenants.out)["result"] as? [String: Any])?["tenants"] as? [[String: Any]])
        XCTAssertEqual(rows.map { $0["tenantId"] as? Int }, [1234])
        XCTAssertEqual(rows.map { $0["switchable"] as? Bool }, [true])
        let logout = try zingAPI(["logout"], against: mock)
        XCTAssertEqual(logout.status, 0, logout.out + logout.err)
        mock.waitForLines(7)
        let served = mock.lines.dropFirst().map { $0.components(separatedBy: " -> ")[1] }
        XCTAssertEqual(served.count, 7, "login: exchange, user, memberships, grants; whoami; tenants; logout")
        XCTAssertEqual(served.first, "200 appleNativeLogin \"sign-in as platform-user-1\"")
        // contract/zing.yaml's `auth.token.endsBy: [logout]`: the logout ends the session of the token it carried.
        XCTAssertEqual(served.last, "200 logout \"logout without result\" (ended the session)")
        XCTAssertEqual(served.filter { $0 == "200 currentUser \"current user\"" }.count, 2, "\(served)")
        XCTAssertTrue(served.allSatisfy { $0.hasPrefix("200 ") }, "\(served)")
        let everything = mock.lines.joined(separator: "\n") + mock.errors
        for secret in [identityToken, nonce, platformToken] {
            XCTAssertFalse(everything.contains(secret), "the mock printed \(secret.prefix(6))…")
        }
    }

    func testAScenarioChoosesAnotherWorld() throws {
        let mock = try RunningMock(["contract/zing.yaml", "--scenario", "accountMismatch"])
        let login = try zingAPI(["login"], against: mock)
        XCTAssertEqual(login.status, 1, login.out + login.err)
        XCTAssertEqual((try json(login.out)["error"] as? [String: Any])?["class"] as? String, "accountMismatch")
        XCTAssertTrue(mock.errors.contains("scenario accountMismatch"), mock.errors)
    }

    func testTokenRuleExampleChoiceAndRouting() throws {
        let mock = try RunningMock(["contract/zing.yaml"])
        let client = RawHTTPClient(port: mock.port)
        let noToken = try client.exchange("GET /sys/user/getUserInfo HTTP/1.1\r\nConnection: close\r\n\r\n")
        XCTAssertEqual(statusCodes(in: noToken), [401])
        XCTAssertTrue(noToken.contains(#""code": 401, "message": "token expired""#), noToken)
        let chosen = try client.exchange(
            "GET /sys/permission/getPermCode HTTP/1.1\r\nX-Access-Token: t\r\nX-Mock-Example: business code 510\r\n"
                + "Connection: close\r\n\r\n")
        XCTAssertEqual(statusCodes(in: chosen), [200])
        XCTAssertTrue(chosen.contains(#""code": 510"#), chosen)
        let byQuery = try client.exchange(
            "GET /sys/permission/getPermCode?mockExample=HTTP+403 HTTP/1.1\r\nX-Access-Token: t\r\nConnection: close\r\n\r\n"
        )
        XCTAssertEqual(statusCodes(in: byQuery), [403])
        XCTAssertEqual(
            statusCodes(in: try client.exchange("GET /nothing HTTP/1.1\r\nConnection: close\r\n\r\n")), [404])
        let wrongMethod = try client.exchange("GET /sys/logout HTTP/1.1\r\nConnection: close\r\n\r\n")
        XCTAssertEqual(statusCodes(in: wrongMethod), [405])
        XCTAssertTrue(wrongMethod.contains("Allow: POST\r\n"), wrongMethod)
        mock.waitForLines(5)
        XCTAssertEqual(
            mock.lines.dropFirst().map { $0.components(separatedBy: " -> ")[1] },
            [
                "401 currentUser \"HTTP 401 with a token\" (no token)", "200 permissionCodes \"business code 510\"",
                "403 permissionCodes \"HTTP 403\"", "404 (no endpoint)", "405 logout (wrong method)",
            ])
    }

    func testHostileRequestsGetTheirStatusAndTheMockKeepsServing() throws {
        let mock = try RunningMock(["contract/zing.yaml", "--request-timeout", "1"])
        let client = RawHTTPClient(port: mock.port)
        let huge = "GET /sys/logout HTTP/1.1\r\nX-Fill: \(String(repeating: "z", count: 100_000))\r\n\r\n"
        XCTAssertEqual(statusCodes(in: try client.exchange(huge)), [431])
        XCTAssertEqual(
            statusCodes(in: try client.exchange([0x16, 0x03, 0x01, 0x00, 0xA5, 0x01] + Array("\r\n\r\n".utf8))), [400])
        XCTAssertEqual(statusCodes(in: try client.exchange("POST /sys/logout HTTP/1.1\r\nContent-Le")), [408])
        let upload = try client.exchange(
            "POST /sys/common/upload HTTP/1.1\r\nX-Access-Token: t\r\nContent-Length: 1000000000\r\n\r\n")
        XCTAssertEqual(statusCodes(in: upload), [413])
        XCTAssertTrue(upload.contains("413 Request Entity Too Large</title>"), "the contract's own 413 example")
        let multipart =
            "--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.jpg\"\r\n\r\nJPEG\r\n--b--\r\n"
        let accepted = try client.exchange(
            "POST /sys/common/upload HTTP/1.1\r\nX-Access-Token: t\r\nContent-Type: multipart/form-data; boundary=b\r\n"
                + "Content-Length: \(multipart.utf8.count)\r\nConnection: close\r\n\r\n\(multipart)")
        XCTAssertEqual(statusCodes(in: accepted), [200])
        XCTAssertTrue(accepted.contains("https://example.invalid/path/photo.jpg"), accepted)
        XCTAssertTrue(mock.isRunning)
    }

    func testHeraldAndLongdeAreServedToo() throws {
        let herald = try RunningMock(["contract/herald.yaml"])
        let body = #"{"identityToken": "x", "clientId": "ios"}"#
        let session = try RawHTTPClient(port: herald.port).exchange(
            "POST /api/oauth/realm-7/apple/native-login HTTP/1.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
        XCTAssertEqual(statusCodes(in: session), [200])
        XCTAssertTrue(session.contains(#""accessToken": "at-123""#), session)
        XCTAssertTrue(herald.errors.contains("no scenario"), herald.errors)

        let longde = try RunningMock(["contract/longde.yaml"])
        let client = RawHTTPClient(port: longde.port)
        let me = try client.exchange("GET /users/me HTTP/1.1\r\nAuthorization: Bearer at\r\nConnection: close\r\n\r\n")
        XCTAssertEqual(statusCodes(in: me), [200])
        XCTAssertTrue(me.contains(#""id": "usr_1""#), me)
        let refused = try client.exchange("GET /users/me HTTP/1.1\r\nConnection: close\r\n\r\n")
        XCTAssertEqual(statusCodes(in: refused), [401])
        XCTAssertTrue(refused.contains("AUTH_UNAUTHORIZED"), refused)
    }

    /// A code envelope: the mock answers a request without the query token as the contract's envelope does (HTTP 200
    /// with a refused-token errcode), not with a bare 401, and serves the body itself as the payload.
    func testWeChatIsServedWithItsQueryTokenAndErrcodes() throws {
        let wechat = try RunningMock(["contract/wechat.yaml"])
        let client = RawHTTPClient(port: wechat.port)
        let profile = try client.exchange(
            "GET /sns/userinfo?access_token=at-mock&openid=OPENID HTTP/1.1\r\nConnection: close\r\n\r\n")
        XCTAssertEqual(statusCodes(in: profile), [200])
        XCTAssertTrue(profile.contains(#""openid": "OPENID""#), profile)
        XCTAssertFalse(profile.contains("errcode"), profile)
        let refused = try client.exchange("GET /sns/userinfo?openid=OPENID HTTP/1.1\r\nConnection: close\r\n\r\n")
        XCTAssertEqual(statusCodes(in: refused), [200])
        XCTAssertTrue(refused.contains(#""errcode": 42001"#), refused)
        XCTAssertFalse(wechat.errors.contains("at-mock"), "the mock's log never shows a query token")
    }

    func testUsageErrorsExitTwoBeforeListening() throws {
        let binary = try BuiltProduct.executable("zing-codegen")
        let root = BuiltProduct.packageRoot
        let cases: [([String], String)] = [
            (["mock", "contract/zing.yaml", "--scenario", "nope"], "no scenario 'nope'; the contract has default"),
            (["mock"], "contract/ has 4 contracts; name one"),
            (["mock", "contract/zing.yaml", "--port", "70000"], "--port must be 0…65535"),
            (["mock", "contract/zing.yaml", "--host", "localhost"], "--host must be an IPv4 address"),
            (["mock", "contract/zing.yaml", "contract/herald.yaml"], "mock serves one contract"),
            (["mock", "contract/missing.yaml"], "no such contract file"),
            (["lint", "--scenario", "default"], "--scenario belongs to mock"),
            (["mock", "contract/zing.yaml", "--output", "x"], "mock takes --port, --scenario"),
        ]
        for (arguments, message) in cases {
            let run = try BuiltProduct.run(binary, arguments, in: root)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.err)")
            XCTAssertTrue(run.err.contains(message), "\(arguments): \(run.err)")
            XCTAssertEqual(run.out, "", "\(arguments)")
        }
    }
}
