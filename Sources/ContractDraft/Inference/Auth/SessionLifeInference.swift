import WireVocabulary

/// A session's life read from the order of the captured exchanges (``SessionEvent``): which answers handed out the
/// token later requests sent (`auth.token.setBy`), after which calls the token was never honoured again
/// (`auth.token.endsBy`), and which call renewed a cookie session (`auth.session.refreshedBy`). Each is a guess.
enum SessionLifeInference {
    /// A token sign-in: the endpoint, the payload field its answers carried the token in, and how many later requests
    /// sent a token it had handed out.
    struct TokenSignIn: Equatable {
        var endpoint: Int
        var field: [String]
        var carriers: Int
    }

    /// A token sign-out and its evidence: its successful calls with the token, the later requests that sent the same
    /// token and were refused, the sign-ins that followed, and whether its path says it signs out.
    struct TokenSignOut: Equatable {
        var endpoint: Int
        var calls: Int
        var refusals: Int
        var signInsAfter: Int
        var isNamedLikeSignOut: Bool
    }

    /// A cookie session's refresh: the endpoint, how many of its calls renewed the cookies, and the business code the
    /// answer before such a call carried (the refusal that says the session needs renewing).
    struct CookieRefresh: Equatable {
        var endpoint: Int
        var renewals: Int
        var refusal: BusinessCode
    }

    /// How many exchanges before a renewal its refusal is looked for.
    static let refusalReach = 50

    /// Path words that name a sign-out.
    static let signOutWords = ["logout", "signout", "logoff", "signoff", "exit"]

    static func isNamedLikeSignOut(_ words: [String]) -> Bool {
        words.contains { word in
            let lowered = word.lowercased().filter { $0 != "-" && $0 != "_" }
            return signOutWords.contains { lowered.contains($0) }
        }
    }

    /// Every endpoint whose successful answer carried, in a payload field, a token that a later request sent: one
    /// entry per endpoint, its field the one whose tokens the most later requests sent (then the shortest path).
    static func tokenSignIns(_ events: [SessionEvent]) -> [TokenSignIn] {
        var issuer: [Int: (endpoint: Int, field: [String])] = [:]
        var carriers: [Int: [[String]: Int]] = [:]
        for event in events {
            if let sent = event.sentToken, let from = issuer[sent] {
                carriers[from.endpoint, default: [:]][from.field, default: 0] += 1
            }
            guard event.succeeded else { continue }
            for issued in event.issued where issuer[issued.value] == nil {
                issuer[issued.value] = (event.endpoint, issued.field)
            }
        }
        return carriers.keys.sorted().compactMap { endpoint in
            let fields = carriers[endpoint]!
            guard
                let best = fields.max(by: {
                    ($0.value, -$0.key.count, $1.key.joined(separator: ".")) < (
                        $1.value, -$1.key.count, $0.key.joined(separator: ".")
                    )
                })
            else { return nil }
            return TokenSignIn(endpoint: endpoint, field: best.key, carriers: best.value)
        }
    }

    /// Endpoints whose every successful call with a token was the token's last honoured use, with evidence that the
    /// session ended there: a later request with that token refused, or a sign-in after it. One named like a sign-out
    /// needs one such call; any other needs two, each followed by a refusal of its token (the proof a name does not
    /// give). Sign-ins are never sign-outs.
    static func tokenSignOuts(
        _ events: [SessionEvent], signIns: Set<Int>, isNamedLikeSignOut: (Int) -> Bool
    ) -> [TokenSignOut] {
        var lastSuccess: [Int: Int] = [:]
        var refusals: [Int: [Int]] = [:]
        var signInPositions: [Int] = []
        for (position, event) in events.enumerated() {
            if let token = event.sentToken {
                if event.succeeded { lastSuccess[token] = position }
                if event.refused { refusals[token, default: []].append(position) }
            }
            if event.succeeded, signIns.contains(event.endpoint), !event.issued.isEmpty {
                signInPositions.append(position)
            }
        }
        var found: [Int: (calls: Int, ended: Int, endedByRefusal: Int, refusals: Int, signIns: Int, alive: Bool)] = [:]
        for (position, event) in events.enumerated() {
            guard event.succeeded, let token = event.sentToken, !signIns.contains(event.endpoint) else { continue }
            var entry = found[event.endpoint] ?? (0, 0, 0, 0, 0, false)
            entry.calls += 1
            if lastSuccess[token] != position {
                entry.alive = true
            } else {
                let refused = refusals[token]?.filter { $0 > position }.count ?? 0
                let signIns = (signInPositions.last ?? -1) > position ? 1 : 0
                if refused > 0 || signIns > 0 { entry.ended += 1 }
                if refused > 0 { entry.endedByRefusal += 1 }
                entry.refusals += refused
                entry.signIns += signIns
            }
            found[event.endpoint] = entry
        }
        return found.keys.sorted().compactMap { endpoint in
            let entry = found[endpoint]!
            guard !entry.alive else { return nil }
            let named = isNamedLikeSignOut(endpoint)
            guard named ? entry.ended >= 1 : entry.endedByRefusal >= 2 else { return nil }
            return TokenSignOut(
                endpoint: endpoint, calls: entry.calls, refusals: entry.refusals, signInsAfter: entry.signIns,
                isNamedLikeSignOut: named)
        }
    }

    /// Among the endpoints whose answers set every session cookie (`setBy`), the one whose every request carried the
    /// session's cookies and whose every success set new values of them: it renews the session, it does not start
    /// one. Its refusal is the business code most often carried by the failed answer to the same cookies just before
    /// a renewal; without one (nothing says when to renew) there is no refresh. At least one sign-in stays.
    static func cookieRefresh(_ events: [SessionEvent], cookies: [String], setBy: [Int]) -> CookieRefresh? {
        guard setBy.count > 1 else { return nil }
        var candidates: [Int: (renewals: Int, refusals: [BusinessCode: Int], disqualified: Bool)] = [:]
        for endpoint in setBy { candidates[endpoint] = (0, [:], false) }
        for (position, event) in events.enumerated() {
            guard var entry = candidates[event.endpoint] else { continue }
            let carried = cookies.allSatisfy { event.sentCookies[$0] != nil }
            if !carried {
                entry.disqualified = true
            } else if event.succeeded {
                let setsEvery = cookies.allSatisfy { event.setCookies[$0] != nil }
                let renews = cookies.contains { event.setCookies[$0] != event.sentCookies[$0] }
                if setsEvery && renews {
                    entry.renewals += 1
                    if let code = refusalBefore(position, in: events) { entry.refusals[code, default: 0] += 1 }
                } else {
                    entry.disqualified = true
                }
            }
            candidates[event.endpoint] = entry
        }
        let refreshes = candidates.filter {
            !$0.value.disqualified && $0.value.renewals > 0 && !$0.value.refusals.isEmpty
        }
        guard
            let best = refreshes.max(by: { ($0.value.renewals, $1.key) < ($1.value.renewals, $0.key) }),
            let refusal = best.value.refusals.max(by: {
                ($0.value, $1.key.description) < ($1.value, $0.key.description)
            })
        else { return nil }
        return CookieRefresh(endpoint: best.key, renewals: best.value.renewals, refusal: refusal.key)
    }

    /// The business code of the failure that was the last exchange to send the same cookies before the call at
    /// `position`, looking at most ``refusalReach`` exchanges back.
    private static func refusalBefore(_ position: Int, in events: [SessionEvent]) -> BusinessCode? {
        let cookies = events[position].sentCookies
        for earlier in events[max(0, position - refusalReach)..<position].reversed()
        where earlier.sentCookies == cookies {
            if earlier.succeeded { return nil }
            if let code = earlier.failureCode { return code }
        }
        return nil
    }
}
