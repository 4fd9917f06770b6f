import Contract
import Foundation
import RawHTTPClient
import XCTest

@testable import ContractMock

/// A cookie session's refresh in the mock, over real loopback sockets (`auth.session.refreshedBy`): the refresh honours
/// the cookies the sign-in handed out, hands out new ones, and the old ones are refused afterwards (with the
/// contract's answer whose class refreshes), on every endpoint that carries the session, the refresh itself included.
final class MockCookieRefreshTests: XCTestCase {
    static let contract = """
        format: 1
        info: { title: T, module: TAPI, version: "1", date: 2026-01-01, generate: false, docs: [t.md] }
        envelopes:
          standard: { style: code, code: code, successCodes: [0], message: message, payload: data }
        auth:
          session:
            cookies: [ { name: SESSDATA, secret: true }, DedeUserID ]
            setBy: [login]
            refreshedBy: refreshCookie
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
          expired: { invalidatesSession: false, keepsCredentials: true, retryable: false, refreshes: true }
        errorRules:
          - { code: -101, class: expired }
          - { otherwise: true, class: failed }
        endpoints:
          login:
            method: POST
            path: /login
            auth: none
            role: login
            response: { envelope: standard, payload: result, type: json }
            examples:
              - name: signed in
                headers: { Set-Cookie: "SESSDATA=s1; Path=/; HttpOnly, DedeUserID=42" }
                response: '{"code": 0, "message": "0", "data": {}}'
                expect: { success: true }
          refreshCookie:
            method: POST
            path: /cookie/refresh
            role: refresh
            response: { envelope: standard, payload: result, type: json }
            examples:
              - name: renewed
                headers: { Set-Cookie: "SESSDATA=s2; Path=/; HttpOnly, DedeUserID=42" }
                response: '{"code": 0, "message": "0", "data": {}}'
                expect: { success: true }
          account:
            method: GET
            path: /account
            response: { envelope: standard, payload: result, type: json }
            examples:
              - name: mine
                response: '{"code": 0, "message": "0", "data": {"mid": 42}}'
                expect: { success: true }
              - name: expired
                response: '{"code": -101, "message": "expired"}'
                expect: { success: false, class: expired }
        """

    private var servers: [MockServer] = []

    override func tearDown() {
        for server in servers { server.stop() }
        servers = []
    }

    private func start(log: ServerLog) throws -> MockServer {
        let server = try MockServer(catalog: try MockCatalog(contract: try Contracts.text(Self.contract)))
        servers.append(server)
        Thread { server.run { log.append($0) } }.start()
        return server
    }

    private func send(_ server: MockServer, _ method: String, _ path: String, session: String? = nil) throws -> String {
        let cookie = session.map { "Cookie: SESSDATA=\($0); DedeUserID=42\r\n" } ?? ""
        return try RawHTTPClient(port: server.port).exchange(
            "\(method) \(path) HTTP/1.1\r\n\(cookie)Content-Length: 0\r\nConnection: close\r\n\r\n")
    }

    /// The business code of an answer.
    private func code(_ answer: String) throws -> Int? {
        let text = try XCTUnwrap(answer.range(of: "\r\n\r\n").map { String(answer[$0.upperBound...]) })
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
        return object["code"] as? Int
    }

    func testTheRefreshHandsOutNewCookiesAndTheOldOnesAreRefusedAfter() throws {
        let log = ServerLog()
        let server = try start(log: log)
        let signIn = try send(server, "POST", "/login")
        XCTAssertTrue(signIn.contains("SESSDATA=s1"), signIn)
        XCTAssertEqual(try code(send(server, "GET", "/account", session: "s1")), 0)

        let refresh = try send(server, "POST", "/cookie/refresh", session: "s1")
        XCTAssertEqual(try code(refresh), 0, "the refresh honours the current cookies")
        XCTAssertTrue(refresh.contains("SESSDATA=s2"), "and hands out new ones: \(refresh)")

        XCTAssertEqual(
            try code(send(server, "GET", "/account", session: "s1")), -101, "the old cookies are refused after")
        XCTAssertEqual(try code(send(server, "POST", "/cookie/refresh", session: "s1")), -101, "even by the refresh")
        XCTAssertEqual(try code(send(server, "GET", "/account", session: "s2")), 0, "the new ones are honoured")
        XCTAssertTrue(log.all.contains { $0.contains("renewed the session") }, "\(log.all)")
        XCTAssertTrue(log.all.contains { $0.contains("the session ended") }, "\(log.all)")
        XCTAssertFalse(log.all.contains { $0.contains("s1") || $0.contains("s2") }, "the log never shows a cookie")
    }

    func testARefreshWithoutAnExampleHandsOutTheMocksOwnRenewedCookies() throws {
        let withoutExample = Self.contract.replacingOccurrences(
            of: """
                    examples:
                      - name: renewed
                        headers: { Set-Cookie: "SESSDATA=s2; Path=/; HttpOnly, DedeUserID=42" }
                        response: '{"code": 0, "message": "0", "data": {}}'
                        expect: { success: true }

                """, with: ""
        )
        // The answer the mock makes up has no `data`: the refresh's payload is the body, so it is a success.
        .replacingOccurrences(
            of: "role: refresh\n    response: { envelope: standard, payload: result, type: json }",
            with: "role: refresh\n    response: { envelope: standard, payload: body, type: json }")
        XCTAssertFalse(withoutExample.contains("SESSDATA=s2"))
        XCTAssertTrue(withoutExample.contains("payload: body"))
        let server = try MockServer(catalog: try MockCatalog(contract: try Contracts.text(withoutExample)))
        servers.append(server)
        Thread { server.run { _ in } }.start()
        let refresh = try send(server, "POST", "/cookie/refresh", session: "s1")
        XCTAssertTrue(refresh.contains("SESSDATA=mock-SESSDATA-renewed"), refresh)
        XCTAssertEqual(try code(send(server, "GET", "/account", session: "s1")), -101)
    }

    func testARefreshWithoutTheCookiesIsRefused() throws {
        let server = try start(log: ServerLog())
        XCTAssertEqual(try code(send(server, "POST", "/cookie/refresh")), -101)
    }
}
