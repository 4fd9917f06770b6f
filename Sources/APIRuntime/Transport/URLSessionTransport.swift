import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An ``HTTPTransport`` over `URLSession` that holds against a hostile server (docs/threat-model.md).
///
/// - Redirects are never followed: a 3xx comes back as a response, so a request's credentials never reach another
///   origin.
/// - A body over the request's ``HTTPRequest/maxResponseBytes`` is refused as soon as that is known: a
///   `Content-Length` over it before any body byte is kept, otherwise when the bytes received (after decompression)
///   pass it.
/// - Every exchange has a deadline, not an idle timer: connect, send and receive together end at the request's own
///   ``HTTPRequest/timeout`` where it has one, else at ``timeout`` (at ``uploadTimeout`` for file bodies), however
///   slowly the bytes keep coming.
///
/// `.file` bodies are streamed from disk with an upload task; nothing is cached, no cookies are stored or sent, and
/// nothing is logged. ``send(_:progress:)`` reports how much of a body has gone out through the same session-wide
/// delegate that refuses redirects and counts the bytes received: FoundationNetworking calls it as URLSession does (a
/// per-task delegate reached swift-corelibs-foundation only with Swift 6.0, and would need a second path).
public final class URLSessionTransport: HTTPTransport {
    /// The default deadline of one exchange, in seconds.
    public static let defaultTimeout: TimeInterval = 30
    /// The default deadline of an exchange with a file body (an upload), in seconds: the upload guide's own example
    /// allows 120 s, since a large file over a slow link is legitimate.
    public static let defaultUploadTimeout: TimeInterval = 120

    /// The deadline of one exchange, connect to last byte, in seconds.
    public let timeout: TimeInterval
    /// The deadline of one exchange with a file body, in seconds.
    public let uploadTimeout: TimeInterval
    private let session: URLSession
    private let router: TaskRouter

    /// Creates a transport over a session of its own, invalidated when the transport goes away.
    /// - Parameters:
    ///   - timeout: Deadline of one exchange in seconds, connect to last byte.
    ///   - uploadTimeout: Deadline of one exchange with a file body, in seconds.
    ///   - configuration: The session's configuration; ``hardenedConfiguration()`` by default. The transport always
    ///     installs its own delegate, which refuses redirects and counts the bytes received.
    public init(
        timeout: TimeInterval = URLSessionTransport.defaultTimeout,
        uploadTimeout: TimeInterval = URLSessionTransport.defaultUploadTimeout,
        configuration: URLSessionConfiguration = URLSessionTransport.hardenedConfiguration()
    ) {
        self.timeout = timeout
        self.uploadTimeout = uploadTimeout
        router = TaskRouter()
        session = URLSession(configuration: configuration, delegate: router, delegateQueue: nil)
    }

    deinit {
        // The session holds its delegate until it is invalidated.
        session.finishTasksAndInvalidate()
    }

    /// An ephemeral configuration that keeps no cache, cookies or credentials between requests.
    public static func hardenedConfiguration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCredentialStorage = nil
        return configuration
    }

    /// Sends `request`; see ``HTTPTransport/send(_:)``.
    public func send(_ request: HTTPRequest) async throws(TransportFault) -> HTTPResponse {
        try await exchange(request, progress: nil)
    }

    /// Sends `request`, reporting its body's progress as the session's delegate hears of it (`didSendBodyData`); see
    /// ``HTTPTransport/send(_:progress:)``.
    ///
    /// Reports arrive on the session's delegate queue and stop when the exchange ends (answered, failed, cancelled or
    /// past its deadline; one already under way may still finish). The total is the body's own length, not what
    /// URLSession expects to send, which it may not know.
    public func send(_ request: HTTPRequest, progress: @escaping UploadProgressHandler) async throws(TransportFault)
        -> HTTPResponse
    {
        try await exchange(request, progress: progress)
    }

    private func exchange(_ request: HTTPRequest, progress: UploadProgressHandler?) async throws(TransportFault)
        -> HTTPResponse
    {
        if Task.isCancelled { throw .cancelled }
        let deadline = deadline(for: request)
        let task = makeTask(request, deadline: deadline)
        let meter = progress.flatMap { handler in
            request.body?.byteCount.map { ProgressMeter(totalBytes: $0, handler: handler) }
        }
        let receiver = ResponseReceiver(limit: request.maxResponseBytes, progress: meter)
        router.register(receiver, for: task)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                receiver.start(task, deadline: deadline, continuation: continuation)
            }
        } onCancel: {
            receiver.fail(.cancelled)
        }
        return try result.get()
    }

    /// The deadline of `request` in seconds: its own (``HTTPRequest/timeout``), else the upload deadline for file
    /// bodies, else ``timeout``.
    func deadline(for request: HTTPRequest) -> TimeInterval {
        if let own = request.timeout { return own }
        if case .file = request.body { return uploadTimeout }
        return timeout
    }

    private func makeTask(_ request: HTTPRequest, deadline: TimeInterval) -> URLSessionTask {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData)
        // URLSession's own timer is an idle timer; it stays as a backstop behind the receiver's deadline.
        // Assigned, not passed to init: FoundationNetworking only honours an explicitly set timeoutInterval.
        urlRequest.timeoutInterval = Self.idleTimeout(deadline)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpShouldHandleCookies = false
        for header in request.headers {
            urlRequest.addValue(header.value, forHTTPHeaderField: header.name)
        }
        switch request.body {
        case nil: return session.dataTask(with: urlRequest)
        case .data(let body): return session.uploadTask(with: urlRequest, from: body)
        case .file(let fileURL): return session.uploadTask(with: urlRequest, fromFile: fileURL)
        }
    }

    /// FoundationNetworking truncates the timeout to whole seconds (0.5 s would fire at once): round up there.
    private static func idleTimeout(_ timeout: TimeInterval) -> TimeInterval {
        #if canImport(FoundationNetworking)
            return max(timeout.rounded(.up), 1)
        #else
            return timeout
        #endif
    }
}
