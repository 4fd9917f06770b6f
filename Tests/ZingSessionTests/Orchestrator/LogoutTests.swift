import APIRuntime
import Foundation
import XCTest
import ZingAPI

@testable import ZingSession

/// Logout (apple sign-in §7.8).
final class LogoutTests: XCTestCase {
    func testLogoutCallsTheServerWithTheSnapshotAndClearsEverything() async throws {
        let store = MemoryStore()
        let (session, transport) = SessionFixtures.orchestrator(store: store)
        let context = try await session.login(SessionFixtures.loginRequest)
        let outcome = await session.logout()
        XCTAssertTrue(outcome.serverConfirmed)
        XCTAssertEqual(outcome.storage, .success(.removed))
        let logout = try XCTUnwrap(transport.requests.last)
        XCTAssertEqual(logout.method, .post)
        XCTAssertEqual(logout.value(forHeader: "X-Access-Token"), "token-of-user-a")
        XCTAssertNil(store.record)
        let state = await session.state
        XCTAssertEqual(state, .signedOut)
        let cached = await session.cachedContext(for: context.key)
        XCTAssertNil(cached)
        do {
            _ = try await session.loadPermissions()
            XCTFail("expected noSession")
        } catch {
            guard case .noSession = error else { return XCTFail("\(error)") }
        }
    }

    func testLogoutClearsLocallyWhenTheServerIsUnreachable() async throws {
        let store = MemoryStore(SessionFixtures.record())
        let session = SessionFixtures.orchestrator(
            HeldTransport { _ in FakeZingServer.gateway }, store: store)
        try await session.resume()
        let outcome = await session.logout()
        XCTAssertFalse(outcome.serverConfirmed)
        XCTAssertEqual(outcome.serverError?.errorClass, .connectivity)
        XCTAssertEqual(outcome.serverError?.attempts, 1, "logout is never retried")
        XCTAssertNil(store.record)
    }

    func testAFailedDeletionIsReportedAndNeverRestored() async throws {
        let store = MemoryStore(SessionFixtures.record())
        store.failDeletes()
        let (session, _) = SessionFixtures.orchestrator(store: store)
        try await session.resume()
        let outcome = await session.logout()
        XCTAssertFalse(outcome.storedSessionCleared)
        XCTAssertNotNil(store.record, "the store still holds it")
        let problem = await session.storageProblem
        XCTAssertNotNil(problem)
        let resumed = try await session.resume()
        XCTAssertNil(resumed, "a session that could not be deleted is not restored")
        let restored = try await session.restore()
        XCTAssertNil(restored)
    }

    func testLogoutDuringASwitchSupersedesItAndReleasesPausedRequests() async throws {
        let server = FakeZingServer()
        let transport = HeldTransport { request in
            request.url.path.hasSuffix("changeLoginTenantId") ? nil : server.respond(request)
        }
        let store = MemoryStore()
        let session = SessionFixtures.orchestrator(transport, store: store)
        _ = try await session.login(SessionFixtures.loginRequest)
        let switching = Task { try await session.switchTenant(to: TenantID(rawValue: 2)) }
        await transport.waitForHeld(1)
        let paused = Task { try await session.loadPermissions() }
        while await session.pausedRequests.isEmpty { await Task.yield() }
        _ = await session.logout()
        do {
            _ = try await paused.value
            XCTFail("expected noSession")
        } catch {
            guard case .noSession = error as? SessionError else { return XCTFail("\(error)") }
        }
        transport.release("changeLoginTenantId", with: FakeZingServer.json(#"{"success":true,"code":200}"#))
        do {
            _ = try await switching.value
            XCTFail("expected superseded")
        } catch {
            guard case .superseded = error as? SessionError else { return XCTFail("\(error)") }
        }
        XCTAssertNil(store.record, "the superseded switch saved nothing")
    }
}
