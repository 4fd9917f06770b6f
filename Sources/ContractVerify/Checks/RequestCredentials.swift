import Contract
import WireVocabulary

/// Whether a captured request carried the session's credentials, by the shared test of where they travel
/// (``TokenPlacement/isCarried(headerValue:queryValue:)``, ``CookieSession/isCarried(in:)``): what the answer's
/// `when: authenticated` rules match, as they match what the generated client sent.
enum RequestCredentials {
    static func carried(by request: HARRequest, contract: Contract, query: QueryString) -> Bool {
        if let placement = contract.auth?.token?.placement {
            let header = placement.headerName.flatMap { request.headers.values(named: $0).first }
            let parameter = placement.queryName.flatMap { query.value(named: $0) }
            return placement.isCarried(headerValue: header, queryValue: parameter)
        }
        if let session = contract.auth?.session?.wire {
            var pairs = request.cookies.map { (name: $0.name, value: $0.value) }
            for header in request.headers.values(named: "Cookie") { pairs += CookieHeader.pairs(in: header) }
            return session.isCarried(in: pairs)
        }
        return false
    }
}
