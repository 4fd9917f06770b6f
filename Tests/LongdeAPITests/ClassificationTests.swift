import APIRuntime
import APITesting
import Foundation
import LongdeAPI
import XCTest

/// Every classification rule of the contract (the §4 table, §1's bodies, §5's bare 401) through the generated client.
final class ClassificationTests: XCTestCase {
    private enum Call { case login, currentUser, logout }

    private struct Row {
        var name: String
        var call: Call
        var step: ScriptedTransport.Step
        var expected: LongdeErrorClass?
    }

    private static func reply(_ status: Int, _ body: String) -> ScriptedTransport.Step {
        .respond(ScriptedTransport.response(status: status, body: body))
    }

    private static func coded(_ code: String, _ status: Int, _ call: Call, _ expected: LongdeErrorClass) -> Row {
        Row(name: code, call: call, step: reply(status, Fixtures.failure(code, status: status)), expected: expected)
    }

    private static let rows: [Row] = [
        coded("AUTH_INVALID_APPLE_TOKEN", 401, .login, .appleTokenInvalid),
        coded("AUTH_USER_DISABLED", 401, .currentUser, .userDisabled),
        coded("AUTH_USER_DELETED", 401, .currentUser, .userDeleted),
        coded("AUTH_REFRESH_TOKEN_EXPIRED", 401, .login, .refreshTokenExpired),
        coded("AUTH_REFRESH_TOKEN_REVOKED", 401, .login, .refreshTokenRevoked),
        coded("AUTH_UNAUTHORIZED", 401, .currentUser, .unauthorized),
        coded("AUTH_UNAUTHORIZED", 401, .logout, .unauthorized),
        coded("AUTH_WRONG_TOKEN_TYPE", 401, .currentUser, .wrongTokenType),
        coded("AUTH_DEV_LOGIN_FORBIDDEN", 403, .login, .devLoginForbidden),
        coded("VALIDATION_ERROR", 400, .login, .validationError),
        coded("NOT_FOUND", 404, .currentUser, .notFound),
        coded("FORBIDDEN", 403, .currentUser, .forbidden),
        coded("RATE_LIMITED", 429, .login, .rateLimited),
        coded("INTERNAL_ERROR", 500, .currentUser, .internalError),
        Row(
            name: "errorCode decides under HTTP 200", call: .currentUser,
            step: reply(200, Fixtures.failure("AUTH_USER_DELETED", status: 401)), expected: .userDeleted),
        Row(
            name: "bare 401 with a token", call: .currentUser,
            step: reply(401, #"{"statusCode":401,"message":"Unauthorized"}"#), expected: .unauthorized),
        Row(
            name: "bare 401 without a token", call: .login,
            step: reply(401, #"{"statusCode":401,"message":"Unauthorized"}"#), expected: .requestRejected),
        Row(
            name: "unknown errorCode", call: .currentUser, step: reply(409, Fixtures.failure("NEW", status: 409)),
            expected: .business),
        Row(name: "404 HTML", call: .logout, step: reply(404, "<html>no</html>"), expected: .requestRejected),
        Row(
            name: "502 HTML", call: .currentUser, step: reply(502, "<html>bad gateway</html>"), expected: .connectivity),
        Row(name: "200 HTML", call: .login, step: reply(200, "<html>portal</html>"), expected: .connectivity),
        Row(
            name: "truncated", call: .login, step: reply(200, #"{"success":true,"data":{"acc"#), expected: .connectivity
        ),
        Row(
            name: "JSON, no envelope", call: .currentUser, step: reply(200, #"{"id":"usr_1"}"#),
            expected: .invalidResponse),
        Row(
            name: "success without data", call: .currentUser, step: reply(200, #"{"success":true}"#),
            expected: .invalidResponse),
        Row(
            name: "empty refresh token", call: .login,
            step: reply(
                200, #"{"success":true,"data":{"accessToken":"a","refreshToken":"","user":\#(Fixtures.user)}}"#),
            expected: .invalidResponse),
        Row(name: "timeout", call: .currentUser, step: .fail(.timeout), expected: .connectivity),
        Row(name: "offline", call: .login, step: .fail(.offline), expected: .connectivity),
        Row(name: "cancelled", call: .logout, step: .fail(.cancelled), expected: .cancelled),
        Row(name: "sign-in succeeds", call: .login, step: reply(200, Fixtures.sessionOK), expected: nil),
        Row(name: "logout without data succeeds", call: .logout, step: reply(200, Fixtures.loggedOut), expected: nil),
    ]

    func testEveryRuleOfTheContract() async {
        for row in Self.rows {
            let client = Fixtures.client(ScriptedTransport(steps: [row.step], repeatsLast: true))
            do throws(LongdeError) {
                switch row.call {
                case .login: _ = try await client.appleLogin(Fixtures.loginRequest)
                case .currentUser: _ = try await client.currentUser(credentials: Fixtures.credentials)
                case .logout:
                    try await client.logout(
                        LogoutRequest(refreshToken: Fixtures.refreshToken), credentials: Fixtures.credentials)
                }
                if let expected = row.expected { XCTFail("\(row.name): succeeded, expected \(expected)") }
            } catch {
                XCTAssertEqual(error.errorClass, row.expected, "\(row.name): \(error)")
            }
        }
    }

    func testAnEmptyIdentityTokenIsAValidationErrorBeforeSending() async {
        let transport = ScriptedTransport(status: 200, body: Fixtures.sessionOK)
        do {
            _ = try await Fixtures.client(transport).appleLogin(AppleLoginRequest(identityToken: ""))
            XCTFail("expected validationError")
        } catch {
            XCTAssertEqual(error.errorClass, .validationError)
        }
        XCTAssertTrue(transport.requests.isEmpty)
    }

    /// The §4 table's client actions, written out independently of the contract.
    func testClientActionsOfEveryClass() {
        typealias Row = (LongdeErrorClass, invalidates: Bool, refreshes: Bool, retryable: Bool, endsIn: SessionState?)
        let table: [Row] = [
            (.appleTokenInvalid, false, false, false, .unauthenticated),
            (.userDisabled, true, false, false, .disabled), (.userDeleted, true, false, false, .deleted),
            (.refreshTokenExpired, true, false, false, .expired), (.refreshTokenRevoked, true, false, false, .expired),
            (.unauthorized, false, true, false, .refreshing), (.wrongTokenType, true, false, false, .unauthenticated),
            (.devLoginForbidden, false, false, false, nil), (.validationError, false, false, false, nil),
            (.notFound, false, false, false, nil), (.forbidden, false, false, false, nil),
            (.rateLimited, false, false, false, nil), (.internalError, false, false, false, nil),
            (.business, false, false, false, nil), (.requestRejected, false, false, false, nil),
            (.connectivity, false, false, true, nil), (.cancelled, false, false, false, nil),
            (.invalidResponse, false, false, false, nil),
        ]
        XCTAssertEqual(table.count, LongdeErrorClass.allCases.count)
        for (errorClass, invalidates, refreshes, retryable, endsIn) in table {
            XCTAssertEqual(errorClass.invalidatesSession, invalidates, errorClass.name)
            XCTAssertEqual(errorClass.keepsCredentials, !invalidates, errorClass.name)
            XCTAssertEqual(errorClass.refreshes, refreshes, errorClass.name)
            XCTAssertEqual(errorClass.isRetryable, retryable, errorClass.name)
            XCTAssertEqual(errorClass.endsInSessionState, endsIn, errorClass.name)
        }
    }

    func testErrorsNeverPrintTokens() async {
        let transport = ScriptedTransport(status: 401, body: Fixtures.failure("AUTH_UNAUTHORIZED"))
        do {
            _ = try await Fixtures.client(transport).currentUser(credentials: Fixtures.credentials)
        } catch {
            XCTAssertFalse("\(error)".contains("access-token-1"))
            XCTAssertFalse("\(Fixtures.credentials)".contains("access-token-1"))
        }
    }
}
