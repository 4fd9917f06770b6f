import APIRuntime
import APITesting
import Foundation
import XCTest
import ZingAPI

/// DESIGN.md §4 row by row, from (HTTP status, headers, body) inputs through the generated client.
final class ClassificationTests: XCTestCase {
    private enum Call: String {
        case login, currentUser, logout
    }

    private struct Row {
        var name: String
        var call: Call
        var step: ScriptedTransport.Step
        var expected: ZingErrorClass?
        var code: Int? = nil
    }

    private static func reply(_ status: Int, _ body: String, headers: [String: String] = [:]) -> ScriptedTransport.Step
    {
        .respond(ScriptedTransport.response(status: status, headers: headers, body: body))
    }

    private static let html = "<html><body><h1>502 Bad Gateway</h1></body></html>"
    private static let currentUserOK = #"{"success":true,"code":200,"result":{"userInfo":{"id":"u-1"}}}"#

    private static let rows: [Row] = [
        Row(name: "code 0 succeeds", call: .login, step: reply(200, Fixtures.loginSuccess), expected: nil),
        Row(
            name: "code 200 succeeds", call: .login,
            step: reply(200, #"{"success":true,"code":200,"result":{"token":"t","userInfo":{"id":"u"}}}"#),
            expected: nil),
        Row(
            name: "code absent succeeds", call: .login,
            step: reply(200, #"{"success":true,"result":{"token":"t","userInfo":{"id":"u"}}}"#), expected: nil),
        Row(name: "1001", call: .login, step: reply(200, envelope(1001)), expected: .appleTokenInvalid, code: 1001),
        Row(
            name: "1002", call: .login, step: reply(200, envelope(1002)), expected: .appleSignInUnavailable, code: 1002),
        Row(name: "1003", call: .login, step: reply(200, envelope(1003)), expected: .appleKeysUnavailable, code: 1003),
        Row(name: "1004", call: .login, step: reply(200, envelope(1004)), expected: .accountConflict, code: 1004),
        Row(name: "1005", call: .login, step: reply(200, envelope(1005)), expected: .rateLimited, code: 1005),
        Row(name: "HTTP 401 with token", call: .currentUser, step: reply(401, html), expected: .sessionExpired),
        Row(
            name: "HTTP 401 with token, envelope body", call: .currentUser, step: reply(401, envelope(500)),
            expected: .sessionExpired, code: 500),
        Row(
            name: "business 401 with token", call: .currentUser, step: reply(200, envelope(401)),
            expected: .sessionExpired, code: 401),
        Row(
            name: "HTTP 401 on the login exchange", call: .login, step: reply(401, #"{"error":"x"}"#),
            expected: .business),
        Row(
            name: "business 401 on the login exchange", call: .login, step: reply(200, envelope(401)),
            expected: .business, code: 401),
        Row(
            name: "HTTP 403", call: .currentUser, step: reply(403, #"{"error":"forbidden"}"#),
            expected: .permissionDenied),
        Row(
            name: "business 510", call: .currentUser, step: reply(200, envelope(510)), expected: .permissionDenied,
            code: 510),
        Row(
            name: "500 envelope under HTTP 200", call: .currentUser, step: reply(200, envelope(500)),
            expected: .business, code: 500),
        Row(
            name: "500 envelope under HTTP 500", call: .currentUser, step: reply(500, envelope(500)),
            expected: .business, code: 500),
        Row(
            name: "HTTP 403 on the login exchange", call: .login, step: reply(403, #"{"error":"forbidden"}"#),
            expected: .permissionDenied),
        Row(
            name: "401 envelope under HTTP 401 on the login exchange", call: .login, step: reply(401, envelope(401)),
            expected: .business, code: 401),
        Row(name: "HTTP 400", call: .currentUser, step: reply(400, "{\"status\":400}"), expected: .requestRejected),
        Row(name: "HTTP 404", call: .currentUser, step: reply(404, "{\"status\":404}"), expected: .requestRejected),
        Row(name: "HTTP 405", call: .logout, step: reply(405, "Method Not Allowed"), expected: .requestRejected),
        Row(
            name: "HTTP 413", call: .logout, step: reply(413, "<html>Request Entity Too Large</html>"),
            expected: .requestRejected),
        Row(name: "HTTP 502 HTML", call: .currentUser, step: reply(502, html), expected: .connectivity),
        Row(name: "HTTP 503 HTML", call: .logout, step: reply(503, html), expected: .connectivity),
        Row(
            name: "HTTP 502 with JSON that is no envelope", call: .currentUser,
            step: reply(502, #"{"status":502,"error":"Bad Gateway"}"#), expected: .connectivity),
        Row(
            name: "HTTP 503 with a success envelope", call: .currentUser, step: reply(503, currentUserOK),
            expected: .connectivity),
        Row(name: "HTML page with status 200", call: .currentUser, step: reply(200, html), expected: .connectivity),
        Row(
            name: "truncated body", call: .currentUser,
            step: reply(200, #"{"success":true,"code":200,"result":{"user"#),
            expected: .connectivity),
        Row(name: "empty body", call: .logout, step: reply(200, ""), expected: .connectivity),
        Row(name: "timeout", call: .currentUser, step: .fail(.timeout), expected: .connectivity),
        Row(name: "offline", call: .login, step: .fail(.offline), expected: .connectivity),
        Row(name: "Linux NSURLErrorUnknown", call: .currentUser, step: .fail(.connectionLost), expected: .connectivity),
        Row(name: "cancelled", call: .currentUser, step: .fail(.cancelled), expected: .cancelled),
        Row(
            name: "success without result", call: .currentUser, step: reply(200, #"{"success":true,"code":200}"#),
            expected: .invalidResponse),
        Row(
            name: "success without userInfo.id", call: .currentUser,
            step: reply(200, #"{"success":true,"code":200,"result":{"userInfo":{"username":"x"}}}"#),
            expected: .invalidResponse),
        Row(
            name: "success with empty userInfo.id", call: .currentUser,
            step: reply(200, #"{"success":true,"code":200,"result":{"userInfo":{"id":""}}}"#),
            expected: .invalidResponse),
        Row(
            name: "JSON that is no envelope", call: .currentUser, step: reply(200, #"{"data":1}"#),
            expected: .invalidResponse),
        Row(name: "current user succeeds", call: .currentUser, step: reply(200, currentUserOK), expected: nil),
        Row(
            name: "logout without result", call: .logout, step: reply(200, #"{"success":true,"message":"ok"}"#),
            expected: nil),
    ]

    private static func envelope(_ code: Int) -> String {
        #"{"success":false,"code":\#(code),"message":"m\#(code)","result":null}"#
    }

    private func outcome(of row: Row) async -> Result<Void, ZingError> {
        let transport = ScriptedTransport(steps: [row.step], repeatsLast: true)
        let client = Fixtures.client(transport)
        do throws(ZingError) {
            switch row.call {
            case .login: _ = try await client.appleNativeLogin(Fixtures.loginRequest)
            case .currentUser: _ = try await client.currentUser(credentials: Fixtures.credentials)
            case .logout: try await client.logout(credentials: Fixtures.credentials)
            }
            return .success(())
        } catch {
            return .failure(error)
        }
    }

    func testEveryRowOfTheClassificationTable() async {
        for row in Self.rows {
            let result = await outcome(of: row)
            switch (result, row.expected) {
            case (.success, nil):
                break
            case (.success, let expected?):
                XCTFail("\(row.name): succeeded, expected \(expected)")
            case (.failure(let error), nil):
                XCTFail("\(row.name): expected success, got \(error)")
            case (.failure(let error), let expected?):
                XCTAssertEqual(error.errorClass, expected, "\(row.name): \(error)")
                if let code = row.code { XCTAssertEqual(error.code, code, row.name) }
            }
        }
    }

    /// The flags of DESIGN.md §4, written out independently of the contract.
    func testClientActionsOfEveryClass() {
        let table: [(ZingErrorClass, invalidates: Bool, keeps: Bool, retryable: Bool)] = [
            (.sessionExpired, true, false, false), (.accountMismatch, true, false, false),
            (.permissionDenied, false, true, false), (.appleTokenInvalid, false, true, false),
            (.appleSignInUnavailable, false, true, false), (.appleKeysUnavailable, false, true, false),
            (.accountConflict, false, true, false), (.rateLimited, false, true, false),
            (.requestRejected, false, true, false), (.business, false, true, false),
            (.connectivity, false, true, true), (.cancelled, false, true, false),
            (.invalidResponse, false, true, false),
        ]
        XCTAssertEqual(table.count, ZingErrorClass.allCases.count)
        for (errorClass, invalidates, keeps, retryable) in table {
            XCTAssertEqual(errorClass.invalidatesSession, invalidates, errorClass.name)
            XCTAssertEqual(errorClass.keepsCredentials, keeps, errorClass.name)
            XCTAssertEqual(errorClass.isRetryable, retryable, errorClass.name)
        }
    }

    func testUploadURLComesFromMessageAndMustBeHTTP() async throws {
        let file = try Fixtures.uploadFile(removedAfter: self)
        let cases: [(String, String?)] = [
            ("https://cdn.example.invalid/a.jpg", "https://cdn.example.invalid/a.jpg"),
            ("http://cdn.example.invalid/a.jpg", "http://cdn.example.invalid/a.jpg"),
            ("ftp://cdn.example.invalid/a.jpg", nil), ("not a url", nil), ("https://", nil), ("", nil),
        ]
        for (message, expected) in cases {
            let body = #"{"success":true,"message":"\#(message)","result":null}"#
            let client = Fixtures.client(ScriptedTransport(status: 200, body: body))
            do throws(ZingError) {
                let url = try await client.uploadFile(
                    file: file, fileName: "a.jpg", mimeType: "image/jpeg", credentials: Fixtures.credentials)
                XCTAssertEqual(url.absoluteString, expected, message)
            } catch {
                XCTAssertNil(expected, "\(message): \(error)")
                XCTAssertEqual(error.errorClass, .invalidResponse, message)
            }
        }
    }

    func testMembershipRowsDecodeLenientStatusesAndSurviveABadTenantID() async throws {
        let body = #"""
            {"success":true,"code":200,"result":[
              {"id":"u-1","tenantUserId":"1234","name":"A","status":1,"userTenantStatus":1},
              {"id":"u-1","tenantUserId":"5678","name":"B","status":"1","userTenantStatus":"0"},
              {"id":"u-1","tenantUserId":"abc","name":"C","status":"1","userTenantStatus":"1"}
            ]}
            """#
        let client = Fixtures.client(ScriptedTransport(status: 200, body: body))
        let rows = try await client.tenantMemberships(credentials: Fixtures.credentials)
        XCTAssertEqual(rows.count, 3)
        XCTAssertEqual(rows.map(\.status), [.enabled, .enabled, .enabled])
        XCTAssertEqual(rows.map(\.userTenantStatus), [.normal, .unknown(0), .normal])
        XCTAssertEqual(rows.map(\.tenantID), [TenantID(rawValue: 1234), TenantID(rawValue: 5678), nil])
        XCTAssertEqual(rows[2].tenantUserID, "abc")
        XCTAssertEqual(rows[0].id, UserID(rawValue: "u-1"), "`id` is the user id")
    }

    /// Issue 49 item 5: rows without their ids keep the list, and a null `tenantList` keeps the sign-in; neither is a
    /// success condition (§5, §7.3).
    func testRowsWithoutIdsKeepTheListAndANullTenantListKeepsTheSignIn() async throws {
        let body = #"""
            {"success":true,"code":200,"result":[
              {"name":"no ids","status":1,"userTenantStatus":1},
              {"id":null,"tenantUserId":null,"name":"null ids"},
              {"id":"u-1","tenantUserId":"1234","name":"A","status":1,"userTenantStatus":1}
            ]}
            """#
        let client = Fixtures.client(ScriptedTransport(status: 200, body: body))
        let rows = try await client.tenantMemberships(credentials: Fixtures.credentials)
        XCTAssertEqual(rows.map(\.name), ["no ids", "null ids", "A"])
        XCTAssertEqual(rows.map(\.id), [nil, nil, UserID(rawValue: "u-1")])
        XCTAssertEqual(rows.map(\.tenantUserID), [nil, nil, "1234"])
        let login = #"{"success":true,"code":0,"result":{"token":"t-1","userInfo":{"id":"u-1"},"tenantList":null}}"#
        let session = try await Fixtures.client(ScriptedTransport(status: 200, body: login)).appleNativeLogin(
            AppleLoginRequest(identityToken: "id-token", nonce: "nonce")
        ).payload
        XCTAssertEqual(session.userInfo.id, UserID(rawValue: "u-1"))
        XCTAssertNil(session.tenantList)
    }
}

/// A server that echoes the token in its message never gets it into the error (DESIGN §5: secrets never appear in
/// errors or `description`).
final class SecretEchoTests: XCTestCase {
    func testEchoedTokenIsRedactedFromTheError() async {
        let body = #"{"success":false,"code":401,"message":"token platform-token-123 expired"}"#
        let client = Fixtures.client(ScriptedTransport(status: 200, body: body))
        do throws(ZingError) {
            _ = try await client.currentUser(credentials: Fixtures.credentials)
            XCTFail("expected sessionExpired")
        } catch {
            XCTAssertEqual(error.errorClass, .sessionExpired)
            XCTAssertEqual(error.message, "token <redacted> expired")
            XCTAssertFalse(String(describing: error).contains("platform-token-123"))
            XCTAssertFalse(String(reflecting: error).contains("platform-token-123"))
        }
    }
}
