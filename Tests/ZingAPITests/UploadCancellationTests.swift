import APIRuntime
import Foundation
import LoopbackHTTP
import XCTest
import ZingAPI

/// Cancelling the task of an upload that is half sent stops the transfer and ends the call as `cancelled` (DESIGN §4:
/// no message), over real HTTP. Observed on Linux: the server had 48 to 192 KiB of the 32 MiB body when the
/// connection closed.
final class UploadCancellationTests: XCTestCase {
    func testCancellingMidUploadStopsTheTransferAndIsCancelled() async throws {
        #if canImport(FoundationNetworking)
            // FoundationNetworking sometimes aborts the whole process when an upload task is cancelled mid-body (a
            // fatal error on libcurl's code 43 inside URLSession; seen in 2 of about 8 full runs). The test proves
            // the client's side; the platform's crash would take every other test down with it.
            try XCTSkipUnless(
                ProcessInfo.processInfo.environment["ZING_UPLOAD_CANCEL_TEST"] == "1",
                "on Linux FoundationNetworking can abort the process when an upload is cancelled; "
                    + "run with ZING_UPLOAD_CANCEL_TEST=1")
        #endif
        let server = try StalledUploadServer()
        let client = ZingClient(
            baseURL: server.baseURL.appendingPathComponent("api"), transport: URLSessionTransport(timeout: 20))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stalled-\(UUID().uuidString).bin")
        // Far more than the socket buffers between the two ends hold, so the upload stalls part way.
        try Data(count: 32 << 20).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let (reports, heard) = AsyncStream.makeStream(of: UploadProgress.self)

        let upload = Task { () -> ZingError? in
            do throws(ZingError) {
                _ = try await client.uploadFile(
                    file: file, fileName: "big.bin", mimeType: "application/octet-stream",
                    credentials: Fixtures.credentials
                ) { heard.yield($0) }
                return nil
            } catch {
                return error
            }
        }
        var iterator = reports.makeAsyncIterator()
        let first = await iterator.next()
        XCTAssertNotNil(first, "the body started to go out")
        upload.cancel()
        let error = await upload.value
        heard.finish()
        server.release()
        let transfer = await server.waitForTransfer()

        XCTAssertEqual(error?.errorClass, .cancelled)
        XCTAssertNil(error?.message, "cancelled shows no message")
        let stopped = try XCTUnwrap(transfer, "the connection ended")
        let declared = try XCTUnwrap(stopped.declaredLength)
        XCTAssertGreaterThan(declared, 32 << 20)
        XCTAssertLessThan(stopped.receivedLength, declared, "the body stopped part way")
        var heardLast = first
        while let report = await iterator.next() { heardLast = report }
        XCTAssertLessThan(heardLast?.bytesSent ?? 0, Int64(declared), "no report claims the whole body")
    }
}
