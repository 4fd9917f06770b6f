import APIRuntime
import APITesting
import Foundation
import ZingAPI

@testable import ZingSession

/// Shared pieces of the session tests.
enum SessionFixtures {
    static let baseURL = URL(string: "https://work.example.invalid/api")!

    static var loginRequest: AppleLoginRequest {
        AppleLoginRequest(identityToken: "apple-identity-token", nonce: "raw-nonce-value")
    }

    static func record(token: String = "token-of-user-a", user: String = "user-a", tenant: Int? = 1) -> SessionRecord {
        SessionRecord(
            baseURL: baseURL, userID: UserID(rawValue: user), token: Secret(token),
            tenantID: tenant.map(TenantID.init(rawValue:)))
    }

    static func orchestrator(_ transport: any HTTPTransport, store: MemoryStore = MemoryStore())
        -> SessionOrchestrator
    {
        SessionOrchestrator(
            client: ZingClient(baseURL: baseURL, transport: transport, sleeper: ImmediateSleeper()), store: store)
    }

    /// The orchestrator answered by `server` for every request.
    static func orchestrator(server: FakeZingServer = FakeZingServer(), store: MemoryStore = MemoryStore())
        -> (SessionOrchestrator, HeldTransport)
    {
        let transport = HeldTransport { server.respond($0) }
        return (orchestrator(transport, store: store), transport)
    }

    static func paths(_ requests: [HTTPRequest]) -> [String] {
        requests.map { $0.url.path.replacingOccurrences(of: "/api", with: "") }
    }

    static func header(_ name: String, of request: HTTPRequest) -> String? {
        request.headers.first { $0.name == name }?.value
    }
}

/// A session store in memory whose saves and deletions can be made to fail.
final class MemoryStore: SessionStore, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: SessionRecord?
    private var failingSaves = false
    private var failingDeletes = false
    private var saveCount = 0

    init(_ record: SessionRecord? = nil) {
        stored = record
    }

    var record: SessionRecord? { lock.withLock { stored } }
    var saves: Int { lock.withLock { saveCount } }

    func failSaves(_ fail: Bool = true) { lock.withLock { failingSaves = fail } }
    func failDeletes(_ fail: Bool = true) { lock.withLock { failingDeletes = fail } }

    func load() throws(SessionStoreError) -> SessionRecord? { lock.withLock { stored } }

    func save(_ record: SessionRecord) throws(SessionStoreError) {
        let failing = lock.withLock { failingSaves }
        if failing { throw .writeFailed(path: "memory", reason: "injected") }
        lock.withLock {
            stored = record
            saveCount += 1
        }
    }

    func delete() throws(SessionStoreError) -> DeletionOutcome {
        let failing = lock.withLock { failingDeletes }
        if failing { throw .deleteFailed(path: "memory", reason: "injected") }
        return lock.withLock {
            defer { stored = nil }
            return stored == nil ? .nothingStored : .removed
        }
    }
}
