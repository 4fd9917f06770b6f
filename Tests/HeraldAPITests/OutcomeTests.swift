import APIRuntime
import APITesting
import Foundation
import HeraldAPI
import XCTest

/// The union response decodes into the branch its key names, and failures are classified by HTTP status (doc 失败响应).
final class OutcomeTests: XCTestCase {
    func testDirectSessionBranch() async throws {
        let outcome = try await Fixtures.client(ScriptedTransport(status: 200, body: Fixtures.sessionBody))
            .appleNativeLogin(Fixtures.direct, realmID: "acme")
        guard case .session(let session) = outcome else { return XCTFail("expected the session branch") }
        XCTAssertEqual(session.userID, UserID(rawValue: "usr_01"))
        XCTAssertEqual(session.accessToken, "at-123")
        XCTAssertEqual(session.refreshToken, "rt-456")
        XCTAssertEqual(session.expiresIn, 3600)
        XCTAssertEqual(session.refreshExpiresIn, 2_592_000)
        XCTAssertEqual(session.tokenType, "Bearer")
        XCTAssertEqual(session.message, "login ok")
        XCTAssertFalse("\(outcome)".contains("at-123") || "\(outcome)".contains("rt-456"), "tokens never print")
    }

    func testASessionOfTheTwoTokensAloneSignsIn() async throws {
        let body = #"{"accessToken":"at-1","refreshToken":"rt-1"}"#
        let outcome = try await Fixtures.client(ScriptedTransport(status: 200, body: body))
            .appleNativeLogin(Fixtures.direct, realmID: "acme")
        guard case .session(let session) = outcome else { return XCTFail("expected the session branch") }
        XCTAssertEqual(session.accessToken, "at-1")
        XCTAssertEqual(session.refreshToken, "rt-1")
        XCTAssertNil(session.userID)
        XCTAssertNil(session.expiresIn)
        XCTAssertNil(session.refreshExpiresIn)
        XCTAssertNil(session.tokenType)
    }

    func testDownstreamCodeBranch() async throws {
        let outcome = try await Fixtures.client(ScriptedTransport(status: 200, body: Fixtures.redirectBody))
            .appleNativeLogin(Fixtures.downstream, realmID: "acme")
        guard case .redirect(let redirect) = outcome else { return XCTFail("expected the redirect branch") }
        XCTAssertEqual(redirect.redirectURI.reveal(), "https://app.example.invalid/cb?code=ac_abc123&state=st-789")
        XCTAssertFalse("\(outcome)".contains("ac_abc123"), "the one-time code never prints")
    }

    func testEveryRuleOfTheContract() async {
        let rows: [(String, ScriptedTransport, HeraldErrorClass)] = [
            ("400", ScriptedTransport(status: 400, body: #"{"error":"bad_request","message":"m"}"#), .badRequest),
            ("401", ScriptedTransport(status: 401, body: #"{"error":"unauthorized"}"#), .appleTokenInvalid),
            ("401 HTML", ScriptedTransport(status: 401, body: "<html>401</html>"), .appleTokenInvalid),
            ("404", ScriptedTransport(status: 404, body: #"{"message":"not configured"}"#), .providerNotConfigured),
            ("503", ScriptedTransport(status: 503, body: #"{"message":"Upstream"}"#), .upstreamUnavailable),
            ("409", ScriptedTransport(status: 409, body: "{}"), .requestRejected),
            ("429 HTML", ScriptedTransport(status: 429, body: "<html>slow down</html>"), .requestRejected),
            ("502 HTML", ScriptedTransport(status: 502, body: "<html>bad gateway</html>"), .connectivity),
            ("500", ScriptedTransport(status: 500, body: #"{"message":"boom"}"#), .connectivity),
            ("200 HTML", ScriptedTransport(status: 200, body: "<html>portal</html>"), .connectivity),
            ("200 truncated", ScriptedTransport(status: 200, body: #"{"accessToken":"#), .connectivity),
            ("200 neither branch", ScriptedTransport(status: 200, body: #"{"message":"login ok"}"#), .invalidResponse),
            ("200 JSON array", ScriptedTransport(status: 200, body: "[]"), .invalidResponse),
            (
                "200 session without its refresh token", ScriptedTransport(status: 200, body: #"{"accessToken":"a"}"#),
                .invalidResponse
            ),
            ("timeout", ScriptedTransport(steps: [.fail(.timeout)]), .connectivity),
            ("lost", ScriptedTransport(steps: [.fail(.connectionLost)]), .connectivity),
            ("cancelled", ScriptedTransport(steps: [.fail(.cancelled)]), .cancelled),
        ]
        for (name, transport, expected) in rows {
            do {
                _ = try await Fixtures.client(transport).appleNativeLogin(Fixtures.direct, realmID: "acme")
                XCTFail("\(name): expected \(expected)")
            } catch {
                XCTAssertEqual(error.errorClass, expected, "\(name): \(error)")
            }
        }
    }

    func testTheFailureBodysLabelAndMessageAreRead() async {
        let transport = ScriptedTransport(
            status: 400, body: #"{"error":"bad_request","message":"clientId is required"}"#)
        do {
            _ = try await Fixtures.client(transport).appleNativeLogin(Fixtures.direct, realmID: "acme")
        } catch {
            XCTAssertEqual(error.errorCode, "bad_request")
            XCTAssertEqual(error.message, "clientId is required")
            XCTAssertEqual(error.httpStatus, 400)
        }
    }

    /// Only 400 and 401 are the caller's fault; nothing is retried automatically and nothing touches a session.
    func testClientActionsOfEveryClass() {
        XCTAssertEqual(HeraldErrorClass.allCases.count, 8)
        for errorClass in HeraldErrorClass.allCases {
            XCTAssertFalse(errorClass.invalidatesSession, errorClass.name)
            XCTAssertTrue(errorClass.keepsCredentials, errorClass.name)
            XCTAssertFalse(errorClass.refreshes, errorClass.name)
            XCTAssertNil(errorClass.endsInSessionState, errorClass.name)
            XCTAssertEqual(errorClass.isRetryable, errorClass == .connectivity, errorClass.name)
        }
    }
}
