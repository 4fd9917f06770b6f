import Contract
import WireVocabulary

/// A cookie session's refresh (`auth.session.refreshedBy`): which endpoint renews the cookies, and how it hands the
/// new ones out (a change of that is `sign-in-delivery-changed`, as a sign-in's).
extension Rules {
    static let cookieRefreshRules = [sessionRefresherChanged]

    static let sessionRefresherChanged = Rule(
        "session-refresher-changed", .auth, wire: .possiblyBreaking, swift: .breaking,
        "Another endpoint renews the cookie session (`auth.session.refreshedBy`), or none does any more: a call refused "
            + "with a class that refreshes is replayed after it (or no longer is), and its method returns (or stops "
            + "returning) `SignedIn` with the new cookies.",
        client: "Renew the session with the new refresh and keep the cookies it returns; where none renews it any "
            + "more, sign in again when it expires.")
}

extension DiffContext {
    mutating func diffSessionRefresh(_ before: CookieSessionRules, _ after: CookieSessionRules, group: String) {
        guard before.refreshedBy == after.refreshedBy else {
            // One change per endpoint that started or stopped renewing, at the endpoint: its method's return type is
            // what changed.
            if let name = before.refreshedBy {
                emit(
                    Rules.sessionRefresherChanged, group: group, path: "endpoint:\(name)",
                    "endpoint `\(name)` no longer renews the session", at: after.provenance)
            }
            if let name = after.refreshedBy {
                emit(
                    Rules.sessionRefresherChanged, group: group, path: "endpoint:\(name)",
                    "endpoint `\(name)` now renews the session", at: after.provenance)
            }
            return
        }
        guard let name = after.refreshedBy, before.delivery(for: name) != after.delivery(for: name) else { return }
        emit(
            Rules.signInDeliveryChanged, group: group, path: "endpoint:\(name)",
            "endpoint `\(name)` hands out the renewed session differently",
            before: Self.describe(before.delivery(for: name)), after: Self.describe(after.delivery(for: name)),
            at: after.provenance)
    }
}
