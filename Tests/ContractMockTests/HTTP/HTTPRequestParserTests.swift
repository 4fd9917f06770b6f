import XCTest

@testable import ContractMock

/// Request heads are read strictly: what could be read two ways is refused with its status.
final class HTTPRequestParserTests: XCTestCase {
    private func parse(_ text: String) throws(HTTPRequestError) -> HTTPRequestHead {
        try HTTPRequestParser.parse(Array(text.utf8)[...])
    }

    private func refusal(_ text: String) -> HTTPRequestError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    func testARequestLineAndHeaders() throws {
        let head = try parse("\r\nPOST /sys/logout?x=1&y HTTP/1.1\r\nHost: a\r\nX-Token:  t \r\nContent-Length: 12")
        XCTAssertEqual(head.method, "POST")
        XCTAssertEqual(head.path, "/sys/logout")
        XCTAssertEqual(head.query, "x=1&y")
        XCTAssertEqual(head.header("x-token"), "t")
        XCTAssertEqual(head.framing, .length(12))
        XCTAssertFalse(head.closesConnection)
    }

    func testConnectionsCloseAsTheVersionAndHeaderSay() throws {
        XCTAssertTrue(try parse("GET / HTTP/1.1\r\nConnection: keep-alive, close").closesConnection)
        XCTAssertTrue(try parse("GET / HTTP/1.0").closesConnection)
        XCTAssertFalse(try parse("GET / HTTP/1.0\r\nConnection: Keep-Alive").closesConnection)
        XCTAssertTrue(try parse("GET / HTTP/1.1\r\nExpect: 100-continue").expectsContinue)
    }

    func testAnAbsoluteTargetIsReadAsItsPath() throws {
        XCTAssertEqual(try parse("GET http://127.0.0.1:8/a/b?c HTTP/1.1").target, "/a/b?c")
        XCTAssertEqual(try parse("GET https://host HTTP/1.1").target, "/")
    }

    func testFramings() throws {
        XCTAssertEqual(try parse("POST / HTTP/1.1\r\nTransfer-Encoding: chunked").framing, .chunked)
        XCTAssertEqual(try parse("POST / HTTP/1.1\r\nContent-Length: 0").framing, .none)
        XCTAssertEqual(try parse("POST / HTTP/1.1\r\nContent-Length: 5, 5").framing, .length(5))
    }

    func testWhatCouldBeReadTwoWaysIsRefused() {
        let cases: [(String, Int)] = [
            ("GARBAGE", 400), ("GET /  HTTP/1.1", 400), ("G(T / HTTP/1.1", 400), ("GET /ä HTTP/1.1", 400),
            ("GET * HTTP/1.1", 400), ("GET / HTTP/2.0", 505), ("GET / FTP/1.0", 400),
            ("GET / HTTP/1.1\r\nNo colon", 400), ("GET / HTTP/1.1\r\nBad Name: x", 400),
            ("GET / HTTP/1.1\r\nA: b\r\n folded", 400), ("GET / HTTP/1.1\r\nA: \u{1}", 400),
            ("POST / HTTP/1.1\r\nContent-Length: 1\r\nTransfer-Encoding: chunked", 400),
            ("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2", 400),
            ("POST / HTTP/1.1\r\nContent-Length: -1", 400),
            ("POST / HTTP/1.1\r\nContent-Length: 99999999999999999999", 400),
            ("POST / HTTP/1.1\r\nTransfer-Encoding: gzip", 501),
            ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked", 501),
        ]
        for (text, status) in cases {
            XCTAssertEqual(refusal(text)?.status, status, text.debugDescription)
        }
    }

    func testTransferEncodingInAnHTTP10RequestIsFaultyFraming() {
        // RFC 9112 §6.1: an HTTP/1.0 recipient may not know chunked coding, so a proxy could read the body otherwise.
        for coding in ["chunked", "gzip"] {
            let text = "POST / HTTP/1.0\r\nTransfer-Encoding: \(coding)"
            XCTAssertEqual(refusal(text)?.status, 400, text)
        }
        XCTAssertEqual(try parse("POST / HTTP/1.0\r\nContent-Length: 3").framing, .length(3))
    }

    func testAHeaderNameEndsAtItsColon() {
        // RFC 9112 §5.1: whitespace before the colon must be refused; a proxy may have read another name.
        for line in ["Content-Length : 5", "Content-Length\t: 5", "Transfer-Encoding : chunked", " Host: x", ": x"] {
            let text = "POST / HTTP/1.1\r\n" + line
            XCTAssertEqual(refusal(text)?.status, 400, text.debugDescription)
        }
    }

    func testAnHTTP10ClientIsNeverSentContinue() throws {
        // RFC 9110 §10.1.1: the expectation in an HTTP/1.0 request is ignored; a 1.0 client would take 100 as the answer.
        XCTAssertFalse(try parse("POST / HTTP/1.0\r\nExpect: 100-continue\r\nContent-Length: 3").expectsContinue)
        XCTAssertTrue(try parse("POST / HTTP/1.1\r\nExpect: 100-Continue\r\nContent-Length: 3").expectsContinue)
    }

    func testTooManyHeaderLines() {
        let lines = (0...HTTPRequestParser.maxHeaderLines).map { "H\($0): v" }.joined(separator: "\r\n")
        XCTAssertEqual(refusal("GET / HTTP/1.1\r\n" + lines), .tooManyHeaders)
    }

    func testRefusalsSayWhyInTheirOwnWords() {
        XCTAssertEqual(
            refusal("GET /\u{1b}[31m HTTP/1.1")?.reason, "malformed request: the target has bytes outside visible ASCII"
        )
    }
}
