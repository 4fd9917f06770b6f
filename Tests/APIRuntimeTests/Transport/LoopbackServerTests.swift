import Foundation
import LoopbackHTTP
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The test server itself: the transport tests rely on these behaviours.
final class LoopbackServerTests: XCTestCase {
    private static func post(_ url: URL, body: Data? = nil, stream: InputStream? = nil) async throws -> (Data, Int) {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        // Assigning either body property resets the other.
        if let body { request.httpBody = body }
        if let stream { request.httpBodyStream = stream }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let (data, response) = try await session.data(for: request)
        return (data, (response as? HTTPURLResponse)?.statusCode ?? 0)
    }

    func testConcurrentRequestsAreAllRecorded() async throws {
        let server = try LoopbackServer { request in .json("{\"path\":\"\(request.path)\"}") }
        defer { server.stop() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    let (data, status) = try await Self.post(server.baseURL.appendingPathComponent("r\(index)"))
                    XCTAssertEqual(status, 200)
                    XCTAssertEqual(String(decoding: data, as: UTF8.self), "{\"path\":\"/r\(index)\"}")
                }
            }
            try await group.waitForAll()
        }
        XCTAssertEqual(Set(server.requests.map(\.path)), Set((0..<8).map { "/r\($0)" }))
    }

    func testLargeBodyIsReceived() async throws {
        let server = try LoopbackServer { request in .json("{\"size\":\(request.body.count)}") }
        defer { server.stop() }
        let body = Data((0..<4_000_000).map { UInt8(truncatingIfNeeded: $0) })
        let (data, _) = try await Self.post(server.baseURL, body: body)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "{\"size\":4000000}")
        XCTAssertEqual(server.requests.first?.body, body)
    }

    func testChunkedBodyIsDecoded() async throws {
        let server = try LoopbackServer { request in .json("{\"size\":\(request.body.count)}") }
        defer { server.stop() }
        let body = Data(repeating: 0x61, count: 100_000)
        _ = try await Self.post(server.baseURL, stream: InputStream(data: body))
        let received = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(received.body, body)
        XCTAssertEqual(received.header("Transfer-Encoding")?.lowercased(), "chunked")
    }

    func testStopClosesTheListener() async throws {
        let server = try LoopbackServer { _ in .json("{}") }
        server.stop()
        server.stop()
        do {
            _ = try await Self.post(server.baseURL)
            XCTFail("server still accepting")
        } catch {
            XCTAssertEqual((error as NSError).code, NSURLErrorCannotConnectToHost)
        }
    }

    func testReleasingTheServerStopsIt() async throws {
        var server: LoopbackServer? = try LoopbackServer { _ in .json("{}") }
        let url = try XCTUnwrap(server?.baseURL)
        server = nil
        do {
            _ = try await Self.post(url)
            XCTFail("server still accepting")
        } catch {
            XCTAssertEqual((error as NSError).code, NSURLErrorCannotConnectToHost)
        }
    }

    func testWaitForRequestsTimesOut() async throws {
        let server = try LoopbackServer { _ in .json("{}") }
        defer { server.stop() }
        let arrived = await server.waitForRequests(1, timeout: .milliseconds(50))
        XCTAssertFalse(arrived)
    }

    func testRecordedRequestHelpers() {
        let request = RecordedRequest(
            method: "GET", path: "/", query: nil,
            headers: [HTTPHeaderLine(name: "X-A", value: "1"), HTTPHeaderLine(name: "x-a", value: "2")],
            body: Data("hi".utf8))
        XCTAssertEqual(request.header("x-A"), "1")
        XCTAssertEqual(request.headerValues("X-A"), ["1", "2"])
        XCTAssertEqual(request.bodyText, "hi")
    }
}
