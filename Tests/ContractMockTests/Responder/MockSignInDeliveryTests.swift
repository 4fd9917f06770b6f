import Contract
import XCTest

@testable import ContractMock

/// The mock hands out a session only on the answers the client reads as signing in: a polled sign-in's waiting
/// answers (successes, by `when:`) set no cookie; its signing answer does; a sign-in whose cookies travel in a payload
/// field gets no `Set-Cookie` from the mock, and the session its example's field hands out is the one it revives.
final class MockSignInDeliveryTests: XCTestCase {
    static let contract = """
        format: 1
        info: { title: Q, module: QAPI, version: "1", date: 2026-01-01, generate: false, docs: [q.md] }
        models:
          Poll:
            fields:
              state: { type: int }
              cookie: { type: string, secret: true, optional: true }
        envelopes:
          gate: { style: code, code: code, message: message, payload: data, successCodes: [0] }
        auth:
          session:
            cookies: [ { name: MUSIC_U, secret: true } ]
            setBy:
              - { endpoint: poll, when: { field: state, equals: 803 } }
              - { endpoint: music, when: { field: state, equals: 803 }, from: { field: cookie } }
            endsBy: [logout]
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        endpoints:
          poll:
            method: GET
            path: /qr/poll
            auth: none
            response: { envelope: gate, type: Poll }
            examples:
              - name: waiting
                response: '{"code": 0, "message": "0", "data": {"state": 801}}'
                expect: { success: true }
              - name: confirmed
                headers: { Set-Cookie: "MUSIC_U=qr-session; Path=/" }
                response: '{"code": 0, "message": "0", "data": {"state": 803}}'
                expect: { success: true }
          music:
            method: GET
            path: /music/poll
            auth: none
            response: { envelope: gate, type: Poll }
            examples:
              - name: signed in
                response: '{"code": 0, "message": "0", "data": {"state": 803, "cookie": "MUSIC_U=field-session; Path=/"}}'
                expect: { success: true }
          logout:
            method: POST
            path: /logout
            response: { envelope: gate, payload: none }
            examples:
              - name: signed out
                response: '{"code": 0, "message": "0"}'
                expect: { success: true }
        """

    private func responder() throws -> MockResponder {
        MockResponder(catalog: try MockCatalog(contract: try Contracts.text(Self.contract)))
    }

    private func request(_ method: String, _ path: String, example: String? = nil, cookie: String? = nil)
        -> MockRequest
    {
        var headers: [HTTPHeaderField] = []
        if let example { headers.append(HTTPHeaderField(name: MockSelection.exampleHeader, value: example)) }
        if let cookie { headers.append(HTTPHeaderField(name: "Cookie", value: cookie)) }
        return MockRequest(method: method, path: path, headers: headers)
    }

    private func setCookies(_ reply: MockReply) -> [String] {
        reply.answer.headers.filter { $0.name == "Set-Cookie" }.map(\.value)
    }

    func testAWaitingPollIsASuccessThatSetsNoCookie() throws {
        let responder = try responder()
        let waiting = responder.reply(to: request("GET", "/qr/poll", example: "waiting"))
        XCTAssertTrue(waiting.answer.isSuccess, "the client reads it as a success without credentials")
        XCTAssertEqual(setCookies(waiting), [])
        XCTAssertFalse(waiting.notes.contains("set the session cookies"))
        let confirmed = responder.reply(to: request("GET", "/qr/poll", example: "confirmed"))
        XCTAssertEqual(setCookies(confirmed), ["MUSIC_U=qr-session; Path=/"], "the signing answer's own cookie")
        XCTAssertTrue(confirmed.answer.isSuccess)
    }

    func testASessionInAPayloadFieldGetsNoSetCookieAndIsTheOneRevived() throws {
        let responder = try responder()
        let signIn = responder.reply(to: request("GET", "/music/poll"))
        XCTAssertEqual(setCookies(signIn), [], "the cookies are in the body")
        let session = "MUSIC_U=field-session"
        let ended = responder.reply(to: request("POST", "/logout", cookie: session))
        XCTAssertTrue(ended.notes.contains("ended the session"), "\(ended.notes)")
        XCTAssertEqual(responder.reply(to: request("POST", "/logout", cookie: session)).notes, ["the session ended"])
        _ = responder.reply(to: request("GET", "/music/poll"))
        let revived = responder.reply(to: request("POST", "/logout", cookie: session))
        XCTAssertFalse(revived.notes.contains("the session ended"), "the next sign-in revives it: \(revived.notes)")
    }
}
