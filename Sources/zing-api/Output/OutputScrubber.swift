import APIRuntime
import Foundation

/// The last line of defence: removes every known secret (tokens, nonces, temporary keys) from output text, even where
/// a server echoed one back in a message, with the runtime's one redactor (which also knows their JSON-escaped and
/// percent-encoded spellings).
final class OutputScrubber: @unchecked Sendable {
    private let lock = NSLock()
    private var redactor = SecretRedactor()
    /// Guessed values (stray arguments that may be secrets) shorter than this could match ordinary text; real
    /// tokens are longer.
    private static let minimumLength = 6

    func add(_ secret: String?) {
        guard let secret, secret.count >= Self.minimumLength else { return }
        lock.withLock { redactor.insert(Secret(secret)) }
    }

    func scrub(_ text: String) -> String {
        let redactor = lock.withLock { self.redactor }
        return redactor.redact(text)
    }
}
