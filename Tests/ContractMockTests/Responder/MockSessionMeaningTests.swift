import Contract
import XCTest

@testable import ContractMock

/// The mock sets, ends and revives sessions on what the client reads as a success (the one definition of an answer's
/// meaning), not on a 2xx status, and answers a signed-out call to an optional-auth endpoint with its signed-out
/// example.
final class MockSessionMeaningTests: XCTestCase {
    static let contract = """
        format: 1
        info: { title: Q, module: QAPI, version: "1", date: 2026-01-01, generate: false, docs: [q.md] }
        models:
          Poll:
            fields:
              state: { type: int }
          Feed:
            fields:
              rows: { type: [int] }
        envelopes:
          gate: { style: code, code: code, message: message, payload: data, successCodes: [0] }
        auth:
          session:
            cookies: [ { name: SESSDATA, secret: true } ]
            setBy: [poll, login]
            endsBy: [logout]
        errorClasses:
          waiting: { invalidatesSession: false, keepsCredentials: true, retryable: true }
          signedOut: { invalidatesSession: true, keepsCredentials: false, retryable: false }
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { code: [-101], class: signedOut }
          - { otherwise: true, class: failed }
        endpoints:
          poll:
            method: GET
            path: /qr/poll
            auth: none
            role: login
            response: { envelope: gate, type: Poll, success: [ { payload: { field: state, equals: 0 } } ] }
            errors:
              - { payload: { field: state, equals: 86101 }, class: waiting }
            examples:
              - name: not scanned yet
                status: 200
                response: '{"code": 0, "message": "0", "data": {"state": 86101}}'
                expect: { class: waiting }
              - name: confirmed
                status: 200
                headers: { Set-Cookie: "SESSDATA=qr-session; Path=/" }
                response: '{"code": 0, "message": "0", "data": {"state": 0}}'
                expect: { success: true }
          login:
            method: POST
            path: /login
            auth: none
            role: login
            response: { envelope: gate, payload: body, type: json }
            examples:
              - name: signed in
                status: 200
                headers: { Set-Cookie: "SESSDATA=example-session; Path=/" }
                response: '{"code": 0, "message": "0"}'
                expect: { success: true }
          feed:
            method: GET
            path: /feed
            auth: optional
            response: { envelope: gate, type: Feed }
            examples:
              - name: for a guest
                signedIn: false
                status: 200
                response: '{"code": 0, "message": "0", "data": {"rows": [1]}}'
                expect: { success: true }
              - name: for the member
                signedIn: true
                status: 200
                response: '{"code": 0, "message": "0", "data": {"rows": [1, 2, 3]}}'
                expect: { success: true }
          logout:
            method: POST
            path: /logout
            response: { envelope: gate, payload: none }
            examples:
              - name: refused
                status: 200
                response: '{"code": -101, "message": "not signed in"}'
                expect: { class: signedOut, code: -101 }
              - name: signed out
                status: 200
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

    func testAPollThatIsStillWaitingSetsNoCookie() throws {
        let responder = try responder()
        let waiting = responder.reply(to: request("GET", "/qr/poll", example: "not scanned yet"))
        XCTAssertEqual(waiting.answer.status, 200)
        XCTAssertFalse(waiting.answer.isSuccess, "a payload rule makes it a failure")
        XCTAssertEqual(setCookies(waiting), [], "HTTP 200 and code 0, but the client reads no sign-in")
        let confirmed = responder.reply(to: request("GET", "/qr/poll", example: "confirmed"))
        XCTAssertEqual(setCookies(confirmed), ["SESSDATA=qr-session; Path=/"])
        XCTAssertTrue(confirmed.answer.isSuccess)
    }

    func testALogoutTheClientReadsAsAFailureEndsNothing() throws {
        let responder = try responder()
        let session = "SESSDATA=mock-SESSDATA"
        let refused = responder.reply(to: request("POST", "/logout", example: "refused", cookie: session))
        XCTAssertFalse(refused.notes.contains("ended the session"), "\(refused.notes)")
        XCTAssertEqual(responder.reply(to: request("POST", "/logout", cookie: session)).answer.status, 200)
    }

    func testASignInWhoseExampleSetsItsOwnCookiesRevivesThatSession() throws {
        let responder = try responder()
        let signIn = responder.reply(to: request("POST", "/login"))
        XCTAssertEqual(setCookies(signIn), ["SESSDATA=example-session; Path=/"], "the example's own cookies only")
        let session = "SESSDATA=example-session"
        let ended = responder.reply(to: request("POST", "/logout", example: "signed out", cookie: session))
        XCTAssertTrue(ended.notes.contains("ended the session"), "\(ended.notes)")
        XCTAssertEqual(
            responder.reply(to: request("POST", "/logout", cookie: session)).notes, ["the session ended"],
            "the ended session is refused")
        _ = responder.reply(to: request("POST", "/login"))
        let revived = responder.reply(to: request("POST", "/logout", example: "signed out", cookie: session))
        XCTAssertFalse(revived.notes.contains("the session ended"), "the next sign-in revives it: \(revived.notes)")
    }

    func testASignedOutCallToAnOptionalEndpointGetsItsSignedOutExample() throws {
        let responder = try responder()
        let guest = responder.reply(to: request("GET", "/feed"))
        XCTAssertEqual(guest.answer.exampleName, "for a guest")
        let member = responder.reply(to: request("GET", "/feed", cookie: "SESSDATA=mock-SESSDATA"))
        XCTAssertEqual(member.answer.exampleName, "for the member")
        let named = responder.reply(to: request("GET", "/feed", example: "for the member"))
        XCTAssertEqual(named.answer.exampleName, "for the member", "a named example is served as asked")
    }
}
