import APIRuntime

/// Holds one Bearer session with rotating refresh tokens and runs calls with it: a ``RefreshingSession`` whose
/// credentials are the ``SessionTokens`` pair and whose refresh exchanges the refresh token for a new pair.
public typealias SessionCoordinator<Class: APIErrorClass> = RefreshingSession<SessionTokens, Class>

extension RefreshingSession where Credentials == SessionTokens {
    /// Exchanges a refresh token for a new pair.
    public typealias Refresh = @Sendable (Secret) async throws(Failure) -> SessionTokens

    /// Creates a coordinator holding `tokens`, or signed out.
    ///
    /// - Parameters:
    ///   - tokens: A stored session to resume (e.g. from the Keychain); nil starts signed out.
    ///   - didChange: Told every new state with the tokens then held (nil once the session has ended), e.g. to keep
    ///     the Keychain in step; called on the coordinator, so keep it short.
    ///   - refresh: The refresh exchange.
    public init(
        restoring tokens: SessionTokens? = nil,
        didChange: @escaping @Sendable (SessionState, SessionTokens?) -> Void = { _, _ in },
        refresh: @escaping Refresh
    ) {
        self.init(holding: tokens, didChange: didChange) { (held: SessionTokens) throws(Failure) in
            try await refresh(held.refreshToken)
        }
    }

    /// The tokens held now, if any.
    public var currentTokens: SessionTokens? { currentCredentials }

    /// Runs a sign-in exchange and holds the tokens it returns. A failed sign-in leaves a held session alone.
    public func signIn<Value: Sendable>(
        _ exchange: @Sendable () async throws(Failure) -> Value,
        tokens extract: @Sendable (Value) -> SessionTokens
    ) async throws(Failure) -> Value {
        try await signIn(exchange, credentials: extract)
    }
}
