import Foundation
import WireVocabulary

/// The origin and path prefix a request must be under to be held against the contract.
public struct BaseURL: Sendable, Hashable, CustomStringConvertible {
    public let scheme: String
    public let host: String
    public let port: Int
    /// Decoded path segments of the prefix, e.g. `["api"]`.
    public let prefix: [String]
    public let description: String

    /// Nil unless `text` is an absolute http(s) URL with a host.
    public init?(_ text: String) {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = components.host?.lowercased(), !host.isEmpty
        else { return nil }
        self.scheme = scheme
        self.host = host
        port = components.port ?? (scheme == "https" ? 443 : 80)
        prefix = Self.segments(of: components)
        description = text
    }

    /// Where a request stands relative to the base URL.
    public enum Placement: Equatable, Sendable {
        /// Under the base URL: the decoded path segments below the prefix, and whether the scheme is the base's.
        case under(segments: [String], sameScheme: Bool)
        /// Another host, port or path: not this contract's traffic.
        case elsewhere
    }

    /// Where `url` stands relative to the base URL.
    public func placement(of url: String) -> Placement {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", components.host?.lowercased() == host
        else { return .elsewhere }
        let defaultPort = scheme == "https" ? 443 : 80
        // A plain-HTTP request to the API's host on the default port is the API's traffic, sent insecurely.
        guard components.port ?? defaultPort == port || (components.port == nil && scheme != self.scheme) else {
            return .elsewhere
        }
        let segments = Self.segments(of: components)
        guard segments.count >= prefix.count, Array(segments.prefix(prefix.count)) == prefix else { return .elsewhere }
        return .under(segments: Array(segments.dropFirst(prefix.count)), sameScheme: scheme == self.scheme)
    }

    /// Whether `url` has this base URL's scheme, host and port (redirect targets are judged by it).
    func isSameOrigin(_ url: String) -> Bool {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased() else {
            return true  // a relative redirect stays on the origin
        }
        return scheme == self.scheme && components.host?.lowercased() == host
            && (components.port ?? (scheme == "https" ? 443 : 80)) == port
    }

    /// Non-empty path segments, percent-decoded.
    private static func segments(of components: URLComponents) -> [String] {
        components.percentEncodedPath.split(separator: "/").map(PercentEncoding.pathSegment)
    }
}
