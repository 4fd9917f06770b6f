import RawHTTPClient
import XCTest

@testable import ContractMock

/// One connection from bytes in memory: kept alive, closed on request, and every unreadable request answered with
/// its status before the connection ends.
final class MockConnectionTests: XCTestCase {
    private final class Recorder {
        var written = ""
        var log: [String] = []

        func record(_ bytes: [UInt8]) -> Bool {
            written += String(decoding: bytes, as: UTF8.self)
            return true
        }
    }

    private func serve(
        _ chunks: [String], endsWithTimeout: Bool = false, limits: MockLimits = MockLimits()
    ) throws -> Recorder {
        let recorder = Recorder()
        var connection = MockConnection(
            input: BufferedInput(source: MemorySource(chunks, endsWithTimeout: endsWithTimeout)),
            responder: MockResponder(catalog: try MockCatalog(contract: try Contracts.real("zing"))),
            limits: limits,
            write: recorder.record,
            log: { recorder.log.append($0) })
        connection.serve()
        return recorder
    }

    private let token = "X-Access-Token: t\r\n"

    func testRequestsOnOneConnectionAreAnsweredInOrderUntilItCloses() throws {
        let recorder = try serve([
            "GET /sys/user/getUserInfo HTTP/1.1\r\n\(token)\r\n",
            "POST /sys/logout HTTP/1.1\r\n\(token)Content-Length: 4\r\n\r\nbody",
            // The logout ended the session of token `t` (contract/zing.yaml's `endsBy`): another session reads on.
            "GET /sys/permission/getPermCode HTTP/1.1\r\nX-Access-Token: t2\r\nConnection: close\r\n\r\n",
            "GET /never/read HTTP/1.1\r\n\r\n",
        ])
        XCTAssertEqual(statusCodes(in: recorder.written), [200, 200, 200])
        XCTAssertEqual(recorder.log.count, 3)
        XCTAssertTrue(recorder.written.hasSuffix("\"sysSafeMode\": false\n  }\n}\n"), recorder.written)
        XCTAssertTrue(recorder.written.contains("Connection: close\r\n"))
    }

    /// The log promises paths only, without secrets: a token a client hides in the path (after a `;`, behind an
    /// encoded `?` once or twice, after an encoded `=`, or as a segment that is the token it carries) is never shown.
    func testTheLogNeverShowsATokenHiddenInThePath() throws {
        let secret = "zqxlogsecret-7f3a9c"
        let targets = [
            "/sys/user/getUserInfo;access_token=\(secret)", "/sys/user/getUserInfo%3Faccess_token=\(secret)",
            "/sys/user/getUserInfo%253faccess_token=\(secret)", "/sys/user/x%3Baccess_token%3D\(secret)",
            "/sys/user/access_token%3D\(secret)", "/files/\(secret)/x",
        ]
        for target in targets {
            let recorder = try serve([
                "GET \(target) HTTP/1.1\r\nX-Access-Token: \(secret)\r\nConnection: close\r\n\r\n"
            ])
            XCTAssertEqual(recorder.log.count, 1, target)
            for line in recorder.log {
                XCTAssertFalse(line.contains(secret), line)
                XCTAssertTrue(line.hasPrefix("GET /"), line)
            }
        }
        let plain = try serve([
            "GET /sys/user/getUserInfo HTTP/1.1\r\nX-Access-Token: \(secret)\r\nConnection: close\r\n\r\n"
        ])
        XCTAssertEqual(plain.log, ["GET /sys/user/getUserInfo -> 200 currentUser \"current user\""])
    }

    func testAnAnswerToHeadHasNoBody() throws {
        let recorder = try serve([
            "HEAD /sys/logout HTTP/1.1\r\n\r\nPOST /sys/logout HTTP/1.1\r\n\(token)Connection: close\r\n\r\n"
        ])
        XCTAssertEqual(statusCodes(in: recorder.written), [405, 200])
        XCTAssertTrue(recorder.written.contains("Content-Length: 32\r\nConnection: keep-alive\r\n\r\nHTTP/1.1 200"))
    }

    func testHeadGetsTheHeadOfWhatGetWouldGet() throws {
        let get = try serve(["GET /sys/user/getUserInfo HTTP/1.1\r\n\(token)Connection: close\r\n\r\n"]).written
        let head = try serve([
            "HEAD /sys/user/getUserInfo HTTP/1.1\r\n\(token)\r\n",
            "GET /sys/logout HTTP/1.1\r\nConnection: close\r\n\r\n",
        ])
        let getHeadEnd = try XCTUnwrap(get.range(of: "\r\n\r\n")).upperBound
        let getHead = get[..<getHeadEnd].replacingOccurrences(of: "Connection: close", with: "Connection: keep-alive")
        XCTAssertEqual(statusCodes(in: head.written), [200, 405])
        XCTAssertTrue(head.written.hasPrefix(getHead + "HTTP/1.1 405"), head.written)
        XCTAssertEqual(head.log.first, "HEAD /sys/user/getUserInfo -> 200 currentUser \"current user\"")
    }

    func testAClientThatWaitsForContinueGetsIt() throws {
        let recorder = try serve([
            "POST /sys/common/upload HTTP/1.1\r\n\(token)Expect: 100-continue\r\nContent-Length: 3\r\n\r\n", "abc",
        ])
        XCTAssertEqual(statusCodes(in: recorder.written), [100, 200])
    }

    func testABodyOverTheLimitIsAnsweredWithoutReadingIt() throws {
        var limits = MockLimits()
        limits.maxBodyBytes = 10
        let recorder = try serve(
            ["POST /sys/common/upload HTTP/1.1\r\n\(token)Content-Length: 11\r\n\r\n", "never read"], limits: limits)
        XCTAssertEqual(statusCodes(in: recorder.written), [413])
        XCTAssertTrue(recorder.written.contains("Connection: close"))
        let chunked = try serve(
            [
                "POST /sys/common/upload HTTP/1.1\r\n\(token)Transfer-Encoding: chunked\r\n\r\nb\r\n01234567890\r\n0\r\n\r\n"
            ],
            limits: limits)
        XCTAssertEqual(statusCodes(in: chunked.written), [413])
    }

    func testUnreadableRequestsAreAnsweredWithTheirStatusAndEndTheConnection() throws {
        let cases: [(String, Int)] = [
            ("\u{0}\u{1}\u{2}garbage\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nX: " + String(repeating: "y", count: 20_000), 431),
            ("GET / HTTP/3\r\n\r\n", 505), ("POST /sys/logout HTTP/1.1\r\nTransfer-Encoding: br\r\n\r\n", 501),
        ]
        for (text, status) in cases {
            let recorder = try serve([text, "GET /sys/logout HTTP/1.1\r\n\r\n"])
            XCTAssertEqual(statusCodes(in: recorder.written), [status], text.prefix(30).debugDescription)
            XCTAssertEqual(recorder.log.count, 1)
            XCTAssertTrue(recorder.log.first?.hasPrefix("- - -> \(status) (") == true, "\(recorder.log)")
        }
    }

    func testABareLineFeedIsAnswered400AtOnceAndEndsTheConnection() throws {
        let cases = [
            "GET /sys/logout HTTP/1.1\n", "GET /sys/logout HTTP/1.1\r\nHost: x\n",
            "POST /sys/logout HTTP/1.1\r\n\(token)Transfer-Encoding: chunked\r\n\r\n5\nhello",
            "POST /sys/logout HTTP/1.1\r\n\(token)Transfer-Encoding: chunked\r\n\r\n5\r\nhello\n",
        ]
        for text in cases {
            let recorder = try serve([text], endsWithTimeout: true)
            XCTAssertEqual(statusCodes(in: recorder.written), [400], text.debugDescription)
            XCTAssertTrue(recorder.written.contains("Connection: close\r\n"), text.debugDescription)
            XCTAssertEqual(recorder.log.count, 1, text.debugDescription)
        }
    }

    func testTransferEncodingInAnHTTP10RequestIsRefusedAndEndsTheConnection() throws {
        let recorder = try serve([
            "POST /sys/logout HTTP/1.0\r\n\(token)Connection: keep-alive\r\nTransfer-Encoding: chunked\r\n\r\n",
            "0\r\n\r\nPOST /sys/logout HTTP/1.1\r\n\(token)\r\n",
        ])
        XCTAssertEqual(statusCodes(in: recorder.written), [400])
        XCTAssertTrue(recorder.written.contains("Connection: close\r\n"))
        XCTAssertEqual(recorder.log, ["- - -> 400 (malformed request: Transfer-Encoding in an HTTP/1.0 request)"])
    }

    func testASlowClientIsTimedOutAndAnIdleOneJustLeft() throws {
        XCTAssertEqual(statusCodes(in: try serve(["GET /sys/logout HTT"], endsWithTimeout: true).written), [408])
        XCTAssertEqual(try serve([], endsWithTimeout: true).written, "")
        let midBody = try serve(
            ["POST /sys/logout HTTP/1.1\r\n\(token)Content-Length: 9\r\n\r\nabc"], endsWithTimeout: true)
        XCTAssertEqual(statusCodes(in: midBody.written), [408])
    }
}
