import Foundation

/// Waits between retry attempts; a seam so tests can retry without real waiting.
public protocol RetrySleeper: Sendable {
    /// Suspends for `duration`; throws `CancellationError` when the task is cancelled.
    func sleep(for duration: Duration) async throws
}

/// Sleeps with `Task.sleep`.
public struct TaskSleeper: RetrySleeper {
    /// Creates a sleeper.
    public init() {}

    /// Suspends for `duration` (a zero or negative duration only checks for cancellation).
    public func sleep(for duration: Duration) async throws {
        guard duration > .zero else { return try Task.checkCancellation() }
        try await Task.sleep(for: duration)
    }
}
