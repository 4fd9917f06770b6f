import Foundation

/// The cookie sessions the mock has seen end, by the values of their cookies: one set for every connection, so a
/// logout on one connection ends the session on all of them. Only the mock's memory holds them; the log never shows
/// one.
final class EndedSessions: @unchecked Sendable {
    private let lock = NSLock()
    private var ended: Set<String> = []

    /// Whether the session of these cookie values has ended.
    func contains(_ key: String) -> Bool { lock.withLock { ended.contains(key) } }

    /// Ends the session of these cookie values.
    func end(_ key: String) { _ = lock.withLock { ended.insert(key) } }

    /// Makes these cookie values a live session again (a new sign-in handed them out).
    func revive(_ key: String) { _ = lock.withLock { ended.remove(key) } }
}
