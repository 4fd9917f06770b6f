import APIRuntime

/// Holds one session that a refresh renews, and runs calls with its credentials: a Bearer session with rotating
/// refresh tokens (``SessionCoordinator``, whose credentials are ``SessionTokens``), or a cookie session whose refresh
/// sends the cookies and hands out new ones (the contract's `auth.session.refreshedBy`; the generated client's
/// `<Prefix>Credentials`).
///
/// - A call refused with a class that `refreshes` is replayed once after a refresh, unless its endpoint's role is one
///   that makes, renews or ends a session (``EndpointRole/replaysAfterRefresh``).
/// - Concurrent refusals share one refresh (single flight); a refusal of credentials that were already replaced just
///   replays with the current ones, so a rotated refresh token (or a renewed cookie) is never sent twice.
/// - The new credentials replace the old in one step; `didChange` sees every state with the credentials held in it.
/// - A failure whose class invalidates the session, or a failed refresh that is not a connectivity problem, drops the
///   credentials and ends in the class's `endsInSessionState` (or the nearest ended state).
/// - Answers that belong to credentials already replaced never end the current session.
public actor RefreshingSession<Credentials: Sendable, Class: APIErrorClass> {
    /// A classified failure of one of the contract's calls.
    public typealias Failure = APIError<Class>
    /// Renews the session from the credentials held now (e.g. `{ try await client.refreshCookie(credentials: $0)
    /// .credentials }`).
    public typealias Renew = @Sendable (Credentials) async throws(Failure) -> Credentials
    private typealias RefreshOutcome = Result<Credentials, SessionFailure<Class>>

    /// Where the session stands.
    public var state: SessionState { life.state }
    private var life: SessionLife<Credentials, Class>
    /// The one refresh in flight, with the generation whose credentials it renews.
    private var refreshInFlight: (generation: Int, task: Task<RefreshOutcome, Never>)?
    private let refresh: Renew

    /// Creates a session holding `credentials`, or signed out.
    ///
    /// - Parameters:
    ///   - credentials: A stored session to resume (e.g. from the Keychain); nil starts signed out.
    ///   - didChange: Told every new state with the credentials then held (nil once the session has ended), e.g. to
    ///     keep the Keychain in step; called on the session, so keep it short.
    ///   - renew: The refresh exchange, given the credentials it renews.
    public init(
        holding credentials: Credentials?,
        didChange: @escaping @Sendable (SessionState, Credentials?) -> Void = { _, _ in },
        renew: @escaping Renew
    ) {
        self.life = SessionLife(holding: credentials, didChange: didChange)
        self.refresh = renew
    }

    /// The credentials held now, if any.
    public var currentCredentials: Credentials? { life.credentials }

    /// How many callers have waited for a refresh another caller started: what a test of the single flight waits for.
    private(set) var joinedRefreshes = 0

    /// Runs a sign-in exchange and holds the credentials it returns. A failed sign-in leaves a held session alone.
    public func signIn<Value: Sendable>(
        _ exchange: @Sendable () async throws(Failure) -> Value,
        credentials extract: @Sendable (Value) -> Credentials
    ) async throws(Failure) -> Value {
        life.move(to: .authenticating)
        do {
            let value = try await exchange()
            life.install(extract(value))
            return value
        } catch {
            life.move(
                to: life.credentials != nil
                    ? .authenticated : error.endedSessionState(otherwise: .unauthenticated))
            throw error
        }
    }

    /// Runs `call` with the held credentials; a refusal whose class refreshes is replayed once after a refresh when
    /// `spec`'s role allows it.
    public func perform<Value: Sendable>(
        _ spec: EndpointSpec, _ call: @Sendable (Credentials) async throws(Failure) -> Value
    ) async throws(SessionFailure<Class>) -> Value {
        guard let held = life.credentials else { throw .notSignedIn(state) }
        let seen = life.generation
        do {
            return try await call(held)
        } catch {
            guard error.refreshes, spec.role.replaysAfterRefresh else {
                life.endIfInvalidated(by: error, generation: seen)
                throw .api(error)
            }
        }
        let renewed = try await credentials(replacing: seen)
        let replayed = life.generation
        do {
            return try await call(renewed)
        } catch {
            life.endIfInvalidated(by: error, generation: replayed)
            throw .api(error)
        }
    }

    /// Ends the session locally first, then tells the server with `exchange`; whatever the server answers (an expired
    /// access token included) the session stays ended. Returns the exchange's failure, if any.
    @discardableResult
    public func signOut(_ exchange: @Sendable (Credentials) async throws(Failure) -> Void) async -> Failure? {
        // A refresh in flight would rotate the credentials this logout revokes; let it land first.
        if let refreshInFlight { _ = await refreshInFlight.task.value }
        return await SessionLife.tellServer(life.endForSignOut(), exchange)
    }

    // MARK: Refreshing

    /// The credentials that replace those of generation `seen`: the current ones when they were replaced already,
    /// otherwise the result of the one refresh in flight (started here when there is none).
    private func credentials(replacing seen: Int) async throws(SessionFailure<Class>) -> Credentials {
        if seen != life.generation {
            guard let current = life.credentials else { throw .notSignedIn(state) }
            return current
        }
        let task: Task<RefreshOutcome, Never>
        // Only a refresh of these very credentials is joined: one still renewing a session replaced since (a sign-in
        // meanwhile) holds other credentials and its answer no longer counts.
        if let refreshInFlight, refreshInFlight.generation == seen {
            joinedRefreshes += 1
            task = refreshInFlight.task
        } else {
            guard let held = life.credentials else { throw .notSignedIn(state) }
            life.move(to: .refreshing)
            task = Task { await self.runRefresh(with: held, generation: seen) }
            refreshInFlight = (seen, task)
        }
        return try await task.value.get()
    }

    private func runRefresh(with held: Credentials, generation seen: Int) async -> RefreshOutcome {
        let result: Result<Credentials, Failure>
        do {
            result = .success(try await refresh(held))
        } catch {
            result = .failure(error)
        }
        if refreshInFlight?.generation == seen { refreshInFlight = nil }
        // Signed out (or in again) meanwhile: the answer belongs to a session that is gone; callers go on with the
        // session held now, if any, as any refusal of replaced credentials does.
        guard seen == life.generation else {
            guard let current = life.credentials else { return .failure(.notSignedIn(state)) }
            return .success(current)
        }
        switch result {
        case .success(let renewed):
            life.install(renewed)
            return .success(renewed)
        case .failure(let error):
            if error.invalidatesSession || error.refreshes || !error.keepsCredentials {
                life.end(in: error.endedSessionState(otherwise: .expired))
            } else {
                life.move(to: .authenticated)
            }
            return .failure(.api(error))
        }
    }
}
