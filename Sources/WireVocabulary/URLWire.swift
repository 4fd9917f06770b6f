import Foundation

/// What a `url` value accepts: a JSON string that `URL(string:)` reads, which is how the runtime's `Codable` decoding
/// of a `URL` field reads it (an empty string, `http://[x` or `http://a b/c` is no URL; `a b` is, percent-encoded).
/// Lint's example checks, and through them `verify`'s, read by it, so an example lint passes decodes in the client.
package enum URLWire {
    /// `text` as the URL the client decodes it to; nil when the client refuses it.
    package static func url(from text: String) -> URL? { URL(string: text) }
}
