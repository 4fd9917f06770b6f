import Contract
import Foundation
import WireVocabulary

/// A request's session token against the contract's `auth.token`: present where the endpoint carries it (in its
/// header, after its scheme, or in its query parameter), absent where it does not. Values are never quoted.
struct TokenChecks {
    let contract: Contract
    let endpoint: Endpoint
    let headers: [HARPair]
    /// The URL's query, decoded.
    let query: QueryString

    func findings() -> [FindingDraft] {
        guard let token = contract.auth?.token else { return [] }
        let placement = token.placement
        let values: [String]
        let place: String
        switch placement {
        case .header(let name, _):
            values = headers.values(named: name)
            place = name
        case .query(let name):
            values = query.values(named: name)
            place = "query parameter \(name)"
        }
        switch endpoint.auth {
        case .none:
            guard !values.isEmpty else { return [] }
            let what = [.login, .refresh].contains(endpoint.role) ? "the login exchange" : "this endpoint"
            return [
                FindingDraft(
                    kind: .tokenUnexpected,
                    message: "carries \(place), but \(what) sends no token (`auth: none`)",
                    note: (endpoint.provenance.mark, "endpoint '\(endpoint.name)' sends no token"))
            ]
        case .token, .optional:
            guard let value = values.first, placement.queryName == nil || !value.isEmpty else {
                guard endpoint.auth == .token else { return [] }
                let missing =
                    placement.queryName == nil ? "has no \(place) header" : "has no token in its \(place)"
                return [
                    FindingDraft(
                        kind: .tokenMissing, message: "\(missing); the endpoint carries the token",
                        note: (endpoint.provenance.mark, "endpoint '\(endpoint.name)' carries the session token"))
                ]
            }
            guard let scheme = placement.scheme else { return [] }
            let prefix = scheme + " "
            let hasScheme =
                value.count > prefix.count && value.prefix(prefix.count).caseInsensitiveCompare(prefix) == .orderedSame
            guard !hasScheme else { return [] }
            return [
                FindingDraft(
                    kind: .tokenScheme, message: "\(place) does not start with `\(scheme) ` and a token",
                    note: (token.provenance.mark, "the token travels as `\(placement.shape)`"))
            ]
        }
    }
}
