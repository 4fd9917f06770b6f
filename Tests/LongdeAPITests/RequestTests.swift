import APIRuntime
import APITesting
import Foundation
import LongdeAPI
import XCTest

/// Every endpoint's request: method, path, Bearer header present or absent, JSON body (doc §1, §3).
final class RequestTests: XCTestCase {
    private func onlyRequest(_ transport: ScriptedTransport) throws -> (HTTPRequest, [String: Any]?) {
        XCTAssertEqual(transport.requests.count, 1)
        let request = try XCTUnwrap(transport.requests.first)
        let body = try? JSONSerialization.jsonObject(with: transport.bodies[0]) as? [String: Any]
        return (request, body)
    }

    func testAppleLoginSendsNoTokenAndTheNestedBody() async throws {
        let transport = ScriptedTransport(status: 200, body: Fixtures.sessionOK)
        let session = try await Fixtures.client(transport).appleLogin(Fixtures.loginRequest)
        XCTAssertEqual(session.accessToken, "at-1")
        let (request, body) = try onlyRequest(transport)
        XCTAssertEqual(request.method, .post)
        XCTAssertEqual(request.url.absoluteString, "https://api.example.invalid/auth/apple")
        XCTAssertNil(request.value(forHeader: "Authorization"), "the sign-in exchange carries no token")
        XCTAssertEqual(request.value(forHeader: "Content-Type"), "application/json")
        XCTAssertEqual(body?["identityToken"] as? String, "apple.identity.token")
        XCTAssertEqual(body?["authorizationCode"] as? String, "c0de")
        XCTAssertEqual(body?["nonce"] as? String, "raw-nonce-1")
        XCTAssertEqual(body?["fullName"] as? [String: String], ["givenName": "Lin", "familyName": "Wang"])
        XCTAssertNil(body?["email"], "absent optional fields are not sent")
    }

    func testRefreshSendsOnlyTheRefreshToken() async throws {
        let transport = ScriptedTransport(status: 200, body: Fixtures.sessionOK)
        let renewed = try await Fixtures.client(transport).refreshSession(RefreshRequest(refreshToken: "rt-0"))
        XCTAssertEqual(renewed.refreshToken, "rt-1")
        let (request, body) = try onlyRequest(transport)
        XCTAssertEqual(request.method, .post)
        XCTAssertEqual(request.url.path, "/auth/refresh")
        XCTAssertNil(request.value(forHeader: "Authorization"))
        XCTAssertEqual(request.value(forHeader: "Content-Type"), "application/json")
        XCTAssertEqual(body as? [String: String], ["refreshToken": "rt-0"])
    }

    func testCurrentUserIsABearerGetWithoutBody() async throws {
        let transport = ScriptedTransport(status: 200, body: Fixtures.userOK)
        let user = try await Fixtures.client(transport).currentUser(credentials: Fixtures.credentials)
        XCTAssertEqual(user.nickname, "Lin")
        XCTAssertNil(user.email)
        let (request, _) = try onlyRequest(transport)
        XCTAssertEqual(request.method, .get)
        XCTAssertEqual(request.url.path, "/users/me")
        XCTAssertEqual(request.value(forHeader: "Authorization"), "Bearer access-token-1")
        XCTAssertNil(request.value(forHeader: "Content-Type"))
        XCTAssertNil(request.body)
    }

    func testLogoutCarriesTheBearerTokenAndTheRefreshToken() async throws {
        let transport = ScriptedTransport(status: 200, body: Fixtures.loggedOut)
        try await Fixtures.client(transport).logout(
            LogoutRequest(refreshToken: Fixtures.refreshToken), credentials: Fixtures.credentials)
        let (request, body) = try onlyRequest(transport)
        XCTAssertEqual(request.method, .post)
        XCTAssertEqual(request.url.path, "/auth/logout")
        XCTAssertEqual(request.value(forHeader: "Authorization"), "Bearer access-token-1")
        XCTAssertEqual(body as? [String: String], ["refreshToken": "rt-0"])
    }

    func testEndpointRolesComeFromTheContract() {
        XCTAssertEqual(LongdeOperation.appleLogin.spec.role, .login)
        XCTAssertEqual(LongdeOperation.refreshSession.spec.role, .refresh)
        XCTAssertEqual(LongdeOperation.currentUser.spec.role, .read)
        XCTAssertEqual(LongdeOperation.logout.spec.role, .logout)
        XCTAssertFalse(LongdeOperation.refreshSession.spec.role.replaysAfterRefresh)
        XCTAssertFalse(LongdeOperation.logout.spec.role.replaysAfterRefresh)
        XCTAssertTrue(LongdeOperation.currentUser.spec.role.replaysAfterRefresh)
    }

    func testEmptyTokensAreRefusedBeforeSending() async {
        let transport = ScriptedTransport(status: 200, body: Fixtures.sessionOK)
        do {
            _ = try await Fixtures.client(transport).refreshSession(RefreshRequest(refreshToken: ""))
            XCTFail("expected validationError")
        } catch {
            XCTAssertEqual(error.errorClass, .validationError)
            XCTAssertNil(error.httpStatus)
        }
        XCTAssertTrue(transport.requests.isEmpty)
    }

    func testOnlyTheIdempotentReadIsRetried() async throws {
        let busy = ScriptedTransport.Step.respond(
            ScriptedTransport.response(status: 503, headers: ["Retry-After": "1"], body: "<html>busy</html>"))
        let ok = ScriptedTransport.Step.respond(ScriptedTransport.response(status: 200, body: Fixtures.userOK))
        let read = ScriptedTransport(steps: [busy, ok])
        _ = try await Fixtures.client(read).currentUser(credentials: Fixtures.credentials)
        XCTAssertEqual(read.requests.count, 2)

        let write = ScriptedTransport(steps: [busy], repeatsLast: true)
        let renewed = try? await Fixtures.client(write).refreshSession(RefreshRequest(refreshToken: "rt-0"))
        XCTAssertNil(renewed)
        XCTAssertEqual(write.requests.count, 1, "the refresh revokes its token: never retried")
    }
}
