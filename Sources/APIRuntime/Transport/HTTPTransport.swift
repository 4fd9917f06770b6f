import Foundation

/// Sends one HTTP request and returns the whole response.
///
/// Implementations report every failure to obtain a response as a ``TransportFault``; any HTTP status,
/// including 4xx and 5xx, is a response, not a fault. They never retry and never log.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and waits for the complete response.
    ///
    /// Cancelling the calling task cancels the request and throws ``TransportFault/cancelled``.
    func send(_ request: HTTPRequest) async throws(TransportFault) -> HTTPResponse
}
