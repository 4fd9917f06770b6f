import APIRuntime
import Foundation
import XCTest
import ZingAPI

@testable import ZingSession

/// Late responses of an older generation change nothing (apple sign-in §7.8). Each race is played in a fixed
/// order: the transport holds a request until the test has made the session change, then releases it.
final class GenerationRaceTests: XCTestCase {
    /// The server of user B's login.
    private static var serverB: FakeZingServer {
        var server = FakeZingServer()
        server.loginToken = "token-of-user-b"
        server.loginUserID = "user-b"
        server.membershipsJSON = #"[{"id":"user-b","tenantUserId":"7","status":1,"userTenantStatus":1}]"#
        server.loginTenant = 7
        return server
    }

    func testALate401OfTheOldAccountCannotClearTheNewSession() async throws {
        let store = MemoryStore()
        let accountB = Self.serverB
        let loginsSoFar = Counter()
        let holding = Counter()
        let transport = HeldTransport { request in
            // Once holding, user A's permission read is held; everything else answers at once.
            if holding.value > 0, request.value(forHeader: "X-Access-Token") == "token-of-user-a",
                request.url.path.hasSuffix("getPermCode")
            {
                return nil
            }
            if request.url.path.hasSuffix("apple/native") {
                defer { loginsSoFar.increment() }
                return loginsSoFar.value == 0 ? FakeZingServer().respond(request) : accountB.respond(request)
            }
            let isUserA = request.value(forHeader: "X-Access-Token") == "token-of-user-a"
            return isUserA ? FakeZingServer().respond(request) : accountB.respond(request)
        }
        let session = SessionFixtures.orchestrator(transport, store: store)
        _ = try await session.login(SessionFixtures.loginRequest)
        holding.increment()
        let lateRead = Task { try await session.loadPermissions() }
        await transport.waitForHeld(1)

        _ = await session.logout()
        let contextB = try await session.login(SessionFixtures.loginRequest)
        transport.release("getPermCode", with: FakeZingServer.expired)

        do {
            _ = try await lateRead.value
            XCTFail("the late 401 should be superseded")
        } catch {
            guard case .superseded = error as? SessionError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(store.record?.userID, UserID(rawValue: "user-b"))
        let state = await session.state
        XCTAssertEqual(state, .ready(contextB))
    }

    func testALateLoginSuccessAfterLogoutIsNotSaved() async throws {
        let store = MemoryStore()
        let server = FakeZingServer()
        let transport = HeldTransport { request in
            request.url.path.hasSuffix("apple/native") ? nil : server.respond(request)
        }
        let session = SessionFixtures.orchestrator(transport, store: store)
        let login = Task { try await session.login(SessionFixtures.loginRequest) }
        await transport.waitForHeld(1)
        let outcome = await session.logout()
        XCTAssertFalse(outcome.serverConfirmed, "there was no session to sign out on the server")
        transport.release("apple/native", with: server.respond(transport.requests[0]))

        do {
            _ = try await login.value
            XCTFail("the late login should be superseded")
        } catch {
            guard case .superseded = error as? SessionError else { return XCTFail("\(error)") }
        }
        XCTAssertNil(store.record)
        XCTAssertEqual(store.saves, 0)
        XCTAssertEqual(transport.requests.count, 1, "nothing was verified or loaded for it")
        let state = await session.state
        XCTAssertEqual(state, .signedOut)
    }

    func testOfTwoOverlappingLoginsOnlyTheLaterOneIsSaved() async throws {
        let store = MemoryStore()
        let accountA = FakeZingServer()
        let accountB = Self.serverB
        let transport = HeldTransport { request in
            guard request.url.path.hasSuffix("apple/native") else {
                let isUserA = request.value(forHeader: "X-Access-Token") == "token-of-user-a"
                return isUserA ? accountA.respond(request) : accountB.respond(request)
            }
            return nil
        }
        let session = SessionFixtures.orchestrator(transport, store: store)
        let first = Task { try await session.login(SessionFixtures.loginRequest) }
        await transport.waitForHeld(1)
        let second = Task { try await session.login(SessionFixtures.loginRequest) }
        await transport.waitForHeld(2)
        // The earlier attempt's answer (user A) arrives after the later attempt started.
        transport.release("apple/native", with: accountA.respond(transport.requests[0]))
        do {
            _ = try await first.value
            XCTFail("the earlier login should be superseded")
        } catch {
            guard case .superseded = error as? SessionError else { return XCTFail("\(error)") }
        }
        transport.release("apple/native", with: accountB.respond(transport.requests[1]))
        let context = try await second.value
        XCTAssertEqual(context.user.id, UserID(rawValue: "user-b"))
        XCTAssertEqual(store.record?.userID, UserID(rawValue: "user-b"))
        XCTAssertEqual(store.saves, 2, "the later login's session and its display data; nothing of the earlier one")
    }

    func testALateResponseOfTheOldTenantIsDiscarded() async throws {
        let server = FakeZingServer()
        let holding = Counter()
        let transport = HeldTransport { request in
            if holding.value > 0, request.url.path.hasSuffix("getUserInfo") { return nil }
            return server.respond(request)
        }
        let store = MemoryStore()
        let session = SessionFixtures.orchestrator(transport, store: store)
        _ = try await session.login(SessionFixtures.loginRequest)
        holding.increment()
        let lateRead = Task { try await session.verifyCurrentUser() }
        await transport.waitForHeld(1)
        let switched = try await session.switchTenant(to: TenantID(rawValue: 2))
        transport.release("getUserInfo", with: FakeZingServer.expired)

        do {
            _ = try await lateRead.value
            XCTFail("the old tenant's response should be superseded")
        } catch {
            guard case .superseded = error as? SessionError else { return XCTFail("\(error)") }
        }
        let state = await session.state
        XCTAssertEqual(state, .ready(switched))
        XCTAssertEqual(store.record?.tenantID, TenantID(rawValue: 2))
    }

    func testA401OfTheCurrentGenerationDropsTheSession() async throws {
        var server = FakeZingServer()
        let store = MemoryStore()
        let (session, _) = SessionFixtures.orchestrator(server: server, store: store)
        _ = try await session.login(SessionFixtures.loginRequest)
        server.users = [:]
        let revoked = server
        let expiring = SessionFixtures.orchestrator(HeldTransport { revoked.respond($0) }, store: store)
        try await expiring.resume()
        do {
            _ = try await expiring.loadPermissions()
            XCTFail("expected sessionExpired")
        } catch {
            XCTAssertEqual(error.apiError?.errorClass, .sessionExpired)
        }
        XCTAssertNil(store.record)
        let state = await expiring.state
        XCTAssertEqual(state, .signedOut)
    }

    func testAnExpiredSessionOnlyDeletesTheStoredCopyIfItIsStillThatSession() async throws {
        let store = MemoryStore(SessionFixtures.record(token: "revoked-token"))
        let (session, _) = SessionFixtures.orchestrator(store: store)
        try await session.resume()
        // Another process signed in meanwhile.
        let newer = SessionFixtures.record(token: "token-of-user-b", user: "user-b")
        try store.save(newer)
        do {
            _ = try await session.loadPermissions()
            XCTFail("expected sessionExpired")
        } catch {
            XCTAssertEqual(error.apiError?.errorClass, .sessionExpired)
        }
        XCTAssertEqual(store.record, newer)
    }

    func testPermissionDeniedAndConnectivityKeepTheSession() async throws {
        for response in [
            FakeZingServer.json(#"{"success":false,"code":510,"message":"no permission"}"#),
            FakeZingServer.json("forbidden", status: 403), FakeZingServer.gateway,
        ] {
            let store = MemoryStore(SessionFixtures.record())
            let session = SessionFixtures.orchestrator(HeldTransport { _ in response }, store: store)
            try await session.resume()
            do {
                _ = try await session.loadPermissions()
                XCTFail("expected a failure")
            } catch {
                XCTAssertEqual(error.apiError?.keepsCredentials, true)
            }
            XCTAssertNotNil(store.record)
            let current = await session.currentRecord
            XCTAssertNotNil(current)
        }
    }
}

/// A thread-safe counter for transport routes.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
}
