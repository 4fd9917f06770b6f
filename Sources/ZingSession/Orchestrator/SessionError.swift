import APIRuntime
import Foundation
import ZingAPI

/// Why a session operation failed. Never carries a token.
public enum SessionError: Error, Sendable, CustomStringConvertible {
    /// The server (or the client's reading of its answer) failed; see the class for the client action.
    case api(ZingError)
    /// Refused locally; no request was sent (e.g. a tenant that is not switchable).
    case refused(String)
    /// There is no session to use.
    case noSession
    /// The stored session belongs to another API environment; its token is never sent elsewhere.
    case environmentMismatch(stored: URL)
    /// A newer login, logout, account or tenant change happened meanwhile; this result changed nothing.
    case superseded
    /// The session store failed.
    case storage(SessionStoreError)

    /// The API error, when it is one.
    public var apiError: ZingError? {
        if case .api(let error) = self { return error }
        return nil
    }

    /// The failure's class or kind and its message; never a secret.
    public var description: String {
        switch self {
        case .api(let error): "\(error)"
        case .refused(let reason): "refused: \(reason)"
        case .noSession: "no session; sign in first"
        case .environmentMismatch(let stored):
            "the stored session belongs to \(stored.absoluteString); sign in again for this server"
        case .superseded: "superseded by a newer session change; nothing was changed"
        case .storage(let error): "\(error)"
        }
    }
}

extension ZingError {
    /// The failure of a current-user read whose id is not the session's (raised locally, apple sign-in §7.1).
    static func accountMismatch(expected: UserID, found: UserID) -> ZingError {
        ZingError(
            errorClass: .accountMismatch, observation: ExchangeObservation(carriedCredentials: true),
            detail: "the server's current user is \(found), the session's is \(expected)")
    }
}
