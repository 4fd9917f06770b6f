import ZingAPI

/// Where the session stands (apple sign-in §7.1). Apple authorization itself happens in the app before
/// ``SessionOrchestrator/login(_:)``, so it has no phase here.
///
/// A phase, not the runtime's `SessionState` (the states of a Bearer session), so code that imports both reads
/// unambiguously.
public enum SessionPhase: Sendable, Hashable {
    /// No session: sign-in (or the app's local mode) is all that is offered.
    case signedOut
    /// The Apple exchange is in flight.
    case exchanging
    /// The exchanged session is being stored; nothing is shown as signed in yet.
    case savingSession
    /// A stored session was loaded and is not verified yet: show no cloud data of it.
    case restoring(SessionRecord)
    /// Verifying the current user, then reading memberships and permissions.
    case initializing(SessionRecord)
    /// Initialization could not finish (network, permissions, an unconfirmed tenant); credentials are kept and
    /// the caller may retry. Not the same as verified.
    case unverified(SessionRecord)
    /// Verified and initialised.
    case ready(SessionContext)
    /// A tenant switch is in flight: new requests wait; the old session stays until the result.
    case switchingTenant(from: SessionRecord, to: TenantID)
    /// Signing out: no new requests.
    case signingOut
}
