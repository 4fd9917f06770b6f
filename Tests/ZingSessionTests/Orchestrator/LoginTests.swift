import APIRuntime
import Foundation
import XCTest
import ZingAPI

@testable import ZingSession

/// Login and restore (apple sign-in §7.1, §7.5).
final class LoginTests: XCTestCase {
    func testLoginExchangesSavesVerifiesThenReadsTenantsAndPermissions() async throws {
        let store = MemoryStore()
        let (session, transport) = SessionFixtures.orchestrator(store: store)
        let before = await session.generation
        let context = try await session.login(SessionFixtures.loginRequest)

        let paths = SessionFixtures.paths(transport.requests)
        XCTAssertEqual(Array(paths.prefix(2)), ["/sys/thirdLogin/apple/native", "/sys/user/getUserInfo"])
        XCTAssertEqual(
            Set(paths.dropFirst(2)), ["/sys/tenant/getTenantListByUserId", "/sys/permission/getPermCode"])
        XCTAssertEqual(paths.count, 4)
        for request in transport.requests.dropFirst() {
            XCTAssertEqual(SessionFixtures.header("X-Access-Token", of: request), "token-of-user-a")
            XCTAssertEqual(SessionFixtures.header("X-Tenant-Id", of: request), "1")
        }
        XCTAssertEqual(store.record?.userID, UserID(rawValue: "user-a"))
        XCTAssertEqual(store.record?.token, Secret("token-of-user-a"))
        XCTAssertEqual(store.record?.tenantID, TenantID(rawValue: 1))
        XCTAssertEqual(context.grants.codeList, ["doc:read"])
        XCTAssertFalse(context.grants.allows("admin:all"), "allAuth is not the user's grants")
        XCTAssertEqual(context.memberships.count, 5)
        XCTAssertEqual(context.currentMembership?.name, "One")
        let state = await session.state
        XCTAssertEqual(state, .ready(context))
        let after = await session.generation
        XCTAssertGreaterThan(after, before)
        let cached = await session.cachedContext(for: context.key)
        XCTAssertEqual(cached, context)
    }

    func testAnAccountWithoutATenantSendsNoTenantHeader() async throws {
        var server = FakeZingServer()
        server.loginTenant = 0
        let (session, transport) = SessionFixtures.orchestrator(server: server)
        let context = try await session.login(SessionFixtures.loginRequest)
        XCTAssertEqual(context.record.tenantID, TenantID(rawValue: 0), "the platform's 0 is kept, never replaced")
        XCTAssertEqual(transport.requests.count, 4)
        for request in transport.requests.dropFirst() {
            XCTAssertNil(SessionFixtures.header("X-Tenant-Id", of: request), "tenant 0 is not a business tenant")
            XCTAssertEqual(SessionFixtures.header("X-Access-Token", of: request), "token-of-user-a")
        }
    }

    func testADifferentCurrentUserIsAccountMismatchAndDropsTheSession() async throws {
        var server = FakeZingServer()
        server.users["token-of-user-a"] = "someone-else"
        let store = MemoryStore()
        let (session, transport) = SessionFixtures.orchestrator(server: server, store: store)
        do {
            _ = try await session.login(SessionFixtures.loginRequest)
            XCTFail("expected accountMismatch")
        } catch {
            XCTAssertEqual(error.apiError?.errorClass, .accountMismatch)
            XCTAssertEqual(error.apiError?.invalidatesSession, true)
        }
        XCTAssertNil(store.record)
        let state = await session.state
        XCTAssertEqual(state, .signedOut)
        XCTAssertEqual(transport.requests.count, 2, "no memberships or permissions after a mismatch")
    }

    func testAFailedExchangeLeavesTheExistingSessionAlone() async throws {
        let existing = SessionFixtures.record(token: "token-of-user-b", user: "user-b")
        let store = MemoryStore(existing)
        let transport = HeldTransport { _ in
            FakeZingServer.json(#"{"success":false,"code":1001,"message":"Apple token invalid"}"#)
        }
        let session = SessionFixtures.orchestrator(transport, store: store)
        try await session.resume()
        do {
            _ = try await session.login(SessionFixtures.loginRequest)
            XCTFail("expected appleTokenInvalid")
        } catch {
            XCTAssertEqual(error.apiError?.errorClass, .appleTokenInvalid)
        }
        XCTAssertEqual(store.record, existing)
        let current = await session.currentRecord
        XCTAssertEqual(current, existing)
        let state = await session.state
        XCTAssertEqual(state, .restoring(existing))
    }

    func testAFailedSaveStopsBeforeAnythingIsVerifiedOrShown() async throws {
        let store = MemoryStore()
        store.failSaves()
        let (session, transport) = SessionFixtures.orchestrator(store: store)
        do {
            _ = try await session.login(SessionFixtures.loginRequest)
            XCTFail("expected a storage error")
        } catch {
            guard case .storage(.writeFailed) = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(transport.requests.count, 1)
        let state = await session.state
        XCTAssertEqual(state, .signedOut)
        let current = await session.currentRecord
        XCTAssertNil(current)
    }

    func testANetworkFailureDuringInitializationKeepsCredentialsUnverified() async throws {
        let server = FakeZingServer()
        let store = MemoryStore()
        let transport = HeldTransport { request in
            request.url.path.hasSuffix("getUserInfo") ? FakeZingServer.gateway : server.respond(request)
        }
        let session = SessionFixtures.orchestrator(transport, store: store)
        do {
            _ = try await session.login(SessionFixtures.loginRequest)
            XCTFail("expected connectivity")
        } catch {
            XCTAssertEqual(error.apiError?.errorClass, .connectivity)
            XCTAssertEqual(error.apiError?.attempts, 3, "the current-user read is retried")
        }
        XCTAssertNotNil(store.record, "credentials are kept")
        let state = await session.state
        guard case .unverified = state else { return XCTFail("\(state)") }
    }

    func testRestoreVerifiesTheStoredSessionAndA401DropsIt() async throws {
        let store = MemoryStore(SessionFixtures.record(token: "revoked-token"))
        let (session, transport) = SessionFixtures.orchestrator(store: store)
        do {
            _ = try await session.restore()
            XCTFail("expected sessionExpired")
        } catch {
            XCTAssertEqual(error.apiError?.errorClass, .sessionExpired)
        }
        XCTAssertNil(store.record)
        XCTAssertEqual(SessionFixtures.paths(transport.requests), ["/sys/user/getUserInfo"])
    }

    func testRestoreWithNothingStoredSendsNothing() async throws {
        let (session, transport) = SessionFixtures.orchestrator()
        let restored = try await session.restore()
        XCTAssertNil(restored)
        XCTAssertTrue(transport.requests.isEmpty)
    }

    func testAStoredSessionOfAnotherEnvironmentIsNeverSentThere() async throws {
        var record = SessionFixtures.record()
        record.baseURL = URL(string: "https://other.example.invalid/api")!
        let (session, transport) = SessionFixtures.orchestrator(store: MemoryStore(record))
        do {
            _ = try await session.restore()
            XCTFail("expected environmentMismatch")
        } catch {
            guard case .environmentMismatch = error else { return XCTFail("\(error)") }
        }
        XCTAssertTrue(transport.requests.isEmpty)
    }

    func testAnExpiredLookingJWTIsStillSentTheServerDecides() async throws {
        // A JWT whose `exp` lies in 1970: the client never logs out on its own (§7.6).
        let jwt = "eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.c2lnbmF0dXJl"
        var server = FakeZingServer()
        server.users[jwt] = "user-a"
        let (session, transport) = SessionFixtures.orchestrator(
            server: server, store: MemoryStore(SessionFixtures.record(token: jwt)))
        let context = try await session.restore()
        XCTAssertEqual(context?.user.id, UserID(rawValue: "user-a"))
        XCTAssertTrue(transport.requests.allSatisfy { !$0.url.path.lowercased().contains("refresh") })
    }

    func testWhoamiStyleVerificationDropsOnMismatch() async throws {
        var server = FakeZingServer()
        server.users["token-of-user-a"] = "user-z"
        let store = MemoryStore(SessionFixtures.record())
        let (session, _) = SessionFixtures.orchestrator(server: server, store: store)
        try await session.resume()
        do {
            _ = try await session.verifyCurrentUser()
            XCTFail("expected accountMismatch")
        } catch {
            XCTAssertEqual(error.apiError?.errorClass, .accountMismatch)
        }
        XCTAssertNil(store.record)
    }
}
