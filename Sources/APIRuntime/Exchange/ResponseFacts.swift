import Foundation

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
    static func redirectDetail(_ response: HTTPResponse, requestURL: URL) -> String? {
        guard (300...399).contains(response.statusCode) else { return nil }
        guard let location = response.value(forHeader: "Location") else {
            return "a redirect (HTTP \(response.statusCode)) without a Location; redirects are never followed"
        }
        guard let target = URL(string: location, relativeTo: requestURL)?.absoluteURL, let origin = origin(of: target)
        else {
            return "a redirect (HTTP \(response.statusCode)) to an unreadable Location; redirects are never followed"
        }
        return "a redirect (HTTP \(response.statusCode)) to \(origin) was not followed; redirects never are"
    }

    /// `scheme://host[:port]`, or nil when the URL has no scheme or host.
    static func origin(of url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else { return nil }
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return url.port.map { "\(scheme)://\(shownHost):\($0)" } ?? "\(scheme)://\(shownHost)"
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
