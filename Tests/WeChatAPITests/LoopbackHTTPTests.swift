import APIRuntime
import Foundation
import LoopbackHTTP
import WeChatAPI
import XCTest

/// The generated WeChat client over the real URLSession transport against a loopback server: the token travels in the
/// query, a success is the bare body (no `errcode`) or `errcode` 0, and every other `errcode` is classified.
final class LoopbackHTTPTests: XCTestCase {
    private var server: LoopbackServer!
    private let credentials = WeChatCredentials(token: "at-live-7f3a")
    private let openid = OpenID(rawValue: "o-user-1")

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private func client(_ route: @escaping @Sendable (RecordedRequest) -> ScriptedResponse) throws -> WeChatClient {
        server = try LoopbackServer(handler: route)
        return WeChatClient(baseURL: server.baseURL, transport: URLSessionTransport(timeout: 10))
    }

    private static let profile = #"""
        {"openid":"o-user-1","nickname":"Ming","sex":0,"province":"","city":"","country":"",
         "headimgurl":"","privilege":[],"unionid":"u-1","language":"zh_CN"}
        """#

    func testTheProfileIsTheBodyAndTheTokenTravelsInTheQuery() async throws {
        let client = try client { _ in .json(Self.profile) }
        let profile = try await client.userInfo(openid: openid, lang: "zh_CN", credentials: credentials)
        XCTAssertEqual(profile.openid, openid)
        XCTAssertEqual(profile.nickname, "Ming")
        XCTAssertEqual(profile.unionid?.rawValue, "u-1")

        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.method, "GET")
        XCTAssertEqual(request.path, "/sns/userinfo")
        XCTAssertEqual(request.query, "access_token=at-live-7f3a&openid=o-user-1&lang=zh_CN")
        XCTAssertNil(request.header("Authorization"), "the token goes in the query only")
    }

    func testErrcodeZeroIsASuccessOfAMessageOnlyEndpoint() async throws {
        let client = try client { _ in .json(#"{"errcode":0,"errmsg":"ok"}"#) }
        try await client.checkAccessToken(openid: openid, credentials: credentials)
        XCTAssertEqual(server.requests.first?.query, "access_token=at-live-7f3a&openid=o-user-1")
    }

    func testTheRefreshSendsItsSecretAsAQueryParameterAndNoSessionToken() async throws {
        let client = try client { _ in
            .json(
                #"{"access_token":"at-new","expires_in":7200,"refresh_token":"rt-next","openid":"o-user-1","scope":"snsapi_userinfo"}"#
            )
        }
        let result = try await client.refreshAccessToken(appid: "wx123", refreshToken: "rt-old")
        XCTAssertEqual(result.accessToken, "at-new")
        XCTAssertEqual(result.expiresIn, 7200)
        XCTAssertEqual(
            server.requests.first?.query, "appid=wx123&grant_type=refresh_token&refresh_token=rt-old")
    }

    /// Each documented code over HTTP 200 reaches its class and client action; nothing is a success.
    func testEveryErrcodeIsClassifiedOverHTTP200() async throws {
        let rows: [(code: Int, errorClass: WeChatErrorClass)] = [
            (42001, .accessTokenExpired), (40001, .accessTokenInvalid), (40014, .accessTokenInvalid),
            (40003, .openidInvalid), (48001, .scopeNotGranted), (45009, .rateLimited), (45011, .rateLimited),
            (41001, .requestRejected), (99999, .business),
        ]
        for row in rows {
            let client = try client { _ in .json(#"{"errcode":\#(row.code),"errmsg":"at-live-7f3a rejected"}"#) }
            do {
                _ = try await client.userInfo(openid: openid, lang: nil, credentials: credentials)
                XCTFail("\(row.code): expected \(row.errorClass)")
            } catch {
                XCTAssertEqual(error.errorClass, row.errorClass, "\(row.code)")
                XCTAssertEqual(error.code, row.code, "\(row.code)")
                XCTAssertEqual(error.httpStatus, 200)
                XCTAssertFalse("\(error)".contains("at-live-7f3a"), "\(row.code): the token echoed into errmsg")
                XCTAssertFalse(String(reflecting: error).contains("at-live-7f3a"), "\(row.code)")
            }
            server.stop()
        }
    }

    func testAnExpiredTokenAsksForARefresh() async throws {
        let client = try client { _ in .json(#"{"errcode":42001,"errmsg":"access_token expired"}"#) }
        do {
            _ = try await client.userInfo(openid: openid, lang: nil, credentials: credentials)
            XCTFail("expected accessTokenExpired")
        } catch {
            XCTAssertEqual(error.errorClass, .accessTokenExpired)
            XCTAssertTrue(error.errorClass.refreshes)
            XCTAssertFalse(error.errorClass.invalidatesSession)
        }
    }

    /// System busy (-1) is retryable: an idempotent read is tried again and the second answer wins.
    func testSystemBusyIsRetriedForReads() async throws {
        let answers = AnswerQueue([#"{"errcode":-1,"errmsg":"system error"}"#, Self.profile])
        let client = try client { _ in .json(answers.next()) }
        let profile = try await client.userInfo(openid: openid, lang: nil, credentials: credentials)
        XCTAssertEqual(profile.openid, openid)
        XCTAssertEqual(server.requests.count, 2)
    }

    func testAWrongTypedCodeAndAGatewayPageAreNoSuccess() async throws {
        let bodies: [(ScriptedResponse, WeChatErrorClass)] = [
            (.json(#"{"errcode":{"nested":1},"errmsg":"x"}"#), .invalidResponse),
            (.json(#"{"errcode":"forty","errmsg":"x"}"#), .invalidResponse),
            (.html("<html><body>502 Bad Gateway</body></html>", status: 502), .connectivity),
            (.html("<html><body>maintenance</body></html>", status: 200), .connectivity),
        ]
        for (answer, expected) in bodies {
            let client = try client { _ in answer }
            do {
                try await client.checkAccessToken(openid: openid, credentials: credentials)
                XCTFail("expected \(expected)")
            } catch {
                XCTAssertEqual(error.errorClass, expected)
            }
            server.stop()
        }
    }

    func testNumericTextCodesAreReadLeniently() async throws {
        let client = try client { _ in .json(#"{"errcode":"40003","errmsg":"invalid openid"}"#) }
        do {
            try await client.checkAccessToken(openid: openid, credentials: credentials)
            XCTFail("expected openidInvalid")
        } catch {
            XCTAssertEqual(error.errorClass, .openidInvalid)
        }
    }
}

/// Hands out scripted bodies in order, then repeats the last.
private final class AnswerQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var bodies: [String]

    init(_ bodies: [String]) { self.bodies = bodies }

    func next() -> String {
        lock.withLock { bodies.count > 1 ? bodies.removeFirst() : bodies[0] }
    }
}
