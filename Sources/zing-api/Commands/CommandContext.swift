import APIRuntime
import Foundation
import ZingAPI
import ZingSession

/// What every command runs with.
struct CommandContext {
    var settings: Settings
    var store: FileSessionStore
    /// What the store made owner-only during this run (already warned about).
    var sessionFileRepairs: SessionFileRepairs
    var orchestrator: SessionOrchestrator
    var scrubber: OutputScrubber
    var environment: [String: String]
    var readStandardInput: () -> Data

    /// Runs a session operation, turning its failure into the command's.
    func attempt<Value>(_ work: () async throws(SessionError) -> Value) async throws(CommandFailure) -> Value {
        do {
            return try await work()
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Loads the stored session without any request; a missing one is `noSession` (exit 2).
    @discardableResult
    func requireSession() async throws(CommandFailure) -> SessionRecord {
        let record = try await attempt { () throws(SessionError) in try await orchestrator.resume() }
        guard let record else { throw .noSession("no session in \(store.fileURL.path); run `zing-api login` first") }
        scrubber.add(record.token.reveal())
        return record
    }
}
