import Foundation
import WireVocabulary

/// The secrets one captured entry carries outside its bodies, whatever a contract says: the values of credential
/// headers (and each cookie of `Cookie` and `Set-Cookie`), the capture's cookie lists, and credential query
/// parameters. `verify` collects them with its contract's names added; `draft`, which has no contract yet, with the
/// names it found.
public enum CaptureSecrets {
    /// Query parameter names that usually carry credentials, lower-cased.
    public static let credentialQueryNames: Set<String> = Set(SecretCollector.credentialQueryNames)

    /// The secrets of `entry`: values of the headers in `headerNames` and of the query parameters in `queryNames`
    /// (both lower-cased), and every cookie value.
    public static func secrets(of entry: HAREntry, headerNames: Set<String>, queryNames: Set<String>) -> SecretSet {
        var set = SecretSet()
        let headers = entry.request.headers + (entry.response?.headers ?? [])
        for header in headers where headerNames.contains(header.name.lowercased()) {
            let name = header.name.lowercased()
            set.add(header.value, hasScheme: name != "cookie" && name != "set-cookie")
            switch name {
            case "cookie": for value in CookieText.values(ofCookieHeader: header.value) { set.add(value) }
            case "set-cookie": CookieText.value(ofSetCookie: header.value).map { set.add($0) }
            default: break
            }
        }
        for cookie in entry.request.cookies + (entry.response?.cookies ?? []) { set.add(cookie.value) }
        for pair in entry.request.query.pairs where queryNames.contains(pair.name.lowercased()) {
            set.add(pair.value)
        }
        return set
    }
}
