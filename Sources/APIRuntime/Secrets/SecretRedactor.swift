import Foundation

/// Removes known secrets from text: the one redactor that the runtime, the session layers and `zing-api` share.
///
/// A server may echo what it was sent (a token in an error message, a refresh token in an error code, a nonce in a
/// redirect's host), so every text that came from outside is passed through the redactor of the secrets its request
/// carried before it reaches an error, a description or a terminal. A secret is found however its bytes are spelled:
/// as themselves, percent-encoded (`%2F`, `%2f`, `+` for a space) or JSON-escaped (`\/`, `\"`, `\n`, `\u002f`), in
/// any mix, and the longest secrets go first, so one that contains another never leaves a fragment behind.
public struct SecretRedactor: Sendable, Hashable {
    /// What a removed secret is replaced with.
    public static let placeholder = "<redacted>"

    /// The secrets' UTF-8 bytes, longest first.
    private var secrets: [[UInt8]] = []

    /// A redactor that knows no secret yet.
    public init() {}

    /// A redactor of `secrets`.
    public init(_ secrets: some Sequence<Secret>) {
        for secret in secrets { insert(secret) }
    }

    /// Whether the redactor knows no secret (an empty secret is never one).
    public var isEmpty: Bool { secrets.isEmpty }

    /// Adds `secret`; an empty one is ignored (it would match everywhere).
    public mutating func insert(_ secret: Secret) {
        let bytes = Array(secret.reveal().utf8)
        guard !bytes.isEmpty, !secrets.contains(bytes) else { return }
        secrets.append(bytes)
        secrets.sort { $0.count > $1.count }
    }

    /// Adds every secret `other` knows.
    public mutating func formUnion(_ other: SecretRedactor) {
        for bytes in other.secrets where !secrets.contains(bytes) { secrets.append(bytes) }
        secrets.sort { $0.count > $1.count }
    }

    /// `text` with every occurrence of every known secret, in any spelling, replaced by ``placeholder``.
    public func redact(_ text: String) -> String {
        guard !secrets.isEmpty else { return text }
        var bytes = Array(text.utf8)
        var changed = false
        for secret in secrets {
            var result: [UInt8] = []
            var index = 0
            var copiedUpTo = 0
            while index < bytes.count {
                if let length = SpelledBytes.match(secret, in: bytes, at: index) {
                    result += bytes[copiedUpTo..<index]
                    result += Array(Self.placeholder.utf8)
                    index += length
                    copiedUpTo = index
                } else {
                    index += 1
                }
            }
            guard copiedUpTo > 0 else { continue }
            result += bytes[copiedUpTo...]
            bytes = result
            changed = true
        }
        // A match may end inside a multi-byte character only if the secret does; decoding repairs such an edge.
        return changed ? String(decoding: bytes, as: UTF8.self) : text
    }

    /// Whether `text` still shows a known secret in any spelling (for checks and tests).
    public func reveals(in text: String) -> Bool {
        let bytes = Array(text.utf8)
        return secrets.contains { secret in
            bytes.indices.contains { SpelledBytes.match(secret, in: bytes, at: $0) != nil }
        }
    }
}

/// Finds a byte string spelled any way a URL or a JSON string may spell it.
enum SpelledBytes {
    /// The length in `text` of `secret` starting at `start`, each byte written as itself, percent-encoded or
    /// JSON-escaped; nil when it does not start there.
    static func match(_ secret: [UInt8], in text: [UInt8], at start: Int) -> Int? {
        end(of: secret[...], in: text, at: start).map { $0 - start }
    }

    /// Where `secret` ends in `text` when it starts at `position`. An escape is tried before the byte itself, and
    /// the byte itself still when the escape leads nowhere (a secret holding `\` may be written `\\` or `\`).
    private static func end(of secret: ArraySlice<UInt8>, in text: [UInt8], at start: Int) -> Int? {
        var position = start
        var rest = secret
        while let byte = rest.first {
            guard position < text.count else { return nil }
            rest = rest.dropFirst()
            let escaped = escapedLength(of: byte, in: text, at: position)
            let literal = text[position] == byte
            switch (escaped, literal) {
            case (let length?, true):
                // Both spellings fit here; the rest decides.
                return end(of: rest, in: text, at: position + length) ?? end(of: rest, in: text, at: position + 1)
            case (let length?, false): position += length
            case (nil, true): position += 1
            case (nil, false): return nil
            }
        }
        return position
    }

    /// How many bytes of `text` at `position` spell `byte` in an escaped form, if they do.
    private static func escapedLength(of byte: UInt8, in text: [UInt8], at position: Int) -> Int? {
        switch text[position] {
        case UInt8(ascii: "%"):
            return hexByte(in: text, at: position + 1) == byte ? 3 : nil
        case UInt8(ascii: "+"):
            return byte == UInt8(ascii: " ") ? 1 : nil
        case UInt8(ascii: "\\"):
            guard position + 1 < text.count else { return nil }
            if text[position + 1] == UInt8(ascii: "u") {
                guard hexByte(in: text, at: position + 2) == 0, hexByte(in: text, at: position + 4) == byte else {
                    return nil
                }
                return 6
            }
            return jsonEscapes[text[position + 1]] == byte ? 2 : nil
        default:
            return nil
        }
    }

    /// `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`: the escaped letter and the byte it stands for.
    private static let jsonEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    /// The byte written as two hex digits (either case) at `position`.
    private static func hexByte(in text: [UInt8], at position: Int) -> UInt8? {
        guard position + 1 < text.count, let high = hexDigit(text[position]), let low = hexDigit(text[position + 1])
        else { return nil }
        return high << 4 | low
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
