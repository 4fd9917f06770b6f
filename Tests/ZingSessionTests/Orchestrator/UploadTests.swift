import APIRuntime
import APITesting
import Foundation
import XCTest
import ZingAPI

@testable import ZingSession

/// An upload with the current session (upload §5): its progress reaches the caller, and it carries that session.
final class UploadTests: XCTestCase {
    func testAnUploadCarriesTheSessionAndReportsItsProgress() async throws {
        let transport = ScriptedTransport(
            status: 200, body: #"{"success":true,"message":"https://files.example.invalid/s.txt","result":null}"#)
        let session = SessionFixtures.orchestrator(transport, store: MemoryStore(SessionFixtures.record(tenant: 7)))
        _ = try await session.resume()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString).txt")
        try Data("from the session".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let heard = UploadProgressRecorder()

        let url = try await session.uploadFile(
            file: file, fileName: "s.txt", mimeType: "text/plain", biz: nil, progress: heard.handler)

        XCTAssertEqual(url.absoluteString, "https://files.example.invalid/s.txt")
        let request = try XCTUnwrap(transport.requests.first)
        XCTAssertEqual(SessionFixtures.header("X-Tenant-Id", of: request), "7")
        let sent = Int64(try XCTUnwrap(transport.bodies.first).count)
        XCTAssertEqual(heard.reports.last, UploadProgress(bytesSent: sent, totalBytes: sent))
        XCTAssertEqual(heard.reports.count, 4, "the scripted transport's four quarters")
    }
}
