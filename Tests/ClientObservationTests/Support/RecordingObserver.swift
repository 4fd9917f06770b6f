import APIRuntime
import Foundation

/// Keeps every event it is given, in order.
final class RecordingObserver: APIObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [APIEvent] = []

    func observe(_ event: APIEvent) {
        lock.withLock { recorded.append(event) }
    }

    var events: [APIEvent] { lock.withLock { recorded } }

    /// Every event as `description`, `debugDescription` and `dump` show it.
    var everythingShown: [String] {
        events.flatMap { event -> [String] in
            var dumped = ""
            dump(event, to: &dumped)
            return ["\(event)", String(reflecting: event), dumped]
        }
    }

    /// Whether an attempt's answer failed to decode.
    var sawDecodingFailure: Bool {
        events.contains { event in
            if case .decodingFailed = event.kind { return true }
            return false
        }
    }
}
