import APIRuntime
import BearerSession
import LongdeAPI

/// A signed-in Longde session over the generated client (doc §2, §5): sign-in with Apple, calls that refresh a refused
/// access token once and replay, one refresh for any number of concurrent refusals, one-time refresh tokens replaced
/// as a pair, and a sign-out that always ends the session locally.
///
/// The rules come from the contract (error classes' `refreshes` and `endsIn`, endpoint roles) through the
/// `SessionCoordinator` of `BearerSession`; this type only says which endpoint does what.
public struct LongdeSession: Sendable {
    /// Why a call made through the session failed.
    public typealias Failure = SessionFailure<LongdeErrorClass>

    /// The generated client the session calls.
    public let client: LongdeClient
    private let coordinator: SessionCoordinator<LongdeErrorClass>

    /// - Parameters:
    ///   - client: The generated client.
    ///   - tokens: A stored session to resume (e.g. from the Keychain); nil starts signed out.
    ///   - didChange: Told every new state with the tokens then held, to keep the Keychain in step.
    public init(
        client: LongdeClient, restoring tokens: SessionTokens? = nil,
        didChange: @escaping @Sendable (SessionState, SessionTokens?) -> Void = { _, _ in }
    ) {
        self.client = client
        coordinator = SessionCoordinator(restoring: tokens, didChange: didChange) {
            refreshToken throws(LongdeError) in
            try await client.refreshSession(RefreshRequest(refreshToken: refreshToken)).tokens
        }
    }

    /// Where the session stands (doc §5.4).
    public var state: SessionState {
        get async { await coordinator.state }
    }

    /// The tokens held now, if any.
    public var tokens: SessionTokens? {
        get async { await coordinator.currentTokens }
    }

    /// Signs in with an Apple credential and holds the session it returns.
    public func signIn(_ request: AppleLoginRequest) async throws(LongdeError) -> User {
        let session = try await coordinator.signIn(
            { () throws(LongdeError) in try await client.appleLogin(request) }, tokens: \.tokens)
        return session.user
    }

    /// Runs an authenticated call of `operation` with the held access token, refreshing once when the contract says so.
    ///
    /// The client already removes from its errors what the request carried; the session also removes the refresh
    /// token it holds, which a server that issued it could echo into any answer.
    public func perform<Value: Sendable>(
        _ operation: LongdeOperation,
        _ call: @Sendable (LongdeClient, LongdeCredentials) async throws(LongdeError) -> Value
    ) async throws(Failure) -> Value {
        try await coordinator.perform(operation.spec) { tokens throws(LongdeError) in
            do throws(LongdeError) {
                return try await call(client, LongdeCredentials(token: tokens.accessToken))
            } catch {
                throw error.redacting(SecretRedactor([tokens.accessToken, tokens.refreshToken]))
            }
        }
    }

    /// The signed-in user.
    public func currentUser() async throws(Failure) -> User {
        try await perform(.currentUser) { client, credentials throws(LongdeError) in
            try await client.currentUser(credentials: credentials)
        }
    }

    /// Ends the session: local state is cleared first, then the server revokes the refresh token. The server's
    /// failure, if any, is returned for information only; the session is over either way.
    @discardableResult
    public func signOut() async -> LongdeError? {
        await coordinator.signOut { tokens throws(LongdeError) in
            try await client.logout(
                LogoutRequest(refreshToken: tokens.refreshToken),
                credentials: LongdeCredentials(token: tokens.accessToken))
        }
    }
}

extension AuthSession {
    /// The token pair this sign-in or refresh issued.
    var tokens: SessionTokens { SessionTokens(accessToken: accessToken, refreshToken: refreshToken) }
}
