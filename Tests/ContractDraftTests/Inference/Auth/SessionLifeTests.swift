import Contract
import ContractFixtures
import WireVocabulary
import XCTest

@testable import ContractDraft

/// A session's life read from captured traffic (``SessionLifeInference``), one rule at a time: the answers that hand
/// the token out (`auth.token.setBy`), the calls after which it is refused (`auth.token.endsBy`), and the call that
/// renews a cookie session (`auth.session.refreshedBy`). Every draft here lints clean and generates, and no token
/// value reaches it.
final class SessionLifeTests: XCTestCase {
    private let base = "https://api.example.com/api"
    private let ok = #"{"success": true, "result": {"id": "u"}}"#

    private func draft(_ entries: [CapturedEntry]) throws -> (contract: Contract, text: String, draft: Draft) {
        let harness = try DraftHarness()
        let draft = try harness.draft([("t.har", entries)])
        let rendered = harness.rendered(draft)
        XCTAssertEqual(try harness.generate(rendered).map(\.description), [], "the draft generates")
        return (try XCTUnwrap(rendered.lint.contract), rendered.text, draft)
    }

    private func bearer(_ path: String, _ token: String, body: String? = nil, status: Int = 200, method: String = "GET")
        -> CapturedEntry
    {
        CapturedEntry(
            method: method, url: base + path, requestHeaders: [("Authorization", "Bearer \(token)")], status: status,
            responseBody: body ?? ok)
    }

    private func name(_ contract: Contract, _ path: String) -> String? {
        contract.endpoints.first { $0.path == path }?.name
    }

    // MARK: setBy

    func testEachAnswerThatHandsOutALaterSentTokenIsASignInWithItsField() throws {
        let password = "pw-token-value-8a1f2c"
        let sms = "sms-token-value-3e9d7b"
        let (contract, text, draft) = try draft([
            CapturedEntry(
                method: "POST", url: base + "/auth/login", requestBody: #"{"user": "a", "password": "pw-secret-1"}"#,
                responseBody:
                    #"{"success": true, "result": {"user": {"id": "u"}, "session": {"accessToken": "\#(password)"}}}"#
            ),
            bearer("/me", password),
            bearer("/orders", password),
            CapturedEntry(
                method: "POST", url: base + "/auth/sms", requestBody: #"{"phone": "13800000000", "code": "1234"}"#,
                responseBody: #"{"success": true, "result": {"token": "\#(sms)"}}"#),
            bearer("/me", sms),
        ])
        let token = try XCTUnwrap(contract.auth?.token)
        let login = try XCTUnwrap(name(contract, "/auth/login"))
        let smsLogin = try XCTUnwrap(name(contract, "/auth/sms"))
        XCTAssertEqual(token.setBy, [login, smsLogin])
        XCTAssertEqual(token.tokenField(for: login), FieldPath(keys: ["session", "accessToken"]))
        XCTAssertEqual(token.tokenField(for: smsLogin), FieldPath(keys: ["token"]))
        let guesses = draft.guesses.guesses(at: DraftPlace.auth.appending("token")).filter { $0.kind == .tokenSetBy }
        XCTAssertEqual(
            guesses.map(\.text),
            [
                "\(login) hands the token out in `session.accessToken`: 2 later requests sent a token its answers carried",
                "\(smsLogin) hands the token out in `token`: 1 later requests sent a token its answers carried",
            ])
        XCTAssertFalse(text.contains(password), "no token value in the draft")
        XCTAssertFalse(text.contains(sms), "no token value in the draft")
        XCTAssertTrue(text.contains("setBy: ["), text)
    }

    func testATokenSentOnlyBeforeTheAnswerThatCarriedItMakesNoSignIn() throws {
        let token = "echoed-token-value-51c0"
        let (contract, _, _) = try draft([
            bearer("/me", token),
            bearer("/session/echo", token, body: #"{"success": true, "result": {"token": "\#(token)"}}"#),
        ])
        XCTAssertEqual(contract.auth?.token?.setBy, [], "the answer came after every request that sent the token")
    }

    // MARK: endsBy

    func testASignOutAfterWhichTheTokenIsRefusedEndsTheSession() throws {
        let first = "first-token-value-0d4e"
        let second = "second-token-value-7a2b"
        let login = { (token: String) in
            CapturedEntry(
                method: "POST", url: self.base + "/login", requestBody: #"{"user": "a", "password": "pw-secret-1"}"#,
                responseBody: #"{"success": true, "result": {"token": "\#(token)"}}"#)
        }
        let refused = #"{"success": false, "code": 401, "message": "sign in", "result": null}"#
        let (contract, _, draft) = try draft([
            login(first),
            bearer("/me", first),
            bearer("/sys/logout", first, method: "POST"),
            bearer("/me", first, body: refused, status: 401),
            login(second),
            bearer("/me", second),
            bearer("/profile/close", second, method: "POST"),
        ])
        let logout = try XCTUnwrap(name(contract, "/sys/logout"))
        XCTAssertEqual(contract.auth?.token?.endsBy, [logout], "a call without a refusal after it proves nothing")
        XCTAssertEqual(contract.endpoints.first { $0.name == logout }?.role, .logout)
        let guess = try XCTUnwrap(
            draft.guesses.guesses(at: DraftPlace.auth.appending("token")).first { $0.kind == .tokenEndsBy })
        XCTAssertEqual(
            guess.text,
            "\(logout) ends the session: its path says it signs out, and after its 1 successful calls the token they sent was never accepted again (1 later requests with it refused, 1 followed by a sign-in)"
        )
    }

    func testAnEndpointNotNamedLikeASignOutEndsTheSessionOnlyWhenTwoRefusalsProveIt() throws {
        var entries: [CapturedEntry] = []
        for token in ["one-token-value-aa11", "two-token-value-bb22"] {
            entries += [
                CapturedEntry(
                    method: "POST", url: base + "/login", requestBody: #"{"user": "a", "password": "pw-secret-1"}"#,
                    responseBody: #"{"success": true, "result": {"token": "\#(token)"}}"#),
                bearer("/me", token),
                bearer("/device/unbind", token, method: "POST"),
                bearer("/me", token, body: #"{"success": false, "code": 401, "message": "gone", "result": null}"#),
            ]
        }
        let (contract, _, _) = try draft(entries)
        XCTAssertEqual(contract.auth?.token?.endsBy, [try XCTUnwrap(name(contract, "/device/unbind"))])
        let (once, _, _) = try draft(Array(entries.prefix(4)))
        XCTAssertEqual(once.auth?.token?.endsBy, [], "one refusal is no proof for an endpoint not named so")
    }

    func testASignOutWhoseTokenIsAcceptedAfterwardsEndsNothing() throws {
        let token = "kept-token-value-9c3d"
        let (contract, _, _) = try draft([
            CapturedEntry(
                method: "POST", url: base + "/login", requestBody: #"{"user": "a", "password": "pw-secret-1"}"#,
                responseBody: #"{"success": true, "result": {"token": "\#(token)"}}"#),
            bearer("/logout", token, method: "POST"),
            bearer("/me", token),
            bearer("/me", token, body: #"{"success": false, "code": 401, "message": "gone", "result": null}"#),
        ])
        XCTAssertEqual(contract.auth?.token?.endsBy, [], "the token was honoured after the sign-out")
    }

    // MARK: refreshedBy

    private func cookieTraffic(refusedBeforeRefresh: Bool) -> [CapturedEntry] {
        let first = [("SESSDATA", "sess-value-abc123"), ("uid", "42")]
        let renewed = [("SESSDATA", "sess-value-def456"), ("uid", "42")]
        let data = #"{"code": 0, "data": {"isLogin": true}}"#
        return [
            CapturedEntry(
                method: "POST", url: base + "/login", requestBody: #"{"user": "a", "password": "pw-secret-1"}"#,
                responseBody: #"{"code": 0, "data": {"mid": 2}}"#,
                responseHeaders: [
                    ("Set-Cookie", "SESSDATA=sess-value-abc123; Path=/; HttpOnly"), ("Set-Cookie", "uid=42; Path=/"),
                ]),
            CapturedEntry(url: base + "/nav", requestCookies: first, responseBody: data),
            CapturedEntry(
                url: base + "/nav", requestCookies: first,
                responseBody: refusedBeforeRefresh
                    ? #"{"code": -101, "message": "renew the session", "data": null}"# : data),
            CapturedEntry(
                method: "POST", url: base + "/cookie/refresh", requestCookies: first,
                responseBody: #"{"code": 0, "data": {"refreshed": true}}"#,
                responseHeaders: [
                    ("Set-Cookie", "SESSDATA=sess-value-def456; Path=/; HttpOnly"), ("Set-Cookie", "uid=42; Path=/"),
                ]),
            CapturedEntry(url: base + "/nav", requestCookies: renewed, responseBody: data),
        ]
    }

    func testACallThatSendsTheCookiesAndSetsNewOnesAfterARefusalRenewsTheSession() throws {
        let (contract, text, draft) = try draft(cookieTraffic(refusedBeforeRefresh: true))
        let session = try XCTUnwrap(contract.auth?.session)
        let refresh = try XCTUnwrap(name(contract, "/cookie/refresh"))
        XCTAssertEqual(session.refreshedBy, refresh)
        XCTAssertEqual(session.setBy, [try XCTUnwrap(name(contract, "/login"))], "the refresh is no sign-in")
        let endpoint = try XCTUnwrap(contract.endpoints.first { $0.name == refresh })
        XCTAssertEqual(endpoint.role, .refresh)
        XCTAssertEqual(endpoint.auth, .token)
        XCTAssertEqual(contract.errorClasses.filter(\.refreshes).map(\.name), ["codeMinus101"])
        XCTAssertEqual(
            draft.guesses.guesses(at: DraftPlace.auth.appending("session").appending("refreshedBy")).map(\.text),
            [
                "\(refresh) sent the session cookies and its 1 successes set new values of them, each after an answer with code -101 to the same cookies: it renews the session"
            ])
        XCTAssertFalse(text.contains("sess-value"), "no cookie value in the draft")
    }

    func testWithoutARefusalBeforeItTheRenewingCallStaysASignIn() throws {
        let (contract, _, _) = try draft(cookieTraffic(refusedBeforeRefresh: false))
        let session = try XCTUnwrap(contract.auth?.session)
        XCTAssertNil(session.refreshedBy, "nothing would start the refresh")
        XCTAssertEqual(session.setBy.count, 2)
        XCTAssertFalse(contract.errorClasses.contains(where: \.refreshes))
    }

    // MARK: Names

    func testSignOutNames() {
        for words in [["sys", "logout"], ["auth", "signout"], ["user", "sign-out"], ["app", "exit"], ["logoff"]] {
            XCTAssertTrue(SessionLifeInference.isNamedLikeSignOut(words), "\(words)")
        }
        for words in [["sys", "login"], ["user", "info"], ["device", "unbind"]] {
            XCTAssertFalse(SessionLifeInference.isNamedLikeSignOut(words), "\(words)")
        }
    }
}
