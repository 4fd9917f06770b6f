// The observing guide's example (docs/guides/observing.md), compiled: ReadmeObserverExampleTests checks that this file still holds it verbatim.
// On Linux `canImport(os)` is false, so only the print adapter and the metadata call are compiled here.

import APIRuntime
import Foundation
import LongdeAPI

#if canImport(os)
    import os

    /// Sends every event to the unified log. Events hold no secret, so they may be public.
    struct UnifiedLogObserver: APIObserver {
        let logger = Logger(subsystem: "com.example.app", category: "api")

        func observe(_ event: APIEvent) {
            switch event.kind {
            case .failed: logger.error("\(event.description, privacy: .public)")
            default: logger.debug("\(event.description, privacy: .public)")
            }
        }
    }
#endif

/// Prints every event, e.g. in a command-line tool or a test.
struct PrintObserver: APIObserver {
    func observe(_ event: APIEvent) { print(event) }
}

/// The signed-in user, and when the server says it answered.
func currentUser(
    _ client: LongdeClient, credentials: LongdeCredentials
) async throws(LongdeError) -> (user: User, answeredAt: Date?) {
    let response = try await withResponseMetadata { () async throws(LongdeError) in
        try await client.currentUser(credentials: credentials)
    }
    return (response.payload, response.metadata?.timestamp?.date)
}
