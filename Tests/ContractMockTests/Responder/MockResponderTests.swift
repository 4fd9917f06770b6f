import Contract
import WireVocabulary
import XCTest

@testable import ContractMock

/// Routing, the token rule, and choosing an example, from the catalog alone.
final class MockResponderTests: XCTestCase {
    private func responder(_ contract: Contract, scenario: String? = nil) throws -> MockResponder {
        MockResponder(catalog: try MockCatalog(contract: contract, scenario: scenario))
    }

    private let token = HTTPHeaderField(name: "x-access-token", value: "t")

    func testUnknownPathsAre404AndWrongMethods405WithTheAllowedOnes() throws {
        let zing = try responder(try Contracts.real("zing"))
        let missing = zing.reply(to: MockRequest(method: "GET", path: "/sys/nothing"))
        XCTAssertEqual(missing.answer.status, 404)
        XCTAssertNil(missing.endpoint)
        let wrong = zing.reply(to: MockRequest(method: "GET", path: "/sys/logout", headers: [token]))
        XCTAssertEqual(wrong.answer.status, 405)
        XCTAssertEqual(wrong.answer.headers, [HTTPHeaderField(name: "Allow", value: "POST")])
        let bearer = try responder(try Contracts.text(Contracts.bearer))
        let patch = bearer.reply(to: MockRequest(method: "PATCH", path: "/items/7"))
        XCTAssertEqual(patch.answer.headers.first { $0.name == "Allow" }?.value, "GET, HEAD, DELETE")
    }

    func testHeadIsAnsweredAsGetWouldBe() throws {
        let zing = try responder(try Contracts.real("zing"))
        for headers in [[token], [token, HTTPHeaderField(name: "X-Mock-Example", value: "empty user id")], []] {
            let get = zing.reply(to: MockRequest(method: "GET", path: "/sys/user/getUserInfo", headers: headers))
            let head = zing.reply(to: MockRequest(method: "HEAD", path: "/sys/user/getUserInfo", headers: headers))
            XCTAssertEqual(head, get, "\(headers)")
        }
        XCTAssertEqual(zing.reply(to: MockRequest(method: "GET", path: "/sys/user/getUserInfo")).answer.status, 401)
        let postOnly = zing.reply(to: MockRequest(method: "HEAD", path: "/sys/logout", headers: [token]))
        XCTAssertEqual(postOnly.answer.status, 405)
        XCTAssertEqual(postOnly.answer.headers, [HTTPHeaderField(name: "Allow", value: "POST")])
    }

    func testPathTemplatesRouteAndTheMoreLiteralTemplateWins() throws {
        let bearer = try responder(try Contracts.text(Contracts.bearer))
        let auth = HTTPHeaderField(name: "Authorization", value: "Bearer abc")
        XCTAssertEqual(
            bearer.reply(to: MockRequest(method: "GET", path: "/items/42", headers: [auth])).endpoint, "item")
        XCTAssertEqual(
            bearer.reply(to: MockRequest(method: "GET", path: "/items/mine", headers: [auth])).endpoint, "mine")
        XCTAssertEqual(
            bearer.reply(to: MockRequest(method: "DELETE", path: "/items/mine", headers: [auth])).endpoint, "removeItem"
        )
    }

    func testARequestWithoutTheTokenGetsThe401Answer() throws {
        let zing = try responder(try Contracts.real("zing"))
        let reply = zing.reply(to: MockRequest(method: "GET", path: "/sys/user/getUserInfo"))
        XCTAssertEqual(reply.answer.status, 401)
        XCTAssertEqual(reply.answer.exampleName, "HTTP 401 with a token")
        XCTAssertEqual(reply.notes, ["no token"])
        let empty = HTTPHeaderField(name: "X-Access-Token", value: "  ")
        XCTAssertEqual(
            zing.reply(to: MockRequest(method: "GET", path: "/sys/user/getUserInfo", headers: [empty])).answer.status,
            401)
        let login = zing.reply(to: MockRequest(method: "POST", path: "/sys/thirdLogin/apple/native"))
        XCTAssertEqual(login.answer.status, 200, "the login needs no token")
    }

    func testABearerTokenNeedsItsScheme() throws {
        let bearer = try responder(try Contracts.text(Contracts.bearer))
        for (value, status) in [
            ("Bearer abc", 200), ("bearer abc", 200), ("abc", 401), ("Bearer ", 401), ("Basic abc", 401),
        ] {
            let request = MockRequest(
                method: "GET", path: "/items/1", headers: [HTTPHeaderField(name: "Authorization", value: value)])
            XCTAssertEqual(bearer.reply(to: request).answer.status, status, value)
        }
    }

    func testATokenInTheQueryIsLookedForThere() throws {
        let contract = try Contracts.text(
            Contracts.bearer.replacingOccurrences(
                of: "token: { header: Authorization, scheme: Bearer }", with: "token: { query: access_token }"))
        let mock = try responder(contract)
        for (query, status) in [
            ("access_token=abc", 200), ("a=1&access_token=abc", 200), ("access_token=", 401), ("token=abc", 401),
            (nil, 401),
        ] {
            XCTAssertEqual(
                mock.reply(to: MockRequest(method: "GET", path: "/items/1", query: query)).answer.status, status,
                query ?? "no query")
        }
        let header = HTTPHeaderField(name: "Authorization", value: "Bearer abc")
        XCTAssertEqual(
            mock.reply(to: MockRequest(method: "GET", path: "/items/1", headers: [header])).answer.status, 401,
            "a token in a header is not where the contract puts it")
    }

    func testAnExampleIsChosenByHeaderOrQueryParameter() throws {
        let zing = try responder(try Contracts.real("zing"))
        let byHeader = MockRequest(
            method: "GET", path: "/sys/permission/getPermCode",
            headers: [token, HTTPHeaderField(name: "x-mock-example", value: "business code 510")])
        XCTAssertEqual(zing.reply(to: byHeader).answer.exampleName, "business code 510")
        let encoded = MockRequest(
            method: "GET", path: "/sys/permission/getPermCode",
            headers: [
                token,
                HTTPHeaderField(name: "X-Mock-Example", value: PercentEncoding.encoded("HTTP 403", for: .headerValue)),
            ])
        XCTAssertEqual(zing.reply(to: encoded).answer.status, 403)
        let byQuery = MockRequest(
            method: "GET", path: "/sys/user/getUserInfo", query: "mockExample=empty%20user%20id", headers: [token])
        XCTAssertEqual(zing.reply(to: byQuery).answer.exampleName, "empty user id")
    }

    func testAnUnknownExampleNameGets400ListingTheNames() throws {
        let zing = try responder(try Contracts.real("zing"))
        let reply = zing.reply(
            to: MockRequest(
                method: "POST", path: "/sys/logout",
                headers: [token, HTTPHeaderField(name: "X-Mock-Example", value: "nope")]))
        XCTAssertEqual(reply.answer.status, 400)
        XCTAssertEqual(
            reply.answer.body,
            #"{"examples":["logout without result","logout with an expired token"],"#
                + #""mock":"logout has no example of the requested name"}"# + "\n")
    }

    func testBrokenHeaderRulesAreNotedByNameOnly() throws {
        let zing = try responder(try Contracts.real("zing"))
        let reply = zing.reply(
            to: MockRequest(
                method: "POST", path: "/sys/thirdLogin/apple/native",
                headers: [
                    HTTPHeaderField(name: "X-Access-Token", value: "old-secret"),
                    HTTPHeaderField(name: "X-Forwarded-For", value: "10.0.0.1"),
                ]))
        XCTAssertEqual(reply.answer.status, 200)
        XCTAssertEqual(
            reply.notes,
            [
                "sent X-Access-Token, which this endpoint never carries",
                "sent X-Forwarded-For, which a client never sends",
            ])
    }

    func testTheAnswerNamesTheExampleServed() throws {
        let zing = try responder(try Contracts.real("zing"))
        let response = zing.reply(
            to: MockRequest(method: "GET", path: "/sys/tenant/getTenantListByUserId", headers: [token])
        )
        .answer.response
        XCTAssertEqual(response.headers.first { $0.name == "X-Mock-Example" }?.value, "one membership")
        XCTAssertEqual(response.headers.first?.value, "application/json; charset=utf-8")
    }

    /// A request without the values its contract computes per call, or with one of another kind, is answered, and
    /// the log notes what it lacks by place and kind, never a value.
    func testPerCallValuesMissingOrOfAnotherKindAreNoted() throws {
        let gate = try responder(
            try Contracts.text(
                """
                format: 1
                info: { title: T, module: TAPI, version: "1", date: 2026-01-01, generate: false, docs: [t.md] }
                perCall:
                  - { query: _t, from: { clock: unixMillis } }
                  - { header: X-Nonce, from: { random: hex, length: 8 } }
                envelopes: { bare: { style: none } }
                errorClasses: { failed: { invalidatesSession: false, keepsCredentials: true, retryable: false } }
                errorRules: [ { otherwise: true, class: failed } ]
                endpoints:
                  ping: { method: GET, path: /ping, response: { envelope: bare, payload: none } }
                """))
        let bare = gate.reply(to: MockRequest(method: "GET", path: "/ping"))
        XCTAssertEqual(bare.answer.status, 200)
        XCTAssertEqual(
            bare.notes, ["query _t missing (computed per call)", "header X-Nonce missing (computed per call)"])
        let seconds = gate.reply(
            to: MockRequest(
                method: "GET", path: "/ping", query: "_t=1733212800",
                headers: [HTTPHeaderField(name: "X-Nonce", value: "0123abcd")]))
        XCTAssertEqual(seconds.notes, ["query _t is no time in milliseconds since 1970 (13 digits)"])
    }
}
