import Foundation

/// A local HTTP/1.1 server answering a contract's endpoints from its examples (docs/mock.md).
///
/// It listens on one IPv4 address (loopback unless told otherwise), serves each connection on its own thread within
/// ``MockLimits`` (a new connection takes the slot of the one that waited longest for a request head when all are
/// taken), and reports one log line per answer.
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
    private let slots: ConnectionSlots
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
        slots = ConnectionSlots(
            limit: limits.maxConnections, perAddressLimit: limits.maxConnectionsPerAddress,
            wake: POSIXSocket.stopReceiving)
    }

    /// Whether `host` is an IPv4 loopback address (`127.x.x.x`).
    public static func isLoopback(_ host: String) -> Bool { host.hasPrefix("127.") }

    /// Accepts and serves connections until ``stop()``; `log` receives one line per answer, from any thread.
    public func run(log: @escaping @Sendable (String) -> Void) {
        while !state.isStopped {
            let fd: Int32
            let peer: UInt32
            switch POSIXSocket.acceptConnection(listener) {
            case .connection(let accepted, let address): (fd, peer) = (accepted, address)
            case .retry: continue
            case .closed: return
            }
            guard !state.isStopped else {
                POSIXSocket.closeConnection(fd)
                return
            }
            guard let slot = slots.admit(fd: fd, address: peer) else {
                refuseAsBusy(fd, reason: "too many connections", log: log)
                continue
            }
            let thread = Thread { [self] in serve(fd, slot: slot, log: log) }
            thread.start()
        }
    }

    /// Stops accepting: ``run(log:)`` returns once the next connection (or this call's own) wakes it.
    public func stop() {
        guard state.stop() else { return }
        // Wake the blocked accept with a connection of our own, then close the listener.
        if let wake = try? POSIXSocket.connectLoopback(port: port) { POSIXSocket.closeConnection(wake) }
    }

    private func serve(_ fd: Int32, slot: Int, log: @escaping @Sendable (String) -> Void) {
        POSIXSocket.setSendTimeout(fd, seconds: limits.sendTimeout)
        var connection = MockConnection(
            input: BufferedInput(source: SocketSource(fd: fd)), responder: responder, limits: limits,
            write: { POSIXSocket.sendAll(fd, $0) }, log: log, enter: { [slots] in slots.enter($0, id: slot) })
        connection.serve()
        // A connection kept alive with nothing of a next request sent gets no answer to a request it never made.
        if case .displaced(let phase) = slots.leave(slot), phase != .idle {
            refuseAsBusy(fd, reason: "too many connections; this one waited longest for a request head", log: log)
        } else {
            POSIXSocket.closeConnection(fd)
        }
    }

    /// Answers 503 and closes the connection.
    private func refuseAsBusy(_ fd: Int32, reason: String, log: @Sendable (String) -> Void) {
        let busy = CannedAnswer.json(status: 503, ["mock": .string(reason)], label: "(busy)")
        POSIXSocket.sendAll(fd, busy.response.serialized(closing: true))
        POSIXSocket.closeConnection(fd)
        log(RequestLog.refusedLine(status: 503, reason: reason))
    }

    deinit {
        POSIXSocket.closeConnection(listener)
    }
}

/// Whether the server was stopped, behind a lock.
private final class ServerState: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false

    var isStopped: Bool { lock.withLock { stopped } }

    /// Marks the server stopped; false when it already was.
    func stop() -> Bool {
        lock.withLock {
            defer { stopped = true }
            return !stopped
        }
    }
}
