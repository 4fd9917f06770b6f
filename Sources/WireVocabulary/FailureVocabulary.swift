/// Why no response arrived, as a contract's error rules name it (`transport: [timeout, offline]`).
public enum TransportFaultKind: String, Sendable, Hashable, CaseIterable {
    /// The caller cancelled the request.
    case cancelled
    /// The request took longer than its deadline.
    case timeout
    /// There is no network.
    case offline
    /// No connection to the host could be made.
    case cannotConnect
    /// The connection broke while the request or its answer was under way.
    case connectionLost
    /// Any other transport failure.
    case other
    /// The response body passed the size limit; reading stopped.
    case responseTooLarge
}

/// Why the client refused a call before sending anything, as error rules name it (`local: invalidInput`).
public enum LocalRejection: String, Sendable, Hashable, CaseIterable {
    /// The caller's input breaks a documented limit (or can't be encoded); nothing was sent.
    case invalidInput
}

/// Where a signed-in session stands.
///
/// A contract's error classes name the state a failure ends in (`endsIn:`); the `SessionCoordinator` of the
/// `BearerSession` module moves between the live states (signing in, signed in, refreshing) and the ended ones.
public enum SessionState: String, Sendable, Hashable, CaseIterable {
    /// No session: never signed in, signed out, or a sign-in that failed.
    case unauthenticated
    /// A sign-in exchange is in flight.
    case authenticating
    /// Tokens are held and used.
    case authenticated
    /// The access token was refused and one refresh is in flight.
    case refreshing
    /// The session ran out (the refresh token expired or was revoked): sign in again.
    case expired
    /// The account was disabled.
    case disabled
    /// The account was deleted.
    case deleted

    /// Whether the session has ended and holds no tokens: only a new sign-in leaves this state.
    public var hasEnded: Bool {
        switch self {
        case .authenticated, .refreshing: false
        case .unauthenticated, .authenticating, .expired, .disabled, .deleted: true
        }
    }
}
