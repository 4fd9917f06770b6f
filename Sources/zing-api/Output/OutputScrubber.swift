import Foundation

/// The last line of defence: removes every known secret (tokens, nonces, temporary keys) from output text,
/// even where a server echoed one back in a message.
final class OutputScrubber: @unchecked Sendable {
    private let lock = NSLock()
    private var secrets: Set<String> = []
    /// Shorter values could match ordinary text; they are not expected from real tokens.
    private static let minimumLength = 6

    func add(_ secret: String?) {
        guard let secret, secret.count >= Self.minimumLength else { return }
        lock.withLock {
            secrets.insert(secret)
            // The same value as it appears inside a JSON string.
            let quoted = OutputValue.quoted(secret)
            secrets.insert(String(quoted.dropFirst().dropLast()))
        }
    }

    func scrub(_ text: String) -> String {
        let known = lock.withLock { secrets.sorted { $0.count > $1.count } }
        return known.reduce(text) { $0.replacingOccurrences(of: $1, with: "<redacted>") }
    }
}
