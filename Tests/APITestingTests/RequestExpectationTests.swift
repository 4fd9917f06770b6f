import APIRuntime
import APITesting
import Foundation
import XCTest

/// `RecordedRequest.expect(…)` checks method, path, query, headers present and absent, and the JSON body, and
/// reports every difference without printing a credential or a body value.
final class RequestExpectationTests: XCTestCase {
    private let token = "tok-\(UUID().uuidString)"

    private func recorded(body: String = #"{"b":[1,2],"a":"x"}"#) -> RecordedRequest {
        let request = HTTPRequest(
            method: .post, url: URL(string: "https://api.test/base/items/7?page=2&q=a%20b")!,
            headers: [
                HTTPHeader(name: "Content-Type", value: "application/json"),
                HTTPHeader(name: "X-Access-Token", value: token),
            ],
            body: .data(Data(body.utf8)))
        return RecordedRequest(request, body: Data(body.utf8))
    }

    func testARequestThatIsWhatWasExpectedPasses() throws {
        try recorded().expect(
            method: .post, path: "/base/items/7", query: ["page": "2", "q": "a b"],
            headers: ["content-type": "application/json"], headersPresent: ["X-Access-Token"],
            headersAbsent: ["X-Tenant-Id", "Authorization"], jsonBody: #"{ "a": "x", "b": [1.0, 2] }"#)
    }

    func testEveryDifferenceIsListed() {
        XCTAssertThrowsError(
            try recorded().expect(
                method: .get, path: "/items/7", query: ["page": "3"], headers: ["Content-Type": "text/plain"],
                headersPresent: ["X-Tenant-Id"], headersAbsent: ["X-Access-Token"], jsonBody: #"{"a":"y","b":[1,2]}"#)
        ) { error in
            guard let mismatch = error as? RequestMismatch else { return XCTFail("\(error)") }
            XCTAssertEqual(
                mismatch.problems,
                [
                    "method is POST, expected GET", "path is /base/items/7, expected /items/7",
                    "query item page has another value (values not shown)", "query item q was not expected",
                    "header Content-Type is application/json, expected text/plain", "header X-Tenant-Id is missing",
                    "header X-Access-Token was sent, expected none", "the JSON body differs at a (values not shown)",
                ])
        }
    }

    func testNoCredentialOrBodyValueIsPrinted() {
        let secretBody = #"{"identityToken":"apple-\#(token)","nonce":"n-\#(token)"}"#
        XCTAssertThrowsError(
            try recorded(body: secretBody).expect(
                headers: ["X-Access-Token": "another"], jsonBody: #"{"identityToken":"x","nonce":"y"}"#)
        ) { error in
            let text = "\(error)"
            XCTAssertFalse(text.contains(token), "the report shows a secret")
            XCTAssertTrue(text.contains("header X-Access-Token has another value"), text)
            XCTAssertTrue(text.contains("differs at identityToken, nonce"), text)
        }
        XCTAssertFalse("\(recorded())".contains(token))
    }

    func testJSONComparesValuesNotSpelling() throws {
        try recorded(body: #"{"n":1,"t":true}"#).expect(jsonBody: #"{"t":true,"n":1.0}"#)
        XCTAssertThrowsError(try recorded(body: #"{"n":1}"#).expect(jsonBody: #"{"n":true}"#))
        XCTAssertThrowsError(try recorded(body: #"{"n":[1]}"#).expect(jsonBody: #"{"n":[1,1]}"#))
        XCTAssertThrowsError(try recorded(body: "<html>").expect(jsonBody: "{}")) { error in
            XCTAssertEqual((error as? RequestMismatch)?.problems, ["the body is not JSON (6 bytes)"])
        }
    }

    func testAFileBodyIsReadWhenItIsSent() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("apitesting-\(UUID().uuidString)")
        try Data(#"{"k":"v"}"#.utf8).write(to: file)
        let transport = ScriptedTransport(status: 200, body: "{}")
        _ = try await transport.send(
            HTTPRequest(method: .post, url: URL(string: "https://api.test/upload")!, body: .file(file)))
        try FileManager.default.removeItem(at: file)
        try XCTUnwrap(transport.recorded.first).expect(jsonBody: #"{"k":"v"}"#)
        XCTAssertEqual(transport.bodies, [Data(#"{"k":"v"}"#.utf8)])
    }
}
