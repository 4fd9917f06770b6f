// The sessions guide's Longde example (docs/guides/sessions.md), compiled: ReadmeExampleTests checks that this file still holds it verbatim.

import APIRuntime
import BearerSession
import LongdeAPI
import LongdeSession

func startSession(
    identityToken: String, rawNonce: String, keychain: @escaping @Sendable (SessionTokens?) -> Void
) async throws(LongdeError) -> LongdeSession {
    // Each new token pair (nil once the session has ended) reaches the Keychain in one piece.
    let session = LongdeSession(client: LongdeClient()) { _, tokens in keychain(tokens) }
    _ = try await session.signIn(AppleLoginRequest(identityToken: Secret(identityToken), nonce: Secret(rawNonce)))
    return session
}

func profileLine(_ session: LongdeSession) async -> String {
    do {
        // A refused access token is refreshed once, shared by concurrent calls, and the call replayed.
        return try await session.currentUser().nickname ?? "(no nickname)"
    } catch {
        switch await session.state {
        case .disabled: return "This account is disabled."
        case .deleted: return "This account was deleted."
        case .expired, .unauthenticated: return "Please sign in again."
        default: return "Something went wrong (\(error))."
        }
    }
}
