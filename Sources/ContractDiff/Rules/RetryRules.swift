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
        // A contract without `retry:` marks nothing as policy.
        let unwritten = Provenance(mark: SourceMark(line: 1, column: 1))
        diffDocumentationNotes(
            old.provenance ?? unwritten, new.provenance ?? unwritten, group: "retry", path: "retry", what: "retry")
        let parts = { (retry: RetryDefaults) in
            [
                ("maxAttempts", "\(retry.maxAttempts)"), ("baseDelay", "\(retry.baseDelay)"),
                ("maxDelay", "\(retry.maxDelay)"), ("retryAfterCap", "\(retry.retryAfterCap)"),
            ]
        }
        // Only the settings that changed, so a reviewer sees `maxAttempts 3` → `maxAttempts 5` and nothing else.
        let changed = zip(parts(old), parts(new)).filter { $0.0.1 != $0.1.1 }
        guard !changed.isEmpty else { return }
        emit(
            Rules.retryPolicyChanged, group: "retry", path: "retry", "retry policy changed",
            before: changed.map { "\($0.0.0) \($0.0.1)" }.joined(separator: ", "),
            after: changed.map { "\($0.1.0) \($0.1.1)" }.joined(separator: ", "),
            at: new.provenance ?? old.provenance ?? Provenance(mark: SourceMark(line: 1, column: 1)))
    }
}
