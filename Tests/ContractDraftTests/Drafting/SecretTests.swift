import ContractFixtures
import Foundation
import XCTest

@testable import ContractDraft

/// A capture holds live credentials: none reaches the draft or its summary, in any spelling, wherever the capture
/// held it (headers, cookies, `Set-Cookie`, the query, request and response bodies, a message that echoes one).
final class SecretTests: XCTestCase {
    /// Unique markers, one per place a capture can hold a secret.
    private let planted = [
        "header-token-Q1w2E3r4", "bearer-token-T5y6U7i8", "cookie-value-O9p0A1s2", "set-cookie-D3f4G5h6",
        "query-token-J7k8L9z0", "body-password-X1c2V3b4", "body-token-N5m6Q7w8", "nonce-value-E9r0T1y2",
        "refresh-token-U3i4O5p6", "form-password-A7s8D9f0",
    ]

    func testNoPlantedSecretIsWrittenOrPrinted() throws {
        let base = "https://api.example.com"
        let entries = [
            CapturedEntry(
                method: "POST", url: base + "/login",
                requestHeaders: [("Content-Type", "application/json")],
                requestBody: #"{"username": "u", "password": "\#(planted[5])", "nonce": "\#(planted[7])"}"#,
                responseBody:
                    #"{"success": true, "code": 0, "result": {"token": "\#(planted[6])", "refresh_token": "\#(planted[8])"}}"#,
                responseHeaders: [("Set-Cookie", "sid=\(planted[3]); Path=/; HttpOnly")]),
            CapturedEntry(
                url: base + "/me?access_token=\(planted[4])",
                requestHeaders: [("X-Access-Token", planted[0]), ("Cookie", "sid=\(planted[2])")],
                requestCookies: [("sid", planted[2])],
                responseBody:
                    #"{"success": false, "code": 401, "message": "token \#(planted[0]) expired, was \#(planted[6].replacingOccurrences(of: "-", with: "%2D"))", "result": null}"#
            ),
            CapturedEntry(
                url: base + "/me",
                requestHeaders: [("X-Access-Token", planted[0]), ("Authorization", "Bearer \(planted[1])")],
                responseBody: #"{"success": true, "code": 0, "result": {"id": "u", "echo": "\#(planted[1])"}}"#),
            CapturedEntry(
                method: "POST", url: base + "/password", requestHeaders: [("X-Access-Token", planted[0])],
                requestBody: "old=x&password=\(planted[9])", requestMimeType: "application/x-www-form-urlencoded",
                responseBody: #"{"success": true, "code": 0, "message": "ok"}"#),
        ]
        let harness = try DraftHarness()
        let draft = try harness.draft([("s.har", entries)])
        let rendered = harness.rendered(draft)
        let outputs = [rendered.text] + DraftSummary.lines(draft, written: "s.yaml")
        for output in outputs {
            for marker in planted {
                XCTAssertFalse(output.contains(marker), "\(marker) in:\n\(output)")
                XCTAssertFalse(output.contains(marker.replacingOccurrences(of: "-", with: "%2D")), marker)
            }
        }
        XCTAssertTrue(rendered.text.contains("<redacted"), "the examples show placeholders")
    }

    func testCredentialsInJoinedSpellingsOneTimeCodesAndPathSegmentsAreNeverWritten() throws {
        let base = "https://api.example.com"
        let token = "eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjoiYWRtaW4ifQ.c2lnbmF0dXJlLXBsYW50ZWQ"
        let markers = [
            "oldpw-Plant3d-A1", "confirmpw-Plant3d-B2", "captcha-Plant3d-C3", "smscode-Plant3d-D4", token,
        ]
        let bearer = [("Authorization", "Bearer \(token)")]
        let entries = [
            CapturedEntry(
                method: "POST", url: base + "/sys/user/updatePassword", requestHeaders: bearer,
                requestBody:
                    #"{"username": "admin", "oldpassword": "\#(markers[0])", "confirmpassword": "\#(markers[1])", "captcha": "\#(markers[2])"}"#,
                responseBody: #"{"success": true, "code": 200, "message": "ok", "result": null}"#),
            CapturedEntry(
                method: "POST", url: base + "/sys/phoneLogin",
                requestBody: #"{"mobile": "13800000000", "smscode": "\#(markers[3])"}"#,
                responseBody: #"{"success": true, "code": 200, "message": "", "result": {"token": "\#(token)"}}"#),
            CapturedEntry(
                url: base + "/share/\(token)/info", requestHeaders: bearer,
                responseBody: #"{"success": true, "code": 200, "message": "", "result": {"title": "t"}}"#),
            CapturedEntry(
                url: base + "/sys/user/info", requestHeaders: bearer,
                responseBody: #"{"success": true, "code": 200, "message": "", "result": {"id": "1"}}"#),
        ]
        let harness = try DraftHarness()
        let draft = try harness.draft([("s.har", entries)])
        let rendered = harness.rendered(draft)
        for output in [rendered.text] + DraftSummary.lines(draft, written: "s.yaml") {
            for marker in markers { XCTAssertFalse(output.contains(marker), "\(marker) in:\n\(output)") }
        }
        let contract = try XCTUnwrap(rendered.lint.contract)
        XCTAssertTrue(contract.endpoints.contains { $0.path == "/share/{shareToken}/info" }, rendered.text)
    }

    func testAnAnswerKeyedByTheTokenNamesNoFieldModelOrExampleKey() throws {
        let base = "https://api.example.com"
        let token = "Tok3nAsKey-Q9w8E7r6T5y4U3i2O1p0"
        let bearer = [("X-Access-Token", token)]
        let keyed =
            #"{"success": true, "code": 200, "message": "", "result": {"\#(token)": {"title": "t", "shared": true}, "count": 1}}"#
        let entries = [
            CapturedEntry(url: base + "/share/list", requestHeaders: bearer, responseBody: keyed),
            CapturedEntry(url: base + "/share/list", requestHeaders: bearer, responseBody: keyed),
            CapturedEntry(
                url: base + "/sys/user/info", requestHeaders: bearer,
                responseBody: #"{"success": true, "code": 200, "message": "", "result": {"id": "1"}}"#),
        ]
        let harness = try DraftHarness()
        let draft = try harness.draft([("s.har", entries)])
        let rendered = harness.rendered(draft)
        for output in [rendered.text] + DraftSummary.lines(draft, written: "s.yaml") {
            XCTAssertFalse(output.contains(token), output)
            XCTAssertFalse(output.contains("Tok3n"), "no name made from it:\n\(output)")
        }
        XCTAssertTrue(rendered.text.contains("a key that was a credential"), rendered.text)
    }

    func testACaptureGivenByItsFullPathIsNamedByItsFileNameAlone() throws {
        let harness = try DraftHarness()
        let name = try harness.write(
            HARText.json([
                CapturedEntry(
                    url: "https://api.example.com/items", responseBody: #"{"success": true, "result": {"n": 1}}"#)
            ]), as: "full-path.har")
        let full = harness.folder.appendingPathComponent(name).path
        let draft = try HARDrafter.draft(
            files: [full], in: harness.folder, options: DraftOptions(date: DraftHarness.date))
        let rendered = harness.rendered(draft)
        XCTAssertFalse(rendered.text.contains(harness.folder.path), rendered.text)
        XCTAssertTrue(rendered.text.contains("from full-path.har (1 entries)"), rendered.text)
    }
}
