/// Removes known secrets from text: the one redactor that the runtime, the session layers and `zing-api` share.
///
/// A server may echo what it was sent (a token in an error message, a refresh token in an error code, a nonce in a
/// redirect's host), so every text that came from outside is passed through the redactor of the secrets its request
/// carried before it reaches an error, a description or a terminal. A secret is found however its bytes are spelled,
/// as themselves, percent-encoded or JSON-escaped, in any mix, by the shared `SecretMatcher` (which `verify` uses
/// too), in one pass over the text whatever the number of secrets.
public struct SecretRedactor: Sendable, Hashable {
    /// What a removed secret is replaced with.
    public static let placeholder = "<redacted>"

    private var matcher = SecretMatcher()

    /// A redactor that knows no secret yet.
    public init() {}

    /// A redactor of `secrets`.
    public init(_ secrets: some Sequence<Secret>) {
        for secret in secrets { insert(secret) }
    }

    /// Whether the redactor knows no secret (an empty secret is never one).
    public var isEmpty: Bool { matcher.isEmpty }

    /// Adds `secret`; an empty one is ignored (it would match everywhere).
    public mutating func insert(_ secret: Secret) {
        matcher.insert(secret.reveal())
    }

    /// Adds every secret `other` knows.
    public mutating func formUnion(_ other: SecretRedactor) {
        matcher.formUnion(other.matcher)
    }

    /// `text` with every occurrence of every known secret, in any spelling, replaced by ``placeholder``.
    public func redact(_ text: String) -> String {
        matcher.redact(text, with: Self.placeholder)
    }

    /// Whether `text` still shows a known secret in any spelling (for checks and tests).
    public func reveals(in text: String) -> Bool {
        matcher.reveals(in: text)
    }
}
