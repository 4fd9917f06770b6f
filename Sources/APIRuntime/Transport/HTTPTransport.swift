import Foundation

/// Sends one HTTP request and returns the whole response.
///
/// Implementations report every failure to obtain a response as a ``TransportFault``; any HTTP status,
/// including 3xx, 4xx and 5xx, is a response, not a fault. They never retry and never log. Because the server may be
/// hostile (docs/threat-model.md), an implementation that really sends requests must also:
///
/// - never follow a redirect: a 3xx is returned as it came, so credentials never leave the request's origin;
/// - stop reading a body larger than ``HTTPRequest/maxResponseBytes`` (after decompression) and throw
///   ``TransportFault/responseTooLarge(limit:)``;
/// - bound the whole exchange (connect, send, receive) by a deadline and throw ``TransportFault/timeout`` at it,
///   however slowly the bytes keep coming.
///
/// ``URLSessionTransport`` does all three. The shared client core also refuses bodies over the limit that a
/// transport returned anyway.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and waits for the complete response.
    ///
    /// Cancelling the calling task cancels the request and throws ``TransportFault/cancelled``.
    func send(_ request: HTTPRequest) async throws(TransportFault) -> HTTPResponse
}
