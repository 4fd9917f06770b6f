@_spi(Generated) import APIRuntime
import Foundation

/// A contract path such as `/oauth/{realm}/apple/native-login`, matched against the path a request was sent to.
///
/// The request's path starts with the base URL's own path, which the template does not know, so the template
/// matches the request path's last segments: each `{name}` stands for one non-empty segment, every other segment must
/// be equal. Segments are compared percent-decoded, one by one, so an encoded `/` inside a value stays in its segment.
struct PathTemplate: Sendable, Hashable {
    private let segments: [Substring]

    init(_ template: String) {
        segments = template.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// How specific the template is: a longer template wins over one it ends with.
    var length: Int { segments.count }

    /// Whether the URL's path ends with this template.
    func matches(_ url: URL) -> Bool {
        let encoded = URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? url.path
        let requested = encoded.split(separator: "/", omittingEmptySubsequences: true)
        guard requested.count >= segments.count else { return false }
        return zip(segments, requested.suffix(segments.count)).allSatisfy { template, actual in
            if template.hasPrefix("{") && template.hasSuffix("}") { return true }
            return PercentEncoding.pathSegment(actual) == template
        }
    }
}
