import ContractFixtures
import WireVocabulary
import XCTest

@testable import ContractDraft

/// Which envelope each endpoint answers in: the one most answers share (`standard`), kept by every endpoint it reads
/// at least half the successful JSON answers of; another, named for what decides success (`bare`, `coded`,
/// `flagged`), for the endpoints it does not, shared by those that answer alike. One rule per test.
final class EnvelopeAssignmentTests: XCTestCase {
    private let base = "https://api.example.com"

    private func assigned(_ entries: [CapturedEntry]) throws -> (EnvelopeAssignment, GuessBook, SurveyFixture) {
        let fixture = try SurveyFixture(entries)
        var guesses = GuessBook()
        let assignment = EnvelopeAssignment.assign(fixture.plan, survey: fixture.survey, guesses: &guesses)
        return (assignment, guesses, fixture)
    }

    private func get(_ path: String, _ body: String, status: Int = 200, mimeType: String = "application/json")
        -> CapturedEntry
    {
        CapturedEntry(url: base + path, status: status, responseBody: body, responseMimeType: mimeType)
    }

    private func coded(_ path: String, _ count: Int = 2) -> [CapturedEntry] {
        (0..<count).map { get(path, #"{"code": 0, "msg": "ok", "data": {"n": \#($0)}}"#) }
    }

    private func names(_ fixture: SurveyFixture, _ paths: [String]) -> [String] {
        paths.compactMap { path in fixture.endpoint(path).map { fixture.plan.endpoints[$0].name } }
    }

    func testEveryEndpointTheMainEnvelopeReadsAnswersInIt() throws {
        let (assignment, guesses, _) = try assigned(coded("/sys/user") + coded("/sys/dept"))
        XCTAssertEqual(assignment.envelopes.map(\.name), ["standard"])
        XCTAssertEqual(assignment.envelopes[0].format.style, .code)
        XCTAssertEqual(assignment.byEndpoint, [0, 0])
        XCTAssertEqual(
            guesses.guesses(at: .envelope("standard")), [Guess(.envelope, assignment.envelopes[0].reason)])
    }

    func testAnEndpointWhoseAnswersTheMainEnvelopeRefusesGetsASecondNamedForWhatDecides() throws {
        let (assignment, guesses, fixture) = try assigned(
            coded("/sys/user", 4) + [get("/static/health", #"[{"node": "a"}]"#)])
        XCTAssertEqual(assignment.envelopes.map(\.name), ["standard", "bare"])
        XCTAssertEqual(assignment.envelopes[1].format.style, .none)
        let health = try XCTUnwrap(fixture.endpoint("/static/health"))
        XCTAssertEqual(assignment.byEndpoint[health], 1)
        XCTAssertEqual(
            guesses.guesses(at: .envelope("bare")).map(\.text),
            ["\(names(fixture, ["/static/health"])[0]) answers otherwise: \(assignment.envelopes[1].reason)"])
        XCTAssertEqual(guesses.guesses(at: .envelope("bare")).map(\.kind), [.secondEnvelope])
    }

    func testEndpointsThatAnswerAlikeShareTheSecondEnvelope() throws {
        let (assignment, guesses, fixture) = try assigned(
            coded("/sys/user", 6) + [get("/static/health", #"[{"node": "a"}]"#), get("/static/version", "[1, 2]")])
        XCTAssertEqual(assignment.envelopes.map(\.name), ["standard", "bare"])
        let shown = names(fixture, ["/static/health", "/static/version"]).joined(separator: ", ")
        XCTAssertEqual(
            guesses.guesses(at: .envelope("bare")).map(\.text),
            ["\(shown) answer otherwise: \(assignment.envelopes[1].reason)"])
        XCTAssertEqual(assignment.byEndpoint.filter { $0 == 1 }.count, 2)
    }

    func testSecondEnvelopesOfTheSameDeciderAreNamedApart() throws {
        let failure = get("/sys/user", #"{"code": 401, "msg": "sign in", "data": null}"#)
        let wechat = [
            get("/cgi/menu", #"{"errcode": 0, "errmsg": "ok", "menu": {"n": 1}}"#),
            get("/cgi/menu", #"{"errcode": 40001, "errmsg": "invalid credential"}"#),
        ]
        let retcode = [
            get("/open/feed", #"{"retcode": 0, "retmsg": "ok", "list": [1]}"#),
            get("/open/feed", #"{"retcode": 5, "retmsg": "busy"}"#),
        ]
        let (assignment, _, fixture) = try assigned(coded("/sys/user", 8) + [failure] + wechat + retcode)
        XCTAssertEqual(assignment.envelopes.map(\.name), ["standard", "coded", "coded2"])
        XCTAssertEqual(assignment.envelopes.map { $0.format.codeField?.description }, ["code", "errcode", "retcode"])
        XCTAssertEqual(
            ["/sys/user", "/cgi/menu", "/open/feed"].compactMap {
                fixture.endpoint($0).map { assignment.byEndpoint[$0] }
            },
            [0, 1, 2])
    }

    func testARouteHalfOfWhoseAnswersTheMainEnvelopeReadsStaysInIt() throws {
        let (assignment, guesses, _) = try assigned(
            coded("/sys/user", 4) + coded("/sys/mixed", 1) + [get("/sys/mixed", "[1]")])
        XCTAssertEqual(assignment.envelopes.map(\.name), ["standard"])
        XCTAssertEqual(assignment.byEndpoint, [0, 0])
        XCTAssertEqual(guesses.guesses(at: .envelope("bare")), [])
    }

    func testAnswersThatAreNoJSONOrNoSuccessDoNotCount() throws {
        let (assignment, _, _) = try assigned(
            coded("/sys/user", 4) + [get("/sys/page", "<html>ok</html>", mimeType: "text/html")] + coded("/sys/dept", 1)
                + [get("/sys/dept", "[1]", status: 500), get("/sys/dept", "[2]", status: 404)])
        XCTAssertEqual(assignment.envelopes.map(\.name), ["standard"])
        XCTAssertEqual(assignment.byEndpoint, [0, 0, 0])
    }

    func testAGuessNamesAtMostFiveEndpoints() throws {
        let bare = ["a", "b", "c", "d", "e", "f"].map { get("/static/\($0)", "[1]") }
        let (assignment, guesses, fixture) = try assigned(coded("/sys/user", 20) + bare)
        let shown = names(fixture, ["/static/a", "/static/b", "/static/c", "/static/d", "/static/e"])
        XCTAssertEqual(
            guesses.guesses(at: .envelope("bare")).map(\.text),
            [shown.joined(separator: ", ") + ", … answer otherwise: \(assignment.envelopes[1].reason)"])
    }
}
