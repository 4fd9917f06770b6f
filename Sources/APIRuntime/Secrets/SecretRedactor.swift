import Foundation

/// Removes known secrets from text: the one redactor that the runtime, the session layers and `zing-api` share.
///
/// A server may echo what it was sent (a token in an error message, a refresh token in an error code, a nonce in a
/// redirect's host), so every text that came from outside is passed through the redactor of the secrets its request
/// carried before it reaches an error, a description or a terminal. Each secret is removed as it is, as it reads
/// inside a JSON string (escaped, with or without `\/`) and percent-encoded, longest first, so a secret that contains
/// another never leaves a fragment behind.
public struct SecretRedactor: Sendable, Hashable {
    /// What a removed secret is replaced with.
    public static let placeholder = "<redacted>"

    /// The spellings to remove, longest first.
    private var spellings: [String] = []

    /// A redactor that knows no secret yet.
    public init() {}

    /// A redactor of `secrets`.
    public init(_ secrets: some Sequence<Secret>) {
        for secret in secrets { insert(secret) }
    }

    /// Whether the redactor knows no secret (an empty secret is never one).
    public var isEmpty: Bool { spellings.isEmpty }

    /// Adds `secret`; an empty one is ignored (it would match everywhere).
    public mutating func insert(_ secret: Secret) {
        let value = secret.reveal()
        guard !value.isEmpty else { return }
        var added = false
        for spelling in Self.spellings(of: value) where !spellings.contains(spelling) {
            spellings.append(spelling)
            added = true
        }
        if added { spellings.sort { $0.utf8.count > $1.utf8.count } }
    }

    /// Adds every secret `other` knows.
    public mutating func formUnion(_ other: SecretRedactor) {
        for spelling in other.spellings where !spellings.contains(spelling) { spellings.append(spelling) }
        spellings.sort { $0.utf8.count > $1.utf8.count }
    }

    /// `text` with every spelling of every known secret replaced by ``placeholder``.
    public func redact(_ text: String) -> String {
        spellings.reduce(text) { text, spelling in
            text.contains(spelling) ? text.replacingOccurrences(of: spelling, with: Self.placeholder) : text
        }
    }

    /// Whether `text` still shows a known secret in any of its spellings (for checks and tests).
    public func reveals(in text: String) -> Bool {
        spellings.contains { text.contains($0) }
    }

    /// The value, its JSON string escapes (with and without `\/`) and its percent-encoding, without repeats.
    static func spellings(of value: String) -> [String] {
        let escaped = jsonEscaped(value)
        let candidates = [
            value, escaped, escaped.replacingOccurrences(of: "/", with: "\\/"),
            value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value,
        ]
        var unique: [String] = []
        for candidate in candidates where !unique.contains(candidate) { unique.append(candidate) }
        return unique
    }

    /// RFC 3986 unreserved characters: what percent-encoding leaves alone.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// The text as it reads between the quotes of a JSON string.
    private static func jsonEscaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
