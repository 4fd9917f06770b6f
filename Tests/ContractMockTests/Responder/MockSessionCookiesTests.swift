import Contract
import XCTest

@testable import ContractMock

/// A cookie session in the mock: the sign-in sets the cookies, authenticated endpoints require all of them, and the
/// log never shows a cookie's value.
final class MockSessionCookiesTests: XCTestCase {
    static let contract = """
        format: 1
        info: { title: B, module: BAPI, version: "1", date: 2026-01-01, generate: false, docs: [b.md] }
        envelopes: { bare: { style: none } }
        auth:
          session:
            cookies: [ { name: SESSDATA, secret: true }, { name: bili_jct, secret: true }, DedeUserID ]
            setBy: [login]
            endsBy: [logout]
        errorClasses: { failed: { invalidatesSession: true, keepsCredentials: false, retryable: false } }
        errorRules:
          - { http: 401, class: failed }
          - { otherwise: true, class: failed }
        endpoints:
          login: { method: POST, path: /login, auth: none, role: login, response: { envelope: bare, payload: body, type: json } }
          like: { method: POST, path: /like, response: { envelope: bare, payload: none } }
          nav: { method: GET, path: /nav, auth: optional, response: { envelope: bare, payload: none } }
          logout: { method: POST, path: /logout, response: { envelope: bare, payload: none } }
        """

    private func responder() throws -> MockResponder {
        MockResponder(catalog: try MockCatalog(contract: try Contracts.text(Self.contract)))
    }

    func testTheSignInSetsEverySessionCookie() throws {
        let reply = try responder().reply(to: MockRequest(method: "POST", path: "/login"))
        XCTAssertEqual(reply.answer.status, 200)
        XCTAssertEqual(
            reply.answer.headers.filter { $0.name == "Set-Cookie" }.map(\.value),
            [
                "SESSDATA=mock-SESSDATA; Path=/; HttpOnly", "bili_jct=mock-bili_jct; Path=/; HttpOnly",
                "DedeUserID=mock-DedeUserID; Path=/; HttpOnly",
            ])
        let other = try responder().reply(to: MockRequest(method: "GET", path: "/nav"))
        XCTAssertFalse(other.answer.headers.contains { $0.name == "Set-Cookie" }, "only the sign-in sets cookies")
    }

    func testAnAuthenticatedEndpointRequiresEveryCookie() throws {
        let responder = try responder()
        let partial = HTTPHeaderField(name: "Cookie", value: "SESSDATA=MARKER-s; bili_jct=MARKER-c")
        let all = HTTPHeaderField(name: "cookie", value: "SESSDATA=MARKER-s; bili_jct=\"MARKER-c\"; DedeUserID=1")
        let refused = MockRequest(method: "POST", path: "/like", headers: [partial])
        let refusedReply = responder.reply(to: refused)
        XCTAssertEqual(refusedReply.answer.status, 401)
        let served = MockRequest(method: "POST", path: "/like", headers: [all])
        XCTAssertEqual(responder.reply(to: served).answer.status, 200)
        XCTAssertEqual(responder.reply(to: MockRequest(method: "GET", path: "/nav")).answer.status, 200, "optional")
        let signIn = MockRequest(method: "POST", path: "/login", headers: [all])
        let signInReply = responder.reply(to: signIn)
        XCTAssertTrue(signInReply.notes.contains("sent session cookies, which this endpoint never carries"))
        for (request, reply) in [(refused, refusedReply), (served, responder.reply(to: served)), (signIn, signInReply)]
        {
            let line = RequestLog.line(for: request, reply: reply)
            XCTAssertFalse(line.contains("MARKER"), line)
        }
    }

    /// The session ends as the contract says: after a successful `endsBy` call its cookies are refused, on every
    /// later request, until a sign-in hands them out again.
    func testALogoutEndsTheSessionItsCookiesBelongTo() throws {
        let responder = try responder()
        let signedIn = responder.reply(to: MockRequest(method: "POST", path: "/login"))
        let cookies = signedIn.answer.headers.filter { $0.name == "Set-Cookie" }.map { $0.value.prefix { $0 != ";" } }
        let session = HTTPHeaderField(name: "Cookie", value: cookies.joined(separator: "; "))
        let other = HTTPHeaderField(name: "Cookie", value: "SESSDATA=MARKER-2; bili_jct=MARKER-3; DedeUserID=2")
        XCTAssertEqual(
            responder.reply(to: MockRequest(method: "POST", path: "/like", headers: [session])).answer.status, 200)

        let logout = responder.reply(to: MockRequest(method: "POST", path: "/logout", headers: [session]))
        XCTAssertEqual(logout.answer.status, 200)
        XCTAssertTrue(logout.notes.contains("ended the session"), "\(logout.notes)")
        let after = MockRequest(method: "POST", path: "/like", headers: [session])
        let refused = responder.reply(to: after)
        XCTAssertEqual(refused.answer.status, 401, "the ended session's cookies sign nothing in")
        XCTAssertTrue(refused.notes.contains("the session ended"), "\(refused.notes)")
        XCTAssertFalse(RequestLog.line(for: after, reply: refused).contains("mock-SESSDATA"), "no value in the log")
        XCTAssertEqual(
            responder.reply(to: MockRequest(method: "POST", path: "/like", headers: [other])).answer.status, 200,
            "another session lives on")

        _ = responder.reply(to: MockRequest(method: "POST", path: "/login"))
        XCTAssertEqual(
            responder.reply(to: MockRequest(method: "POST", path: "/like", headers: [session])).answer.status, 200,
            "a new sign-in hands the mock's values out again")
    }
}
