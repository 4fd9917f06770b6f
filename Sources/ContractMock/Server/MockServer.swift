import Foundation

/// A local HTTP/1.1 server answering a contract's endpoints from its examples (docs/mock.md).
///
/// It listens on one IPv4 address (loopback unless told otherwise), serves each connection on its own thread within
/// ``MockLimits``, and reports one log line per answer.
public final class MockServer: Sendable {
    /// Why the server could not start.
    public struct StartFailure: Error, CustomStringConvertible {
        /// What failed, e.g. that the port is in use.
        public var description: String
    }

    /// The base URL clients use, e.g. `http://127.0.0.1:54321`.
    public let url: String
    /// The port listened on (the one picked, when 0 was asked for).
    public let port: UInt16
    private let listener: Int32
    private let responder: MockResponder
    private let limits: MockLimits
    private let state = ServerState()

    /// Starts listening on `host` (an IPv4 address) at `port` (0: any free port); serving starts with ``run(log:)``.
    public init(
        catalog: MockCatalog, host: String = "127.0.0.1", port: UInt16 = 0, limits: MockLimits = MockLimits()
    ) throws(StartFailure) {
        do {
            (listener, self.port) = try POSIXSocket.listening(host: host, port: port)
        } catch {
            throw StartFailure(description: "cannot listen on \(host):\(port): \(error)")
        }
        url = "http://\(host):\(self.port)"
        responder = MockResponder(catalog: catalog)
        self.limits = limits
    }

    /// Whether `host` is an IPv4 loopback address (`127.x.x.x`).
    public static func isLoopback(_ host: String) -> Bool { host.hasPrefix("127.") }

    /// Accepts and serves connections until ``stop()``; `log` receives one line per answer, from any thread.
    public func run(log: @escaping @Sendable (String) -> Void) {
        while !state.isStopped {
            let fd: Int32
            switch POSIXSocket.acceptConnection(listener) {
            case .connection(let accepted): fd = accepted
            case .retry: continue
            case .closed: return
            }
            guard !state.isStopped else {
                POSIXSocket.closeConnection(fd)
                return
            }
            guard state.admit(limit: limits.maxConnections) else {
                let busy = CannedAnswer.json(status: 503, ["mock": "too many connections"], label: "(busy)")
                POSIXSocket.sendAll(fd, busy.response.serialized(closing: true))
                POSIXSocket.closeConnection(fd)
                log(RequestLog.refusedLine(status: 503, reason: "too many connections"))
                continue
            }
            let thread = Thread { [self] in
                serve(fd, log: log)
                state.leave()
            }
            thread.start()
        }
    }

    /// Stops accepting: ``run(log:)`` returns once the next connection (or this call's own) wakes it.
    public func stop() {
        guard state.stop() else { return }
        // Wake the blocked accept with a connection of our own, then close the listener.
        if let wake = try? POSIXSocket.connectLoopback(port: port) { POSIXSocket.closeConnection(wake) }
    }

    private func serve(_ fd: Int32, log: @escaping @Sendable (String) -> Void) {
        POSIXSocket.setSendTimeout(fd, seconds: limits.sendTimeout)
        var connection = MockConnection(
            input: BufferedInput(source: SocketSource(fd: fd)), responder: responder, limits: limits,
            write: { POSIXSocket.sendAll(fd, $0) }, log: log)
        connection.serve()
        POSIXSocket.closeConnection(fd)
    }

    deinit {
        POSIXSocket.closeConnection(listener)
    }
}

/// The server's shared counters, behind a lock: connections being served, and whether it was stopped.
private final class ServerState: @unchecked Sendable {
    private let lock = NSLock()
    private var active = 0
    private var stopped = false

    var isStopped: Bool { lock.withLock { stopped } }

    /// Counts a new connection in, unless `limit` are being served already.
    func admit(limit: Int) -> Bool {
        lock.withLock {
            guard active < limit else { return false }
            active += 1
            return true
        }
    }

    func leave() { lock.withLock { active -= 1 } }

    /// Marks the server stopped; false when it already was.
    func stop() -> Bool {
        lock.withLock {
            defer { stopped = true }
            return !stopped
        }
    }
}
