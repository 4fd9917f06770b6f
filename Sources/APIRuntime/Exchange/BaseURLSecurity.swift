import Foundation
import WireVocabulary

/// Whether a base URL may carry a session: `https`, or plain `http` only to this machine (loopback) or when the caller
/// explicitly allowed it; never with a user name or password, a query or a fragment. On a hostile network or behind a
/// captive portal, plain HTTP hands every token to whoever is in between.
package enum BaseURLSecurity {
    /// Why `url` must not be used as a base URL, or nil when it may.
    /// - Parameter allowsInsecureHTTP: The caller's explicit opt-in to plain HTTP on any host.
    package static func refusal(of url: URL, allowsInsecureHTTP: Bool) -> BaseURLRefusal? {
        guard let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else { return .notAbsolute }
        let credentialParts = URLCredentialPart.parts(of: url)
        // URLSession sends `user:password@` as `Authorization: Basic …` beside the session token, and a URL's
        // description prints them.
        if credentialParts.contains(.userInfo) { return .userInfo }
        // Each call's path is appended to the base URL's text: after a `?` or `#` it would land in the query or the
        // fragment, and the request would go to the base URL's own path.
        if !credentialParts.isEmpty { return .queryOrFragment }
        switch scheme {
        case "https":
            return nil
        case "http" where allowsInsecureHTTP || isLoopback(host: host):
            return nil
        case "http":
            return .plainHTTP(host: host)
        default:
            return .scheme(scheme)
        }
    }

    /// `localhost`, an IPv4 address in 127.0.0.0/8 written as four decimal numbers, or the IPv6 loopback `::1`.
    ///
    /// Short or unusual spellings (`127.1`, `0x7f.0.0.1`, `localhost.example`) are not recognised, so they need https
    /// or the explicit opt-in: a name that only resolves to loopback today is not loopback.
    package static func isLoopback(host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if name.hasSuffix(".") { name.removeLast() }
        if name == "localhost" || name == "::1" || name == "0:0:0:0:0:0:0:1" { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "127" else { return false }
        return parts.allSatisfy { part in
            (1...3).contains(part.utf8.count) && part.utf8.allSatisfy { (48...57).contains($0) } && Int(part)! <= 255
        }
    }
}

/// Why a base URL may not carry a session; its description is the detail of every call refused for it, and never
/// shows a user name, a password, a query or a fragment.
package enum BaseURLRefusal: Sendable, Hashable, CustomStringConvertible {
    /// No scheme or no host.
    case notAbsolute
    /// A user name or password (`https://user:pass@host`).
    case userInfo
    /// A query or a fragment (`https://host/api?x=1`, `https://host/api#top`).
    case queryOrFragment
    /// Plain HTTP to a host that is not loopback, without the caller's opt-in.
    case plainHTTP(host: String)
    /// A scheme other than `http` and `https`, lower-cased.
    case scheme(String)

    package var description: String {
        switch self {
        case .notAbsolute:
            "the base URL must be an absolute https URL with a host"
        case .userInfo:
            "the base URL holds a user name or password, which would be sent beside the session token; remove them"
        case .queryOrFragment:
            "the base URL has a query or a fragment, where each call's path would land; remove it"
        case .plainHTTP(let host):
            "the base URL http://\(host) is plain HTTP to a host that is not loopback, so tokens would travel in clear "
                + "text; use https, or allow insecure HTTP explicitly"
        case .scheme(let scheme):
            "the base URL must be https (or http to a loopback host), not \(scheme)"
        }
    }
}
