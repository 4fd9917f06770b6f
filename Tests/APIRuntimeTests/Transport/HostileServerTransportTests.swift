import APIRuntime
import Foundation
import LoopbackHTTP
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// URLSessionTransport against a misbehaving loopback server (docs/threat-model.md): every answer ends as a response
/// or a fault, within the limit and the deadline. Outcomes only; no timing is asserted.
final class HostileServerTransportTests: XCTestCase {
    private var servers: [LoopbackServer] = []

    override func tearDown() {
        servers.forEach { $0.stop() }
        servers = []
    }

    private func start(
        readsRequestBodies: Bool = true, _ handler: @escaping @Sendable (RecordedRequest) -> ScriptedResponse
    ) throws -> LoopbackServer {
        let server = try LoopbackServer(readsRequestBodies: readsRequestBodies, handler: handler)
        servers.append(server)
        return server
    }

    private func send(
        _ request: HTTPRequest, timeout: TimeInterval = 10, uploadTimeout: TimeInterval = 10
    ) async -> Result<HTTPResponse, TransportFault> {
        do {
            return .success(
                try await URLSessionTransport(timeout: timeout, uploadTimeout: uploadTimeout).send(request))
        } catch {
            return .failure(error)
        }
    }

    private func get(_ url: URL, limit: Int? = nil) -> HTTPRequest {
        HTTPRequest(
            method: .get, url: url, headers: [HTTPHeader(name: "X-Access-Token", value: "tok-hostile-1")],
            maxResponseBytes: limit)
    }

    // MARK: Redirects

    func testRedirectsComeBackAsResponsesAndTheOtherOriginGetsNothing() async throws {
        let other = try start { _ in .json(#"{"success":true}"#) }
        for status in [301, 302, 303, 307, 308] {
            let server = try start { _ in .redirect(status, to: other.baseURL.absoluteString + "/steal?x=1") }
            for method in [HTTPMethod.get, .post] {
                var request = get(server.baseURL.appendingPathComponent("me"))
                request.method = method
                if method == .post { request.body = .data(Data("{}".utf8)) }
                let response = try await send(request).get()
                XCTAssertEqual(response.statusCode, status, "\(method) \(status)")
                XCTAssertEqual(
                    response.value(forHeader: "Location"), other.baseURL.absoluteString + "/steal?x=1")
            }
            XCTAssertEqual(server.requests.count, 2)
        }
        XCTAssertEqual(other.requests.count, 0, "no request, and so no token, reached the other origin")
    }

    // MARK: Size

    func testADeclaredLengthOverTheLimitIsRefusedBeforeTheBody() async throws {
        let server = try start { _ in .oversized(300 << 20, declaresLength: true) }
        let result = await send(get(server.baseURL, limit: 64 << 10))
        XCTAssertEqual(result.failure, .responseTooLarge(limit: 64 << 10))
    }

    func testAStreamedBodyIsCutWhenItPassesTheLimit() async throws {
        let server = try start { _ in .oversized(300 << 20, declaresLength: false) }
        let result = await send(get(server.baseURL, limit: 64 << 10))
        XCTAssertEqual(result.failure, .responseTooLarge(limit: 64 << 10))
    }

    func testDecompressedBytesCount() async throws {
        let server = try start { _ in .gzipBomb(inflatingTo: 64 << 20) }
        let result = await send(get(server.baseURL, limit: 64 << 10))
        XCTAssertEqual(result.failure, .responseTooLarge(limit: 64 << 10))
    }

    func testACompressedBodyWithinTheLimitArrivesInflated() async throws {
        let server = try start { _ in .gzipBomb(inflatingTo: 10_000) }
        let response = try await send(get(server.baseURL, limit: 64 << 10)).get()
        XCTAssertEqual(response.body, Data(count: 10_000))
    }

    func testABodyOfExactlyTheLimitIsAccepted() async throws {
        let server = try start { _ in .oversized(4096, declaresLength: false) }
        let response = try await send(get(server.baseURL, limit: 4096)).get()
        XCTAssertEqual(response.body.count, 4096)
    }

    // MARK: Deadlines

    func testADripFedBodyEndsAtTheDeadline() async throws {
        let server = try start { _ in .dripped(#"{"success":true,"result":{}}"#, every: .milliseconds(400)) }
        let result = await send(get(server.baseURL), timeout: 1)
        XCTAssertEqual(result.failure, .timeout)
    }

    func testAHeadThatNeverEndsEndsAtTheDeadline() async throws {
        let server = try start { _ in .unfinishedHead }
        let result = await send(get(server.baseURL), timeout: 1)
        XCTAssertEqual(result.failure, .timeout)
    }

    func testUploadsHaveTheirOwnDeadline() async throws {
        let server = try start { _ in .dripped(#"{"ok":1}"#, every: .milliseconds(300)) }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.file("body.bin", contents: Data("payload".utf8))
        let upload = HTTPRequest(method: .post, url: server.baseURL, body: .file(file))
        let uploaded = await send(upload, timeout: 1, uploadTimeout: 30)
        XCTAssertEqual(try uploaded.get().body, Data(#"{"ok":1}"#.utf8), "a slow upload within its own deadline")
        let read = await send(get(server.baseURL), timeout: 1, uploadTimeout: 30)
        XCTAssertEqual(read.failure, .timeout, "the same slowness ends a read")
    }

    // MARK: Broken answers

    func testAHugeHeaderLineIsAFaultNotAHang() async throws {
        let server = try start { _ in .hugeHeaderLine(1 << 20, body: #"{"success":true}"#) }
        let result = await send(get(server.baseURL), timeout: 5)
        XCTAssertNotNil(result.failure, "libcurl refuses header lines over 100 KB")
        XCTAssertNotEqual(result.failure, .timeout)
    }

    func testAnAnswerBeforeTheUploadWasReadEndsTheExchange() async throws {
        let server = try start(readsRequestBodies: false) { _ in .json(#"{"success":false}"#, status: 413) }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.file("big.bin", contents: Data(count: 8 << 20))
        let result = await send(HTTPRequest(method: .post, url: server.baseURL, body: .file(file)), timeout: 10)
        switch result {
        case .success(let response): XCTAssertEqual(response.statusCode, 413)
        case .failure(let fault): XCTAssertNotEqual(fault, .timeout, "the early answer or a broken pipe, never a hang")
        }
    }
}
