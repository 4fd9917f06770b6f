import ContractVerify
import Foundation
import TextFoundation
import WireVocabulary
import XCTest

@testable import ContractDraft

/// The second pass: each exchange of a drafted endpoint read into its harvest. Its query (the token's parameter left
/// out), its request body by kind (multipart, form, a JSON object, anything else), and its answer: redirects and
/// answers over ``HarvestPass/modelledBodyLimit`` not modelled, then by the envelope a failure's code and messages,
/// a success's payload (or its absence), a message that is a URL, the payload paths that handed out the token, and
/// example candidates; credentials in bodies become secrets. Exchanges of no endpoint are passed over. One rule per
/// test.
final class HarvestPassTests: XCTestCase {
    private static let format = EnvelopeFormat(
        style: .code, codeField: "code", messageField: "msg", payloadField: "data", successCodes: [0])

    /// The entries surveyed, planned and harvested, as the drafter runs the passes.
    private func runPasses(
        _ entries: [HAREntry], harvestOnly: [HAREntry] = [], tokenName: String? = nil
    ) -> (pass: HarvestPass, survey: SurveyPass) {
        var survey = SurveyPass(servers: ServerSelection(named: []))
        for entry in entries { survey.add(entry, file: "capture.har") }
        var guesses = GuessBook()
        var notes = DraftNotes()
        let plan = RoutePlanning.plan(survey, guesses: &guesses, notes: &notes)
        // The survey remembers a header's values under its name lower-cased, a query parameter's under `?name`.
        let credential = tokenName.map { name in
            AuthPlan.Credential.token(
                name.hasPrefix("?") ? .query(name: String(name.dropFirst())) : .header(name: name), surveyName: name)
        }
        var pass = HarvestPass(
            survey: survey, plan: plan, formats: plan.endpoints.map { _ in Self.format }, credential: credential,
            credentialCheck: { $0.request.headers.value(named: "X-Access-Token") != nil })
        for entry in entries + harvestOnly { pass.add(entry, file: "capture.har") }
        return (pass, survey)
    }

    /// The harvest of the endpoint `url` (GET unless said) went to.
    private func endpoint(
        _ run: (pass: HarvestPass, survey: SurveyPass), _ url: String, method: String = "GET",
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> EndpointHarvest {
        let exchange = try CapturedExchange(InputFixtures.entry(method, url), file: "capture.har")
        let key = try XCTUnwrap(run.survey.routeKey(of: exchange), "no route", file: file, line: line)
        let index = try XCTUnwrap(run.pass.plan.index[key], "no endpoint", file: file, line: line)
        return run.pass.harvests[index]
    }

    func testAnExchangeOfNoEndpointIsPassedOver() throws {
        let run = runPasses(
            [InputFixtures.entry("GET", "https://a.example.com/users")],
            harvestOnly: [
                InputFixtures.entry("GET", "https://a.example.com/orders"),
                InputFixtures.entry("OPTIONS", "https://a.example.com/users"),
            ])
        XCTAssertEqual(run.pass.harvests.map(\.exchanges), [1])
    }

    func testTheQueryIsTalliedWithoutTheTokensParameter() throws {
        let run = runPasses(
            [InputFixtures.entry("GET", "https://a.example.com/users?page=1&access_token=abc123456")],
            tokenName: "?access_token")
        XCTAssertEqual(try endpoint(run, "https://a.example.com/users").query.order, ["page"])
        let kept = runPasses([InputFixtures.entry("GET", "https://a.example.com/users?page=1&access_token=abc123456")])
        XCTAssertEqual(try endpoint(kept, "https://a.example.com/users").query.order, ["page", "access_token"])
    }

    func testAJSONObjectBodyIsModelledAndOtherBodiesOnlyCounted() throws {
        let url = "https://a.example.com/users"
        let run = runPasses([
            InputFixtures.entry("POST", url, body: InputFixtures.jsonBody(#"{"name": "x"}"#)),
            InputFixtures.entry("POST", url, body: InputFixtures.jsonBody("[1, 2]")),
            InputFixtures.entry("POST", url, body: HARBody(mimeType: "text/plain", data: Data("hello".utf8))),
            InputFixtures.entry("POST", url, body: HARBody(mimeType: "text/plain", data: Data())),
            InputFixtures.entry("POST", url),
        ])
        let harvest = try endpoint(run, url, method: "POST")
        XCTAssertEqual(harvest.exchanges, 5)
        XCTAssertEqual(harvest.jsonBodies, 1)
        XCTAssertEqual(harvest.requestShape.seen, 1)
        XCTAssertEqual(harvest.otherBodies, 2, "an array and text; an empty body is none")
    }

    func testAFormBodyIsTalliedAndItsCredentialsAreSecrets() throws {
        let url = "https://a.example.com/login"
        let run = runPasses([
            InputFixtures.entry(
                "POST", url,
                body: HARBody(
                    mimeType: "application/x-www-form-urlencoded; charset=UTF-8",
                    data: Data("user=ann&password=form-secret-1".utf8))),
            InputFixtures.entry(
                "POST", url,
                body: HARBody(
                    mimeType: "application/x-www-form-urlencoded", data: nil,
                    params: [HARFormField(name: "user", value: "bob"), HARFormField(name: "captcha", value: "x")])),
        ])
        let harvest = try endpoint(run, url, method: "POST")
        XCTAssertEqual(harvest.formBodies, 2)
        XCTAssertEqual(harvest.form.order, ["user", "password", "captcha"])
        XCTAssertTrue(run.pass.secrets.reveals("form-secret-1"), "a planted form password is not a secret")
    }

    func testAMultipartBodyKeepsItsFirstFilePartAndItsTextFields() throws {
        let url = "https://a.example.com/upload"
        let file = HARFormField(name: "avatar", fileName: "a.jpg", contentType: "image/jpeg")
        let run = runPasses([
            InputFixtures.entry(
                "POST", url,
                body: HARBody(
                    mimeType: "multipart/form-data; boundary=x", data: nil,
                    params: [
                        HARFormField(name: "title", value: "t"), file,
                        HARFormField(name: "token", value: "part-secret-1"),
                    ])),
            InputFixtures.entry(
                "POST", url,
                body: HARBody(mimeType: "", data: nil, params: [HARFormField(name: "other", fileName: "b.png")])),
        ])
        let harvest = try endpoint(run, url, method: "POST")
        XCTAssertEqual(harvest.multipartBodies, 2, "a file part makes a body multipart whatever its type says")
        XCTAssertEqual(harvest.fileField, "avatar")
        XCTAssertEqual(harvest.multipart.order, ["title", "token"])
        XCTAssertTrue(run.pass.secrets.reveals("part-secret-1"), "a planted multipart token is not a secret")
    }

    func testRedirectsAreNotModelled() throws {
        let url = "https://a.example.com/users"
        let run = runPasses([InputFixtures.entry("GET", url, status: 302, answer: #"{"code": 0, "data": {"id": 1}}"#)])
        let harvest = try endpoint(run, url)
        XCTAssertEqual(harvest.exchanges, 1)
        XCTAssertEqual(harvest.successes, 0)
        XCTAssertTrue(harvest.candidates.kept.isEmpty)
    }

    func testAnswersOverTheLimitAreListedAndNotModelled() throws {
        let url = "https://a.example.com/export"
        let big = Data(repeating: 0x20, count: HarvestPass.modelledBodyLimit + 1)
        let run = runPasses(
            [InputFixtures.entry("GET", url, index: 0, answer: #"{"code": 0, "data": {"id": 1}}"#)],
            harvestOnly: [InputFixtures.entry("GET", url, index: 1, answerData: big)])
        XCTAssertEqual(run.pass.notes.leftOut.map(\.reason), ["answers over 8 MiB (not modelled)"])
        XCTAssertEqual(run.pass.notes.leftOut.first?.examples, ["capture.har#entries[1]"])
        XCTAssertEqual(try endpoint(run, url).successes, 1, "the small answer is modelled")
    }

    func testAnAnswerThatIsNoJSONIsAnExampleCandidateOnly() throws {
        let url = "https://a.example.com/page"
        let run = runPasses([InputFixtures.entry("GET", url, status: 502, answer: "<html>bad gateway</html>")])
        let harvest = try endpoint(run, url)
        XCTAssertEqual(harvest.candidates.kept.map(\.kind), [.notJSON])
        XCTAssertEqual(harvest.successes + harvest.failureCodes.count, 0)
    }

    func testFailuresCountTheirCodesWithTheirDistinctMessages() throws {
        let url = "https://a.example.com/login"
        let messages = (0...MessageRuleDrafting.messagesKept).map { "wrong \($0)" }
        let run = runPasses(
            messages.map { InputFixtures.entry("POST", url, answer: #"{"code": 500, "msg": "\#($0)"}"#) }
                + [InputFixtures.entry("POST", url, answer: #"{"code": 500, "msg": "wrong 0"}"#)]
                + [InputFixtures.entry("POST", url, answer: #"{"code": "E7"}"#)])
        let harvest = try endpoint(run, url, method: "POST")
        XCTAssertEqual(harvest.failureCodes.map(\.code), ["500"])
        let failure = try XCTUnwrap(harvest.failureCodes.first)
        XCTAssertEqual(failure.numeric, 500)
        XCTAssertEqual(failure.count, messages.count + 1)
        XCTAssertEqual(failure.message, "wrong 0")
        XCTAssertEqual(failure.messages, Array(messages.prefix(MessageRuleDrafting.messagesKept)))
        XCTAssertEqual(harvest.candidates.kept.map(\.kind), [.failure(code: "500"), .notEnvelope])
    }

    func testAtMost64FailureCodesAreKept() throws {
        let url = "https://a.example.com/x"
        let run = runPasses((1...65).map { InputFixtures.entry("GET", url, answer: #"{"code": \#($0)}"#) })
        let harvest = try endpoint(run, url)
        XCTAssertEqual(harvest.failureCodes.count, 64)
        XCTAssertEqual(harvest.failureCodes.last?.code, "64")
    }

    func testASuccessOutsideTwoHundredsIsNotCounted() throws {
        let url = "https://a.example.com/x"
        let run = runPasses([InputFixtures.entry("GET", url, status: 404, answer: #"{"code": 0, "data": {"id": 1}}"#)])
        let harvest = try endpoint(run, url)
        XCTAssertEqual(harvest.successes, 0)
        XCTAssertEqual(harvest.payload.seen, 0)
    }

    func testASuccessMergesItsPayloadAndOffersAnExample() throws {
        let url = "https://a.example.com/users"
        let run = runPasses([
            InputFixtures.entry(
                "GET", url, headers: [("X-Access-Token", "abcdef123")], answer: #"{"code": 0, "data": {"id": 1}}"#),
            InputFixtures.entry("GET", url, answer: #"{"code": 0, "data": {"id": 2, "name": "x"}}"#),
        ])
        let harvest = try endpoint(run, url)
        XCTAssertEqual(harvest.successes, 2)
        XCTAssertEqual(harvest.payload.seen, 2)
        XCTAssertEqual(harvest.emptyPayloads, 0)
        XCTAssertEqual(harvest.candidates.kept.count, 2, "two payload shapes")
        XCTAssertEqual(harvest.candidates.kept.map(\.carriedCredentials), [true, false])
    }

    func testASuccessWithoutAPayloadCountsAsEmpty() throws {
        let url = "https://a.example.com/logout"
        let run = runPasses([
            InputFixtures.entry("POST", url, answer: #"{"code": 0}"#),
            InputFixtures.entry("POST", url, answer: #"{"code": 0, "data": null}"#),
            InputFixtures.entry("POST", url, answer: #"{"code": 0, "data": {}}"#),
        ])
        let harvest = try endpoint(run, url, method: "POST")
        XCTAssertEqual(harvest.successes, 3)
        XCTAssertEqual(harvest.emptyPayloads, 2, "an empty object is a payload where the payload has its field")
        XCTAssertEqual(harvest.payload.seen, 1)
    }

    func testASuccessMessageThatIsAURLIsCounted() throws {
        let url = "https://a.example.com/upload"
        let run = runPasses([
            InputFixtures.entry("POST", url, answer: #"{"code": 0, "msg": "https://cdn.example.com/f.png"}"#),
            InputFixtures.entry("POST", url, answer: #"{"code": 0, "msg": "ftp://cdn.example.com/f.png"}"#),
        ])
        XCTAssertEqual(try endpoint(run, url, method: "POST").messageURLs, 1)
    }

    func testAPayloadPathWhoseTextWasLaterSentAsTheTokenIsRemembered() throws {
        let run = runPasses(
            [
                InputFixtures.entry(
                    "POST", "https://a.example.com/login",
                    answer: #"{"code": 0, "data": {"user": {"token": "issued-token-1", "id": 1}, "other": "x"}}"#),
                InputFixtures.entry("GET", "https://a.example.com/me", headers: [("X-Access-Token", "issued-token-1")]),
            ],
            tokenName: "x-access-token")
        XCTAssertEqual(try endpoint(run, "https://a.example.com/login", method: "POST").tokenPaths, ["user.token"])
        XCTAssertEqual(try endpoint(run, "https://a.example.com/me").tokenPaths, [])
    }

    func testIssuedTokensAreLookedForThreeLevelsDeep() throws {
        let run = runPasses(
            [
                InputFixtures.entry(
                    "POST", "https://a.example.com/login",
                    answer:
                        #"{"code": 0, "data": {"a": {"b": {"token": "issued-token-1", "c": {"token": "issued-token-2"}}}}}"#
                ),
                InputFixtures.entry("GET", "https://a.example.com/me", headers: [("X-Access-Token", "issued-token-1")]),
                InputFixtures.entry("GET", "https://a.example.com/me", headers: [("X-Access-Token", "issued-token-2")]),
            ],
            tokenName: "x-access-token")
        XCTAssertEqual(try endpoint(run, "https://a.example.com/login", method: "POST").tokenPaths, ["a.b.token"])
    }

    func testCredentialsAreLookedForSixteenLevelsDeep() throws {
        func nested(_ levels: Int, _ value: String) -> String {
            String(repeating: #"{"x": "#, count: levels) + #"{"password": "\#(value)"}"#
                + String(repeating: "}", count: levels)
        }
        let run = runPasses([
            InputFixtures.entry(
                "POST", "https://a.example.com/a", body: InputFixtures.jsonBody(nested(15, "deep-secret-15"))),
            InputFixtures.entry(
                "POST", "https://a.example.com/b", body: InputFixtures.jsonBody(nested(16, "deep-secret-16"))),
        ])
        XCTAssertTrue(run.pass.secrets.reveals("deep-secret-15"), "a planted password 15 levels down is not a secret")
        XCTAssertFalse(run.pass.secrets.reveals("deep-secret-16"), "the walk goes 16 levels deep, no further")
    }

    func testAnswersOverTheExampleLimitAreModelledButNoExample() throws {
        let url = "https://a.example.com/list"
        let items = String(repeating: #"{"name": "item"},"#, count: ExampleCandidates.bodyLimit / 16)
        let run = runPasses([
            InputFixtures.entry("GET", url, answer: #"{"code": 0, "data": [\#(items){"name": "last"}]}"#)
        ])
        let harvest = try endpoint(run, url)
        XCTAssertEqual(harvest.successes, 1)
        XCTAssertTrue(harvest.candidates.kept.isEmpty)
    }

    func testMembersNamedLikeCredentialsInJSONBodiesAreSecrets() throws {
        let run = runPasses([
            InputFixtures.entry(
                "POST", "https://a.example.com/login",
                body: InputFixtures.jsonBody(#"{"user": {"password": "body-secret-1"}}"#),
                answer:
                    #"{"code": 0, "data": {"tokens": [{"refreshToken": "answer-secret-1"}], "name": "plain-name-1"}}"#)
        ])
        XCTAssertTrue(run.pass.secrets.reveals("body-secret-1"), "a planted request password is not a secret")
        XCTAssertTrue(run.pass.secrets.reveals("answer-secret-1"), "a planted answer token is not a secret")
        XCTAssertFalse(run.pass.secrets.reveals("plain-name-1"))
    }

    func testAShapeKeyIsThePayloadsKeysTwoLevelsDeep() {
        let key = HarvestPass.shapeKey
        XCTAssertEqual(key(["id": 1, "user": ["name": "a"]]), key(["user": ["name": "b"], "id": 2]))
        XCTAssertNotEqual(key(["id": 1]), key(["id": 1, "name": "a"]))
        XCTAssertNotEqual(key([["id": 1]]), key(["id": 1]))
        XCTAssertEqual(
            key(["a": ["b": ["c": ["d": 1]]]]), key(["a": ["b": ["c": ["e": 1]]]]), "deeper keys do not count")
        XCTAssertEqual(key(["id": 1]) & 1, 1, "never 0, the key of an answer without a payload")
    }
}
