import ContractVerify
import TextFoundation
import WireVocabulary

/// What one route's requests carried that may be credentials, counted in the first pass: headers that may carry a
/// token, query parameters that may, cookies sent, cookies its answers set or deleted, and a tenant header.
struct RouteAuthTally {
    var requests = 0
    /// Lower-cased header name → requests that carried it, and how many of those with `Bearer `.
    var tokenHeaders: [String: (count: Int, bearer: Int, spelling: String)] = [:]
    /// Query parameter name → requests that carried it (non-empty).
    var tokenQueries: [String: Int] = [:]
    /// Cookie name → requests that sent it.
    var cookiesSent: [String: Int] = [:]
    /// Cookie names each request sent, as sets, counted (to find the cookies always sent together).
    var cookieSets: [Set<String>: Int] = [:]
    /// Cookie name → successful answers that set it; and that deleted it.
    var cookiesSet: [String: Int] = [:]
    var cookiesDeleted: [String: Int] = [:]
    /// Successful answers that set cookies, by the set of names they set.
    var setCookieSets: [Set<String>: Int] = [:]
    /// The tenant header's spelling and requests that carried it, and whether every value was an integer.
    var tenantHeader: (spelling: String, count: Int, integers: Bool)?
}

/// Which request parts may carry a session, by name (a field's name is ``CredentialNames``'s).
enum TokenPlaceNames {
    /// Headers that carry a session token in this family, lower-cased.
    static let tokenHeaders: Set<String> = [
        "authorization", "x-access-token", "x-auth-token", "x-token", "token", "access-token", "accesstoken",
        "x-session-token", "x-api-key",
    ]

    static func isTokenHeader(_ name: String) -> Bool {
        guard isHeaderName(name) else { return false }
        let lowered = name.lowercased()
        // A CSRF token (`X-CSRF-Token`, Angular's `X-XSRF-TOKEN`) guards a cookie session; it is not the session's.
        return tokenHeaders.contains(lowered)
            || (lowered.contains("token") && !lowered.contains("csrf") && !lowered.contains("xsrf"))
    }

    static func isTokenQuery(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["token", "access_token", "accesstoken", "auth_token", "session_token"].contains(lowered)
    }

    static func isTenantHeader(_ name: String) -> Bool { isHeaderName(name) && name.lowercased().contains("tenant") }

    /// An HTTP token (RFC 9110, ``HTTPToken``) of at most 128 characters: what a contract's header names must be.
    static func isHeaderName(_ name: String) -> Bool { name.utf8.count <= 128 && HTTPToken.isToken(name) }

    /// The token a token header's value carries (after `Bearer `, in any case), and whether it had that scheme.
    static func token(inHeaderValue value: String) -> (token: String, isBearer: Bool) {
        value.lowercased().hasPrefix("bearer ") ? (String(value.dropFirst(7)), true) : (value, false)
    }
}

/// The first pass's record of credentials: per route, and the token values seen, so the second pass can tell
/// which answer handed out the token later requests sent.
struct AuthSurvey {
    /// Hash values of every value a token header or query parameter carried (after its scheme), by lower-cased name.
    private(set) var tokenValues: [String: Set<Int>] = [:]
    /// At most this many values are remembered per name: enough to find a login among thousands of requests.
    static let valuesKept = 100_000

    mutating func record(_ exchange: CapturedExchange, into tally: inout RouteAuthTally) {
        tally.requests += 1
        for header in exchange.request.headers {
            let lowered = header.name.lowercased()
            if TokenPlaceNames.isTokenHeader(lowered), !header.value.isEmpty {
                var entry = tally.tokenHeaders[lowered] ?? (0, 0, header.name)
                entry.count += 1
                let sent = TokenPlaceNames.token(inHeaderValue: header.value)
                if sent.isBearer { entry.bearer += 1 }
                tally.tokenHeaders[lowered] = entry
                remember(sent.token, name: lowered)
            }
            if TokenPlaceNames.isTenantHeader(lowered) {
                let integer = Int(header.value) != nil
                // The first spelling seen stays, as a token header's does.
                let known = tally.tenantHeader
                tally.tenantHeader = (
                    known?.spelling ?? header.name, (known?.count ?? 0) + 1, (known?.integers ?? true) && integer
                )
            }
        }
        for item in exchange.query where TokenPlaceNames.isTokenQuery(item.name) && !item.value.isEmpty {
            tally.tokenQueries[item.name, default: 0] += 1
            remember(item.value, name: "?" + item.name)
        }
        let sent = Set(exchange.sentCookies.map(\.name))
        for name in sent { tally.cookiesSent[name, default: 0] += 1 }
        tally.cookieSets[sent, default: 0] += 1
        guard let status = exchange.response?.status, (200...299).contains(status) else { return }
        var set: Set<String> = []
        for cookie in exchange.setCookies {
            if cookie.deletes {
                tally.cookiesDeleted[cookie.name, default: 0] += 1
            } else {
                tally.cookiesSet[cookie.name, default: 0] += 1
                set.insert(cookie.name)
            }
        }
        if !set.isEmpty { tally.setCookieSets[set, default: 0] += 1 }
    }

    private mutating func remember(_ value: String, name: String) {
        guard value.count >= 6, tokenValues[name, default: []].count < Self.valuesKept else { return }
        tokenValues[name, default: []].insert(value.hashValue)
    }

    /// Whether `value` was sent as the token `name` (a header name lower-cased, or `?param`).
    func wasSent(_ value: String, as name: String) -> Bool { tokenValues[name]?.contains(value.hashValue) == true }

    /// The texts of a successful payload that some request sent as the token `name`, each with the keys that lead to
    /// it (none for a payload that is the text itself): how an answer is found to hand a token out. Objects are read
    /// at most four deep and 64 members each, so a large payload costs little.
    func sentTokens(in payload: JSONValue, as name: String) -> [(field: [String], value: String)] {
        var found: [(field: [String], value: String)] = []
        func walk(_ value: JSONValue, _ field: [String]) {
            guard field.count < 4 else { return }
            switch value {
            case .string(let text) where wasSent(text, as: name):
                found.append((field, text))
            case .object(let members):
                for (key, member) in members.members.prefix(64) { walk(member, field + [key]) }
            default:
                break
            }
        }
        walk(payload, [])
        return found
    }
}
