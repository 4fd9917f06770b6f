import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An ``HTTPTransport`` over `URLSession`.
///
/// `.file` bodies are streamed from disk with an upload task; nothing is cached, no cookies are stored or
/// sent, and nothing is logged.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let timeout: TimeInterval
    private let ownsSession: Bool

    /// Creates a transport over a dedicated ephemeral session (see ``makeEphemeralSession()``), which is
    /// invalidated when the transport goes away.
    /// - Parameter timeout: Per-request timeout in seconds (`URLRequest.timeoutInterval`).
    public init(timeout: TimeInterval = 30) {
        self.session = URLSessionTransport.makeEphemeralSession()
        self.ownsSession = true
        self.timeout = timeout
    }

    /// Creates a transport over a caller-owned session, which the transport never invalidates.
    /// - Parameters:
    ///   - session: The session to send requests with.
    ///   - timeout: Per-request timeout in seconds (`URLRequest.timeoutInterval`).
    public init(session: URLSession, timeout: TimeInterval = 30) {
        self.session = session
        self.ownsSession = false
        self.timeout = timeout
    }

    deinit {
        if ownsSession { session.finishTasksAndInvalidate() }
    }

    /// A fresh ephemeral session that keeps no cache, cookies or credentials between requests.
    public static func makeEphemeralSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCredentialStorage = nil
        return URLSession(configuration: configuration)
    }

    /// Sends `request`; see ``HTTPTransport/send(_:)``.
    public func send(_ request: HTTPRequest) async throws(TransportFault) -> HTTPResponse {
        if Task.isCancelled { throw .cancelled }
        let urlRequest = makeURLRequest(request)
        let data: Data
        let response: URLResponse
        do {
            switch request.body {
            case nil:
                (data, response) = try await session.data(for: urlRequest)
            case .data(let body):
                (data, response) = try await session.upload(for: urlRequest, from: body)
            case .file(let fileURL):
                (data, response) = try await session.upload(for: urlRequest, fromFile: fileURL)
            }
        } catch {
            // Cancellation can surface as any error once the task is cancelled.
            throw Task.isCancelled ? .cancelled : TransportFault(classifying: error)
        }
        if Task.isCancelled { throw .cancelled }
        guard let http = response as? HTTPURLResponse else {
            throw .other(code: NSURLErrorBadServerResponse)
        }
        let result = HTTPResponse(statusCode: http.statusCode, headers: Self.headers(of: http), body: data)
        if result.isShorterThanDeclared(forMethod: request.method) { throw .connectionLost }
        return result
    }

    private func makeURLRequest(_ request: HTTPRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData)
        // Assigned, not passed to init: FoundationNetworking only honours an explicitly set timeoutInterval.
        urlRequest.timeoutInterval = Self.effectiveTimeout(timeout)
        urlRequest.httpMethod = request.method
        urlRequest.httpShouldHandleCookies = false
        for header in request.headers {
            urlRequest.addValue(header.value, forHTTPHeaderField: header.name)
        }
        return urlRequest
    }

    /// FoundationNetworking truncates the timeout to whole seconds (0.5 s would fire at once): round up there.
    private static func effectiveTimeout(_ timeout: TimeInterval) -> TimeInterval {
        #if canImport(FoundationNetworking)
            return timeout.rounded(.up)
        #else
            return timeout
        #endif
    }

    private static func headers(of response: HTTPURLResponse) -> [HTTPHeader] {
        response.allHeaderFields.compactMap { key, value -> HTTPHeader? in
            guard let name = key as? String else { return nil }
            return HTTPHeader(name: name, value: "\(value)")
        }
        // Sorted: allHeaderFields has no stable order.
        .sorted { $0.name.lowercased() < $1.name.lowercased() }
    }
}
