import APIRuntime
import Foundation
import ZingAPI

extension SessionOrchestrator {
    /// Signs out (apple sign-in §7.8): snapshot the session, stop new requests, call logout with that snapshot,
    /// then clear the stored session whatever the server said.
    ///
    /// If the stored session can't be deleted the outcome says so and it is never restored automatically.
    public func logout() async -> LogoutOutcome {
        let snapshot = current
        let started = advanceGeneration()
        current = nil
        state = .signingOut
        cache.removeAll()
        endSwitch()
        var serverConfirmed = false
        var serverError: ZingError?
        if let snapshot {
            do {
                try await client.logout(credentials: snapshot.credentials)
                serverConfirmed = true
            } catch {
                serverError = error.hiding([snapshot.token])
            }
        }
        let storage = deleteStored(ifHolding: snapshot)
        if generation == started { state = .signedOut }
        return LogoutOutcome(serverConfirmed: serverConfirmed, serverError: serverError, storage: storage)
    }
}
