import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests: records every request and answers with a scripted response.
///
/// One thread accepts; each connection is served on a concurrent Dispatch queue and closed after one
/// response (`Connection: close`). Every socket read and write is bounded by a timeout. The server stops
/// when ``stop()`` is called or when it is released.
public final class LoopbackServer: @unchecked Sendable {
    /// `http://127.0.0.1:<port>`.
    public let baseURL: URL

    private let core: ServerCore

    /// Starts listening on an ephemeral port; `handler` runs on a connection queue for each request.
    /// - Parameter readsRequestBodies: false answers right after the request head, without reading the body, and
    ///   closes: a server that refuses an upload before it has arrived. The handler then sees an empty body.
    public init(readsRequestBodies: Bool = true, handler: @escaping @Sendable (RecordedRequest) -> ScriptedResponse)
        throws
    {
        let (fd, port) = try Socket.listenOnLoopback()
        core = ServerCore(listenFD: fd, readsRequestBodies: readsRequestBodies, handler: handler)
        baseURL = URL(string: "http://127.0.0.1:\(port)")!
        // The thread holds the core, not the server, so releasing the server still stops it.
        let thread = Thread { [core] in core.acceptLoop() }
        thread.name = "LoopbackServer.accept"
        thread.start()
    }

    deinit {
        core.stop()
    }

    /// Everything received so far, in arrival order.
    public var requests: [RecordedRequest] {
        core.recordedRequests
    }

    /// Waits (polling, without blocking a thread) until at least `count` requests have arrived.
    /// - Returns: whether they arrived within `timeout`.
    public func waitForRequests(_ count: Int, timeout: Duration = .seconds(10)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while requests.count < count {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return true
    }

    /// Stops accepting, waits for the accept thread to exit and closes the listening socket.
    /// Connections already being served finish on their own. Safe to call more than once.
    public func stop() {
        core.stop()
    }

    /// A URL at a loopback port nothing listens on (bound, then closed), for "server unreachable" tests.
    public static func unusedPortURL() throws -> URL {
        let (fd, port) = try Socket.listenOnLoopback()
        close(fd)
        return URL(string: "http://127.0.0.1:\(port)")!
    }
}

/// The listening socket, the recorded requests and the connection handling.
private final class ServerCore: @unchecked Sendable {
    private let listenFD: Int32
    private let readsRequestBodies: Bool
    private let handler: @Sendable (RecordedRequest) -> ScriptedResponse
    private let connections = DispatchQueue(label: "LoopbackServer.connections", attributes: .concurrent)
    private let acceptLoopFinished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var recorded: [RecordedRequest] = []
    private var stopping = false

    init(listenFD: Int32, readsRequestBodies: Bool, handler: @escaping @Sendable (RecordedRequest) -> ScriptedResponse)
    {
        self.listenFD = listenFD
        self.readsRequestBodies = readsRequestBodies
        self.handler = handler
    }

    var recordedRequests: [RecordedRequest] {
        lock.withLock { recorded }
    }

    private var isStopping: Bool {
        lock.withLock { stopping }
    }

    func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopping = true }
            return !stopping
        }
        guard first else { return }
        _ = acceptLoopFinished.wait(timeout: .now() + 5)
        close(listenFD)
    }

    func acceptLoop() {
        defer { acceptLoopFinished.signal() }
        while !isStopping {
            // Polling with a short timeout keeps stop() bounded without closing the fd under accept().
            guard Socket.waitReadable(listenFD, milliseconds: 50) else { continue }
            let client = accept(listenFD, nil, nil)
            guard client >= 0 else { continue }
            connections.async { [self] in serve(client) }
        }
    }

    private func serve(_ fd: Int32) {
        defer { Socket.closeGracefully(fd) }
        Socket.setTimeouts(fd, seconds: 15)
        var reader = RequestReader(fd: fd)
        let request: RecordedRequest
        do {
            request = try reader.read(body: readsRequestBodies) {
                Socket.writeAll(fd, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
            }
        } catch {
            switch error {
            case .malformed: write(ScriptedResponse(status: 400), to: fd)
            case .tooLarge: write(ScriptedResponse(status: 413), to: fd)
            case .closed: break
            }
            return
        }
        lock.withLock { recorded.append(request) }
        write(handler(request), to: fd)
    }

    private func write(_ response: ScriptedResponse, to fd: Int32) {
        ResponseWriter(fd: fd).write(response)
    }
}
