import ZingAPI

/// How a logout went. Local state is cleared in every case; the server may not have revoked the token
/// (its logout is asynchronous and may not have been reached, apple sign-in §7.8).
public struct LogoutOutcome: Sendable {
    /// The server answered the logout with success.
    public var serverConfirmed: Bool
    /// The server's failure, when it did not confirm.
    public var serverError: ZingError?
    /// What happened to the stored session; a failure must be shown to the user.
    public var storage: Result<DeletionOutcome, SessionStoreError>

    /// Whether the stored session is gone or can no longer be restored.
    public var storedSessionCleared: Bool {
        if case .success = storage { return true }
        return false
    }
}
