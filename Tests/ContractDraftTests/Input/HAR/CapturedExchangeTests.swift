import ContractVerify
import WireVocabulary
import XCTest

@testable import ContractDraft

/// One HAR entry as the draft reads it: refused when the capture marks it unreadable, its status is past HTTP's, its
/// method is none the format has, or its URL is no http(s) URL with a host; else its origin (lower-cased, the
/// default port dropped), decoded path, query, the cookies it sent and the ones its answer set. One rule per test.
final class CapturedExchangeTests: XCTestCase {
    private func read(_ entry: HAREntry, file: String = "capture.har") throws -> CapturedExchange {
        try CapturedExchange(entry, file: file)
    }

    private func refusal(_ entry: HAREntry) -> CapturedExchange.Refusal? {
        do {
            _ = try CapturedExchange(entry, file: "capture.har")
            return nil
        } catch {
            return error
        }
    }

    func testTheSourceIsTheFilesNameAndTheEntrysIndex() throws {
        XCTAssertEqual(CapturedExchange.source(file: "/tmp/captures/capture.har", index: 3), "capture.har#entries[3]")
        XCTAssertEqual(CapturedExchange.source(file: "evil\u{202E}rah.har\n", index: 0), "evilrah.har#entries[0]")
        XCTAssertEqual(
            try read(InputFixtures.entry("GET", "https://a.example.com/x", index: 7)).source, "capture.har#entries[7]")
    }

    func testAnEntryTheCaptureMarksUnreadableIsRefusedWithItsDefect() {
        guard
            case .unreadable(let defect)? = refusal(
                InputFixtures.entry("GET", "https://a.example.com/", defect: "no request"))
        else { return XCTFail("not refused") }
        XCTAssertEqual(defect, "no request")
    }

    func testAStatusPastHTTPsIsRefusedAndNoAnswerIsRead() throws {
        for status in [99, 600, -1] {
            guard
                case .unreadable(let defect)? = refusal(
                    InputFixtures.entry("GET", "https://a.example.com/", status: status))
            else { return XCTFail("\(status) not refused") }
            XCTAssertEqual(defect, "an answer status outside 100...599")
        }
        for status in [0, 100, 599] {
            XCTAssertNil(refusal(InputFixtures.entry("GET", "https://a.example.com/", status: status)), "\(status)")
        }
        XCTAssertNil(try read(InputFixtures.entry("GET", "https://a.example.com/", status: nil)).response)
    }

    func testAMethodTheFormatLacksIsRefusedWithTheMethod() {
        for method in ["OPTIONS", "HEAD", "get", "GE\u{1B}T"] {
            guard case .method(let refused)? = refusal(InputFixtures.entry(method, "https://a.example.com/")) else {
                return XCTFail("\(method) not refused")
            }
            XCTAssertEqual(refused, method)
        }
    }

    func testAURLThatIsNoHTTPURLWithAHostIsRefused() {
        for url in ["ftp://a.example.com/x", "https:///x", "/relative/path", "wss://a.example.com/socket", "::"] {
            guard case .url? = refusal(InputFixtures.entry("GET", url)) else { return XCTFail("\(url) not refused") }
        }
    }

    func testTheOriginIsLowerCasedWithoutTheDefaultPort() throws {
        XCTAssertEqual(
            try read(InputFixtures.entry("GET", "HTTPS://API.Example.com:443/x")).origin, "https://api.example.com")
        XCTAssertEqual(
            try read(InputFixtures.entry("GET", "http://api.example.com:80/x")).origin, "http://api.example.com")
        XCTAssertEqual(
            try read(InputFixtures.entry("GET", "https://api.example.com:8443/x")).origin,
            "https://api.example.com:8443")
        XCTAssertEqual(
            try read(InputFixtures.entry("GET", "http://api.example.com:443/x")).origin, "http://api.example.com:443")
    }

    func testThePathIsItsDecodedSegmentsAndTheQueryItsPairs() throws {
        let exchange = try read(
            InputFixtures.entry("POST", "https://a.example.com/api//users/%E7%94%A8%2F1/?q=a+b&q=%26&flag"))
        XCTAssertEqual(exchange.method, .post)
        XCTAssertEqual(exchange.segments, ["api", "users", "用/1"])
        XCTAssertEqual(exchange.query.map(\.name), ["q", "q", "flag"])
        XCTAssertEqual(exchange.query.map(\.value), ["a b", "&", ""])
    }

    func testSentCookiesAreTheCapturesListThenTheCookieHeadersNewNames() throws {
        let exchange = try read(
            InputFixtures.entry(
                "GET", "https://a.example.com/",
                headers: [("Cookie", "sid=header; lang=zh"), ("cookie", "theme=dark")],
                cookies: [("sid", "list")]))
        XCTAssertEqual(exchange.sentCookies.map(\.name), ["sid", "lang", "theme"])
        XCTAssertEqual(exchange.sentCookies.map(\.value), ["list", "zh", "dark"])
    }

    func testSetCookiesAreTheAnswersSetCookieHeaders() throws {
        let exchange = try read(
            InputFixtures.entry(
                "POST", "https://a.example.com/login",
                answerHeaders: [
                    ("Set-Cookie", "sid=abc; Path=/; HttpOnly"), ("set-cookie", "old=; Max-Age=0"), ("X-Other", "x=1"),
                ]))
        XCTAssertEqual(exchange.setCookies.map(\.name), ["sid", "old"])
        XCTAssertEqual(exchange.setCookies.map(\.deletes), [false, true])
        XCTAssertTrue(
            try self.read(InputFixtures.entry("GET", "https://a.example.com/", status: nil)).setCookies.isEmpty)
    }
}
