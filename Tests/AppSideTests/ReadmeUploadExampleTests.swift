import APIRuntime
import APITesting
import Foundation
import XCTest
import ZingAPI
import ZingAPIExamples

/// The upload example of docs/guides/uploads.md (moved there from the README) is the compiled one, and it does what
/// it says: progress while the file goes out, no second upload while one runs, and a cancelled upload ends as
/// `cancelled`.
final class ReadmeUploadExampleTests: XCTestCase {
    private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private let credentials = ZingCredentials(token: "t-1", tenantID: TenantID(rawValue: 1234))

    private func attachment() throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString).txt")
        try Data("an attachment".utf8).write(to: file)
        addTeardownBlock { try? FileManager.default.removeItem(at: file) }
        return file
    }

    func testTheReadmeHoldsTheCompiledUploadExample() throws {
        let root = folder.deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("docs/guides/uploads.md"), encoding: .utf8)
        let compiled = try String(
            contentsOf: folder.appendingPathComponent("ReadmeUploadExample.swift"), encoding: .utf8)
        let marker = try XCTUnwrap(readme.range(of: "# Uploading a file, with progress"), "the guide's title")
        let start = try XCTUnwrap(readme.range(of: "```swift\n", range: marker.upperBound..<readme.endIndex))
        let end = try XCTUnwrap(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        XCTAssertTrue(
            compiled.hasSuffix(String(readme[start.upperBound..<end.lowerBound])),
            "docs/guides/uploads.md's upload example and ReadmeUploadExample.swift differ")
    }

    @MainActor
    func testAnUploadShowsItsProgressThenClearsIt() async throws {
        let transport = ExampleTransport(replaying: ZingExamples.UploadFile.uploadSucceeds)
        let client = ZingClient(baseURL: URL(string: "https://api.test")!, transport: transport)
        let model = AttachmentUpload()

        let url = try await model.upload(
            try attachment(), mimeType: "text/plain", with: client, credentials: credentials)

        XCTAssertEqual(url?.absoluteString, "https://example.invalid/path/photo.jpg")
        XCTAssertNil(model.fraction, "no bar once the upload is over, whatever hop lands late")
        XCTAssertFalse(model.isUploading)
    }

    @MainActor
    func testASecondTapStartsNoSecondUploadAndCancellingEndsTheFirst() async throws {
        let transport = HalfwayTransport()
        let client = ZingClient(baseURL: URL(string: "https://api.test")!, transport: transport)
        let model = AttachmentUpload()
        let file = try attachment()
        let credentials = credentials

        let first = Task { @MainActor in
            try await model.upload(file, mimeType: "text/plain", with: client, credentials: credentials)
        }
        // Waits for the halfway report to be shown (bounded, so a broken hop fails instead of hanging).
        for _ in 0..<2000 where model.fraction != 0.5 { try await Task.sleep(for: .milliseconds(5)) }
        XCTAssertEqual(model.fraction, 0.5)
        XCTAssertTrue(model.isUploading)
        let second = try await model.upload(file, mimeType: "text/plain", with: client, credentials: credentials)
        XCTAssertNil(second, "a second tap while the first runs does nothing")
        XCTAssertEqual(transport.sends, 1)

        first.cancel()
        let outcome = await first.result
        XCTAssertEqual((outcome.failure as? ZingError)?.errorClass, .cancelled)
        XCTAssertFalse(model.isUploading)
        XCTAssertNil(model.fraction)
    }
}

/// Reports half of the body as sent, then holds the upload until the caller's task is cancelled.
private final class HalfwayTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var sends: Int { lock.withLock { count } }

    func send(_ request: HTTPRequest) async throws(TransportFault) -> HTTPResponse {
        throw .cannotConnect
    }

    func send(_ request: HTTPRequest, progress: @escaping UploadProgressHandler) async throws(TransportFault)
        -> HTTPResponse
    {
        lock.withLock { count += 1 }
        progress(UploadProgress(bytesSent: 50, totalBytes: 100))
        do {
            try await Task.sleep(for: .seconds(60))
        } catch {
            throw .cancelled
        }
        throw .timeout
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
