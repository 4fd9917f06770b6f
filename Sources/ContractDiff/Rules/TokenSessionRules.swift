import Contract
import WireVocabulary

/// A token session's life (`auth.token.setBy`, `auth.token.endsBy`): which endpoints hand the token out and how,
/// and which end it.
extension Rules {
    static let tokenSessionRules = [tokenSettersChanged, tokenSignInDeliveryChanged, tokenEndersChanged]

    static let tokenSettersChanged = Rule(
        "token-setters-changed", .auth, wire: .possiblyBreaking, swift: .breaking,
        "Other endpoints hand out the session token (`auth.token.setBy`): their methods now return (or stop "
            + "returning) `SignedIn` with the credentials.",
        client: "Store the credentials where the new sign-in returns them; a sign-in that left copies the token itself."
    )
    static let tokenSignInDeliveryChanged = Rule(
        "token-sign-in-delivery-changed", .auth, wire: .breaking, swift: .possiblyBreaking,
        "A sign-in hands the token out differently: in another payload field, or in another state (`when:`). Gaining "
            + "or losing `when:` turns its method's `SignedIn` into `SignInProgress` (or back).",
        client: "Regenerate; where the result became `SignInProgress`, poll until it has credentials.")
    static let tokenEndersChanged = Rule(
        "token-enders-changed", .auth, wire: .nonBreaking, swift: .nonBreaking,
        "Other endpoints end the token session (`auth.token.endsBy`): after their success the token is refused.",
        client: "Drop the stored credentials after the new ones.")
}

extension DiffContext {
    mutating func diffTokenLife(_ before: AuthRules.Token, _ after: AuthRules.Token, group: String) {
        // One change per endpoint that joined or left, at the endpoint: its method's return type is what changed.
        for name in after.setBy where !before.setBy.contains(name) {
            emit(
                Rules.tokenSettersChanged, group: group, path: "endpoint:\(name)",
                "endpoint `\(name)` now hands out the session token", at: after.provenance)
        }
        for name in before.setBy where !after.setBy.contains(name) {
            emit(
                Rules.tokenSettersChanged, group: group, path: "endpoint:\(name)",
                "endpoint `\(name)` no longer hands out the session token", at: after.provenance)
        }
        for name in after.setBy where before.setBy.contains(name) {
            guard let old = before.delivery(for: name), let new = after.delivery(for: name), old != new else {
                continue
            }
            emit(
                Rules.tokenSignInDeliveryChanged, group: group, path: "endpoint:\(name)",
                "endpoint `\(name)` hands out the token differently", before: Self.describe(old),
                after: Self.describe(new), at: after.provenance)
        }
        if Set(before.endsBy) != Set(after.endsBy) {
            emit(
                Rules.tokenEndersChanged, group: group, path: "auth/token",
                "endpoints that end the token session changed", before: before.endsBy.joined(separator: ", "),
                after: after.endsBy.joined(separator: ", "), at: after.provenance)
        }
    }
}
