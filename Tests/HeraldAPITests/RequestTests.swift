import APIRuntime
import APITesting
import Foundation
import HeraldAPI
import XCTest

/// The native-login request: method, realm path parameter, headers, JSON body (doc 请求).
final class RequestTests: XCTestCase {
    private func send(_ body: NativeLoginRequest, realm: String) async throws -> (HTTPRequest, [String: String]?) {
        let transport = ScriptedTransport(status: 200, body: Fixtures.sessionBody)
        _ = try await Fixtures.client(transport).appleNativeLogin(body, realmID: realm)
        XCTAssertEqual(transport.requests.count, 1)
        let request = try XCTUnwrap(transport.requests.first)
        return (request, try JSONSerialization.jsonObject(with: transport.bodies[0]) as? [String: String])
    }

    func testDirectSessionRequest() async throws {
        let (request, body) = try await send(Fixtures.direct, realm: "acme")
        XCTAssertEqual(request.method, .post)
        XCTAssertEqual(request.url.absoluteString, "https://herald.example.invalid/api/oauth/acme/apple/native-login")
        XCTAssertEqual(request.value(forHeader: "Content-Type"), "application/json")
        XCTAssertNil(request.value(forHeader: "Authorization"), "a public endpoint: no Bearer token")
        XCTAssertEqual(body, ["identityToken": "apple.identity.token", "clientId": "ios-first-party"])
    }

    func testDownstreamStateIsSentOnlyWhenGiven() async throws {
        let (_, body) = try await send(Fixtures.downstream, realm: "acme")
        XCTAssertEqual(
            body, ["identityToken": "apple.identity.token", "clientId": "third-party", "downstreamState": "st-789"])
    }

    func testTheRealmIsPercentEncodedAsOnePathSegment() async throws {
        let (request, _) = try await send(Fixtures.direct, realm: "team a/领域?x#y")
        XCTAssertEqual(
            request.url.absoluteString,
            "https://herald.example.invalid/api/oauth/team%20a%2F%E9%A2%86%E5%9F%9F%3Fx%23y/apple/native-login")
        XCTAssertNil(request.url.query)
    }

    func testEmptyRequiredFieldsAreRefusedBeforeSending() async {
        for body in [
            NativeLoginRequest(identityToken: "", clientID: "app"),
            NativeLoginRequest(identityToken: "t", clientID: ""),
        ] {
            let transport = ScriptedTransport(status: 200, body: Fixtures.sessionBody)
            do {
                _ = try await Fixtures.client(transport).appleNativeLogin(body, realmID: "acme")
                XCTFail("expected badRequest")
            } catch {
                XCTAssertEqual(error.errorClass, .badRequest)
                XCTAssertNil(error.httpStatus)
            }
            XCTAssertTrue(transport.requests.isEmpty)
        }
    }

    func testTheLoginIsNeverRetried() async {
        let transport = ScriptedTransport(status: 503, body: #"{"message":"Upstream service unavailable"}"#)
        do {
            _ = try await Fixtures.client(transport).appleNativeLogin(Fixtures.direct, realmID: "acme")
            XCTFail("expected upstreamUnavailable")
        } catch {
            XCTAssertEqual(error.attempts, 1)
        }
        XCTAssertEqual(transport.requests.count, 1)
        XCTAssertEqual(HeraldOperation.appleNativeLogin.spec.role, .login)
    }
}
