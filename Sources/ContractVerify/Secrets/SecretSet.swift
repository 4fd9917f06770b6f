import Contract
import Foundation

/// Every secret the captures hold, gathered before anything is printed: credential header values, cookies, and the
/// values of `secret: true` fields in bodies. Findings never quote such values; ``scrub(_:)`` is the second line of
/// defence, applied to every output (a server may echo a token where no secret field is).
public struct SecretSet: Sendable {
    /// Values shorter than this are too likely to be ordinary text to be replaced everywhere; checks never quote
    /// them anyway.
    static let minimumLength = 6
    static let placeholder = "<redacted>"

    private(set) var values: Set<String> = []

    public init() {}

    /// Adds a secret, with the token of a `Scheme token` value and its percent-encoded form.
    mutating func add(_ value: String) {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        insert(trimmed)
        if let space = trimmed.firstIndex(of: " ") {
            insert(String(trimmed[trimmed.index(after: space)...]).trimmingCharacters(in: .whitespaces))
        }
    }

    private mutating func insert(_ value: String) {
        guard value.count >= Self.minimumLength else { return }
        values.insert(value)
        if let encoded = value.addingPercentEncoding(withAllowedCharacters: .alphanumerics), encoded != value {
            values.insert(encoded)
        }
    }

    mutating func formUnion(_ other: SecretSet) { values.formUnion(other.values) }

    /// `text` with every secret replaced by a placeholder, longest first (so a token inside a longer one goes too).
    public func scrub(_ text: String) -> String {
        var result = text
        for secret in values.sorted(by: { $0.count > $1.count }) where result.contains(secret) {
            result = result.replacingOccurrences(of: secret, with: Self.placeholder)
        }
        return result
    }

    /// Whether `text` holds a secret.
    func reveals(_ text: String) -> Bool { values.contains { text.contains($0) } }
}
