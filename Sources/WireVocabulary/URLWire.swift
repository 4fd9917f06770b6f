import Foundation

/// What a `url` value accepts: a JSON string that `URL(string:)` reads, which is how the runtime's `Codable` decoding
/// of a `URL` field reads it (an empty string, `http://[x` or `http://a b/c` is no URL; `a b` is, percent-encoded).
/// Lint's example checks, and through them `verify`'s, read by it, so an example lint passes decodes in the client.
/// And what an `httpURL` value is (a success condition, the upload's file URL, a contract's base URL): such a URL,
/// absolute, `http` or `https`, with a host.
package enum URLWire {
    /// `text` as the URL the client decodes it to; nil when the client refuses it.
    package static func url(from text: String) -> URL? { URL(string: text) }

    /// `text` as a URL when it is an absolute `http` or `https` URL with a host; nil otherwise.
    package static func httpURL(from text: String) -> URL? {
        guard let url = url(from: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }

    /// Whether `text` is an absolute `http` or `https` URL with a host.
    package static func isHTTPURL(_ text: String) -> Bool { httpURL(from: text) != nil }
}
