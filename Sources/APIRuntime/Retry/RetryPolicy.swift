import Foundation

/// How many times, and how long apart, an idempotent request may be attempted automatically.
///
/// Only idempotent reads use anything but ``never``: writes (login, tenant switch, logout, upload) are never
/// retried automatically. The policy only computes delays; the caller decides which failures are retryable.
public struct RetryPolicy: Sendable, Equatable {
    /// Total attempts including the first; 1 means never retry.
    public var maxAttempts: Int
    /// Backoff before the second attempt (before jitter); doubles with each further attempt.
    public var baseDelay: Duration
    /// Upper bound of the exponential backoff (before jitter).
    public var maxDelay: Duration
    /// Upper bound applied to a server's `Retry-After`.
    public var retryAfterCap: Duration

    /// Creates a policy.
    public init(maxAttempts: Int, baseDelay: Duration, maxDelay: Duration, retryAfterCap: Duration) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.retryAfterCap = retryAfterCap
    }

    /// A single attempt, no retries.
    public static let never = RetryPolicy(maxAttempts: 1, baseDelay: .zero, maxDelay: .zero, retryAfterCap: .zero)

    /// For idempotent reads: base 0.5 s, backoff capped at 8 s, `Retry-After` capped at 30 s.
    public static func idempotentRead(maxAttempts: Int = 3) -> RetryPolicy {
        RetryPolicy(
            maxAttempts: maxAttempts, baseDelay: .milliseconds(500), maxDelay: .seconds(8),
            retryAfterCap: .seconds(30))
    }

    /// The longest a call under this policy can take when each attempt ends by `attemptDeadline`: every attempt
    /// running to its deadline and every wait at its longest (the backoff cap or the `Retry-After` cap, whichever is
    /// larger).
    public func upperBound(attemptDeadline: Duration) -> Duration {
        let attempts = max(maxAttempts, 1)
        let longestWait = max(maxDelay, retryAfterCap, .zero)
        return attemptDeadline * attempts + longestWait * (attempts - 1)
    }

    /// Whether another attempt is allowed after attempt number `attempt` (1-based) failed.
    public func allowsRetry(afterAttempt attempt: Int) -> Bool {
        attempt < maxAttempts
    }

    /// Delay before attempt `attempt + 1` (`attempt` is 1-based: the attempt that just failed).
    ///
    /// Exponential backoff `baseDelay * 2^(attempt-1)` capped at ``maxDelay``, with "full jitter": the result
    /// is that cap scaled by `random` (a value in `0..<1`, clamped into that range). A parseable
    /// `Retry-After` value (seconds, or an HTTP-date relative to `now`) replaces the backoff, capped at
    /// ``retryAfterCap``. Never negative.
    public func delay(afterAttempt attempt: Int, retryAfter: String?, now: Date, random: Double) -> Duration {
        if let retryAfter, let requested = RetryAfter.parse(retryAfter, now: now) {
            return min(max(requested, .zero), max(retryAfterCap, .zero))
        }
        let base = max(baseDelay.seconds, 0)
        let ceiling = max(maxDelay.seconds, 0)
        // Exponent clamped: 2^62 seconds already exceeds any cap and keeps the arithmetic finite.
        let exponent = Double(min(max(attempt, 1) - 1, 62))
        let backoff = min(base * pow(2, exponent), ceiling)
        let jitter = random.isFinite ? min(max(random, 0), 1) : 0
        return .seconds(backoff * jitter)
    }
}

extension Duration {
    /// The duration in (fractional) seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
