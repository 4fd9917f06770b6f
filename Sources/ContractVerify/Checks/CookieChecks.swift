import Contract
import WireVocabulary

/// A request's session cookies against the contract's `auth.session`: every cookie present (in its `Cookie` header
/// or the capture's cookie list) where the endpoint carries the session, none where it sends none. Cookie values are
/// credentials: findings name cookies, never quote a value.
struct CookieChecks {
    let contract: Contract
    let endpoint: Endpoint
    let headers: [HARPair]
    let cookies: [HARPair]

    func findings() -> [FindingDraft] {
        guard let session = contract.auth?.session else { return [] }
        var sent = Set(cookies.map(\.name))
        for header in headers.values(named: "Cookie") {
            for pair in CookieHeader.pairs(in: header) { sent.insert(pair.name) }
        }
        let carried = session.cookies.filter { sent.contains($0.name) }.map(\.name)
        switch endpoint.auth {
        case .none:
            guard !carried.isEmpty else { return [] }
            return [
                FindingDraft(
                    kind: .tokenUnexpected,
                    message: "carries the session cookie(s) \(carried.joined(separator: ", ")), but the endpoint "
                        + "sends no credentials (`auth: none`)",
                    note: (endpoint.provenance.mark, "endpoint '\(endpoint.name)' sends no cookies"))
            ]
        case .optional where carried.isEmpty:
            return []
        case .token, .optional:
            let missing = session.cookies.map(\.name).filter { !sent.contains($0) }
            guard !missing.isEmpty else { return [] }
            return [
                FindingDraft(
                    kind: .tokenMissing,
                    message: "has no \(missing.joined(separator: ", ")) cookie; the endpoint carries the session "
                        + "(`\(session.wire.shape)`)",
                    note: (session.provenance.mark, "the session is these cookies"))
            ]
        }
    }
}
