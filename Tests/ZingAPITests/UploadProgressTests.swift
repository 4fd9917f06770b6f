import APIRuntime
import APITesting
import Foundation
import LoopbackHTTP
import XCTest
import ZingAPI

/// The generated `uploadFile` hands its progress handler to the transport and back: with a fake, every step it reports,
/// and over real HTTP, a rising count that ends at the body the server received.
final class UploadProgressTests: XCTestCase {
    private static let uploaded = #"{"success":true,"message":"https://files.example.invalid/a.txt","result":null}"#

    func testTheHandlerHearsWhatTheFakeTransportReports() async throws {
        let transport = ScriptedTransport(status: 200, body: Self.uploaded)
        let client = Fixtures.client(transport)
        let log = UploadProgressRecorder()

        let url = try await client.uploadFile(
            file: try Fixtures.uploadFile(removedAfter: self), fileName: "a.txt", mimeType: "text/plain",
            credentials: Fixtures.credentials, progress: log.handler)

        XCTAssertEqual(url.absoluteString, "https://files.example.invalid/a.txt")
        let sent = Int64(try XCTUnwrap(transport.bodies.first).count)
        XCTAssertEqual(log.reports.map(\.bytesSent), (1...4).map { sent * $0 / 4 }, "ScriptedTransport's four quarters")
        XCTAssertTrue(log.reports.allSatisfy { $0.totalBytes == sent }, "the total is the multipart body's length")
    }

    func testThroughTheProtocolTheHandlerIsPassedAsNil() async throws {
        let transport = ScriptedTransport(status: 200, body: Self.uploaded)
        let api: any ZingClientProtocol = Fixtures.client(transport)
        let url = try await api.uploadFile(
            file: try Fixtures.uploadFile(removedAfter: self), fileName: "a.txt", mimeType: "text/plain", biz: nil,
            credentials: Fixtures.credentials, progress: nil)
        XCTAssertEqual(url.host, "files.example.invalid")
    }

    func testOverHTTPTheCountRisesToTheBodyTheServerReceived() async throws {
        let server = try LoopbackServer { _ in .json(Self.uploaded) }
        defer { server.stop() }
        let client = ZingClient(
            baseURL: server.baseURL.appendingPathComponent("api"), transport: URLSessionTransport(timeout: 20))
        let file = try Fixtures.uploadFile(
            String(repeating: "zing upload progress\n", count: 50_000), removedAfter: self)
        let log = UploadProgressRecorder()

        _ = try await client.uploadFile(
            file: file, fileName: "big.txt", mimeType: "text/plain", biz: "cofree/attachments",
            credentials: Fixtures.credentials, progress: log.handler)

        let received = Int64(try XCTUnwrap(server.requests.first).body.count)
        XCTAssertGreaterThan(received, 1_000_000)
        XCTAssertGreaterThan(log.reports.count, 1)
        XCTAssertEqual(log.reports.map(\.bytesSent), Set(log.reports.map(\.bytesSent)).sorted(), "rising")
        XCTAssertTrue(log.reports.allSatisfy { $0.totalBytes == received })
        XCTAssertEqual(log.reports.last?.bytesSent, received)
    }
}
