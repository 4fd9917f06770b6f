import APIRuntime
import Foundation
import LongdeAPI
import LongdeSession
import LoopbackHTTP
import XCTest

/// The generated client and the session over the real URLSession transport against a loopback HTTP server.
final class LoopbackHTTPTests: XCTestCase {
    private var server: LoopbackServer!

    override func tearDown() {
        server?.stop()
        server = nil
    }

    /// Signs in as `at-1`/`rt-1`; `/users/me` refuses `at-1` (expired) and accepts `at-2`, which `rt-1` refreshes to.
    private static func route(_ request: RecordedRequest) -> ScriptedResponse {
        func session(_ number: Int) -> ScriptedResponse {
            .json(
                #"{"success":true,"data":{"accessToken":"at-\#(number)","refreshToken":"rt-\#(number)","user":\#(Fixtures.user)},"timestamp":"2026-05-27T09:00:00.000Z"}"#
            )
        }
        switch (request.method, request.path) {
        case ("POST", "/auth/apple"):
            return session(1)
        case ("POST", "/auth/refresh"):
            let body = try? JSONSerialization.jsonObject(with: request.body) as? [String: String]
            guard body?["refreshToken"] == "rt-1" else {
                return .json(Fixtures.failure("AUTH_REFRESH_TOKEN_REVOKED"), status: 401)
            }
            return session(2)
        case ("GET", "/users/me"):
            guard request.header("Authorization") == "Bearer at-2" else {
                return .json(Fixtures.failure("AUTH_UNAUTHORIZED"), status: 401)
            }
            return .json(Fixtures.userOK)
        case ("POST", "/auth/logout"):
            return .json(Fixtures.loggedOut)
        default:
            return .html("<html>not here</html>", status: 404)
        }
    }

    func testSignInRefreshAndLogoutOverHTTP() async throws {
        server = try LoopbackServer(handler: Self.route)
        let client = LongdeClient(baseURL: server.baseURL, transport: URLSessionTransport(timeout: 10))
        let session = LongdeSession(client: client)
        let signedIn = try await session.signIn(Fixtures.loginRequest)
        XCTAssertEqual(signedIn.id, UserID(rawValue: "usr_1"))
        let me = try await session.currentUser()
        XCTAssertEqual(me.nickname, "Lin")
        let failure = await session.signOut()
        XCTAssertNil(failure)
        let state = await session.state
        XCTAssertEqual(state, .unauthenticated)

        let seen = server.requests
        XCTAssertEqual(
            seen.map { "\($0.method) \($0.path)" },
            ["POST /auth/apple", "GET /users/me", "POST /auth/refresh", "GET /users/me", "POST /auth/logout"])
        XCTAssertNil(seen[0].header("Authorization"))
        XCTAssertEqual(seen[0].header("Content-Type"), "application/json")
        XCTAssertEqual(seen[1].header("Authorization"), "Bearer at-1")
        XCTAssertNil(seen[2].header("Authorization"), "the refresh carries the refresh token in its body only")
        XCTAssertEqual(seen[3].header("Authorization"), "Bearer at-2")
        XCTAssertEqual(seen[4].header("Authorization"), "Bearer at-2")
        let logoutBody = try JSONSerialization.jsonObject(with: seen[4].body) as? [String: String]
        XCTAssertEqual(logoutBody, ["refreshToken": "rt-2"])
    }

    func testGatewayPageIsConnectivity() async throws {
        server = try LoopbackServer { _ in .html("<html>502 Bad Gateway</html>", status: 502) }
        let client = LongdeClient(baseURL: server.baseURL, transport: URLSessionTransport(timeout: 10))
        do {
            _ = try await client.appleLogin(Fixtures.loginRequest)
            XCTFail("expected connectivity")
        } catch {
            XCTAssertEqual(error.errorClass, .connectivity)
            XCTAssertEqual(error.httpStatus, 502)
            XCTAssertEqual(error.attempts, 1, "sign-in is never retried")
        }
    }
}
