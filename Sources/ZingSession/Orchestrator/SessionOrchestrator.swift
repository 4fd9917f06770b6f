import APIRuntime
import Foundation
import ZingAPI

/// The session around the generated client, as apple sign-in §7 requires: login, restore, tenant switch, logout,
/// and authenticated requests that each read one snapshot of the session.
///
/// Every login, logout, account or tenant change advances ``generation``. A response that arrives for an older
/// generation changes nothing and is reported as ``SessionError/superseded``: a late 401 of a previous account
/// cannot clear the new session, and a login that completes after a logout is not saved. There is no refresh
/// endpoint and the token's `exp` is never read: the server alone decides that a session ended (§7.6).
public actor SessionOrchestrator {
    /// The generated client every request goes through.
    public nonisolated let client: ZingClient
    let store: any SessionStore

    /// The published state (§7.1).
    public internal(set) var state: SessionPhase = .signedOut
    /// Advanced by every login, logout, account or tenant change.
    public internal(set) var generation: UInt64 = 0
    /// The last store problem that was not thrown (e.g. deleting an expired session failed); show it.
    public internal(set) var storageProblem: String?

    /// The session requests use; kept through a login attempt until the new session replaces it.
    var current: SessionRecord?
    var cache = ContextCache()
    /// Set while a tenant switch runs, to the generation it started; new requests wait for it.
    var switchInFlight: UInt64?
    var pausedRequests: [CheckedContinuation<Void, Never>] = []
    /// A stored session that could not be deleted is never restored automatically.
    var restoreBlocked = false

    /// Creates an orchestrator over `client`, keeping the session in `store`.
    public init(client: ZingClient, store: any SessionStore) {
        self.client = client
        self.store = store
    }

    /// The session requests currently use, if any.
    public var currentRecord: SessionRecord? { current }

    /// The context cached for `key`; never one of another environment, user or tenant.
    public func cachedContext(for key: ContextKey) -> SessionContext? { cache[key] }

    @discardableResult
    func advanceGeneration() -> UInt64 {
        generation &+= 1
        return generation
    }

    /// Throws ``SessionError/superseded`` when the session changed since `started`.
    func ensureCurrent(_ started: UInt64) throws(SessionError) {
        guard started == generation else { throw .superseded }
    }

    // MARK: Authenticated requests

    /// Runs `call` with the current session's snapshot.
    ///
    /// Waits while a tenant switch is in flight. A failure that invalidates the session drops it, but only if
    /// it is still the session that made the request; a result of an older generation is discarded.
    public func perform<Value: Sendable>(
        _ call: @Sendable (ZingClient, ZingCredentials) async throws(ZingError) -> Value
    ) async throws(SessionError) -> Value {
        try await performRecording(call).value
    }

    /// ``perform(_:)``, also returning the session whose snapshot the request carried.
    func performRecording<Value: Sendable>(
        _ call: @Sendable (ZingClient, ZingCredentials) async throws(ZingError) -> Value
    ) async throws(SessionError) -> (value: Value, record: SessionRecord) {
        await waitWhileSwitching()
        guard let record = current, state != .signingOut else { throw .noSession }
        let started = generation
        let outcome: Result<Value, ZingError>
        do {
            outcome = .success(try await call(client, record.credentials))
        } catch {
            outcome = .failure(error)
        }
        try ensureCurrent(started)
        switch outcome {
        case .success(let value):
            return (value, record)
        case .failure(let error):
            if error.invalidatesSession { dropSession(record) }
            throw .api(error.hiding([record.token]))
        }
    }

    /// Uploads a file with the current session (never retried: upload §5); `progress` hears how much of it has been
    /// sent while it goes out (see ``ZingClient/uploadFile(file:fileName:mimeType:biz:credentials:progress:options:)``).
    public func uploadFile(
        file: URL, fileName: String, mimeType: String, biz: String?, progress: UploadProgressHandler? = nil
    ) async throws(SessionError) -> URL {
        try await perform { client, credentials throws(ZingError) in
            try await client.uploadFile(
                file: file, fileName: fileName, mimeType: mimeType, biz: biz, credentials: credentials,
                progress: progress)
        }
    }

    /// Temporary COS credentials for one object of an upload task; never stored (upload §7).
    public func cosCredentials(scene: String, uploadID: String) async throws(SessionError) -> CosCredentials {
        try await perform { client, credentials throws(ZingError) in
            try await client.cosTemporaryCredentials(scene: scene, uploadID: uploadID, credentials: credentials)
        }
    }

    // MARK: Dropping a session

    /// Ends `record`'s session after `sessionExpired` or `accountMismatch`, if it is still the current one:
    /// clears memory and deletes the stored copy if the store still holds that same session.
    func dropSession(_ record: SessionRecord) {
        guard let current, current.isSameSession(as: record) else { return }
        self.current = nil
        advanceGeneration()
        state = .signedOut
        cache.removeAll()
        endSwitch()
        _ = deleteStored(ifHolding: record)
    }

    /// Deletes the stored session when it is `record`'s (or when `record` is nil, whatever is stored).
    func deleteStored(ifHolding record: SessionRecord?) -> Result<DeletionOutcome, SessionStoreError> {
        if let record {
            do {
                guard let stored = try store.load(), stored.isSameSession(as: record) else {
                    return .success(.nothingStored)
                }
            } catch {
                return report(.failure(error))
            }
        }
        do {
            return report(.success(try store.delete()))
        } catch {
            return report(.failure(error))
        }
    }

    private func report(_ result: Result<DeletionOutcome, SessionStoreError>) -> Result<
        DeletionOutcome, SessionStoreError
    > {
        switch result {
        case .success(.neutralized(let reason)):
            storageProblem = reason
        case .failure(let error):
            storageProblem = error.description
            restoreBlocked = true
        case .success:
            break
        }
        return result
    }

    /// Saves `record`, remembering a failure instead of throwing (for display data only).
    func persistQuietly(_ record: SessionRecord) {
        do {
            try saveIfStillStored(record)
        } catch {
            storageProblem = error.description
        }
    }

    /// Saves an update of `record`'s session only while the store still holds that session: a logout or another
    /// sign-in that reached the store meanwhile (another process, another instance) wins, so a late update never
    /// brings back a session that was signed out or replaced (apple sign-in §7.8).
    /// - Returns: whether it saved.
    @discardableResult
    func saveIfStillStored(_ record: SessionRecord) throws(SessionStoreError) -> Bool {
        guard let stored = try store.load(), stored.isSameSession(as: record) else { return false }
        try store.save(record)
        return true
    }

    // MARK: Pausing requests during a tenant switch

    func waitWhileSwitching() async {
        while switchInFlight != nil {
            await withCheckedContinuation { pausedRequests.append($0) }
        }
    }

    func beginSwitch(_ started: UInt64) {
        switchInFlight = started
    }

    /// Ends the switch started at `started` (any switch when nil) and lets paused requests go.
    func endSwitch(_ started: UInt64? = nil) {
        if let started, switchInFlight != started { return }
        switchInFlight = nil
        let paused = pausedRequests
        pausedRequests.removeAll()
        for request in paused { request.resume() }
    }
}
