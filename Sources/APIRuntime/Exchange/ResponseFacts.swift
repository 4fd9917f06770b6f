import Foundation
import WireVocabulary

/// The local explanations of answers the runtime refuses: the words an error's `detail` carries.
///
/// They name what the client decided and why, never what the server sent beyond that: a redirect is described by the
/// origin it pointed at, never its path or query (where tokens and personal data travel).
enum ResponseFacts {
    /// What a transport fault means, where the fault's name alone does not say it.
    static func detail(of fault: TransportFault) -> String? {
        switch fault {
        case .responseTooLarge(let limit):
            "the response body is larger than the \(ByteCount.text(limit)) limit; reading stopped there"
        default:
            nil
        }
    }

    /// For a 3xx: that it was not followed, and the origin its `Location` names.
    ///
    /// The detail passes the request's redactor, which finds a secret as the server spelled it (raw, percent-encoded,
    /// JSON-escaped) but not lower-cased or IDNA-encoded. So it shows only text that keeps the server's spelling: a
    /// scheme only when it is `http` or `https` (one a server spells otherwise, a token say, is never printed), and a
    /// host only when it stands in the `Location` as written (or is the request's own host).
    static func redirectDetail(_ response: HTTPResponse, requestURL: URL) -> String? {
        guard (300...399).contains(response.statusCode) else { return nil }
        let status = "a redirect (HTTP \(response.statusCode))"
        guard let location = response.value(forHeader: "Location") else {
            return "\(status) without a Location; redirects are never followed"
        }
        guard let target = URL(string: location, relativeTo: requestURL)?.absoluteURL, let scheme = target.scheme,
            let host = target.host, !host.isEmpty
        else {
            return "\(status) to an unreadable Location; redirects are never followed"
        }
        guard let webScheme = webScheme(scheme) else {
            return "\(status) to a Location that is not http or https was not followed; redirects never are"
        }
        let spelledAsSent =
            location.contains(host) || PercentEncoding.decoded(location.utf8, plusIsSpace: false).contains(host)
            || host == requestURL.host
        guard spelledAsSent else {
            return "\(status) to an unreadable Location; redirects are never followed"
        }
        let origin = origin(scheme: webScheme, host: host, port: target.port)
        return "\(status) to \(origin) was not followed; redirects never are"
    }

    /// `http` or `https` for those schemes in any case, else nil.
    private static func webScheme(_ scheme: String) -> String? {
        switch scheme.lowercased() {
        case "http": "http"
        case "https": "https"
        default: nil
        }
    }

    /// `scheme://host[:port]`, an IPv6 host in brackets.
    private static func origin(scheme: String, host: String, port: Int?) -> String {
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return port.map { "\(scheme)://\(shownHost):\($0)" } ?? "\(scheme)://\(shownHost)"
    }
}

/// Byte counts as people read them: `8 MiB`, `512 KiB`, `1000 bytes`.
package enum ByteCount {
    /// `count` in MiB or KiB when it is a whole number of them, else in bytes.
    package static func text(_ count: Int) -> String {
        let mebibyte = 1 << 20
        let kibibyte = 1 << 10
        if count >= mebibyte, count % mebibyte == 0 { return "\(count / mebibyte) MiB" }
        if count >= kibibyte, count % kibibyte == 0 { return "\(count / kibibyte) KiB" }
        return count == 1 ? "1 byte" : "\(count) bytes"
    }
}
