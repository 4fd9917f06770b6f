import XCTest

@testable import ContractMock

/// Heads and bodies read off a connection in whatever pieces they arrive, within their limits.
final class RequestReadingTests: XCTestCase {
    private func input(_ chunks: [String], endsWithTimeout: Bool = false) -> BufferedInput<MemorySource> {
        BufferedInput(source: MemorySource(chunks, endsWithTimeout: endsWithTimeout))
    }

    func testPipelinedRequestsInOddPiecesAreReadOneAfterAnother() throws {
        var reader = input([
            "GET /a HTTP/1.1\r", "\nHost: x\r\n\r\nPOST /b HTTP/1.1\r\nContent-Le", "ngth: 3\r\n\r\nabcGET /c",
            " HTTP/1.1\r\n\r\n",
        ])
        XCTAssertEqual(try reader.readHead(limit: 1024)?.path, "/a")
        let second = try XCTUnwrap(try reader.readHead(limit: 1024))
        XCTAssertEqual(second.path, "/b")
        try reader.discardBody(second.framing, limit: 10)
        XCTAssertEqual(try reader.readHead(limit: 1024)?.path, "/c")
        XCTAssertNil(try reader.readHead(limit: 1024), "the client closed between requests")
    }

    func testAChunkedBodyIsReadToItsEndWithTrailers() throws {
        var reader = input([
            "5;ext=1\r\nhello\r\n1", "0\r\n0123456789abcdef\r\n0\r\nTrailer: x\r\n\r\nGET /next HTTP/1.1\r\n\r\n",
        ])
        try reader.discardBody(.chunked, limit: 100)
        XCTAssertEqual(try reader.readHead(limit: 1024)?.path, "/next")
    }

    func testBodiesOverTheLimitAreRefused() {
        var byLength = input([String(repeating: "x", count: 20)])
        XCTAssertThrowsError(try byLength.discardBody(.length(20), limit: 10)) {
            XCTAssertEqual($0 as? RequestReadFailure, .refused(.bodyTooLarge))
        }
        var chunked = input(["8\r\n12345678\r\n8\r\n12345678\r\n0\r\n\r\n"])
        XCTAssertThrowsError(try chunked.discardBody(.chunked, limit: 10)) {
            XCTAssertEqual($0 as? RequestReadFailure, .refused(.bodyTooLarge))
        }
    }

    func testBrokenChunksAreRefused() {
        for body in ["zz\r\n", "3\r\nabcX\r\n", "\r\n", String(repeating: "1", count: 2000)] {
            var reader = input([body])
            XCTAssertThrowsError(try reader.discardBody(.chunked, limit: 1 << 20), body) { error in
                guard case .refused(let refusal) = error as? RequestReadFailure else {
                    return XCTFail("\(body): \(error)")
                }
                XCTAssertEqual(refusal.status, 400, body)
            }
        }
    }

    func testAChunkSizeIsHexadecimalDigitsAndNothingElse() {
        // Swift's Int(_:radix:) takes a sign: "-0" would end the body where a proxy sees a broken chunk.
        let bodies = [
            "+5\r\nhello\r\n0\r\n\r\n", "-0\r\n\r\n", "0x5\r\nhello\r\n0\r\n\r\n", " 5\r\nhello\r\n0\r\n\r\n",
            "5 \r\nhello\r\n0\r\n\r\n", "5x\r\nhello\r\n0\r\n\r\n", "5;a\u{1}b\r\nhello\r\n0\r\n\r\n",
            "0;a\u{0}\r\n\r\n",
        ]
        for body in bodies {
            var reader = input([body])
            XCTAssertThrowsError(try reader.discardBody(.chunked, limit: 1 << 20), body.debugDescription) { error in
                XCTAssertEqual((error as? RequestReadFailure)?.status, 400, body.debugDescription)
            }
        }
        var extensions = input(["5;name=value;x=\"quoted ; text\"\r\nhello\r\n0;last\r\n\r\n"])
        XCTAssertNoThrow(try extensions.discardBody(.chunked, limit: 100))
    }

    func testAHeadOverTheLimitIsRefusedEvenWhenItsEndHasArrived() {
        var reader = input(["GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 2000) + "\r\n\r\n"])
        XCTAssertThrowsError(try reader.readHead(limit: 1024)) {
            XCTAssertEqual($0 as? RequestReadFailure, .refused(.headTooLarge))
        }
    }

    func testASilentClientMidHeadIsTimedOutButAnIdleOneIsJustClosed() throws {
        var partial = input(["GET / HTTP/1.1\r\nHost"], endsWithTimeout: true)
        XCTAssertThrowsError(try partial.readHead(limit: 1024)) {
            XCTAssertEqual($0 as? RequestReadFailure, .refused(.timedOut))
        }
        var idle = input([], endsWithTimeout: true)
        XCTAssertNil(try idle.readHead(limit: 1024))
        var midBody = input(["ab"], endsWithTimeout: true)
        XCTAssertThrowsError(try midBody.discardBody(.length(5), limit: 10)) {
            XCTAssertEqual($0 as? RequestReadFailure, .refused(.timedOut))
        }
        var gone = input(["ab"])
        XCTAssertThrowsError(try gone.discardBody(.length(5), limit: 10)) {
            XCTAssertEqual($0 as? RequestReadFailure, .closed)
        }
    }

    func testALargeBodyIsDroppedWithoutHoldingIt() throws {
        let chunk = [UInt8](repeating: 0x41, count: 100_000)
        var reader = BufferedInput(
            source: MemorySource(bytes: Array(repeating: chunk, count: 30) + [Array("GET /z HTTP/1.1\r\n\r\n".utf8)]))
        try reader.discardBody(.length(3_000_000), limit: 4_000_000)
        XCTAssertEqual(try reader.readHead(limit: 1024)?.path, "/z")
    }
}
