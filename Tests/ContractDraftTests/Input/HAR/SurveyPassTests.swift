import ContractVerify
import WireVocabulary
import XCTest

@testable import ContractDraft

/// The first pass over the captures: entries that cannot be drafted from listed with why (unreadable, a method the
/// format lacks, no http(s) URL, another host), the rest placed on a server (a named one, or one per origin) and
/// gathered into routes with id-like segments as places; each route's answer signatures (3xx left out, at most
/// ``SurveyPass/signaturesKept`` distinct), credentials, and the secrets the requests carried. One rule per test.
final class SurveyPassTests: XCTestCase {
    private func surveyed(_ entries: [HAREntry], servers: [(String, String)] = []) -> SurveyPass {
        var survey = SurveyPass(servers: ServerSelection(named: servers.map { ($0.0, BaseURL($0.1)!) }))
        for entry in entries { survey.add(entry, file: "capture.har") }
        return survey
    }

    private func leftOutReasons(_ survey: SurveyPass) -> [String] { survey.notes.leftOut.map(\.reason) }

    func testEveryEntryIsCountedDraftedOrNot() {
        let survey = surveyed([
            InputFixtures.entry("GET", "https://a.example.com/users"),
            InputFixtures.entry("OPTIONS", "https://a.example.com/users", index: 1),
        ])
        XCTAssertEqual(survey.entries, 2)
        XCTAssertEqual(survey.routes.count, 1)
    }

    func testAnUnreadableEntryIsListedWithItsDefect() {
        let survey = surveyed([InputFixtures.entry("GET", "https://a.example.com/", index: 4, defect: "no request")])
        XCTAssertEqual(survey.notes.leftOut.first?.reason, "unreadable: no request")
        XCTAssertEqual(survey.notes.leftOut.first?.examples, ["capture.har#entries[4]"])
        XCTAssertTrue(survey.routes.isEmpty)
    }

    func testAMethodTheFormatLacksIsListedEscaped() {
        let survey = surveyed([
            InputFixtures.entry("HEAD", "https://a.example.com/"),
            InputFixtures.entry("GE\u{1B}[2JT", "https://a.example.com/", index: 1),
        ])
        let reasons = leftOutReasons(survey)
        XCTAssertEqual(reasons.first, "HEAD requests (the format has GET, POST, PUT, PATCH and DELETE)")
        guard reasons.count == 2 else { return XCTFail("\(reasons)") }
        XCTAssertFalse(reasons[1].contains("\u{1B}"), "a control of the capture never reaches the terminal raw")
        XCTAssertTrue(reasons[1].hasSuffix(" requests (the format has GET, POST, PUT, PATCH and DELETE)"), reasons[1])
    }

    func testAnEntryOfNoHTTPURLIsListed() {
        XCTAssertEqual(
            leftOutReasons(surveyed([InputFixtures.entry("GET", "ftp://a.example.com/x")])),
            ["not an http(s) URL with a host"])
    }

    func testWithoutNamedServersEachOriginIsAServerInOrderOfFirstSight() {
        let survey = surveyed([
            InputFixtures.entry("GET", "https://b.example.com/x"),
            InputFixtures.entry("GET", "https://a.example.com/x"),
            InputFixtures.entry("GET", "https://B.example.com:443/y"),
        ])
        XCTAssertEqual(survey.origins, ["https://b.example.com", "https://a.example.com"])
        XCTAssertEqual(survey.originCounts, ["https://b.example.com": 2, "https://a.example.com": 1])
        XCTAssertEqual(survey.routeOrder.map(\.server), [0, 1, 0])
        XCTAssertTrue(survey.notes.leftOut.isEmpty)
    }

    func testWithNamedServersAnotherHostIsListedAndNotCounted() {
        let survey = surveyed(
            [
                InputFixtures.entry("GET", "https://api.example.com/v1/users"),
                InputFixtures.entry("GET", "https://cdn.example.com/logo.png", index: 1),
            ],
            servers: [("api", "https://api.example.com/v1")])
        XCTAssertEqual(
            leftOutReasons(survey), ["another host (https://cdn.example.com); name it with --server NAME=URL"])
        XCTAssertEqual(survey.originCounts, ["https://api.example.com": 1])
        XCTAssertEqual(survey.routeOrder.map(\.segments), [[.literal("users")]], "the server's prefix is dropped")
        XCTAssertTrue(survey.origins.isEmpty)
    }

    func testIDLikeSegmentsArePlacesAndTheRouteGathersTheirValues() throws {
        let survey = surveyed([
            InputFixtures.entry("GET", "https://a.example.com/users/12/orders/5f0c2a9e"),
            InputFixtures.entry("GET", "https://a.example.com/users/13/orders/5f0c2a9e", index: 1),
            InputFixtures.entry("POST", "https://a.example.com/users/12/orders/5f0c2a9e", index: 2),
        ])
        XCTAssertEqual(survey.routes.count, 2, "the method is part of the route")
        let key = try XCTUnwrap(survey.routeOrder.first)
        XCTAssertEqual(key.method, .get)
        XCTAssertEqual(key.segments, [.literal("users"), .id, .literal("orders"), .id])
        let route = try XCTUnwrap(survey.routes[key])
        XCTAssertEqual(route.exchanges, 2)
        XCTAssertEqual(route.firstSource, "capture.har#entries[0]")
        XCTAssertEqual(route.idPlaces.map(\.first), ["12", "5f0c2a9e"])
        XCTAssertEqual(route.idPlaces.map(\.varies), [true, false])
        XCTAssertEqual(route.auth.requests, 2)
    }

    func testAnswersAreSignedButRedirectsAndMissingAnswersAreNot() throws {
        let survey = surveyed([
            InputFixtures.entry("GET", "https://a.example.com/x", answer: #"{"code": 0}"#),
            InputFixtures.entry("GET", "https://a.example.com/x", answer: #"{"code": 0}"#),
            InputFixtures.entry("GET", "https://a.example.com/x", answer: #"{"code": 1}"#),
            InputFixtures.entry("GET", "https://a.example.com/x", status: 302, answer: #"{"code": 2}"#),
            InputFixtures.entry("GET", "https://a.example.com/x", status: nil),
        ])
        let route = try XCTUnwrap(survey.routes.values.first)
        XCTAssertEqual(route.exchanges, 5)
        XCTAssertEqual(route.signatures.values.sorted(), [1, 2], "an entry without an answer has no signature")
        XCTAssertNil(route.signatures[BodySignature(status: 302, data: Array(#"{"code": 2}"#.utf8))])
    }

    func testSignaturesPastTheBoundStillCountTowardsTheRouteOnly() throws {
        var entries = (0...SurveyPass.signaturesKept).map {
            InputFixtures.entry("GET", "https://a.example.com/x", index: $0, answer: #"{"code": \#($0)}"#)
        }
        entries.append(InputFixtures.entry("GET", "https://a.example.com/x", answer: #"{"code": 0}"#))
        let route = try XCTUnwrap(surveyed(entries).routes.values.first)
        XCTAssertEqual(route.exchanges, SurveyPass.signaturesKept + 2)
        XCTAssertEqual(route.signatures.count, SurveyPass.signaturesKept)
        XCTAssertEqual(route.signatures[BodySignature(status: 200, data: Array(#"{"code": 0}"#.utf8))], 2)
        XCTAssertNil(
            route.signatures[BodySignature(status: 200, data: Array(#"{"code": \#(SurveyPass.signaturesKept)}"#.utf8))])
    }

    func testCredentialsTheRequestsCarriedAreSecrets() {
        let survey = surveyed([
            InputFixtures.entry(
                "GET", "https://a.example.com/x?access_token=query-secret-1&page=page-value-1",
                headers: [("Authorization", "Bearer header-secret-1"), ("X-Shop-Token", "token-secret-1")])
        ])
        for planted in ["query-secret-1", "header-secret-1", "token-secret-1"] {
            XCTAssertTrue(survey.secrets.reveals("…\(planted)…"), "a planted credential is not a secret")
        }
        XCTAssertFalse(survey.secrets.reveals("page-value-1"))
    }

    func testEntriesOfUnreadableRequestsStillGiveTheirSecrets() {
        let survey = surveyed([
            InputFixtures.entry(
                "TRACE", "https://a.example.com/x", headers: [("Authorization", "Bearer trace-secret-1")])
        ])
        XCTAssertTrue(survey.secrets.reveals("trace-secret-1"), "a planted credential is not a secret")
    }

    func testTheRouteKeyOfAnExchangeIsTheOneThePassMade() throws {
        let auto = surveyed([InputFixtures.entry("GET", "https://a.example.com/users/7")])
        let exchange = try CapturedExchange(InputFixtures.entry("GET", "https://a.example.com/users/8"), file: "c.har")
        XCTAssertEqual(auto.routeKey(of: exchange), auto.routeOrder.first)
        let stranger = try CapturedExchange(InputFixtures.entry("GET", "https://b.example.com/users/8"), file: "c.har")
        XCTAssertNil(auto.routeKey(of: stranger), "an origin the pass never saw")
        let named = surveyed([], servers: [("api", "https://a.example.com/users")])
        XCTAssertEqual(named.routeKey(of: exchange)?.segments, [.id])
        XCTAssertNil(named.routeKey(of: stranger))
    }
}
