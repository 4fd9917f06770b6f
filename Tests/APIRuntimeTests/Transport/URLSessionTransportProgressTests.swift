@_spi(Generated) import APIRuntime
import APITesting
import Foundation
import LoopbackHTTP
import XCTest

/// URLSessionTransport reports a body's progress from its session delegate (`didSendBodyData`), over real sockets.
///
/// Observed on Linux (swift-corelibs-foundation 6.3.1, libcurl 7.88): libcurl takes the body 16 KiB at a time, and
/// FoundationNetworking reads the running total when its delegate call runs, so several chunks share a report: 26 to
/// 35 reports for 2 MiB from a file, 2 to 4 for 300 KB in memory, each run a little different, and a single one when
/// the machine is busy enough to hold the delegate call back until the body is sent.
final class URLSessionTransportProgressTests: XCTestCase {
    private var server: LoopbackServer?
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        server = try LoopbackServer { _ in .json(#"{"success":true}"#) }
    }

    override func tearDown() {
        server?.stop()
        server = nil
        directory.remove()
    }

    private func upload(_ body: HTTPBody) async throws -> (UploadProgressRecorder, LoopbackHTTP.RecordedRequest) {
        let server = try XCTUnwrap(server)
        let log = UploadProgressRecorder()
        let request = HTTPRequest(method: .post, url: server.baseURL.appendingPathComponent("upload"), body: body)
        let response = try await URLSessionTransport(timeout: 20).send(request, progress: log.handler)
        XCTAssertEqual(response.statusCode, 200)
        return (log, try XCTUnwrap(server.requests.first))
    }

    func testAFileBodyReportsRisingToItsWholeLength() async throws {
        let contents = Data((0..<(2 << 20)).map { UInt8(truncatingIfNeeded: $0) })
        let file = try directory.file("body.bin", contents: contents)

        let (log, received) = try await upload(.file(file))

        XCTAssertEqual(received.body, contents, "the body arrived whole")
        let reports = log.reports
        // How many reports there are is the platform's scheduling, not the transport's: FoundationNetworking reads the
        // running total when its delegate call runs, and on a machine busy enough to hold that call back until the
        // body is sent, every chunk shares one report (seen once in CI under load). What the transport promises holds
        // either way: reports rise, carry the body's length, and end at the whole body.
        XCTAssertFalse(reports.isEmpty)
        XCTAssertEqual(reports.map(\.bytesSent), Set(reports.map(\.bytesSent)).sorted(), "rising, never repeated")
        XCTAssertTrue(reports.allSatisfy { $0.totalBytes == Int64(contents.count) }, "the total is the body's length")
        XCTAssertEqual(reports.last?.bytesSent, Int64(contents.count), "the last report is the whole body")
    }

    func testADataBodyReportsRisingToItsWholeLength() async throws {
        let contents = Data(repeating: 0x5A, count: 300_000)

        let (log, received) = try await upload(.data(contents))

        XCTAssertEqual(received.body.count, contents.count)
        XCTAssertFalse(log.reports.isEmpty)
        XCTAssertEqual(log.reports.map(\.bytesSent), Set(log.reports.map(\.bytesSent)).sorted(), "rising")
        XCTAssertEqual(log.reports.last, UploadProgress(bytesSent: 300_000, totalBytes: 300_000))
    }

    func testARequestWithoutABodyReportsNothing() async throws {
        let server = try XCTUnwrap(server)
        let log = UploadProgressRecorder()
        let response = try await URLSessionTransport(timeout: 20).send(
            HTTPRequest(method: .get, url: server.baseURL), progress: log.handler)
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertTrue(log.reports.isEmpty)
    }

    func testATransportThatCannotReportKeepsTheDefault() async throws {
        let transport = StubTransport(status: 200, body: "{}")
        let log = UploadProgressRecorder()
        let request = HTTPRequest(method: .post, url: URL(string: "https://api.example.com")!, body: .data(Data([1])))
        let response = try await transport.send(request, progress: log.handler)
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(transport.requests, [request], "the default sends with send(_:)")
        XCTAssertTrue(log.reports.isEmpty, "and reports nothing")
    }
}
