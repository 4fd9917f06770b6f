@_spi(Generated) import APIRuntime
import APITesting
import Foundation
import XCTest

/// What a call's progress handler hears, whatever the transport reports: rising values only, all of them before the
/// call returns, and nothing for a request without a body.
final class ProgressRelayTests: XCTestCase {
    private static let answer = HTTPResponse(statusCode: 200, body: Data(#"{"success":true}"#.utf8))

    private func call(
        _ transport: ReportingTransport, body: RequestBody = .json(Data("{}".utf8)), log: UploadProgressRecorder
    ) async throws(APIError<PlainContract.ErrorClass>) {
        let core = APIClientCore.plain(transport)
        let operation = PlainContract.write
        let prepared = try core.prepare(
            operation, session: SessionHeaders(token: "tok-relay", tenant: nil), body: body, progress: log.handler)
        try await core.callForNothing(prepared, operation: operation.messageOnly)
    }

    func testTheHandlerHearsOnlyRisingValues() async throws {
        let transport = ReportingTransport(reports: [10, 5, 10, 20, 15, 30], total: 30, answer: Self.answer)
        let log = UploadProgressRecorder()

        try await call(transport, log: log)

        // Read right after the call returned: every delivery is over by then.
        XCTAssertEqual(log.reports.map(\.bytesSent), [10, 20, 30])
        XCTAssertTrue(log.reports.allSatisfy { $0.totalBytes == 30 })
        XCTAssertEqual(transport.sendsWithProgress, 1)
    }

    func testABurstLongerThanTheBufferStillEndsAtTheWholeBody() async throws {
        let count = 128  // four times the relay's buffer
        let transport = ReportingTransport(
            reports: (1...count).map(Int64.init), total: Int64(count), answer: Self.answer)
        let log = UploadProgressRecorder()

        try await call(transport, log: log)

        XCTAssertFalse(log.reports.isEmpty)
        XCTAssertEqual(log.reports.map(\.bytesSent), Set(log.reports.map(\.bytesSent)).sorted(), "rising")
        XCTAssertEqual(log.reports.last?.bytesSent, Int64(count), "the newest report is never skipped")
    }

    func testARequestWithoutABodyAsksForNoProgress() async throws {
        let transport = ReportingTransport(reports: [1], total: 1, answer: Self.answer)
        let log = UploadProgressRecorder()

        try await call(transport, body: .none, log: log)

        XCTAssertEqual(transport.sendsWithProgress, 0, "sent with send(_:)")
        XCTAssertTrue(log.reports.isEmpty)
    }

    func testAFailedSendEndsTheReportsWithItsFault() async throws {
        let transport = ReportingTransport(reports: [4, 8], total: 16, answer: nil)
        let log = UploadProgressRecorder()
        do {
            try await call(transport, log: log)
            XCTFail("expected the transport's fault")
        } catch {
            XCTAssertEqual(error.errorClass, .connectivity)
        }
        XCTAssertEqual(log.reports.map(\.bytesSent), [4, 8], "what was sent before the fault was heard")
    }
}

/// Reports `reports` (of `total`) one after the other, then answers `answer`, or fails with `connectionLost` for nil.
private final class ReportingTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private let reports: [Int64]
    private let total: Int64
    private let answer: HTTPResponse?
    private var progressSends = 0

    init(reports: [Int64], total: Int64, answer: HTTPResponse?) {
        self.reports = reports
        self.total = total
        self.answer = answer
    }

    var sendsWithProgress: Int { lock.withLock { progressSends } }

    func send(_ request: HTTPRequest) async throws(TransportFault) -> HTTPResponse {
        guard let answer else { throw .connectionLost }
        return answer
    }

    func send(_ request: HTTPRequest, progress: @escaping UploadProgressHandler) async throws(TransportFault)
        -> HTTPResponse
    {
        lock.withLock { progressSends += 1 }
        for sent in reports { progress(UploadProgress(bytesSent: sent, totalBytes: total)) }
        return try await send(request)
    }
}
