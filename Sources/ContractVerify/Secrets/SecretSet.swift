import Foundation
import WireVocabulary

/// Every secret the captures hold, gathered before anything is printed: credential header values, cookies, and the
/// values of `secret: true` fields in bodies. Findings never quote such values; ``scrub(_:)`` is the second line of
/// defence, applied to every output (a server may echo a token where no secret field is). It matches with the
/// runtime's own ``SecretMatcher``: every spelling (percent-encoded, JSON-escaped), all secrets in one pass.
public struct SecretSet: Sendable {
    /// Values shorter than this are too likely to be ordinary text to be replaced everywhere; checks never quote
    /// them anyway.
    static let minimumLength = 6
    /// What ``scrub(_:)`` writes in place of a secret.
    public static let placeholder = "<redacted>"

    private var matcher = SecretMatcher()

    public init() {}

    /// Adds a secret, and the token of a `Scheme token` value unless `hasScheme` is false (a cookie header, whose
    /// text after a space is its attributes, `Path=/`, no secret); values shorter than six characters are ignored.
    public mutating func add(_ value: String, hasScheme: Bool = true) {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        insert(trimmed)
        if hasScheme, let space = trimmed.firstIndex(of: " ") {
            insert(String(trimmed[trimmed.index(after: space)...]).trimmingCharacters(in: .whitespaces))
        }
    }

    private mutating func insert(_ value: String) {
        guard value.count >= Self.minimumLength else { return }
        matcher.insert(value)
    }

    /// Adds every secret `other` holds.
    public mutating func formUnion(_ other: SecretSet) { matcher.formUnion(other.matcher) }

    /// `text` with every secret, in any spelling, replaced by a placeholder.
    public func scrub(_ text: String) -> String { matcher.redact(text, with: Self.placeholder) }

    /// Whether `text` holds a secret.
    public func reveals(_ text: String) -> Bool { matcher.reveals(in: text) }
}
