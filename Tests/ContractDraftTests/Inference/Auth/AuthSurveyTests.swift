import ContractFixtures
import TextFoundation
import XCTest

@testable import ContractDraft

/// What the first pass counts of one route's requests that may be credentials: token headers (by lower-cased name,
/// with their spelling and `Bearer`), token query parameters, a tenant header, cookies sent and the cookies a
/// successful answer set or deleted; and the token values it remembers so a sign-in's answer can be found. One rule
/// per test.
final class AuthSurveyTests: XCTestCase {
    private let base = "https://api.example.com"

    private func recorded(_ entries: [CapturedEntry]) throws -> (tally: RouteAuthTally, survey: AuthSurvey) {
        var survey = AuthSurvey()
        var tally = RouteAuthTally()
        for exchange in try SurveyFixture.exchanges(entries) { survey.record(exchange, into: &tally) }
        return (tally, survey)
    }

    private func get(
        _ path: String = "/me", headers: [(String, String)] = [], cookies: [(String, String)] = [], status: Int? = 200,
        setCookies: [String] = []
    ) -> CapturedEntry {
        CapturedEntry(
            url: base + path, requestHeaders: headers, requestCookies: cookies, status: status,
            responseHeaders: setCookies.map { ("Set-Cookie", $0) })
    }

    func testEveryRequestIsCounted() throws {
        XCTAssertEqual(try recorded([get(), get(), get()]).tally.requests, 3)
    }

    func testATokenHeaderIsCountedByItsLowerCasedNameWithItsFirstSpellingAndBearer() throws {
        let (tally, _) = try recorded([
            get(headers: [("X-Access-Token", "tok-aaaaaa"), ("Authorization", "Bearer tok-bbbbbb")]),
            get(headers: [("x-access-token", "tok-cccccc"), ("authorization", "Basic dXNlcjpwdw==")]),
        ])
        XCTAssertEqual(tally.tokenHeaders.keys.sorted(), ["authorization", "x-access-token"])
        XCTAssertEqual(tally.tokenHeaders["x-access-token"]?.count, 2)
        XCTAssertEqual(tally.tokenHeaders["x-access-token"]?.bearer, 0)
        XCTAssertEqual(tally.tokenHeaders["x-access-token"]?.spelling, "X-Access-Token")
        XCTAssertEqual(tally.tokenHeaders["authorization"]?.count, 2)
        XCTAssertEqual(tally.tokenHeaders["authorization"]?.bearer, 1, "one of the two with `Bearer `")
    }

    func testAnEmptyTokenHeaderOrAnotherHeaderIsNotCounted() throws {
        let (tally, _) = try recorded([
            get(headers: [("X-Access-Token", ""), ("X-CSRF-Token", "csrf-value-1"), ("Accept", "application/json")])
        ])
        XCTAssertTrue(tally.tokenHeaders.isEmpty)
    }

    func testATenantHeaderKeepsItsSpellingItsCountAndWhetherEveryValueWasAnInteger() throws {
        let integers = try recorded([get(headers: [("X-Tenant-Id", "1000")]), get(headers: [("X-Tenant-Id", "1001")])])
        XCTAssertEqual(integers.tally.tenantHeader?.spelling, "X-Tenant-Id")
        XCTAssertEqual(integers.tally.tenantHeader?.count, 2)
        XCTAssertEqual(integers.tally.tenantHeader?.integers, true)
        let text = try recorded([get(headers: [("X-Tenant-Id", "1000")]), get(headers: [("X-Tenant-Id", "acme")])])
        XCTAssertEqual(text.tally.tenantHeader?.integers, false)
        XCTAssertNil(try recorded([get(headers: [("X-Org-Id", "1")])]).tally.tenantHeader)
    }

    func testATenantHeaderKeepsTheFirstSpellingSeenAsATokenHeaderDoes() throws {
        let mixed = try recorded([get(headers: [("X-Tenant-Id", "1000")]), get(headers: [("x-tenant-id", "1001")])])
        XCTAssertEqual(mixed.tally.tenantHeader?.spelling, "X-Tenant-Id")
        XCTAssertEqual(mixed.tally.tenantHeader?.count, 2)
    }

    func testATokenQueryParameterIsCountedWhenItHasAValue() throws {
        let (tally, _) = try recorded([
            get("/me?access_token=tok-dddddd&page=1"), get("/me?access_token="), get("/me?tokenType=x"),
        ])
        XCTAssertEqual(tally.tokenQueries, ["access_token": 1])
    }

    func testCookiesSentAreCountedByNameAndByTheSetTheyWereSentIn() throws {
        let (tally, _) = try recorded([
            get(cookies: [("SESSDATA", "s-1"), ("uid", "42")]), get(cookies: [("SESSDATA", "s-1")]), get(),
        ])
        XCTAssertEqual(tally.cookiesSent, ["SESSDATA": 2, "uid": 1])
        XCTAssertEqual(tally.cookieSets, [["SESSDATA", "uid"]: 1, ["SESSDATA"]: 1, []: 1])
    }

    func testASuccessfulAnswersCookiesAreSetOrDeleted() throws {
        let (tally, _) = try recorded([
            get(setCookies: ["SESSDATA=s-1; Path=/; HttpOnly", "uid=42; Path=/", "old=; Max-Age=0; Path=/"])
        ])
        XCTAssertEqual(tally.cookiesSet, ["SESSDATA": 1, "uid": 1])
        XCTAssertEqual(tally.cookiesDeleted, ["old": 1])
        XCTAssertEqual(tally.setCookieSets, [["SESSDATA", "uid"]: 1], "the deleted one is not among those set")
    }

    func testCookiesOfAFailedOrMissingAnswerAreNotCounted() throws {
        let (tally, _) = try recorded([
            get(status: 401, setCookies: ["SESSDATA=s-1; Path=/"]), get(status: nil, setCookies: ["uid=42; Path=/"]),
            get(status: 302, setCookies: ["uid=43; Path=/"]),
        ])
        XCTAssertTrue(tally.cookiesSet.isEmpty)
        XCTAssertTrue(tally.setCookieSets.isEmpty)
        XCTAssertEqual(tally.requests, 3, "the requests still count")
    }

    func testTokenValuesAreRememberedAfterTheirSchemeByTheNameTheyWereSentAs() throws {
        let (_, survey) = try recorded([
            get("/me?access_token=query-tok-1", headers: [("Authorization", "Bearer header-tok-1")])
        ])
        XCTAssertTrue(survey.wasSent("header-tok-1", as: "authorization"))
        XCTAssertFalse(survey.wasSent("Bearer header-tok-1", as: "authorization"), "the scheme is not the token's")
        XCTAssertFalse(survey.wasSent("header-tok-1", as: "x-access-token"), "another name")
        XCTAssertTrue(survey.wasSent("query-tok-1", as: "?access_token"))
        XCTAssertFalse(survey.wasSent("query-tok-1", as: "access_token"), "a query name is remembered as `?name`")
    }

    func testValuesShorterThanSixCharactersAreNotRemembered() throws {
        let (_, survey) = try recorded([get(headers: [("X-Token", "abc12")]), get(headers: [("X-Token", "abc123")])])
        XCTAssertFalse(survey.wasSent("abc12", as: "x-token"))
        XCTAssertTrue(survey.wasSent("abc123", as: "x-token"))
    }

    func testAtMostAHundredThousandValuesAreRememberedPerName() throws {
        var exchange = try XCTUnwrap(try SurveyFixture.exchanges([get("/me?access_token=value-0")]).first)
        var survey = AuthSurvey()
        var tally = RouteAuthTally()
        for index in 0...AuthSurvey.valuesKept {
            exchange.query = [("access_token", "value-\(index)")]
            survey.record(exchange, into: &tally)
        }
        XCTAssertTrue(survey.wasSent("value-0", as: "?access_token"))
        XCTAssertTrue(survey.wasSent("value-\(AuthSurvey.valuesKept - 1)", as: "?access_token"))
        XCTAssertFalse(survey.wasSent("value-\(AuthSurvey.valuesKept)", as: "?access_token"), "one past the limit")
        XCTAssertEqual(tally.tokenQueries["access_token"], AuthSurvey.valuesKept + 1, "every request still counts")
    }

    /// A payload hands the token out where a text of it was sent as the token: found with the keys leading to it, in
    /// objects at most four deep and the first 64 members of each; the payload itself may be the token.
    func testTheTokensAPayloadHandsOutAreFoundWithTheirKeysWithinTheReadBounds() throws {
        let (_, survey) = try recorded([get(headers: [("X-Access-Token", "tok-123456")])])
        let payload = try JSONValue.parse(
            #"{"token": "tok-123456", "user": {"name": "tok-123456-not"}, "a": {"b": {"c": {"d": "tok-123456"}}}, "#
                + #""e": {"f": {"g": "tok-123456"}}, "list": ["tok-123456"]}"#)
        let found = survey.sentTokens(in: payload, as: "x-access-token")
        XCTAssertEqual(
            found.map(\.field), [["token"], ["e", "f", "g"]], "four keys deep is past the bound; lists unread")
        XCTAssertEqual(found.map(\.value), ["tok-123456", "tok-123456"])
        XCTAssertEqual(survey.sentTokens(in: .string("tok-123456"), as: "x-access-token").map(\.field), [[]])
        XCTAssertTrue(survey.sentTokens(in: payload, as: "authorization").isEmpty, "sent under another name")
        var members = (0..<64).map { (#""k\#($0)""#, #""x""#) }
        members.append((#""late""#, #""tok-123456""#))
        let wide = try JSONValue.parse("{" + members.map { $0.0 + ": " + $0.1 }.joined(separator: ", ") + "}")
        XCTAssertTrue(survey.sentTokens(in: wide, as: "x-access-token").isEmpty, "the 65th member is not read")
    }
}
