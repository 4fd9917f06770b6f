import APIRuntime

/// The tokens of one Bearer session, always replaced together: a refresh hands out a new pair and the old refresh
/// token is gone the moment the new one is held. Its description never shows either token.
public struct SessionTokens: Sendable, Hashable, CustomStringConvertible {
    /// Sent as the Bearer token of authenticated requests.
    public var accessToken: Secret
    /// Exchanged once for a new pair; the server revokes it on use.
    public var refreshToken: Secret

    /// Pairs an access token with the refresh token issued with it.
    public init(accessToken: Secret, refreshToken: Secret) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
    }

    /// Never shows a token.
    public var description: String { "SessionTokens(<redacted>)" }
}

/// Why a call made through a ``SessionCoordinator`` failed.
public enum SessionFailure<Class: APIErrorClass>: Error, Sendable, CustomStringConvertible {
    /// No session is held; nothing was sent. The associated value is the state the session is in.
    case notSignedIn(SessionState)
    /// The call, or the refresh it needed, failed with this classified error.
    case api(APIError<Class>)

    /// The classified error, when there was an exchange.
    public var apiError: APIError<Class>? {
        if case .api(let error) = self { return error }
        return nil
    }

    /// The class of the classified error, when there was an exchange.
    public var errorClass: Class? { apiError?.errorClass }

    /// The state or the classified error; never a secret (the error's own description redacts).
    public var description: String {
        switch self {
        case .notSignedIn(let state): "not signed in (\(state.rawValue))"
        case .api(let error): error.description
        }
    }
}
