import XCTest

@testable import ContractMock

/// Lines end in CRLF and nothing else: a bare LF or a bare CR is refused as soon as it arrives, never waited past
/// (the client gets 400 at once, not 408 when its deadline ends).
final class LineEndTests: XCTestCase {
    /// What reading a head (then, for a chunked request, its body) from `text` ends with, the client having gone silent
    /// after it.
    private func failure(head text: String) -> RequestReadFailure? {
        var input = BufferedInput(source: MemorySource([text], endsWithTimeout: true))
        do {
            guard let head = try input.readHead(limit: 1024) else { return nil }
            try input.discardBody(head.framing, limit: 1024)
            return nil
        } catch {
            return error
        }
    }

    private func failure(chunkedBody text: String) -> RequestReadFailure? {
        var input = BufferedInput(source: MemorySource([text], endsWithTimeout: true))
        do {
            try input.discardBody(.chunked, limit: 1024)
            return nil
        } catch {
            return error
        }
    }

    func testAHeadWithABareLineFeedIsRefusedAtOnce() {
        let heads = [
            "GET /sys/logout HTTP/1.1\n",
            "GET /sys/logout HTTP/1.1\nHost: x\n\n",
            "GET /sys/logout HTTP/1.1\r\nHost: x\n",
            "GET /sys/logout HTTP/1.1\r\nHost: x\r\n\n",
            "\nGET /sys/logout HTTP/1.1\r\n\r\n",
        ]
        for head in heads {
            XCTAssertEqual(failure(head: head)?.status, 400, head.debugDescription)
        }
    }

    func testAHeadWithABareCarriageReturnIsRefusedAtOnce() {
        for head in ["GET /sys/logout HTTP/1.1\rHost: x", "GET /sys/logout HTTP/1.1\r\nHost: x\ry: z"] {
            XCTAssertEqual(failure(head: head)?.status, 400, head.debugDescription)
        }
    }

    func testAChunkSizeLineWithABareLineFeedIsRefusedAtOnce() {
        for body in ["5\nhello", "5;name=value\nhello", "5\r\nhello\r\n0\n"] {
            XCTAssertEqual(failure(chunkedBody: body)?.status, 400, body.debugDescription)
        }
    }

    func testChunkDataNotFollowedByCRLFIsRefusedAtOnce() {
        for body in ["5\r\nhello\n", "5\r\nhelloX", "5\r\nhello\rX"] {
            XCTAssertEqual(failure(chunkedBody: body)?.status, 400, body.debugDescription)
        }
    }

    func testATrailerLineWithABareLineFeedIsRefusedAtOnce() {
        XCTAssertEqual(failure(chunkedBody: "0\r\nTrailer: x\n")?.status, 400)
    }

    func testCRLFLinesInOddPiecesAreStillRead() throws {
        var input = BufferedInput(
            source: MemorySource([
                "GET /a HTTP/1.1\r", "\nHost: x\r", "\n\r", "\n",
                "POST /b HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r", "\nabc\r", "\n0\r\n\r", "\n",
            ]))
        XCTAssertEqual(try input.readHead(limit: 1024)?.path, "/a")
        let chunked = try XCTUnwrap(try input.readHead(limit: 1024))
        try input.discardBody(chunked.framing, limit: 1024)
        XCTAssertNil(try input.readHead(limit: 1024))
    }
}

extension RequestReadFailure {
    /// The status the client gets; nil when there is no one to answer.
    var status: Int? {
        guard case .refused(let refusal) = self else { return nil }
        return refusal.status
    }
}
