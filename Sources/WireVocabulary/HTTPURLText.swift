import Foundation

/// What an `httpURL` value is (a success condition, the upload's file URL, a contract's base URL): the one statement
/// the runtime, lint and `verify` share.
package enum HTTPURLText {
    /// `text` as a URL when it is an absolute `http` or `https` URL with a host; nil otherwise.
    package static func url(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }

    /// Whether `text` is an absolute `http` or `https` URL with a host.
    package static func isHTTPURL(_ text: String) -> Bool { url(text) != nil }
}
