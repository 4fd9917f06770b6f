import Foundation
import RawHTTPClient
import XCTest

@testable import ContractMock

/// Slow and silent clients can't lock others out: a request head has a short deadline of its own, and when every slot
/// is taken a new connection takes the one that has waited longest for a head. The deadlines that matter are made
/// short and the others far longer than any wait here, so each outcome can only come from the rule under test.
final class SlowClientTests: XCTestCase {
    private var servers: [MockServer] = []
    /// Far longer than a test waits for anything.
    private let never: Double = 600
    /// The most a test waits for an answer that should come: a guard against hanging, not a measurement.
    private let guardSeconds: Double = 30
    private let partialHead = Array("GET /sys/logout HTTP/1.1\r\nHost: mock\r\n".utf8)
    private let honestRequest =
        "GET /sys/user/getUserInfo HTTP/1.1\r\nX-Access-Token: secret-token-1\r\nConnection: close\r\n\r\n"

    override func tearDown() {
        for server in servers { server.stop() }
        servers = []
    }

    private func start(_ limits: MockLimits, log: ServerLog = ServerLog()) throws -> MockServer {
        let server = try MockServer(catalog: try MockCatalog(contract: try Contracts.real("zing")), limits: limits)
        servers.append(server)
        Thread { server.run { log.append($0) } }.start()
        return server
    }

    private func limits(headTimeout: Double) -> MockLimits {
        var limits = MockLimits()
        limits.headTimeout = headTimeout
        limits.requestTimeout = never
        limits.idleTimeout = never
        return limits
    }

    private func slowClients(_ count: Int, port: UInt16) throws -> [RawHTTPClient.Connection] {
        try (0..<count).map { _ in
            let connection = try RawHTTPClient(port: port).openConnection()
            connection.write(partialHead)
            return connection
        }
    }

    func testAPartialHeadGets408AtTheHeadDeadlineNotTheRequestDeadline() throws {
        // Counted from when the connection opened: long enough that the head's first bytes come before it ends.
        let server = try start(limits(headTimeout: 2))
        let connection = try RawHTTPClient(port: server.port).openConnection()
        defer { connection.disconnect() }
        connection.write(partialHead)
        XCTAssertEqual(statusCodes(in: connection.readUntilClosed(timeout: guardSeconds)), [408])
    }

    func testASilentNewConnectionIsClosedAtTheHeadDeadline() throws {
        let server = try start(limits(headTimeout: 0.5))
        let fd = try POSIXSocket.connectLoopback(port: server.port)
        defer { POSIXSocket.closeConnection(fd) }
        // Read only once readable: a read of a connection left open would block.
        let closedWithoutAnswer =
            POSIXSocket.waitReadable(fd, milliseconds: Int32(guardSeconds * 1000))
            && POSIXSocket.receiveSome(fd, max: 1024) == nil
        XCTAssertTrue(closedWithoutAnswer)
    }

    func testTheNextHeadOnAKeptAliveConnectionHasTheHeadDeadlineToo() throws {
        let server = try start(limits(headTimeout: 0.5))
        let connection = try RawHTTPClient(port: server.port).openConnection()
        defer { connection.disconnect() }
        connection.write(Array("POST /sys/logout HTTP/1.1\r\nX-Access-Token: t\r\n\r\n".utf8) + partialHead)
        XCTAssertEqual(statusCodes(in: connection.readUntilClosed(timeout: guardSeconds)), [200, 408])
    }

    func testMoreSlowClientsThanSlotsDoNotLockOutAnHonestOne() throws {
        var limits = limits(headTimeout: never)
        limits.maxConnections = 4
        let log = ServerLog()
        let server = try start(limits, log: log)
        let slow = try slowClients(8, port: server.port)
        defer { for connection in slow { connection.disconnect() } }
        let answer = try RawHTTPClient(port: server.port).exchange(honestRequest, timeout: guardSeconds)
        XCTAssertEqual(statusCodes(in: answer), [200])
        XCTAssertTrue(answer.contains("platform-user-1"))
        guard statusCodes(in: answer) == [200] else { return }
        // Accepted in order, each newcomer displaced the oldest: the first four by the next four, the fifth by the
        // honest client. Each was answered 503, being in the middle of a head.
        for (index, connection) in slow.prefix(5).enumerated() {
            XCTAssertEqual(statusCodes(in: connection.readUntilClosed(timeout: guardSeconds)), [503], "slow \(index)")
        }
        // The server logs a drop after it has answered it, so the last line may come a moment after the reads.
        var dropped = log.all.filter { $0.hasPrefix("- - -> 503 (") }
        let waitUntil = Date().addingTimeInterval(guardSeconds)
        while dropped.count < 5, Date() < waitUntil {
            Thread.sleep(forTimeInterval: 0.01)
            dropped = log.all.filter { $0.hasPrefix("- - -> 503 (") }
        }
        XCTAssertEqual(dropped.count, 5, "\(log.all)")
    }

    func testAnIdleKeptAliveConnectionGivesUpItsSlotWithoutAnAnswer() throws {
        var limits = limits(headTimeout: never)
        limits.maxConnections = 1
        let server = try start(limits)
        let idle = try POSIXSocket.connectLoopback(port: server.port)
        defer { POSIXSocket.closeConnection(idle) }
        POSIXSocket.sendAll(idle, Array("GET /sys/logout HTTP/1.1\r\n\r\n".utf8))
        XCTAssertEqual(statusCodes(in: read(idle, until: "POST\"}\n")), [405])
        // The answer may reach this test before the server marks the connection idle: until then a newcomer gets 503.
        var answer = ""
        for _ in 0..<100 {
            answer = try RawHTTPClient(port: server.port).exchange(honestRequest, timeout: guardSeconds)
            guard statusCodes(in: answer) == [503] else { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTAssertEqual(statusCodes(in: answer), [200])
        let closedWithoutAnswer =
            POSIXSocket.waitReadable(idle, milliseconds: Int32(guardSeconds * 1000))
            && POSIXSocket.receiveSome(idle, max: 1024) == nil
        XCTAssertTrue(closedWithoutAnswer, "no answer to a request it never sent")
    }

    /// What arrives on `fd` until `marker` has, the connection closes, or the guard passes.
    private func read(_ fd: Int32, until marker: String) -> String {
        var received: [UInt8] = []
        while !String(decoding: received, as: UTF8.self).contains(marker),
            POSIXSocket.waitReadable(fd, milliseconds: Int32(guardSeconds * 1000)),
            let bytes = POSIXSocket.receiveSome(fd, max: 64 * 1024)
        {
            received += bytes
        }
        return String(decoding: received, as: UTF8.self)
    }

    func testSeventyTwoSlowClientsAtTheDefaultLimitsDoNotLockOutAnHonestOne() throws {
        let server = try start(limits(headTimeout: never))
        let slow = try slowClients(MockLimits().maxConnections + 8, port: server.port)
        defer { for connection in slow { connection.disconnect() } }
        let answer = try RawHTTPClient(port: server.port).exchange(honestRequest, timeout: guardSeconds)
        XCTAssertEqual(statusCodes(in: answer), [200])
    }
}
