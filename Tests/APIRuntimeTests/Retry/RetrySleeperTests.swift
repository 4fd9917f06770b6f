import APIRuntime
import Foundation
import XCTest

final class RetrySleeperTests: XCTestCase {
    /// What `sleep(for:)` throws in a task of its own, nil when it returns; `cancelled` cancels the task first.
    private func error(sleepingFor duration: Duration, cancelled: Bool = false) async -> (any Error)? {
        await Task { () async -> (any Error)? in
            if cancelled { withUnsafeCurrentTask { $0?.cancel() } }
            do {
                try await TaskSleeper().sleep(for: duration)
                return nil
            } catch {
                return error
            }
        }.value
    }

    /// A zero or negative duration only checks for cancellation, and a short one sleeps: in a task that is not
    /// cancelled, each returns without throwing.
    func testZeroNegativeAndShortSleepsReturnWithoutThrowing() async {
        for duration in [Duration.zero, .seconds(-1), .milliseconds(1)] {
            let thrown = await error(sleepingFor: duration)
            XCTAssertNil(thrown, "sleep(for: \(duration)) threw \(String(describing: thrown))")
        }
    }

    func testCancellationThrowsCancellationError() async {
        let task = Task { try await TaskSleeper().sleep(for: .seconds(60)) }
        task.cancel()
        do {
            try await task.value
            XCTFail("sleep was not cancelled")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
    }

    func testAlreadyCancelledZeroOrNegativeSleepThrows() async {
        for duration in [Duration.zero, .seconds(-1)] {
            let thrown = await error(sleepingFor: duration, cancelled: true)
            XCTAssertTrue(thrown is CancellationError, "sleep(for: \(duration)) threw \(String(describing: thrown))")
        }
    }
}
