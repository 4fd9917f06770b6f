/// Where a session survives between launches.
///
/// Implementations: ``FileSessionStore`` (Linux, the CLI); on iOS a Keychain store conforms the same way. Every
/// implementation must be update-first (a failed save leaves the previous session intact) and must never hand a
/// session back after a ``delete()`` that did not report ``DeletionOutcome/removed`` or
/// ``DeletionOutcome/nothingStored`` as restorable (apple sign-in §7.5, §7.8).
public protocol SessionStore: Sendable {
    /// The stored session, or nil when none is stored (or it was neutralized after a failed deletion).
    func load() throws(SessionStoreError) -> SessionRecord?

    /// Replaces the stored session with `record`; on failure the previous one stays as it was.
    func save(_ record: SessionRecord) throws(SessionStoreError)

    /// Removes the stored session.
    ///
    /// - Returns: how it went; ``DeletionOutcome/neutralized(reason:)`` means the record could not be removed
    ///   but can no longer be loaded, which the caller must still report.
    /// - Throws: ``SessionStoreError/deleteFailed(path:reason:)`` when the record may still be restorable.
    func delete() throws(SessionStoreError) -> DeletionOutcome
}

/// How a deletion went.
public enum DeletionOutcome: Sendable, Equatable {
    /// The record is gone.
    case removed
    /// There was nothing to delete.
    case nothingStored
    /// The record could not be removed, but was overwritten so it never loads again; report `reason`.
    case neutralized(reason: String)
}

/// A failure of a ``SessionStore``. Never carries the token.
public enum SessionStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The stored data exists but can't be read as a session.
    case unreadable(path: String, reason: String)
    /// The new session was not stored; the previous one is intact.
    case writeFailed(path: String, reason: String)
    /// The session could be neither removed nor neutralized: it may still be restored.
    case deleteFailed(path: String, reason: String)

    /// What failed and where; never the session's token.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "the stored session at \(path) is unreadable: \(reason)"
        case .writeFailed(let path, let reason):
            "the session could not be saved to \(path) (the previous one is kept): \(reason)"
        case .deleteFailed(let path, let reason):
            "the stored session at \(path) could not be deleted; remove it by hand: \(reason)"
        }
    }
}
