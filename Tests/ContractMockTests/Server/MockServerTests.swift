import Foundation
import RawHTTPClient
import TestRandomness
import XCTest

@testable import ContractMock

/// The server over real loopback sockets: it answers, and hostile clients (garbage, huge heads, silence, too many
/// connections) get their status or are let go without ever stopping it.
final class MockServerTests: XCTestCase {
    private var servers: [MockServer] = []

    override func tearDown() {
        for server in servers { server.stop() }
        servers = []
    }

    private func start(_ limits: MockLimits = MockLimits(), log: ServerLog = ServerLog()) throws -> MockServer {
        let server = try MockServer(catalog: try MockCatalog(contract: try Contracts.real("zing")), limits: limits)
        servers.append(server)
        Thread { server.run { log.append($0) } }.start()
        return server
    }

    func testItListensOnLoopbackAtAPickedPortAndAnswers() throws {
        let log = ServerLog()
        let server = try start(log: log)
        XCTAssertEqual(server.url, "http://127.0.0.1:\(server.port)")
        XCTAssertNotEqual(server.port, 0)
        let answer = try RawHTTPClient(port: server.port).exchange(
            "GET /sys/user/getUserInfo HTTP/1.1\r\nX-Access-Token: secret-token-1\r\nConnection: close\r\n\r\n")
        XCTAssertEqual(statusCodes(in: answer), [200])
        XCTAssertTrue(answer.contains("platform-user-1"))
        XCTAssertEqual(log.all, ["GET /sys/user/getUserInfo -> 200 currentUser \"current user\""])
    }

    func testHostileClientsGetTheirStatusAndTheServerKeepsServing() throws {
        var limits = MockLimits()
        limits.requestTimeout = 0.5
        limits.idleTimeout = 0.5
        let log = ServerLog()
        let server = try start(limits, log: log)
        let client = RawHTTPClient(port: server.port)
        // Seeded, so the garbage case sends the same bytes in every run and a failure can be replayed.
        let seed: UInt64 = 0x6A5B_A6E5
        var noise = SeededRandom(seed: seed)
        let upload = "POST /sys/common/upload HTTP/1.1\r\nX-Access-Token: t\r\nContent-Length: 99999999999\r\n\r\n"
        let chunked = "POST /sys/logout HTTP/1.1\r\nX-Access-Token: t\r\nTransfer-Encoding: chunked\r\n\r\n"
        let cases: [([UInt8], Int?)] = [
            (Array("GET / HTTP/1.1\r\nX: \(String(repeating: "a", count: 64 * 1024))\r\n\r\n".utf8), 431),
            (Array("\r\n\r\n".utf8), 400),
            ((0..<4096).map { _ in UInt8.random(in: 0...255, using: &noise) } + Array("\r\n\r\n".utf8), 400),
            (Array("GET /sys/logout HTTP/1.1\r\nHost: x".utf8), 408),
            ([], nil),
            (Array(upload.utf8), 413),
            (Array((chunked + "ffffffffffffffff\r\n").utf8), 400),
        ]
        for (bytes, status) in cases {
            let answer = try client.exchange(bytes)
            XCTAssertEqual(
                statusCodes(in: answer), status.map { [$0] } ?? [],
                "\(String(decoding: bytes.prefix(40), as: UTF8.self)) (noise seed \(seed))")
        }
        let after = try client.exchange("POST /sys/logout HTTP/1.1\r\nX-Access-Token: t\r\nConnection: close\r\n\r\n")
        XCTAssertEqual(statusCodes(in: after), [200], "still serving")
        XCTAssertFalse(log.all.joined().contains("\u{1b}"), "nothing a client sent reaches the log raw")
    }

    func testABareLineFeedIsAnsweredAtOnceNotAtTheDeadline() throws {
        // Deadlines far past the read's guard: only an answer that does not wait for them arrives in time.
        var limits = MockLimits()
        limits.requestTimeout = 120
        limits.idleTimeout = 120
        let server = try start(limits)
        let connection = try RawHTTPClient(port: server.port).openConnection()
        defer { connection.disconnect() }
        connection.write(Array("GET /sys/logout HTTP/1.1\nHost: x\n\n".utf8))
        XCTAssertEqual(statusCodes(in: connection.readUntilClosed(timeout: 20)), [400])
    }

    func testANewConnectionGets503WhenEverySlotIsAnsweringARequest() throws {
        var limits = MockLimits()
        limits.maxConnections = 2
        let server = try start(limits)
        let client = RawHTTPClient(port: server.port)
        let held = try [client.openConnection(), client.openConnection()]
        defer { for connection in held { connection.disconnect() } }
        // The interim answer comes once the head is read: from then on the slot is busy with a body that never comes.
        for connection in held {
            connection.write(
                Array(
                    "POST /sys/common/upload HTTP/1.1\r\nX-Access-Token: t\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\n"
                        .utf8))
            XCTAssertEqual(statusCodes(in: connection.read(until: "100 Continue", timeout: 20)), [100])
        }
        XCTAssertEqual(statusCodes(in: try client.exchange("GET /sys/logout HTTP/1.1\r\n\r\n")), [503])
    }
}
