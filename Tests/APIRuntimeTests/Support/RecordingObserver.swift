@_spi(Generated) import APIRuntime
import Foundation

/// Keeps every event it is given, in order.
final class RecordingObserver: APIObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [APIEvent] = []

    func observe(_ event: APIEvent) {
        lock.withLock { recorded.append(event) }
    }

    var events: [APIEvent] { lock.withLock { recorded } }

    /// Each event's kind as one line, for order and content checks.
    var lines: [String] { events.map { "\($0.kind)" } }

    /// Every event as `description`, `debugDescription` and `dump` show it.
    var everythingShown: String {
        events.map { event in
            var dumped = ""
            dump(event, to: &dumped)
            return "\(event)\n\(String(reflecting: event))\n\(dumped)"
        }.joined(separator: "\n")
    }
}

extension APIClientCore where Contract == PlainContract {
    /// A core like ``plain(_:baseURL:allowsInsecureHTTP:)`` that reports to `observer`.
    static func observed(
        _ transport: any HTTPTransport, by observer: any APIObserver, baseURL: String = "https://api.example.com/v1"
    ) -> APIClientCore {
        APIClientCore(
            baseURL: URL(string: baseURL)!, transport: transport, sleeper: NoWait(), observer: observer, jitter: { 0 })
    }
}
