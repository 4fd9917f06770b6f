import APIRuntime
import APITesting
import Foundation
import XCTest
import ZingAPIExamples

/// The test transports report a body as sent in four equal steps before they answer, and nothing when nothing is
/// sent.
final class SimulatedProgressTests: XCTestCase {
    private let uploadURL = URL(string: "https://api.test/api/sys/common/upload")!

    private func upload(_ body: Data) -> HTTPRequest {
        HTTPRequest(method: .post, url: uploadURL, body: .data(body))
    }

    func testScriptedTransportReportsTheBodyInQuarters() async throws {
        let transport = ScriptedTransport(status: 200, body: "{}")
        let log = UploadProgressRecorder()
        _ = try await transport.send(upload(Data(count: 1000)), progress: log.handler)
        XCTAssertEqual(log.reports.map(\.bytesSent), [250, 500, 750, 1000])
        XCTAssertTrue(log.reports.allSatisfy { $0.totalBytes == 1000 })
    }

    func testAFileBodyCountsItsBytes() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("simulated-\(UUID().uuidString)")
        try Data(count: 4096).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let transport = ScriptedTransport(status: 200, body: "{}")
        let log = UploadProgressRecorder()
        _ = try await transport.send(
            HTTPRequest(method: .post, url: uploadURL, body: .file(file)), progress: log.handler)
        XCTAssertEqual(log.reports.last, UploadProgress(bytesSent: 4096, totalBytes: 4096))
        XCTAssertEqual(transport.bodies.first?.count, 4096)
    }

    func testABodyUnderFourBytesNeverRepeatsACount() async throws {
        let transport = ScriptedTransport(status: 200, body: "{}")
        let log = UploadProgressRecorder()
        _ = try await transport.send(upload(Data([1, 2, 3])), progress: log.handler)
        XCTAssertEqual(log.reports.map(\.bytesSent), [1, 2, 3])
    }

    func testAScriptedFaultAndARequestWithoutBodyReportNothing() async throws {
        let faulty = ScriptedTransport(steps: [.fail(.timeout)])
        let log = UploadProgressRecorder()
        do {
            _ = try await faulty.send(upload(Data(count: 8)), progress: log.handler)
            XCTFail("the step is a fault")
        } catch {
            XCTAssertEqual(error, .timeout)
        }
        _ = try await ScriptedTransport(status: 200, body: "{}").send(
            HTTPRequest(method: .get, url: uploadURL), progress: log.handler)
        XCTAssertTrue(log.reports.isEmpty)
    }

    func testCancellingTheTaskStopsTheReports() async {
        let transport = ScriptedTransport(status: 200, body: "{}")
        let log = UploadProgressRecorder()
        let request = upload(Data(count: 8))
        let result = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await transport.send(request, progress: log.handler)
        }.result
        XCTAssertEqual(result.failure as? TransportFault, .cancelled)
        XCTAssertTrue(log.reports.isEmpty)
    }

    func testExampleTransportReportsBeforeItsExample() async throws {
        let example = ZingExamples.UploadFile.uploadSucceeds
        let transport = ExampleTransport(replaying: example)
        let log = UploadProgressRecorder()
        let response = try await transport.send(upload(Data(count: 400)), progress: log.handler)
        XCTAssertEqual(response.statusCode, example.status)
        XCTAssertEqual(log.reports.map(\.bytesSent), [100, 200, 300, 400])
    }

    func testARequestNoExampleAnswersReportsNothing() async {
        let transport = ExampleTransport(replaying: ZingExamples.UploadFile.uploadSucceeds)
        let log = UploadProgressRecorder()
        let elsewhere = HTTPRequest(
            method: .post, url: URL(string: "https://api.test/api/elsewhere")!, body: .data(Data(count: 8)))
        do {
            _ = try await transport.send(elsewhere, progress: log.handler)
            XCTFail("no example answers it")
        } catch {
            XCTAssertEqual(error, .cannotConnect)
        }
        XCTAssertTrue(log.reports.isEmpty)
        XCTAssertEqual(transport.unanswered.count, 1)
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
