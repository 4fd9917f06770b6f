import Contract
import YAMLNodes

extension Rules {
    static let retryRules = [retryPolicyChanged]

    static let retryPolicyChanged = Rule(
        "retry-policy-changed", .retry, wire: .possiblyBreaking, swift: .nonBreaking,
        "Idempotent reads are retried a different number of times or with different delays.",
        client: "Check timeouts and load expectations of retried reads.")
}

extension DiffContext {
    mutating func diffRetry() {
        let old = base.retry
        let new = head.retry
        let describe = { (retry: RetryDefaults) in
            "maxAttempts \(retry.maxAttempts), baseDelay \(retry.baseDelay), maxDelay \(retry.maxDelay), "
                + "retryAfterCap \(retry.retryAfterCap)"
        }
        guard describe(old) != describe(new) else { return }
        emit(
            Rules.retryPolicyChanged, group: "retry", path: "retry", "retry policy changed", before: describe(old),
            after: describe(new),
            at: new.provenance ?? old.provenance ?? Provenance(mark: SourceMark(line: 1, column: 1)))
    }
}
