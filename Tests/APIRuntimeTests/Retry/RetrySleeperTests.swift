import APIRuntime
import Foundation
import XCTest

final class RetrySleeperTests: XCTestCase {
    func testZeroDurationReturns() async throws {
        try await TaskSleeper().sleep(for: .zero)
        try await TaskSleeper().sleep(for: .milliseconds(1))
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

    func testAlreadyCancelledZeroSleepThrows() async {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await TaskSleeper().sleep(for: .zero)
        }
        do {
            try await task.value
            XCTFail("expected CancellationError")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
    }
}
