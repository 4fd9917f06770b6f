import Contract
import ContractVerify
import Foundation
import XCTest

@testable import ContractDraft

/// How a drafted endpoint's examples are made from its candidates: heaviest first, named after their capture; secrets
/// replaced (placeholders in JSON, scrubbed elsewhere); only answers whose expectation can be stated and whose success
/// fits the documented payload; a sign-in's success with the session cookies it set; `signedIn` on optional-auth
/// endpoints only; the request body kept where it is exactly what the endpoint sends. One rule per test. No assertion
/// that can see a planted secret prints what it compared.
final class ExampleBuildingTests: XCTestCase {
    private let success = #"{"success": true, "code": 200, "message": "", "result": {"id": "u1", "name": "a"}}"#
    private let failure = #"{"success": false, "code": 510, "message": "no permission", "result": null}"#

    private func candidate(
        _ response: String, status: Int = 200, kind: ExampleCandidate.Kind = .success(shape: 0), index: Int = 0,
        request: String? = nil, setCookies: [(name: String, deletes: Bool)] = [], carried: Bool = true
    ) -> ExampleCandidate {
        ExampleCandidate(
            source: "t.har#entries[\(index)]", status: status, kind: kind, response: Data(response.utf8),
            request: request.map { Data($0.utf8) }, setCookies: setCookies, carriedCredentials: carried)
    }

    private func examples(
        _ candidates: [ExampleCandidate], path: String = "/sys/user/info", isSetBy: Bool = false,
        sessionCookies: [String] = []
    ) throws -> [Example] {
        let fixture = try ExampleFixture()
        let building = ExampleBuilding(
            contract: fixture.contract, secrets: fixture.secrets, sessionCookies: sessionCookies)
        return building.examples(of: candidates, for: try fixture.endpoint(path), isSetBy: isSetBy)
    }

    func testCandidatesBecomeExamplesHeaviestFirstNamedAfterTheirCapture() throws {
        let made = try examples([
            candidate(failure, kind: .failure(code: "510"), index: 3), candidate(success, index: 7),
        ])
        XCTAssertEqual(made.map(\.name), ["captured t.har entries[7]", "captured t.har entries[3]"])
        XCTAssertEqual(made.map(\.provenance.source), ["t.har#entries[7]", "t.har#entries[3]"])
        XCTAssertEqual(
            made.map(\.expectation), [.success(values: []), .failure(errorClass: "code510", code: 510, errorCode: nil)])
        XCTAssertEqual(made.map(\.responseHeaders), [[], []])
    }

    func testAnAnswerThatIsNoUTF8TextIsNoExample() throws {
        var broken = candidate(success)
        broken.response = Data([0x7B, 0xFF, 0xFE, 0x7D])
        XCTAssertEqual(try examples([broken]).count, 0)
    }

    func testTheCapturedSecretsOfAJSONAnswerAreReplacedByPlaceholders() throws {
        let issued = #"{"success": true, "code": 200, "message": "", "result": {"token": "\#(ExampleFixture.token)"}}"#
        let made = try examples([candidate(issued, carried: false)], path: "/auth/login")
        let response = try XCTUnwrap(made.first?.response)
        XCTAssertFalse(response.contains(ExampleFixture.token), "the issued token is never written")
        XCTAssertTrue(response.contains(#""token": "<redacted token>""#), "the secret field's placeholder")
    }

    func testAnAnswerThatIsNoJSONIsScrubbedOfTheCapturedSecrets() throws {
        let page = "<html>upstream refused \(ExampleFixture.token)</html>"
        let made = try examples([candidate(page, status: 502, kind: .notJSON)])
        XCTAssertEqual(made.count, 1)
        XCTAssertFalse(made.first?.response.contains(ExampleFixture.token) ?? true, "the token is never written")
        XCTAssertTrue(made.first?.response == "<html>upstream refused <redacted></html>", "the verify placeholder")
        XCTAssertEqual(made.first?.expectation, .failure(errorClass: "connectivity", code: nil, errorCode: nil))
    }

    func testAnAnswerWithoutAStatableExpectationIsNoExample() throws {
        XCTAssertEqual(try examples([candidate("{}", status: 302, kind: .notEnvelope)]).count, 0, "a redirect")
    }

    /// The builder also drops a success whose payload does not fit; the client's reading (``ExampleExpectation``)
    /// already takes every such answer for a failure, so what is written is that failure.
    func testASuccessWhosePayloadDoesNotFitTheDocumentedTypeIsTheFailureTheClientReadsIt() throws {
        let misfit = #"{"success": true, "code": 200, "message": "", "result": {"id": 5, "name": "a"}}"#
        XCTAssertEqual(
            try examples([candidate(misfit)]).map(\.expectation),
            [.failure(errorClass: "invalidResponse", code: nil, errorCode: nil)])
    }

    func testASignInsSuccessShowsTheSessionCookiesItSetAsPlaceholders() throws {
        let issued = #"{"success": true, "code": 200, "message": "", "result": {"token": "t"}}"#
        let made = try examples(
            [candidate(issued, setCookies: [("SESSDATA", false), ("uid", false)], carried: false)],
            path: "/auth/login", isSetBy: true, sessionCookies: ["SESSDATA", "uid"])
        XCTAssertEqual(
            made.first?.responseHeaders,
            [HeaderRules.Header(name: "Set-Cookie", value: "SESSDATA=<redacted>; Path=/, uid=<redacted>; Path=/")])
    }

    func testASignInsSuccessThatSetTooFewCookiesIsNoExampleButItsFailureIs() throws {
        let issued = #"{"success": true, "code": 200, "message": "", "result": {"token": "t"}}"#
        let made = try examples(
            [
                candidate(issued, setCookies: [("SESSDATA", false), ("uid", true)], carried: false),
                candidate(failure, kind: .failure(code: "510"), index: 1, carried: false),
            ], path: "/auth/login", isSetBy: true, sessionCookies: ["SESSDATA", "uid"])
        XCTAssertEqual(made.map(\.name), ["captured t.har entries[1]"], "a deleted cookie was not set")
        XCTAssertEqual(made.first?.responseHeaders, [], "a failure shows no session cookies")
    }

    func testOnlyAnOptionalAuthEndpointsExamplesSayWhetherTheyWereSignedIn() throws {
        let feed = #"{"success": true, "code": 200, "message": "", "result": {"rows": [1]}}"#
        let signedOut = #"{"success": false, "code": 401, "message": "sign in", "result": null}"#
        let made = try examples(
            [candidate(feed), candidate(signedOut, kind: .failure(code: "401"), index: 1, carried: false)],
            path: "/sys/feed")
        XCTAssertEqual(made.map(\.signedIn), [true, false])
        XCTAssertEqual(try examples([candidate(success)]).map(\.signedIn), [nil], "a token endpoint's")
    }

    func testAJSONRequestBodyIsKeptOnlyWhenItIsExactlyWhatTheEndpointSends() throws {
        let added = #"{"success": true, "code": 200, "message": "added", "result": null}"#
        let sent = try examples([candidate(added, request: #"{"name": "a", "age": 3}"#)], path: "/sys/user/add")
        XCTAssertEqual(sent.first?.request, "{\n  \"name\": \"a\",\n  \"age\": 3\n}")
        for body in [#"{"name": 5, "age": 3}"#, "name=a"] {
            let made = try examples([candidate(added, request: body)], path: "/sys/user/add")
            XCTAssertEqual(made.count, 1, "the example stays")
            XCTAssertNil(made.first?.request, body)
        }
    }

    func testAFormRequestsSecretFieldIsRedactedAndItsTextScrubbed() throws {
        let issued = #"{"success": true, "code": 200, "message": "", "result": {"token": "t"}}"#
        func request(_ body: String) throws -> String? {
            try examples([candidate(issued, request: body, carried: false)], path: "/auth/login").first?.request
        }
        let redacted = try XCTUnwrap(request("username=admin&password=\(ExampleFixture.password)&remember=1"))
        XCTAssertFalse(redacted.contains(ExampleFixture.password), "the password is never written")
        XCTAssertTrue(redacted == "username=admin&password=%3Credacted+password%3E&remember=1", "the placeholder")
        let scrubbed = try XCTUnwrap(request("username=\(ExampleFixture.token)&password=x&remember=1"))
        XCTAssertFalse(scrubbed.contains(ExampleFixture.token), "a captured secret in a text field is scrubbed")
    }

    func testAFormRequestWithACapturedSecretInAFieldThatIsNoTextIsNone() throws {
        let issued = #"{"success": true, "code": 200, "message": "", "result": {"token": "t"}}"#
        let body = "username=admin&password=x&remember=\(ExampleFixture.token)"
        let made = try examples([candidate(issued, request: body, carried: false)], path: "/auth/login")
        XCTAssertEqual(made.count, 1, "the example stays")
        XCTAssertTrue(made.first?.request == nil, "scrubbing would change an integer field: no request shown")
    }

    func testAFormRequestWithAFieldTheEndpointDoesNotSendOrOneSentTwiceIsNone() throws {
        let issued = #"{"success": true, "code": 200, "message": "", "result": {"token": "t"}}"#
        for body in ["username=a&password=b&remember=1&extra=1", "username=a&username=b&password=c&remember=1"] {
            let made = try examples([candidate(issued, request: body, carried: false)], path: "/auth/login")
            XCTAssertEqual(made.count, 1, body)
            XCTAssertNil(made.first?.request, body)
        }
    }

    func testAnEndpointThatSendsNoBodyShowsNone() throws {
        XCTAssertNil(try examples([candidate(success, request: #"{"id": "u1"}"#)]).first?.request)
    }
}
