import APIRuntime
import Foundation

/// A `RetrySleeper` that never waits and remembers what it was asked to wait, so tests of retried reads run at
/// once: give it to a client as `sleeper:`.
public final class ImmediateSleeper: RetrySleeper, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Duration] = []

    /// A sleeper that has waited for nothing yet.
    public init() {}

    /// The waits asked for so far, in order.
    public var delays: [Duration] { lock.withLock { recorded } }

    /// Records `duration` and returns at once; throws `CancellationError` when the task is cancelled.
    public func sleep(for duration: Duration) async throws {
        lock.withLock { recorded.append(duration) }
        try Task.checkCancellation()
    }
}
