import YAMLNodes

/// `errorClasses:` and the contract's `retry:` policy.
extension DecodingContext {
    static let errorClassKeys = [
        "when", "invalidatesSession", "keepsCredentials", "retryable", "action", "refreshes", "endsIn",
        "raisedByClient", "doc",
        "source", "deviation",
    ]
    static let retryKeys = ["maxAttempts", "baseDelay", "maxDelay", "retryAfterCap", "deviation", "policy"]

    /// A class; one with an unreadable flag still exists (with a default), so rules naming it resolve.
    func errorClass(_ entry: NamedEntry) -> ErrorClass? {
        guard
            let reader = MappingReader(
                entry.value, path: entry.path, subject: "error class '\(entry.name)'", keys: Self.errorClassKeys,
                context: self)
        else { return nil }
        let invalidatesSession = reader.requiredBool("invalidatesSession")
        let keepsCredentials = reader.requiredBool("keepsCredentials")
        let retryable = reader.requiredBool("retryable")
        return ErrorClass(
            name: entry.name, when: reader.string("when"), invalidatesSession: invalidatesSession ?? false,
            keepsCredentials: keepsCredentials ?? true, isRetryable: retryable ?? false,
            refreshes: reader.bool("refreshes") ?? false, endsIn: reader.string("endsIn"),
            isRaisedByClient: reader.bool("raisedByClient") ?? false,
            action: reader.string("action"), provenance: reader.provenance(at: entry.key.mark))
    }

    func retryDefaults(_ node: YAMLNode, path: NodePath) -> RetryDefaults {
        let defaults = RetryDefaults()
        guard let reader = MappingReader(node, path: path, subject: "retry", keys: Self.retryKeys, context: self) else {
            return defaults
        }
        return RetryDefaults(
            maxAttempts: reader.int("maxAttempts") ?? defaults.maxAttempts,
            baseDelay: reader.double("baseDelay") ?? defaults.baseDelay,
            maxDelay: reader.double("maxDelay") ?? defaults.maxDelay,
            retryAfterCap: reader.double("retryAfterCap") ?? defaults.retryAfterCap,
            provenance: reader.provenance(at: node.mark))
    }
}
