import APIRuntime

/// Holds one token session that has no refresh token (RuoYi, JeecgBoot: the sign-in hands out a token, and a `code: 401`
/// ends it) and runs calls with its credentials, so the app writes no session code of its own.
///
/// - It keeps the credentials a sign-in returned (the generated client's `SignedIn.credentials`, from the contract's
///   `auth.token.setBy`).
/// - One sign-in at a time: a caller that signs in while a sign-in is under way shares its outcome (single flight),
///   and a call made meanwhile waits for it.
/// - A call that fails with a class whose action `invalidatesSession` (read from the generated error type, never from a
///   string) ends the session, unless the credentials it was sent with were replaced meanwhile; the session then
///   stands in the class's `endsInSessionState`, or `unauthenticated`.
/// - Signing out ends the session locally first, whatever the server answers.
///
/// Beside ``SessionCoordinator``, which is for Bearer sessions with a rotating refresh token, it shares the library's
/// ``SessionFailure`` and ``SessionState``: an app uses one or the other.
public actor TokenSession<Credentials: Sendable, Class: APIErrorClass> {
    /// A classified failure of one of the contract's calls.
    public typealias Failure = APIError<Class>
    private typealias SignInOutcome = Result<Credentials, Failure>

    /// Where the session stands.
    public var state: SessionState { life.state }
    private var life: SessionLife<Credentials, Class>
    /// The one sign-in in flight.
    private var signInInFlight: Task<SignInOutcome, Never>?
    /// How many callers have waited for a sign-in another caller started (a joined `signIn`, or a call made while
    /// signing in): what a test of the single flight waits for.
    private(set) var joinedSignIns = 0

    /// Creates a session holding `credentials`, or signed out.
    ///
    /// - Parameters:
    ///   - credentials: A stored session to resume (e.g. from the Keychain); nil starts signed out.
    ///   - didChange: Told every new state with the credentials then held (nil once the session has ended), e.g. to
    ///     keep the Keychain in step; called on the session, so keep it short.
    public init(
        restoring credentials: Credentials? = nil,
        didChange: @escaping @Sendable (SessionState, Credentials?) -> Void = { _, _ in }
    ) {
        life = SessionLife(holding: credentials, didChange: didChange)
    }

    /// The credentials held now, if any.
    public var currentCredentials: Credentials? { life.credentials }

    /// Signs in with `exchange` (e.g. `{ try await client.login(form).credentials }`) and holds the credentials it
    /// returns. While a sign-in is under way, another caller shares it: its own `exchange` is not run. A failed sign-in
    /// leaves a held session alone.
    @discardableResult
    public func signIn(_ exchange: @escaping @Sendable () async throws(Failure) -> Credentials) async throws(Failure)
        -> Credentials
    {
        let task: Task<SignInOutcome, Never>
        if let signInInFlight {
            joinedSignIns += 1
            task = signInInFlight
        } else {
            life.move(to: .authenticating)
            task = Task { await self.runSignIn(exchange) }
            signInInFlight = task
        }
        return try await task.value.get()
    }

    /// Runs `call` with the held credentials (waiting for a sign-in under way when none are held); a failure whose
    /// class invalidates the session ends it.
    public func perform<Value: Sendable>(
        _ call: @Sendable (Credentials) async throws(Failure) -> Value
    ) async throws(SessionFailure<Class>) -> Value {
        if life.credentials == nil, let signInInFlight {
            joinedSignIns += 1
            _ = await signInInFlight.value
        }
        guard let held = life.credentials else { throw .notSignedIn(state) }
        let seen = life.generation
        do {
            return try await call(held)
        } catch {
            life.endIfInvalidated(by: error, generation: seen)
            throw .api(error)
        }
    }

    /// Ends the session locally first, then tells the server with `exchange`; whatever the server answers (a token
    /// that expired meanwhile included) the session stays ended. Returns the exchange's failure, if any.
    @discardableResult
    public func signOut(_ exchange: @Sendable (Credentials) async throws(Failure) -> Void) async -> Failure? {
        await SessionLife.tellServer(life.endForSignOut(), exchange)
    }

    // MARK: State

    private func runSignIn(_ exchange: @Sendable () async throws(Failure) -> Credentials) async -> SignInOutcome {
        let outcome: SignInOutcome
        do {
            outcome = .success(try await exchange())
        } catch {
            outcome = .failure(error)
        }
        signInInFlight = nil
        switch outcome {
        case .success(let signedIn): life.install(signedIn)
        case .failure: life.move(to: life.credentials != nil ? .authenticated : .unauthenticated)
        }
        return outcome
    }
}
