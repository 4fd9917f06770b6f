import APIRuntime
import Foundation
import LoopbackHTTP
import XCTest
import ZingAPI

/// The generated client over the real URLSession transport against a loopback HTTP server.
final class LoopbackHTTPTests: XCTestCase {
    private var server: LoopbackServer!

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private func start(_ routes: @escaping @Sendable (RecordedRequest) -> ScriptedResponse) throws -> ZingClient {
        server = try LoopbackServer(handler: routes)
        return ZingClient(
            baseURL: server.baseURL.appendingPathComponent("api"), transport: URLSessionTransport(timeout: 10))
    }

    private static func route(_ request: RecordedRequest) -> ScriptedResponse {
        switch (request.method, request.path) {
        case ("POST", "/api/sys/thirdLogin/apple/native"):
            return .json(
                #"{"success":true,"code":0,"message":"ok","result":{"token":"jwt-live","userInfo":{"id":"u-9","loginTenantId":"77"}}}"#
            )
        case ("GET", "/api/sys/user/getUserInfo"):
            guard request.header("X-Access-Token") == "jwt-live" else {
                return .json(#"{"success":false,"code":401,"message":"token expired"}"#, status: 401)
            }
            return .json(#"{"success":true,"code":200,"result":{"userInfo":{"id":"u-9","username":"live"}}}"#)
        case ("POST", "/api/sys/logout"):
            return .json(#"{"success":true,"message":"bye"}"#)
        default:
            return .html("<html>not here</html>", status: 404)
        }
    }

    func testLoginCurrentUserAndLogoutOverHTTP() async throws {
        let client = try start(Self.route)
        let signedIn = try await client.appleNativeLogin(AppleLoginRequest(identityToken: "apple-jwt", nonce: "raw"))
        let login = signedIn.payload
        XCTAssertEqual(login.userInfo.id, UserID(rawValue: "u-9"))
        XCTAssertEqual(login.userInfo.loginTenantID, TenantID(rawValue: 77))
        XCTAssertEqual(signedIn.credentials.token, login.token, "the sign-in hands out the answer's token")
        XCTAssertNil(signedIn.credentials.tenantID, "the tenant is confirmed after the sign-in")
        var credentials = signedIn.credentials
        credentials.tenantID = login.userInfo.loginTenantID
        let me = try await client.currentUser(credentials: credentials)
        XCTAssertEqual(me.userInfo.username, "live")
        try await client.logout(credentials: credentials)

        let seen = server.requests
        XCTAssertEqual(
            seen.map(\.path), ["/api/sys/thirdLogin/apple/native", "/api/sys/user/getUserInfo", "/api/sys/logout"])
        XCTAssertNil(seen[0].header("X-Access-Token"))
        XCTAssertEqual(seen[0].header("Content-Type"), "application/json")
        XCTAssertEqual(seen[1].header("X-Access-Token"), "jwt-live")
        XCTAssertEqual(seen[1].header("X-Tenant-Id"), "77")
        XCTAssertEqual(seen[1].header("Accept"), "application/json")
        XCTAssertTrue(seen.allSatisfy { $0.header("Authorization") == nil && $0.header("X-Forwarded-For") == nil })
        let loginBody = try XCTUnwrap(JSONSerialization.jsonObject(with: seen[0].body) as? [String: String])
        XCTAssertEqual(loginBody, ["identityToken": "apple-jwt", "nonce": "raw"])
    }

    func testSessionExpiryOverHTTP() async throws {
        let client = try start(Self.route)
        do {
            _ = try await client.currentUser(credentials: ZingCredentials(token: "stale", tenantID: nil))
            XCTFail("expected sessionExpired")
        } catch {
            XCTAssertEqual(error.errorClass, .sessionExpired)
            XCTAssertEqual(error.httpStatus, 401)
            XCTAssertTrue(error.invalidatesSession)
        }
    }

    func testGatewayPageIsConnectivityAndReadsAreRetried() async throws {
        let client = try start { _ in .html("<html>502 Bad Gateway</html>", status: 502) }
        let sleeperless = ZingClient(
            baseURL: client.baseURL, transport: URLSessionTransport(timeout: 10), sleeper: NoWait())
        do {
            _ = try await sleeperless.currentUser(credentials: ZingCredentials(token: "t", tenantID: nil))
            XCTFail("expected connectivity")
        } catch {
            XCTAssertEqual(error.errorClass, .connectivity)
            XCTAssertEqual(error.attempts, 3)
        }
        XCTAssertEqual(server.requests.count, 3)
    }

    func testUnreachableServerIsConnectivity() async throws {
        let client = ZingClient(
            baseURL: try LoopbackServer.unusedPortURL(), transport: URLSessionTransport(timeout: 10), sleeper: NoWait())
        do {
            _ = try await client.appleNativeLogin(AppleLoginRequest(identityToken: "t", nonce: "n"))
            XCTFail("expected connectivity")
        } catch {
            XCTAssertEqual(error.errorClass, .connectivity)
            XCTAssertNotNil(error.observation.transportFault)
            XCTAssertEqual(error.attempts, 1, "the login exchange is never retried")
        }
    }
}

/// Retries without waiting, so tests never depend on time.
private struct NoWait: RetrySleeper {
    func sleep(for duration: Duration) async throws {}
}
