import APIRuntime
import Foundation
import XCTest
import ZingAPI

@testable import ZingSession

/// Tenant switching (apple sign-in §7.7).
final class TenantSwitchTests: XCTestCase {
    private func readySession(store: MemoryStore = MemoryStore()) async throws -> (
        SessionOrchestrator, HeldTransport, SessionContext
    ) {
        let (session, transport) = SessionFixtures.orchestrator(store: store)
        let context = try await session.login(SessionFixtures.loginRequest)
        return (session, transport, context)
    }

    func testTenantsThatAreNotSwitchableAreRefusedWithoutARequest() async throws {
        let (session, transport, context) = try await readySession()
        let sent = transport.requests.count
        for (tenant, expected) in [(3, "not enabled"), (4, "not normal"), (99, "not among")] {
            do {
                _ = try await session.switchTenant(to: TenantID(rawValue: tenant))
                XCTFail("tenant \(tenant) should be refused")
            } catch {
                guard case .refused(let reason) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(reason.contains(expected), reason)
            }
        }
        XCTAssertEqual(transport.requests.count, sent, "a refusal sends nothing")
        let state = await session.state
        XCTAssertEqual(state, .ready(context))
    }

    func testASwitchSendsTheOldTenantThenReloadsTheTargetContext() async throws {
        let store = MemoryStore()
        let (session, transport, old) = try await readySession(store: store)
        let sent = transport.requests.count
        let switched = try await session.switchTenant(to: TenantID(rawValue: 2))

        let requests = Array(transport.requests.dropFirst(sent))
        let put = try XCTUnwrap(requests.first)
        XCTAssertEqual(put.method, .put)
        XCTAssertEqual(SessionFixtures.paths([put]), ["/sys/user/changeLoginTenantId"])
        XCTAssertEqual(SessionFixtures.header("X-Tenant-Id", of: put), "1", "the switch carries the tenant before it")
        let body = try XCTUnwrap(put.bodyData)
        XCTAssertEqual(try JSONSerialization.jsonObject(with: body) as? [String: Int], ["loginTenantId": 2])
        XCTAssertEqual(
            Set(SessionFixtures.paths(Array(requests.dropFirst()))),
            ["/sys/tenant/getTenantListByUserId", "/sys/permission/getPermCode"])
        for request in requests.dropFirst() {
            XCTAssertEqual(SessionFixtures.header("X-Tenant-Id", of: request), "2")
            XCTAssertEqual(SessionFixtures.header("X-Access-Token", of: request), "token-of-user-a", "same token")
        }
        XCTAssertEqual(store.record?.tenantID, TenantID(rawValue: 2))
        XCTAssertEqual(switched.record.tenantID, TenantID(rawValue: 2))
        XCTAssertNotEqual(switched.key, old.key)
        let cachedOld = await session.cachedContext(for: old.key)
        let cachedNew = await session.cachedContext(for: switched.key)
        XCTAssertEqual(cachedOld?.record.tenantID, TenantID(rawValue: 1), "partitions are kept apart")
        XCTAssertEqual(cachedNew, switched)
    }

    func testAFailedSwitchKeepsTheOldContext() async throws {
        let server = FakeZingServer()
        let store = MemoryStore()
        let transport = HeldTransport { request in
            request.url.path.hasSuffix("changeLoginTenantId")
                ? FakeZingServer.json(#"{"success":false,"code":500,"message":"not a member"}"#)
                : server.respond(request)
        }
        let session = SessionFixtures.orchestrator(transport, store: store)
        let context = try await session.login(SessionFixtures.loginRequest)
        do {
            _ = try await session.switchTenant(to: TenantID(rawValue: 2))
            XCTFail("expected business")
        } catch {
            XCTAssertEqual(error.apiError?.errorClass, .business)
        }
        let state = await session.state
        XCTAssertEqual(state, .ready(context))
        XCTAssertEqual(store.record?.tenantID, TenantID(rawValue: 1))
        XCTAssertEqual(transport.requests.filter { $0.method == .put }.count, 1, "a switch is never retried")
    }

    func testWithoutKnownMembershipsTheListIsReadFirst() async throws {
        let (session, transport) = SessionFixtures.orchestrator(store: MemoryStore(SessionFixtures.record()))
        try await session.resume()
        do {
            _ = try await session.switchTenant(to: TenantID(rawValue: 3))
            XCTFail("expected refused")
        } catch {
            guard case .refused = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(SessionFixtures.paths(transport.requests), ["/sys/tenant/getTenantListByUserId"])
    }

    func testRequestsStartedDuringASwitchWaitAndCarryTheNewTenant() async throws {
        let server = FakeZingServer()
        let transport = HeldTransport { request in
            request.url.path.hasSuffix("changeLoginTenantId") ? nil : server.respond(request)
        }
        let session = SessionFixtures.orchestrator(transport)
        _ = try await session.login(SessionFixtures.loginRequest)
        let switching = Task { try await session.switchTenant(to: TenantID(rawValue: 2)) }
        await transport.waitForHeld(1)
        let paused = Task { try await session.loadPermissions() }
        while await session.pausedRequests.isEmpty { await Task.yield() }
        let sentBeforeRelease = transport.requests.count
        transport.release("changeLoginTenantId", with: FakeZingServer.json(#"{"success":true,"code":200}"#))
        _ = try await switching.value
        _ = try await paused.value
        let later = transport.requests.dropFirst(sentBeforeRelease)
        XCTAssertTrue(later.allSatisfy { SessionFixtures.header("X-Tenant-Id", of: $0) == "2" })
        XCTAssertEqual(later.filter { $0.url.path.hasSuffix("getPermCode") }.count, 2)
    }
}

extension HTTPRequest {
    /// The body bytes of a data body.
    var bodyData: Data? {
        if case .data(let data) = body { return data }
        return nil
    }
}
