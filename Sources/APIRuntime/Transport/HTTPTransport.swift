import Foundation

/// Sends one HTTP request and returns the whole response.
///
/// Implementations report every failure to obtain a response as a `TransportFault`; any HTTP status,
/// including 3xx, 4xx and 5xx, is a response, not a fault. They never retry and never log. Because the server may be
/// hostile (docs/threat-model.md), an implementation that really sends requests must also:
///
/// - never follow a redirect: a 3xx is returned as it came, so credentials never leave the request's origin;
/// - stop reading a body larger than ``HTTPRequest/maxResponseBytes`` (after decompression) and throw
///   `TransportFault.responseTooLarge(limit:)`;
/// - bound the whole exchange (connect, send, receive) by a deadline and throw `TransportFault.timeout` at it,
///   however slowly the bytes keep coming.
///
/// ``URLSessionTransport`` does all three. The shared client core also refuses bodies over the limit that a
/// transport returned anyway.
///
/// A transport may also report how much of a request's body it has sent (``send(_:progress:)``); one that can't
/// keeps the default, which reports nothing.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and waits for the complete response.
    ///
    /// Cancelling the calling task cancels the request and throws `TransportFault.cancelled`.
    func send(_ request: HTTPRequest) async throws(TransportFault) -> HTTPResponse

    /// Sends `request` as ``send(_:)`` does, reporting to `progress` how much of its body has been sent.
    ///
    /// A transport that reports follows ``UploadProgressHandler``'s rules: one call at a time, `bytesSent` rising
    /// and never repeated, `totalBytes` the body's length throughout, and a last report of the whole body once all of
    /// it went out (an answer that comes early, such as a 413, may end the exchange before). A request without a body
    /// reports nothing. The default implementation sends with ``send(_:)`` and reports nothing.
    func send(_ request: HTTPRequest, progress: @escaping UploadProgressHandler) async throws(TransportFault)
        -> HTTPResponse
}

extension HTTPTransport {
    /// Sends `request` with ``send(_:)``; reports no progress.
    public func send(_ request: HTTPRequest, progress: @escaping UploadProgressHandler) async throws(TransportFault)
        -> HTTPResponse
    {
        try await send(request)
    }
}
