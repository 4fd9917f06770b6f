import Contract
import WireVocabulary

/// Cookie sessions (`auth.session`), parameters derived from a session cookie, and endpoints whose credentials became
/// optional or required.
extension Rules {
    static let sessionRules = [
        credentialStyleChanged, sessionCookieAdded, sessionCookieRemoved, sessionCookieSecretChanged,
        sessionSettersChanged, signInDeliveryChanged, sessionEndersChanged, authBecameOptional, authBecameRequired,
        parameterDerivationChanged,
    ]

    static let credentialStyleChanged = Rule(
        "credential-style-changed", .auth, wire: .breaking, swift: .breaking,
        "The session changed style: a token became a set of cookies or back; the credentials type changes shape.",
        client: "Store the new credentials; existing app versions need the server to accept the old style.")
    static let sessionCookieAdded = Rule(
        "session-cookie-added", .auth, wire: .possiblyBreaking, swift: .breaking,
        "The session has another cookie: requests send it, sign-ins require it, the credentials gain a property.",
        client: "Regenerate; stored sessions lack the cookie until the user signs in again.")
    static let sessionCookieRemoved = Rule(
        "session-cookie-removed", .auth, wire: .possiblyBreaking, swift: .breaking,
        "The session lost a cookie: requests stop sending it; the credentials lose a property.",
        client: "Regenerate; confirm the server really needs it no more.")
    static let sessionCookieSecretChanged = Rule(
        "session-cookie-secret-changed", .auth, wire: .nonBreaking, swift: .breaking,
        "A session cookie became secret or stopped being one: its property is now a `Secret` (or a `String`).",
        client: "Read the property as the new type.")
    static let sessionSettersChanged = Rule(
        "session-setters-changed", .auth, wire: .possiblyBreaking, swift: .breaking,
        "Other endpoints set the session cookies: their methods now return (or stop returning) `SignedIn`.",
        client: "Store the credentials where the new sign-in returns them.")
    static let signInDeliveryChanged = Rule(
        "sign-in-delivery-changed", .auth, wire: .breaking, swift: .possiblyBreaking,
        "A sign-in hands the cookies out differently: in another state (`when:`), or in a payload field instead of "
            + "`Set-Cookie` (or back). Gaining or losing `when:` turns its method's `SignedIn` into `SignInProgress` "
            + "(or back).",
        client: "Regenerate; where the result became `SignInProgress`, poll until it has credentials.")
    static let sessionEndersChanged = Rule(
        "session-enders-changed", .auth, wire: .nonBreaking, swift: .nonBreaking,
        "Other endpoints end the cookie session.", client: "Drop the stored credentials after the new ones.")
    static let authBecameOptional = Rule(
        "auth-became-optional", .endpoints, wire: .nonBreaking, swift: .nonBreaking,
        "The endpoint now works signed out: its `credentials:` argument is optional.",
        client: "Nothing needed; calls signed out may now pass nil.")
    static let authBecameRequired = Rule(
        "auth-became-required", .endpoints, wire: .breaking, swift: .breaking,
        "The endpoint no longer works signed out: its `credentials:` argument is required.",
        client: "Sign in before calling it.")
    static let parameterDerivationChanged = Rule(
        "parameter-derivation-changed", .endpoints, wire: .possiblyBreaking, swift: .breaking,
        "A parameter is now filled from a session cookie (its argument disappears) or stopped being (the app passes "
            + "it), or reads another cookie.",
        client: "Update calls to the method.")

    /// The rule for an endpoint whose auth changed between `token` and `optional`; nil for other changes.
    static func optionalAuthRule(_ old: Endpoint.Auth, _ new: Endpoint.Auth) -> Rule? {
        switch (old, new) {
        case (.token, .optional): authBecameOptional
        case (.optional, .token): authBecameRequired
        default: nil
        }
    }
}

extension DiffContext {
    mutating func diffSession(_ old: AuthRules, _ new: AuthRules, group: String) {
        let path = "auth/session"
        switch (old.session, new.session) {
        case (nil, nil):
            return
        case (nil, let session?):
            emit(
                Rules.credentialStyleChanged, group: group, path: path, "the session became cookies",
                before: old.token?.placement.shape, after: session.wire.shape, at: session.provenance)
        case (let session?, nil):
            emit(
                Rules.credentialStyleChanged, group: group, path: path, "the session became a token",
                before: session.wire.shape, after: new.token?.placement.shape, at: new.provenance)
        case (let before?, let after?):
            // A cookie's own path is its credentials property's origin, so the symbol impact names its rule.
            func cookiePath(_ name: String) -> String { "\(path)/cookie:\(name)" }
            for cookie in after.cookies where before.cookie(named: cookie.name) == nil {
                emit(
                    Rules.sessionCookieAdded, group: group, path: cookiePath(cookie.name),
                    "session cookie `\(cookie.name)` added", at: cookie.provenance)
            }
            for cookie in before.cookies where after.cookie(named: cookie.name) == nil {
                emit(
                    Rules.sessionCookieRemoved, group: group, path: cookiePath(cookie.name),
                    "session cookie `\(cookie.name)` removed", at: after.provenance)
            }
            for cookie in after.cookies {
                guard let old = before.cookie(named: cookie.name), old.isSecret != cookie.isSecret else { continue }
                emit(
                    Rules.sessionCookieSecretChanged, group: group, path: cookiePath(cookie.name),
                    "session cookie `\(cookie.name)` " + (cookie.isSecret ? "became secret" : "is no longer secret"),
                    at: cookie.provenance)
            }
            // One change per endpoint that joined or left, at the endpoint: its method's return type is what changed.
            for name in after.setBy where !before.setBy.contains(name) {
                emit(
                    Rules.sessionSettersChanged, group: group, path: "endpoint:\(name)",
                    "endpoint `\(name)` now sets the session", at: after.provenance)
            }
            for name in before.setBy where !after.setBy.contains(name) {
                emit(
                    Rules.sessionSettersChanged, group: group, path: "endpoint:\(name)",
                    "endpoint `\(name)` no longer sets the session", at: after.provenance)
            }
            for name in after.setBy where before.setBy.contains(name) {
                let old = before.delivery(for: name)
                let new = after.delivery(for: name)
                guard old != new else { continue }
                emit(
                    Rules.signInDeliveryChanged, group: group, path: "endpoint:\(name)",
                    "endpoint `\(name)` hands out the session differently", before: Self.describe(old),
                    after: Self.describe(new), at: after.provenance)
            }
            if Set(before.endsBy) != Set(after.endsBy) {
                emit(
                    Rules.sessionEndersChanged, group: group, path: path, "endpoints that end the session changed",
                    before: before.endsBy.joined(separator: ", "), after: after.endsBy.joined(separator: ", "),
                    at: after.provenance)
            }
        }
    }

    /// A parameter derived from a cookie that became the app's, or the reverse, or reads another cookie.
    mutating func diffDerivation(
        _ before: Endpoint.Parameter, _ after: Endpoint.Parameter, group: String, path: String
    ) {
        guard before.fromCookie != after.fromCookie else { return }
        emit(
            Rules.parameterDerivationChanged, group: group, path: path,
            "parameter `\(after.name)` " + (after.fromCookie.map { "is filled from cookie `\($0)`" } ?? "is the app's"),
            before: before.fromCookie.map { "cookie \($0)" } ?? "argument",
            after: after.fromCookie.map { "cookie \($0)" } ?? "argument", at: after.provenance)
    }

    /// `Set-Cookie on every success`, `payload field cookie when code in [803]`: how a change names a delivery (a
    /// cookie session's or a token's).
    static func describe(_ delivery: SignInDelivery) -> String {
        let source =
            switch delivery.source {
            case .setCookie: "Set-Cookie"
            case .field(let field): "payload field \(field)"
            }
        return source + (delivery.when.map { " when \($0)" } ?? " on every success")
    }
}
