@_spi(Generated) import APIRuntime
import Foundation
import LoopbackHTTP
import XCTest

/// Broken answers each get a class and a clear message, never a hang or a crash (docs/threat-model.md).
final class BrokenAnswerTests: XCTestCase {
    private func call(_ body: Data, status: Int = 200) async -> APIError<PlainContract.ErrorClass>? {
        let transport = StubTransport { _ in HTTPResponse(statusCode: status, body: body) }
        return await APIClientCore.plain(transport).call(PlainContract.large).failure
    }

    func testInvalidUTF8InTheMessageKeepsTheEnvelopesVerdict() async throws {
        var body = Data(#"{"success":false,"code":500,"message":"bad "#.utf8)
        body.append(contentsOf: [0xFF, 0xFE, 0xC3])
        body.append(contentsOf: Array(#" end"}"#.utf8))
        let failure = await call(body)
        let error = try XCTUnwrap(failure)
        XCTAssertEqual(error.errorClass, .business, "the envelope's verdict stands")
        XCTAssertEqual(error.code, 500)
        XCTAssertEqual(error.message, "bad \u{FFFD}\u{FFFD}\u{FFFD} end", "bytes that are not text read as U+FFFD")
    }

    func testJSONNestedAHundredThousandDeepIsNotJSON() async throws {
        let depth = 100_000
        let deep = Data(
            (#"{"success":true,"result":"# + String(repeating: "[", count: depth)
                + String(repeating: "]", count: depth) + "}").utf8)
        let failure = await call(deep)
        XCTAssertEqual(failure?.errorClass, .connectivity, "a body the parser refuses is not JSON")
        let bare = Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        let bareFailure = await call(bare, status: 500)
        XCTAssertEqual(bareFailure?.errorClass, .connectivity)
    }

    func testEmptyAndTruncatedBodies() async throws {
        let empty = await call(Data())
        XCTAssertEqual(empty?.errorClass, .connectivity)
        let cut = await call(Data(#"{"success":true,"res"#.utf8))
        XCTAssertEqual(cut?.errorClass, .connectivity)
    }

    func testABodyThatEndsEarlyOverTheWireIsConnectivity() async throws {
        let server = try LoopbackServer { _ in .truncated(declaredLength: 4000, body: Data(#"{"success":tr"#.utf8)) }
        defer { server.stop() }
        let core = APIClientCore<PlainContract>.plain(
            URLSessionTransport(timeout: 10), baseURL: server.baseURL.absoluteString)
        let result = await core.call(PlainContract.write)
        let error = try XCTUnwrap(result.failure)
        XCTAssertEqual(error.errorClass, .connectivity)
        XCTAssertEqual(error.observation.transportFault, .connectionLost)
    }

    func testAHeadThatNeverEndsIsATimeoutOfEveryAttempt() async throws {
        let server = try LoopbackServer { _ in .unfinishedHead }
        defer { server.stop() }
        let core = APIClientCore<PlainContract>.plain(
            URLSessionTransport(timeout: 1), baseURL: server.baseURL.absoluteString)
        let result = await core.call(PlainContract.read)
        let error = try XCTUnwrap(result.failure)
        XCTAssertEqual(error.errorClass, .connectivity)
        XCTAssertEqual(error.observation.transportFault, .timeout)
        XCTAssertEqual(error.attempts, 3)
        XCTAssertEqual(server.requests.count, 3)
    }

    func testAHugeHeaderLineIsClassified() async throws {
        let server = try LoopbackServer { _ in .hugeHeaderLine(1 << 20, body: #"{"success":true}"#) }
        defer { server.stop() }
        let core = APIClientCore<PlainContract>.plain(
            URLSessionTransport(timeout: 5), baseURL: server.baseURL.absoluteString)
        let result = await core.call(PlainContract.write)
        let error = try XCTUnwrap(result.failure)
        XCTAssertEqual(error.errorClass, .connectivity)
        XCTAssertNotEqual(error.observation.transportFault, .timeout)
    }
}
