import Foundation

/// A part of a URL that may hold a credential, so a base URL never carries it: the runtime refuses a base URL with
/// one, lint refuses a contract's, and `draft` leaves it out of the one it writes. One judgement for the three.
package enum URLCredentialPart: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `user:password@` (URLSession would send it as `Authorization: Basic …` beside the session token).
    case userInfo
    /// `?api_key=…`.
    case query
    /// `#…`.
    case fragment

    package var description: String {
        switch self {
        case .userInfo: "user info"
        case .query: "a query"
        case .fragment: "a fragment"
        }
    }

    /// The parts `components` holds, in the order above; empty when none.
    package static func parts(of components: URLComponents) -> [URLCredentialPart] {
        var parts: [URLCredentialPart] = []
        if components.user != nil || components.password != nil { parts.append(.userInfo) }
        if components.query != nil { parts.append(.query) }
        if components.fragment != nil { parts.append(.fragment) }
        return parts
    }

    /// The parts `url` holds; empty when none.
    package static func parts(of url: URL) -> [URLCredentialPart] {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return url.user != nil || url.password != nil ? [.userInfo] : []
        }
        return parts(of: components)
    }

    /// The parts, in words for a message ("user info and a query"); nil when there are none.
    package static func words(_ parts: [URLCredentialPart]) -> String? {
        parts.isEmpty ? nil : parts.map(\.description).joined(separator: " and ")
    }
}
