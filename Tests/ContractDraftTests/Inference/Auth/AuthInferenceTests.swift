import Contract
import ContractFixtures
import WireVocabulary
import XCTest

@testable import ContractDraft

/// How the draft's session travels and which endpoints carry it: the most carried token header (with `Bearer` where
/// every value had it), else a token query parameter, else cookies one answer set that later requests sent together;
/// each endpoint's auth from how many of its requests carried the credential; a tenant header sent beside the token;
/// and whether one exchange carried the credential. One rule per test.
final class AuthInferenceTests: XCTestCase {
    private let base = "https://api.example.com"

    private func inferred(_ entries: [CapturedEntry]) throws -> (
        auth: AuthPlan, guesses: GuessBook, fixture: SurveyFixture
    ) {
        let fixture = try SurveyFixture(entries)
        var guesses = GuessBook()
        let auth = AuthInference.infer(fixture.plan, survey: fixture.survey, guesses: &guesses)
        return (auth, guesses, fixture)
    }

    private func get(
        _ path: String, headers: [(String, String)] = [], cookies: [(String, String)] = [], setCookies: [String] = []
    ) -> CapturedEntry {
        CapturedEntry(
            url: base + path, requestHeaders: headers, requestCookies: cookies,
            responseHeaders: setCookies.map { ("Set-Cookie", $0) })
    }

    private func token(_ auth: AuthPlan) -> (placement: TokenPlacement, surveyName: String)? {
        guard case .token(let placement, let name)? = auth.credential else { return nil }
        return (placement, name)
    }

    private func session(_ auth: AuthPlan) -> (cookies: [String], setBy: [Int], endsBy: [Int])? {
        guard case .session(let cookies, let setBy, let endsBy)? = auth.credential else { return nil }
        return (cookies, setBy, endsBy)
    }

    // MARK: The credential

    func testATokenHeaderEveryValueOfWhichHadBearerIsTheCredentialWithItsScheme() throws {
        let bearer = [("Authorization", "Bearer tok-aaaaaa")]
        let (auth, guesses, _) = try inferred([get("/me", headers: bearer), get("/feed", headers: bearer)])
        XCTAssertEqual(token(auth)?.placement, .header(name: "Authorization", scheme: "Bearer"))
        XCTAssertEqual(token(auth)?.surveyName, "authorization")
        XCTAssertEqual(
            guesses.guesses(at: DraftPlace.auth.appending("token")),
            [Guess(.tokenPlacement, "the token travels as `Authorization: Bearer <token>`: 2 requests carried it")])
    }

    func testATokenHeaderSomeValuesOfWhichLackedBearerHasNoScheme() throws {
        let (auth, _, _) = try inferred([
            get("/me", headers: [("Authorization", "Bearer tok-aaaaaa")]),
            get("/feed", headers: [("Authorization", "tok-bbbbbb")]),
        ])
        XCTAssertEqual(token(auth)?.placement, .header(name: "Authorization", scheme: nil))
    }

    func testTheMostCarriedTokenHeaderWinsAndATieGoesToTheFirstNameInOrder() throws {
        let (most, _, _) = try inferred([
            get("/me", headers: [("X-Token", "tok-aaaaaa")]), get("/feed", headers: [("X-Token", "tok-aaaaaa")]),
            get("/news", headers: [("X-Access-Token", "tok-aaaaaa")]),
        ])
        XCTAssertEqual(token(most)?.placement, .header(name: "X-Token"))
        let (tie, _, _) = try inferred([
            get("/me", headers: [("X-Token", "tok-aaaaaa")]), get("/news", headers: [("X-Access-Token", "tok-aaaaaa")]),
        ])
        XCTAssertEqual(token(tie)?.placement, .header(name: "X-Access-Token"))
    }

    func testATokenQueryParameterIsTheCredentialWhereNoHeaderCarriedOne() throws {
        let (auth, _, _) = try inferred([get("/userinfo?access_token=tok-aaaaaa&openid=o1")])
        XCTAssertEqual(token(auth)?.placement, .query(name: "access_token"))
        XCTAssertEqual(token(auth)?.surveyName, "?access_token")
        let (both, _, _) = try inferred([
            get("/userinfo?access_token=tok-aaaaaa"), get("/userinfo?access_token=tok-aaaaaa"),
            get("/me", headers: [("X-Token", "tok-aaaaaa")]),
        ])
        XCTAssertEqual(token(both)?.placement, .header(name: "X-Token"), "a header wins though carried less")
    }

    func testCookiesOneAnswerSetAndLaterRequestsSentAreTheSession() throws {
        let sent = [("SESSDATA", "sess-1"), ("uid", "42")]
        let (auth, guesses, fixture) = try inferred([
            get("/login", setCookies: ["SESSDATA=sess-1; Path=/; HttpOnly", "uid=42; Path=/"]),
            get("/nav", cookies: sent),
            get("/logout", cookies: sent, setCookies: ["SESSDATA=; Max-Age=0; Path=/"]),
        ])
        let login = try XCTUnwrap(fixture.endpoint("/login"))
        let logout = try XCTUnwrap(fixture.endpoint("/logout"))
        let session = try XCTUnwrap(session(auth))
        XCTAssertEqual(session.cookies, ["SESSDATA", "uid"])
        XCTAssertEqual(session.setBy, [login])
        XCTAssertEqual(session.endsBy, [logout])
        XCTAssertEqual(
            guesses.guesses(at: DraftPlace.auth.appending("session")).map(\.text),
            ["a cookie session: \(fixture.plan.endpoints[login].name) set SESSDATA, uid, which later requests sent"])
    }

    func testACookieSentWithoutTheOthersIsLeftOutOfTheSession() throws {
        let (auth, _, _) = try inferred([
            get("/login", setCookies: ["SESSDATA=sess-1; Path=/", "lang=en; Path=/"]),
            get("/nav", cookies: [("SESSDATA", "sess-1"), ("lang", "en")]),
            get("/feed", cookies: [("SESSDATA", "sess-1")]),
        ])
        XCTAssertEqual(session(auth)?.cookies, ["SESSDATA"])
    }

    func testCookiesNoOneAnswerSetAllOfAreNoSession() throws {
        let both = [("a_sess", "1"), ("b_sess", "2")]
        let (auth, _, _) = try inferred([
            get("/first", setCookies: ["a_sess=1; Path=/"]), get("/second", setCookies: ["b_sess=2; Path=/"]),
            get("/nav", cookies: both), get("/feed", cookies: both),
        ])
        XCTAssertNil(auth.credential)
    }

    func testCookiesNeverSentBackAreNoSession() throws {
        let (auth, guesses, _) = try inferred([get("/login", setCookies: ["SESSDATA=sess-1; Path=/"]), get("/nav")])
        XCTAssertNil(auth.credential)
        XCTAssertEqual(guesses.count, 0)
    }

    func testATokenIsTheCredentialEvenWhereCookiesWouldDo() throws {
        let (auth, _, _) = try inferred([
            get("/login", setCookies: ["SESSDATA=sess-1; Path=/"]),
            get("/nav", headers: [("X-Token", "tok-aaaaaa")], cookies: [("SESSDATA", "sess-1")]),
        ])
        XCTAssertEqual(token(auth)?.placement, .header(name: "X-Token"))
    }

    // MARK: Each endpoint

    func testAnEndpointIsTokenWhereEveryRequestCarriedItOptionalWhereSomeDidNoneWhereNoneDid() throws {
        let carried = [("X-Token", "tok-aaaaaa")]
        let (auth, guesses, fixture) = try inferred([
            get("/me", headers: carried), get("/me", headers: carried), get("/feed", headers: carried), get("/feed"),
            get("/news"),
        ])
        let (me, feed, news) = try (
            XCTUnwrap(fixture.endpoint("/me")), XCTUnwrap(fixture.endpoint("/feed")),
            XCTUnwrap(fixture.endpoint("/news"))
        )
        XCTAssertEqual(auth.endpointAuth[me], .token)
        XCTAssertEqual(auth.endpointAuth[feed], .optional)
        XCTAssertEqual(auth.endpointAuth[news], .none)
        let feedName = fixture.plan.endpoints[feed].name
        XCTAssertEqual(
            guesses.guesses(at: DraftPlace.endpoint(feedName).appending("auth")),
            [Guess(.endpointAuth, "some requests carried the credentials and some did not: `auth: optional`")])
        XCTAssertEqual(guesses.guesses(at: DraftPlace.endpoint(fixture.plan.endpoints[me].name).appending("auth")), [])
    }

    func testAnEndpointSendingTheSessionCookiesIsTokenAndTheOneThatSetThemNone() throws {
        let (auth, _, fixture) = try inferred([
            get("/login", setCookies: ["SESSDATA=sess-1; Path=/"]), get("/nav", cookies: [("SESSDATA", "sess-1")]),
        ])
        XCTAssertEqual(auth.endpointAuth[try XCTUnwrap(fixture.endpoint("/login"))], .none)
        XCTAssertEqual(auth.endpointAuth[try XCTUnwrap(fixture.endpoint("/nav"))], .token)
    }

    func testWithoutACredentialEveryEndpointIsNone() throws {
        let (auth, guesses, _) = try inferred([get("/me"), get("/feed", headers: [("X-Tenant-Id", "1")])])
        XCTAssertNil(auth.credential)
        XCTAssertEqual(auth.endpointAuth, [.none, .none])
        XCTAssertNil(auth.tenant, "no tenant without a credential")
        XCTAssertEqual(auth.sendsTenant, [false, false])
        XCTAssertEqual(guesses.count, 0)
    }

    // MARK: The tenant

    func testATenantHeaderSentBesideTheTokenIsTheTenant() throws {
        let (auth, guesses, fixture) = try inferred([
            get("/me", headers: [("X-Token", "tok-aaaaaa"), ("X-Tenant-Id", "1000")]),
            get("/feed", headers: [("X-Token", "tok-aaaaaa")]),
        ])
        XCTAssertEqual(auth.tenant?.header, "X-Tenant-Id")
        XCTAssertEqual(auth.tenant?.integers, true)
        XCTAssertEqual(auth.sendsTenant[try XCTUnwrap(fixture.endpoint("/me"))], true)
        XCTAssertEqual(auth.sendsTenant[try XCTUnwrap(fixture.endpoint("/feed"))], false)
        XCTAssertEqual(
            guesses.guesses(at: DraftPlace.auth.appending("tenant")),
            [Guess(.tenantHeader, "`X-Tenant-Id` was sent beside the credentials: the tenant header")])
    }

    func testATenantOfTextOrOnlyOnOptionalEndpoints() throws {
        let text = try inferred([get("/me", headers: [("X-Token", "tok-aaaaaa"), ("X-Tenant-Id", "acme")])])
        XCTAssertEqual(text.auth.tenant?.integers, false)
        let optional = try inferred([
            get("/me", headers: [("X-Token", "tok-aaaaaa")]), get("/feed", headers: [("X-Tenant-Id", "1")]),
            get("/feed", headers: [("X-Token", "tok-aaaaaa"), ("X-Tenant-Id", "1")]),
        ])
        XCTAssertNil(optional.auth.tenant, "only endpoints that always carried the token are read")
    }

    // MARK: One exchange

    func testAnExchangeCarriesAHeaderOrQueryTokenWhenItHasAValue() throws {
        let (header, _, _) = try inferred([get("/me", headers: [("X-Token", "tok-aaaaaa")])])
        let exchanges = try SurveyFixture.exchanges([
            get("/me", headers: [("x-token", "tok-bbbbbb")]), get("/me", headers: [("X-Token", "")]), get("/me"),
        ])
        XCTAssertEqual(exchanges.map(header.carries), [true, false, false])
        let (query, _, _) = try inferred([get("/me?access_token=tok-aaaaaa")])
        let queried = try SurveyFixture.exchanges([get("/me?access_token=tok-b"), get("/me?access_token=")])
        XCTAssertEqual(queried.map(query.carries), [true, false])
    }

    func testAnExchangeCarriesTheSessionWhenItSentEveryCookie() throws {
        let (auth, _, _) = try inferred([
            get("/login", setCookies: ["SESSDATA=sess-1; Path=/", "uid=42; Path=/"]),
            get("/nav", cookies: [("SESSDATA", "sess-1"), ("uid", "42")]),
        ])
        let exchanges = try SurveyFixture.exchanges([
            get("/nav", cookies: [("SESSDATA", "s"), ("uid", "1")]), get("/nav", cookies: [("SESSDATA", "s")]),
            get("/nav", headers: [("Cookie", "SESSDATA=s; uid=1")]),
        ])
        XCTAssertEqual(exchanges.map(auth.carries), [true, false, true], "the Cookie header's pairs count too")
        let none = AuthPlan(credential: nil, tenant: nil, endpointAuth: [], sendsTenant: [])
        XCTAssertFalse(none.carries(exchanges[0]))
    }
}
