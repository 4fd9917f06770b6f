import Foundation

/// Follows the redirects a capture records: a request that followed a matched entry's 3xx to another origin must
/// carry no credential header, no credential query parameter and, anywhere in its URL, none of the credentials the
/// redirected request carried (a token moved into another parameter, `?return=` the original URL encoded once or
/// twice, or into the path). The generated client never follows redirects; a browser or another client might.
struct RedirectTracker {
    let baseURL: BaseURL
    /// What counts as a credential of a request.
    let credentials: SecretCollector
    /// Lower-cased names of the headers that carry credentials.
    let credentialHeaders: Set<String>
    /// Lower-cased names of the query parameters that carry credentials.
    let credentialQueryNames: Set<String>
    /// Absolute redirect targets on other origins, with the entry that redirected there and its credentials.
    private var pending: [String: (entry: Int, secrets: SecretSet)] = [:]

    init(baseURL: BaseURL, credentials: SecretCollector) {
        self.baseURL = baseURL
        self.credentials = credentials
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
        pending[target] = (entry.index, credentials.secrets(of: entry))
    }

    /// The finding when `entry` is the request a remembered redirect led to and it carried credentials. The finding
    /// names what carried them, never the URL or a value.
    mutating func leak(by entry: HAREntry) -> FindingDraft? {
        guard let (origin, secrets) = pending.removeValue(forKey: entry.request.url) else { return nil }
        let carried = entry.request.headers.map(\.name).filter { credentialHeaders.contains($0.lowercased()) }
        let carriedInQuery = entry.request.query.names.filter { credentialQueryNames.contains($0.lowercased()) }
        let carriedInURL = secrets.reveals(entry.request.url) ? "a credential of that request in its URL" : nil
        guard let what = carried.first ?? carriedInQuery.first.map({ "the query parameter \($0)" }) ?? carriedInURL
        else {
            return nil
        }
        return FindingDraft(
            kind: .redirectLeak,
            message: "followed the redirect of entries[\(origin)] to another origin and carried \(what)")
    }
}
