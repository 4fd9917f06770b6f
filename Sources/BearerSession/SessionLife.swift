import APIRuntime

/// The life of one held session, shared by the library's session actors (``TokenSession``, ``RefreshingSession``):
/// where it stands, the credentials held, and a generation that tells answers to replaced credentials from answers to
/// the current ones. Every change of state is told to `didChange` with the credentials then held.
struct SessionLife<Credentials: Sendable, Class: APIErrorClass> {
    typealias Failure = APIError<Class>

    private(set) var state: SessionState
    private(set) var credentials: Credentials?
    /// Bumped whenever the credentials change, so answers to older ones can be told apart from current ones.
    private(set) var generation = 0
    private let didChange: @Sendable (SessionState, Credentials?) -> Void

    init(holding credentials: Credentials?, didChange: @escaping @Sendable (SessionState, Credentials?) -> Void) {
        self.credentials = credentials
        self.state = credentials == nil ? .unauthenticated : .authenticated
        self.didChange = didChange
    }

    /// Holds `credentials` in place of any held before: authenticated.
    mutating func install(_ credentials: Credentials) {
        self.credentials = credentials
        generation += 1
        move(to: .authenticated)
    }

    /// Drops the credentials and stands in `ended`.
    mutating func end(in ended: SessionState) {
        credentials = nil
        generation += 1
        move(to: ended)
    }

    mutating func move(to next: SessionState) {
        state = next
        didChange(next, credentials)
    }

    /// Ends the session when `error`'s class invalidates it and the credentials it answered (those of `seen`) are still
    /// the ones held.
    mutating func endIfInvalidated(by error: Failure, generation seen: Int) {
        guard error.invalidatesSession, seen == generation else { return }
        end(in: error.endedSessionState(otherwise: .unauthenticated))
    }

    /// Signing out ends the session locally first: the credentials to tell the server about, nil when none were held.
    mutating func endForSignOut() -> Credentials? {
        guard let held = credentials else {
            move(to: .unauthenticated)
            return nil
        }
        end(in: .unauthenticated)
        return held
    }

    /// Tells the server that the session `held` ended; whatever it answers, the session stays ended. The exchange's
    /// failure, if any.
    static func tellServer(
        _ held: Credentials?, _ exchange: @Sendable (Credentials) async throws(Failure) -> Void
    ) async -> Failure? {
        guard let held else { return nil }
        do {
            try await exchange(held)
            return nil
        } catch {
            return error
        }
    }
}

extension APIError {
    /// The class's own end state when it names an ended one, else `fallback`.
    func endedSessionState(otherwise fallback: SessionState) -> SessionState {
        guard let named = endsInSessionState, named.hasEnded, named != .authenticating else { return fallback }
        return named
    }
}
