import Foundation

/// Follows the redirects a capture records: a request that followed a matched entry's 3xx to another origin must
/// carry no credential header or credential query parameter (the generated client never follows redirects; a browser
/// or another client might).
struct RedirectTracker {
    let baseURL: BaseURL
    /// Lower-cased names of the headers that carry credentials.
    let credentialHeaders: Set<String>
    /// Lower-cased names of the query parameters that carry credentials.
    let credentialQueryNames: Set<String>
    /// Absolute redirect targets on other origins, with the entry that redirected there.
    private var pending: [String: Int] = [:]

    init(baseURL: BaseURL, credentials: SecretCollector) {
        self.baseURL = baseURL
        self.credentialHeaders = credentials.credentialHeaderNames
        self.credentialQueryNames = credentials.credentialQueryNames
    }

    /// Remembers a matched entry's redirect to another origin.
    mutating func note(_ entry: HAREntry) {
        guard let response = entry.response, (300..<400).contains(response.status),
            let location = response.redirectURL,
            let target = URL(string: location, relativeTo: URL(string: entry.request.url))?.absoluteString,
            !baseURL.isSameOrigin(target)
        else { return }
        pending[target] = entry.index
    }

    /// The finding when `entry` is the request a remembered redirect led to and it carried credentials.
    mutating func leak(by entry: HAREntry) -> FindingDraft? {
        guard let origin = pending.removeValue(forKey: entry.request.url) else { return nil }
        let carried = entry.request.headers.map(\.name).filter { credentialHeaders.contains($0.lowercased()) }
        let query = URLComponents(string: entry.request.url)?.queryItems ?? []
        let carriedInQuery = query.map(\.name).filter { credentialQueryNames.contains($0.lowercased()) }
        guard let what = carried.first ?? carriedInQuery.first.map({ "the query parameter \($0)" }) else {
            return nil
        }
        return FindingDraft(
            kind: .redirectLeak,
            message: "followed the redirect of entries[\(origin)] to another origin and carried \(what)")
    }
}
