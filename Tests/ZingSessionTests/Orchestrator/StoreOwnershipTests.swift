import APIRuntime
import Foundation
import XCTest
import ZingAPI

@testable import ZingSession

/// Updates of a session reach the store only while it still holds that session: a logout or another sign-in
/// that reached the store meanwhile (another process) is never undone by a late update.
final class StoreOwnershipTests: XCTestCase {
    func testAMembershipReadAfterALogoutElsewhereDoesNotBringTheSessionBack() async throws {
        let store = MemoryStore(SessionFixtures.record())
        let (session, _) = SessionFixtures.orchestrator(store: store)
        try await session.resume()
        _ = try store.delete()  // `zing-api logout` in another process
        let memberships = try await session.loadMemberships()
        XCTAssertEqual(memberships.count, 5)
        XCTAssertNil(store.record, "the signed-out session is not written back")
        XCTAssertEqual(store.saves, 0)
    }

    func testASwitchAfterAnotherSignInElsewhereLeavesTheNewSessionStored() async throws {
        let store = MemoryStore(SessionFixtures.record())
        let (session, transport) = SessionFixtures.orchestrator(store: store)
        try await session.resume()
        _ = try await session.loadMemberships()
        let other = SessionFixtures.record(token: "token-of-user-b", user: "user-b", tenant: 7)
        try store.save(other)  // `zing-api login` of another account in another process
        let switched = try await session.switchTenant(to: TenantID(rawValue: 2))
        XCTAssertEqual(switched.record.tenantID, TenantID(rawValue: 2), "this instance's session did switch")
        XCTAssertEqual(store.record, other, "the other sign-in stays stored")
        XCTAssertTrue(transport.requests.contains { $0.method == .put })
    }

    func testUpdatesOfTheStoredSessionStillSave() async throws {
        let store = MemoryStore(SessionFixtures.record())
        let (session, _) = SessionFixtures.orchestrator(store: store)
        try await session.resume()
        _ = try await session.loadMemberships()
        XCTAssertEqual(store.record?.knownTenants?.count, 5)
        _ = try await session.switchTenant(to: TenantID(rawValue: 2))
        XCTAssertEqual(store.record?.tenantID, TenantID(rawValue: 2))
    }
}
