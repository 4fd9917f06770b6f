import APIRuntime

/// Holds one Bearer session with rotating refresh tokens and runs calls with it.
///
/// - A call refused with a class that `refreshes` is replayed once after a refresh, unless its endpoint's role is one
///   that makes, renews or ends a session (``EndpointRole/replaysAfterRefresh``).
/// - Concurrent refusals share one refresh (single flight); a refusal of tokens that were already replaced just replays
///   with the current ones, so a rotated refresh token is never sent twice.
/// - The new pair replaces the old in one step; ``didChange`` sees every state with the tokens held in it.
/// - A failure whose class invalidates the session, or a failed refresh that is not a connectivity problem, drops the
///   tokens and ends in the class's `endsInSessionState` (or the nearest ended state).
/// - Answers that belong to tokens already replaced never end the current session.
public actor SessionCoordinator<Class: APIErrorClass> {
    /// A classified failure of one of the contract's calls.
    public typealias Failure = APIError<Class>
    /// Exchanges a refresh token for a new pair.
    public typealias Refresh = @Sendable (Secret) async throws(Failure) -> SessionTokens
    private typealias RefreshOutcome = Result<SessionTokens, SessionFailure<Class>>

    /// Where the session stands.
    public private(set) var state: SessionState
    private var tokens: SessionTokens?
    /// Bumped whenever the tokens change, so answers to older tokens can be told apart from current ones.
    private var generation = 0
    /// The one refresh in flight, with the generation whose tokens it renews.
    private var refreshInFlight: (generation: Int, task: Task<RefreshOutcome, Never>)?
    private let refresh: Refresh
    private let didChange: @Sendable (SessionState, SessionTokens?) -> Void

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
        self.tokens = tokens
        self.state = tokens == nil ? .unauthenticated : .authenticated
        self.didChange = didChange
        self.refresh = refresh
    }

    /// The tokens held now, if any.
    public var currentTokens: SessionTokens? { tokens }

    /// Runs a sign-in exchange and holds the tokens it returns. A failed sign-in leaves a held session alone.
    public func signIn<Value: Sendable>(
        _ exchange: @Sendable () async throws(Failure) -> Value,
        tokens extract: @Sendable (Value) -> SessionTokens
    ) async throws(Failure) -> Value {
        move(to: .authenticating)
        do {
            let value = try await exchange()
            install(extract(value))
            return value
        } catch {
            move(to: tokens != nil ? .authenticated : Self.endedState(for: error, fallback: .unauthenticated))
            throw error
        }
    }

    /// Runs `call` with the held tokens; a refusal whose class refreshes is replayed once after a refresh when
    /// `spec`'s role allows it.
    public func perform<Value: Sendable>(
        _ spec: EndpointSpec, _ call: @Sendable (SessionTokens) async throws(Failure) -> Value
    ) async throws(SessionFailure<Class>) -> Value {
        guard let held = tokens else { throw .notSignedIn(state) }
        let seen = generation
        do {
            return try await call(held)
        } catch {
            guard error.refreshes, spec.role.replaysAfterRefresh else {
                endIfInvalidated(by: error, generation: seen)
                throw .api(error)
            }
        }
        let renewed = try await tokens(replacing: seen)
        let replayed = generation
        do {
            return try await call(renewed)
        } catch {
            endIfInvalidated(by: error, generation: replayed)
            throw .api(error)
        }
    }

    /// Ends the session locally first, then tells the server with `exchange`; whatever the server answers (an expired
    /// access token included) the session stays ended. Returns the exchange's failure, if any.
    @discardableResult
    public func signOut(_ exchange: @Sendable (SessionTokens) async throws(Failure) -> Void) async -> Failure? {
        // A refresh in flight would rotate the refresh token this logout revokes; let it land first.
        if let refreshInFlight { _ = await refreshInFlight.task.value }
        guard let held = tokens else {
            move(to: .unauthenticated)
            return nil
        }
        end(in: .unauthenticated)
        do {
            try await exchange(held)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Refreshing

    /// The tokens that replace those of generation `seen`: the current ones when they were replaced already,
    /// otherwise the result of the one refresh in flight (started here when there is none).
    private func tokens(replacing seen: Int) async throws(SessionFailure<Class>) -> SessionTokens {
        if seen != generation {
            guard let tokens else { throw .notSignedIn(state) }
            return tokens
        }
        let task: Task<RefreshOutcome, Never>
        // Only a refresh of these very tokens is joined: one still renewing a session replaced since (a sign-in
        // meanwhile) holds another refresh token and its answer no longer counts.
        if let refreshInFlight, refreshInFlight.generation == seen {
            task = refreshInFlight.task
        } else {
            guard let refreshToken = tokens?.refreshToken else { throw .notSignedIn(state) }
            move(to: .refreshing)
            task = Task { await self.runRefresh(with: refreshToken, generation: seen) }
            refreshInFlight = (seen, task)
        }
        return try await task.value.get()
    }

    private func runRefresh(with refreshToken: Secret, generation seen: Int) async -> RefreshOutcome {
        let result: Result<SessionTokens, Failure>
        do {
            result = .success(try await refresh(refreshToken))
        } catch {
            result = .failure(error)
        }
        if refreshInFlight?.generation == seen { refreshInFlight = nil }
        // Signed out (or in again) meanwhile: the answer belongs to a session that is gone; callers go on with the
        // session held now, if any, as any refusal of replaced tokens does.
        guard seen == generation else {
            guard let tokens else { return .failure(.notSignedIn(state)) }
            return .success(tokens)
        }
        switch result {
        case .success(let renewed):
            install(renewed)
            return .success(renewed)
        case .failure(let error):
            if error.invalidatesSession || error.refreshes || !error.keepsCredentials {
                end(in: Self.endedState(for: error, fallback: .expired))
            } else {
                move(to: .authenticated)
            }
            return .failure(.api(error))
        }
    }

    // MARK: State

    private func install(_ renewed: SessionTokens) {
        tokens = renewed
        generation += 1
        move(to: .authenticated)
    }

    private func end(in ended: SessionState) {
        tokens = nil
        generation += 1
        move(to: ended)
    }

    private func endIfInvalidated(by error: Failure, generation seen: Int) {
        guard error.invalidatesSession, seen == generation else { return }
        end(in: Self.endedState(for: error, fallback: .unauthenticated))
    }

    private func move(to next: SessionState) {
        state = next
        didChange(next, tokens)
    }

    /// The class's own end state when it names an ended one, else `fallback`.
    private static func endedState(for error: Failure, fallback: SessionState) -> SessionState {
        guard let named = error.endsInSessionState, named.hasEnded, named != .authenticating else { return fallback }
        return named
    }
}
