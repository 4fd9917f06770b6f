import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback server for one upload that stalls it: it reads the request head, then none of the body until
/// ``release()``, so the client's sending stops once the socket buffers are full (kept small) and the upload is caught
/// in the middle, where a test cancels it. Released, it reads until the client closes the connection or the declared
/// body has arrived, answers `200 {"success":true,…}` only in the second case, and reports what came.
public final class StalledUploadServer: @unchecked Sendable {
    /// What arrived on the connection.
    public struct Transfer: Sendable, Equatable {
        /// The body's `Content-Length`, as the head declared it.
        public var declaredLength: Int?
        /// The body bytes that arrived before the connection ended (or the whole body did).
        public var receivedLength: Int
    }

    /// `http://127.0.0.1:<port>`.
    public let baseURL: URL

    private let listenFD: Int32
    private let lock = NSLock()
    private let released = DispatchSemaphore(value: 0)
    private var headArrived = false
    private var transfer: Transfer?

    /// Starts listening; the one connection is served on a thread of its own.
    public init() throws {
        let (fd, port) = try Socket.listenOnLoopback()
        // Small buffers, inherited by the accepted socket: the stall comes after a few hundred kilobytes at most.
        var size: Int32 = 64 * 1024
        _ = setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        listenFD = fd
        baseURL = URL(string: "http://127.0.0.1:\(port)")!
        let thread = Thread { [self] in serveOne() }
        thread.name = "StalledUploadServer"
        thread.start()
    }

    deinit {
        close(listenFD)
    }

    /// Lets the server read the rest of the body.
    public func release() {
        released.signal()
    }

    /// Waits (polling, without blocking a thread) until the request head has arrived; false after `timeout`.
    public func waitForHead(timeout: Duration = .seconds(10)) async -> Bool {
        await poll(timeout) { lock.withLock { headArrived } } != nil
    }

    /// Waits until the connection has ended (after ``release()``), and returns what arrived; nil after `timeout`.
    public func waitForTransfer(timeout: Duration = .seconds(20)) async -> Transfer? {
        await poll(timeout) { lock.withLock { transfer } }
    }

    private func poll<Value>(_ timeout: Duration, _ read: () -> Value?) async -> Value? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let value = read() { return value }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return read()
    }

    private func serveOne() {
        guard Socket.waitReadable(listenFD, milliseconds: 10_000) else { return }
        let fd = accept(listenFD, nil, nil)
        guard fd >= 0 else { return }
        defer { Socket.closeGracefully(fd) }
        Socket.setTimeouts(fd, seconds: 15)
        var buffer: [UInt8] = []
        let separator = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        while headEnd == nil {
            let chunk = Socket.readSome(fd)
            guard !chunk.isEmpty else { return }
            buffer += chunk
            headEnd = Self.find(separator, in: buffer).map { $0 + separator.count }
        }
        let head = String(decoding: buffer[..<headEnd!], as: UTF8.self)
        let declared = Self.header("Content-Length", in: head).flatMap { Int($0) }
        if Self.header("Expect", in: head)?.lowercased() == "100-continue" {
            Socket.writeAll(fd, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        }
        lock.withLock { headArrived = true }
        _ = released.wait(timeout: .now() + 20)
        var received = buffer.count - headEnd!
        while received < (declared ?? Int.max) {
            let chunk = Socket.readSome(fd)
            guard !chunk.isEmpty else { break }
            received += chunk.count
        }
        if let declared, received >= declared {
            let body = #"{"success":true,"message":"https://files.example.invalid/stalled.bin","result":null}"#
            Socket.writeAll(
                fd,
                Array(
                    ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
                        + "Connection: close\r\n\r\n" + body).utf8))
        }
        lock.withLock { transfer = Transfer(declaredLength: declared, receivedLength: received) }
    }

    private static func header(_ name: String, in head: String) -> String? {
        for line in head.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":"), line[..<colon].lowercased() == name.lowercased() else {
                continue
            }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { Array(haystack[$0..<$0 + needle.count]) == needle }
    }
}
