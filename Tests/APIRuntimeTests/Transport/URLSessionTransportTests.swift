@_spi(Generated) import APIRuntime
import Foundation
import LoopbackHTTP
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// URLSessionTransport over real sockets against LoopbackServer.
///
/// Observed on Linux (swift-corelibs-foundation 6.3.1, libcurl 7.88):
/// - truncated body (Content-Length larger than the bytes sent, then close): URLError code -1
///   (NSURLErrorUnknown, "transfer closed with N bytes remaining to read") → `.connectionLost`;
/// - connection refused: -1004 (cannotConnectToHost) → `.cannotConnect`;
/// - timeout: -1001 (timedOut) → `.timeout`, but only if `timeoutInterval` is assigned after `URLRequest.init`
///   and is at least 1 s (Linux truncates it to whole seconds; 0 fires at once). The transport handles both.
final class URLSessionTransportTests: XCTestCase {
    private var server: LoopbackServer?

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private func start(_ handler: @escaping @Sendable (RecordedRequest) -> ScriptedResponse) throws -> LoopbackServer {
        let started = try LoopbackServer(handler: handler)
        server = started
        return started
    }

    private func send(_ request: HTTPRequest, timeout: TimeInterval = 10) async -> Result<HTTPResponse, TransportFault>
    {
        do {
            return .success(try await URLSessionTransport(timeout: timeout).send(request))
        } catch {
            return .failure(error)
        }
    }

    func testGetCarriesHeadersAndQuery() async throws {
        let server = try start { _ in .json(#"{"success":true}"#) }
        let url = try XCTUnwrap(
            URL(string: "/api/sys/user/getTenantListByUserId?userId=42&x=a%20b", relativeTo: server.baseURL))
        let request = HTTPRequest(
            method: .get, url: url.absoluteURL,
            headers: [
                HTTPHeader(name: "X-Access-Token", value: "tok-1"), HTTPHeader(name: "X-Tenant-Id", value: "1234"),
                HTTPHeader(name: "Accept", value: "application/json"),
            ])

        let response = try await send(request).get()

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), #"{"success":true}"#)
        let received = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(received.method, "GET")
        XCTAssertEqual(received.path, "/api/sys/user/getTenantListByUserId")
        XCTAssertEqual(received.query, "userId=42&x=a%20b")
        XCTAssertEqual(received.header("x-access-token"), "tok-1")
        XCTAssertEqual(received.header("X-Tenant-Id"), "1234")
        XCTAssertEqual(received.header("Accept"), "application/json")
        XCTAssertNil(received.header("Cookie"))
        XCTAssertTrue(received.body.isEmpty)
    }

    func testPostDataBodyArrives() async throws {
        let server = try start { _ in .json("{}") }
        let body = Data(#"{"identityToken":"id-tok","nonce":"n"}"#.utf8)
        let request = HTTPRequest(
            method: .post, url: server.baseURL.appendingPathComponent("sys/thirdLogin/apple/native"),
            headers: [HTTPHeader(name: "Content-Type", value: "application/json")], body: .data(body))

        _ = try await send(request).get()

        let received = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(received.method, "POST")
        XCTAssertEqual(received.path, "/sys/thirdLogin/apple/native")
        XCTAssertEqual(received.body, body)
        XCTAssertEqual(received.header("Content-Type"), "application/json")
    }

    func testEmptyDataBodyIsSent() async throws {
        let server = try start { _ in .json("{}") }
        let request = HTTPRequest(
            method: .post, url: server.baseURL.appendingPathComponent("sys/logout"), body: .data(Data()))
        _ = try await send(request).get()
        let received = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(received.method, "POST")
        XCTAssertTrue(received.body.isEmpty)
    }

    func testFileBodyArrivesIntact() async throws {
        let server = try start { request in .json("{\"size\":\(request.body.count)}") }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let photo = try directory.file(
            "photo.jpg", contents: Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7) }))
        var form = MultipartForm()
        form.addField(name: "biz", value: "cofree/attachments")
        form.addFile(MultipartFile(fileURL: photo, fileName: "photo.jpg", mimeType: "image/jpeg"))
        let (bodyURL, length) = try form.writeBody(toTemporaryDirectory: directory.url)
        let request = HTTPRequest(
            method: .post, url: server.baseURL.appendingPathComponent("sys/common/upload"),
            headers: [HTTPHeader(name: "Content-Type", value: form.contentType)], body: .file(bodyURL))

        let response = try await send(request).get()

        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "{\"size\":\(length)}")
        let received = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(received.body, try Data(contentsOf: bodyURL))
        XCTAssertEqual(received.header("Content-Type"), "multipart/form-data; boundary=\(form.boundary)")
    }

    func testStatusHeadersAndBodyComeBack() async throws {
        let server = try start { _ in
            ScriptedResponse(status: 503, headers: ["Retry-After": "7", "X-Trace": "t1"], body: Data("busy".utf8))
        }
        let response = try await send(HTTPRequest(method: .get, url: server.baseURL)).get()
        XCTAssertEqual(response.statusCode, 503, "HTTP errors are responses, not faults")
        XCTAssertEqual(response.value(forHeader: "retry-after"), "7")
        XCTAssertEqual(response.value(forHeader: "X-TRACE"), "t1")
        XCTAssertEqual(response.body, Data("busy".utf8))
    }

    func testHTMLErrorPageIsAResponse() async throws {
        let server = try start { _ in .html("<html>Bad Gateway</html>", status: 502) }
        let response = try await send(HTTPRequest(method: .get, url: server.baseURL)).get()
        XCTAssertEqual(response.statusCode, 502)
        XCTAssertEqual(response.value(forHeader: "Content-Type"), "text/html; charset=utf-8")
    }

    func testTruncatedBodyIsConnectionLost() async throws {
        let server = try start { _ in .truncated(declaredLength: 100, body: Data(#"{"success":tr"#.utf8)) }
        let result = await send(HTTPRequest(method: .get, url: server.baseURL))
        // Linux: URLError -1 ("transfer closed with 88 bytes remaining"); Apple: -1005. Both → .connectionLost.
        XCTAssertEqual(result.failure, .connectionLost)
    }

    func testRefusedConnectionIsCannotConnect() async throws {
        let url = try LoopbackServer.unusedPortURL()
        let result = await send(HTTPRequest(method: .get, url: url))
        // Linux: URLError -1004 (cannotConnectToHost), "Couldn't connect to server".
        XCTAssertEqual(result.failure, .cannotConnect)
    }

    func testTimeout() async throws {
        let server = try start { _ in
            Thread.sleep(forTimeInterval: 2)
            return .json("{}")
        }
        let result = await send(HTTPRequest(method: .get, url: server.baseURL), timeout: 0.5)
        XCTAssertEqual(result.failure, .timeout)
    }

    func testCancellationInFlight() async throws {
        let server = try start { _ in
            Thread.sleep(forTimeInterval: 2)
            return .json("{}")
        }
        let transport = URLSessionTransport(timeout: 10)
        let task = Task { try await transport.send(HTTPRequest(method: .get, url: server.baseURL)) }
        let arrived = await server.waitForRequests(1)
        XCTAssertTrue(arrived)
        task.cancel()
        let result = await task.result
        XCTAssertEqual(result.failure as? TransportFault, .cancelled)
    }

    func testCancelledBeforeSendingSendsNothing() async throws {
        let server = try start { _ in .json("{}") }
        let transport = URLSessionTransport()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await transport.send(HTTPRequest(method: .get, url: server.baseURL))
        }
        let result = await task.result
        XCTAssertEqual(result.failure as? TransportFault, .cancelled)
        XCTAssertTrue(server.requests.isEmpty)
    }

    func testSubSecondTimeoutDoesNotFireAtOnce() async throws {
        // Linux would truncate 0.5 s to 0 and time out immediately; the transport rounds it up.
        let server = try start { _ in .json("{}") }
        let response = try await send(HTTPRequest(method: .get, url: server.baseURL), timeout: 0.5).get()
        XCTAssertEqual(response.statusCode, 200)
    }

    func testCallerConfiguration() async throws {
        let server = try start { _ in .json("{}") }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpAdditionalHeaders = ["X-Caller": "yes"]
        let response = try await URLSessionTransport(timeout: 5, configuration: configuration)
            .send(HTTPRequest(method: .get, url: server.baseURL))
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(server.requests.first?.header("X-Caller"), "yes")
    }
}
