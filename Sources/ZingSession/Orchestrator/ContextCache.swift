/// Contexts cached per ``ContextKey``, so nothing of one environment, user or tenant is ever served to another
/// (apple sign-in §7.7).
struct ContextCache {
    private var entries: [ContextKey: SessionContext] = [:]

    subscript(key: ContextKey) -> SessionContext? {
        entries[key]
    }

    mutating func store(_ context: SessionContext) {
        entries[context.key] = context
    }

    /// Drops every entry that is not of `record`'s environment and user (an account change).
    mutating func keepOnly(sessionOf record: SessionRecord) {
        let key = ContextKey(record)
        entries = entries.filter { $0.key.environment == key.environment && $0.key.userID == key.userID }
    }

    mutating func removeAll() {
        entries.removeAll()
    }
}
