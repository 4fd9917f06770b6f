import APIRuntime
import Foundation
import XCTest

final class RetryPolicyTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_445_412_420)
    private let policy = RetryPolicy.idempotentRead()

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private func delay(_ attempt: Int, random: Double, retryAfter: String? = nil) -> Double {
        seconds(policy.delay(afterAttempt: attempt, retryAfter: retryAfter, now: now, random: random))
    }

    func testPresets() {
        XCTAssertEqual(RetryPolicy.never.maxAttempts, 1)
        XCTAssertFalse(RetryPolicy.never.allowsRetry(afterAttempt: 1))
        XCTAssertEqual(
            policy,
            RetryPolicy(
                maxAttempts: 3, baseDelay: .milliseconds(500), maxDelay: .seconds(8), retryAfterCap: .seconds(30)))
        XCTAssertEqual(RetryPolicy.idempotentRead(maxAttempts: 5).maxAttempts, 5)
        XCTAssertTrue(policy.allowsRetry(afterAttempt: 1))
        XCTAssertTrue(policy.allowsRetry(afterAttempt: 2))
        XCTAssertFalse(policy.allowsRetry(afterAttempt: 3))
    }

    func testZeroJitterIsZero() {
        for attempt in 1...8 {
            XCTAssertEqual(delay(attempt, random: 0), 0)
        }
    }

    func testExponentialGrowthAndCapAtHalfJitter() {
        let expected = [0.25, 0.5, 1, 2, 4, 4, 4]
        for (index, value) in expected.enumerated() {
            XCTAssertEqual(delay(index + 1, random: 0.5), value, accuracy: 1e-9, "attempt \(index + 1)")
        }
    }

    func testNearlyFullJitter() {
        XCTAssertEqual(delay(1, random: 0.999), 0.4995, accuracy: 1e-9)
        XCTAssertEqual(delay(4, random: 0.999), 3.996, accuracy: 1e-9)
        XCTAssertEqual(delay(5, random: 0.999), 7.992, accuracy: 1e-9)
        XCTAssertEqual(delay(60, random: 0.999), 7.992, accuracy: 1e-9)
        XCTAssertEqual(delay(Int.max, random: 0.999), 7.992, accuracy: 1e-9)
    }

    func testRetryAfterOverridesBackoff() {
        XCTAssertEqual(delay(1, random: 0.999, retryAfter: "5"), 5)
        XCTAssertEqual(delay(3, random: 0, retryAfter: "5"), 5)
        XCTAssertEqual(delay(1, random: 0.5, retryAfter: "0"), 0)
        XCTAssertEqual(delay(1, random: 0.5, retryAfter: "Wed, 21 Oct 2015 07:27:20 GMT"), 20)
        XCTAssertEqual(delay(1, random: 0.5, retryAfter: "Wed, 21 Oct 2015 07:00:00 GMT"), 0, "past date")
    }

    func testRetryAfterIsCapped() {
        XCTAssertEqual(delay(1, random: 0.5, retryAfter: "120"), 30)
        XCTAssertEqual(delay(1, random: 0.5, retryAfter: "Thu, 22 Oct 2015 07:27:00 GMT"), 30)
    }

    func testUnparseableRetryAfterFallsBackToBackoff() {
        XCTAssertEqual(delay(2, random: 0.5, retryAfter: "later"), 0.5, accuracy: 1e-9)
        XCTAssertEqual(delay(2, random: 0.5, retryAfter: ""), 0.5, accuracy: 1e-9)
    }

    func testOutOfRangeInputsAreClamped() {
        XCTAssertEqual(delay(0, random: 0.5), 0.25, accuracy: 1e-9, "attempt < 1 counts as the first")
        XCTAssertEqual(delay(-3, random: 0.5), 0.25, accuracy: 1e-9)
        XCTAssertEqual(delay(1, random: -1), 0)
        XCTAssertEqual(delay(1, random: .nan), 0)
        XCTAssertEqual(delay(1, random: 7), 0.5, accuracy: 1e-9)
        let negative = RetryPolicy(
            maxAttempts: 3, baseDelay: .seconds(-1), maxDelay: .seconds(-1), retryAfterCap: .seconds(-1))
        XCTAssertEqual(negative.delay(afterAttempt: 2, retryAfter: nil, now: now, random: 0.5), .zero)
        XCTAssertEqual(negative.delay(afterAttempt: 2, retryAfter: "10", now: now, random: 0.5), .zero)
    }

    /// Every attempt at its deadline and every wait at its longest: 3 × 30 s + 2 × max(8 s, 30 s) = 150 s.
    func testUpperBoundOfACall() {
        let policy = RetryPolicy.idempotentRead()
        XCTAssertEqual(policy.upperBound(attemptDeadline: .seconds(30)), .seconds(150))
        XCTAssertEqual(policy.upperBound(attemptDeadline: .seconds(5)), .seconds(75))
        XCTAssertEqual(RetryPolicy.never.upperBound(attemptDeadline: .seconds(120)), .seconds(120))
        let backoffLonger = RetryPolicy(
            maxAttempts: 2, baseDelay: .seconds(1), maxDelay: .seconds(60), retryAfterCap: .seconds(5))
        XCTAssertEqual(backoffLonger.upperBound(attemptDeadline: .seconds(10)), .seconds(80))
    }
}
