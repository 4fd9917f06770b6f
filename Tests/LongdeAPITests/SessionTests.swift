import APIRuntime
import APITesting
import BearerSession
import Foundation
import LongdeAPI
import LongdeSession
import XCTest

/// The session behaviour of doc §2 and §5 and the end states of the §4 table, with a fake server and no timing.
final class SessionTests: XCTestCase {
    func testTenConcurrentRefusalsShareOneRefreshAndAllSucceed() async throws {
        let server = FakeAuthServer()
        server.holdRefreshUntilRefusals(10)
        let session = Fixtures.session(server)
        let users = try await withThrowingTaskGroup(of: User.self) { group in
            for _ in 0..<10 {
                group.addTask { () async throws(LongdeSession.Failure) -> User in try await session.currentUser() }
            }
            var users: [User] = []
            for try await user in group { users.append(user) }
            return users
        }
        XCTAssertEqual(users.count, 10)
        XCTAssertTrue(users.allSatisfy { $0.id == UserID(rawValue: "usr_1") })
        XCTAssertEqual(server.requests(to: "/auth/refresh").count, 1, "exactly one refresh")
        XCTAssertEqual(server.refreshTokensPresented, ["rt-0"])
        let bearers = server.requests(to: "/users/me").map { $0.value(forHeader: "Authorization") ?? "" }
        XCTAssertEqual(bearers.filter { $0 == "Bearer at-0" }.count, 10)
        XCTAssertEqual(bearers.filter { $0 == "Bearer at-1" }.count, 10, "every request replayed once")
        let state = await session.state
        XCTAssertEqual(state, .authenticated)
    }

    func testARotatedRefreshTokenIsNeverReused() async throws {
        let server = FakeAuthServer()
        let log = StateLog()
        let session = Fixtures.session(server, log: log)
        _ = try await session.currentUser()
        server.expireAccessToken()
        _ = try await session.currentUser()
        server.expireAccessToken()
        _ = try await session.currentUser()
        XCTAssertEqual(server.refreshTokensPresented, ["rt-0", "rt-1", "rt-2"], "each refresh token is sent once")
        let tokens = await session.tokens
        XCTAssertEqual(tokens, SessionTokens(accessToken: "at-3", refreshToken: "rt-3"))
        // Every pair the Keychain was handed belongs together: the refresh token is never older than its access token.
        for case let pair? in log.tokens {
            XCTAssertEqual(pair.accessToken.reveal().dropFirst(3), pair.refreshToken.reveal().dropFirst(3))
        }
        XCTAssertEqual(
            log.states, [.refreshing, .authenticated, .refreshing, .authenticated, .refreshing, .authenticated])
    }

    func testEachRefreshFailureEndsInTheStateTheTableNames() async throws {
        let table: [(String, LongdeErrorClass, SessionState)] = [
            ("AUTH_REFRESH_TOKEN_EXPIRED", .refreshTokenExpired, .expired),
            ("AUTH_REFRESH_TOKEN_REVOKED", .refreshTokenRevoked, .expired),
            ("AUTH_USER_DISABLED", .userDisabled, .disabled),
            ("AUTH_USER_DELETED", .userDeleted, .deleted),
            // Not in the table: a refresh refused with any other 401 still ends the session (§5.2).
            ("SOMETHING_NEW", .refreshTokenRevoked, .expired),
        ]
        for (code, expectedClass, expectedState) in table {
            let server = FakeAuthServer()
            server.refreshFailure = code
            let log = StateLog()
            let session = Fixtures.session(server, log: log)
            do {
                _ = try await session.currentUser()
                XCTFail("\(code): expected a failure")
            } catch {
                XCTAssertEqual(error.errorClass, expectedClass, code)
                XCTAssertEqual(error.apiError?.errorCode, code)
            }
            let state = await session.state
            let tokens = await session.tokens
            XCTAssertEqual(state, expectedState, code)
            XCTAssertNil(tokens, "\(code): the session is cleared")
            XCTAssertEqual(log.states, [.refreshing, expectedState], code)
            XCTAssertNil(log.tokens.last ?? nil, "\(code): the Keychain is told to forget the pair")
            XCTAssertEqual(server.requests(to: "/auth/refresh").count, 1, code)
            XCTAssertEqual(server.requests(to: "/users/me").count, 1, "\(code): nothing is replayed")
        }
    }

    func testFailuresThatEndTheSessionWithoutARefresh() async throws {
        let table: [(String, SessionState)] = [
            ("AUTH_USER_DISABLED", .disabled), ("AUTH_USER_DELETED", .deleted),
            ("AUTH_WRONG_TOKEN_TYPE", .unauthenticated),
        ]
        for (code, expectedState) in table {
            let server = FakeAuthServer()
            server.currentUserFailure = code
            let session = Fixtures.session(server)
            let result = try? await session.currentUser()
            XCTAssertNil(result, code)
            let state = await session.state
            XCTAssertEqual(state, expectedState, code)
            XCTAssertEqual(server.requests(to: "/auth/refresh").count, 0, code)
        }
    }

    func testARefusedRefreshIsNeverItselfRefreshed() async throws {
        let server = FakeAuthServer()
        server.refreshFailure = "AUTH_UNAUTHORIZED"
        let session = Fixtures.session(server)
        do {
            _ = try await session.currentUser()
            XCTFail("expected a failure")
        } catch {
            XCTAssertEqual(error.errorClass, .unauthorized)
        }
        XCTAssertEqual(server.requests(to: "/auth/refresh").count, 1)
        let state = await session.state
        XCTAssertEqual(state, .expired, "a refresh that is refused ends the session: back to sign-in")
    }

    func testARefreshThatCannotConnectKeepsTheSession() async throws {
        let server = FakeAuthServer()
        server.refreshFault = .offline
        let session = Fixtures.session(server)
        do {
            _ = try await session.currentUser()
            XCTFail("expected a failure")
        } catch {
            XCTAssertEqual(error.errorClass, .connectivity)
        }
        let state = await session.state
        let tokens = await session.tokens
        XCTAssertEqual(state, .authenticated)
        XCTAssertEqual(tokens, Fixtures.restored)
    }

    func testLogoutRefusedWithAnExpiredTokenStillClearsTheSessionAndIsNotReplayed() async throws {
        let server = FakeAuthServer()
        let log = StateLog()
        let session = Fixtures.session(server, log: log)
        let failure = await session.signOut()
        XCTAssertEqual(failure?.errorClass, .unauthorized)
        let state = await session.state
        let tokens = await session.tokens
        XCTAssertEqual(state, .unauthenticated)
        XCTAssertNil(tokens)
        XCTAssertEqual(server.requests(to: "/auth/logout").count, 1)
        XCTAssertEqual(server.requests(to: "/auth/refresh").count, 0, "logout is never refreshed and replayed")
        let logout = try XCTUnwrap(server.requests(to: "/auth/logout").first)
        XCTAssertEqual(logout.value(forHeader: "Authorization"), "Bearer at-0")
        let body = try JSONSerialization.jsonObject(with: FakeAuthServer.body(logout)) as? [String: String]
        XCTAssertEqual(body, ["refreshToken": "rt-0"])
        XCTAssertEqual(log.states, [.unauthenticated])
    }

    func testSignInSignOutWalksTheStates() async throws {
        let server = FakeAuthServer(refreshToken: "none")
        let log = StateLog()
        let session = Fixtures.session(server, restoring: nil, log: log)
        let initial = await session.state
        XCTAssertEqual(initial, .unauthenticated)
        let user = try await session.signIn(Fixtures.loginRequest)
        XCTAssertEqual(user.id, UserID(rawValue: "usr_1"))
        _ = try await session.currentUser()
        let failure = await session.signOut()
        XCTAssertNil(failure)
        XCTAssertEqual(log.states, [.authenticating, .authenticated, .unauthenticated])
        XCTAssertEqual(server.requests(to: "/auth/refresh").count, 0)
    }

    func testAFailedSignInEndsUnauthenticated() async throws {
        let transport = ScriptedTransport(status: 401, body: Fixtures.failure("AUTH_INVALID_APPLE_TOKEN"))
        let log = StateLog()
        let session = LongdeSession(client: Fixtures.client(transport)) { state, tokens in log.record(state, tokens) }
        do {
            _ = try await session.signIn(Fixtures.loginRequest)
            XCTFail("expected appleTokenInvalid")
        } catch {
            XCTAssertEqual(error.errorClass, .appleTokenInvalid)
        }
        XCTAssertEqual(log.states, [.authenticating, .unauthenticated])
    }

    func testCallsWithoutASessionSendNothing() async throws {
        let server = FakeAuthServer()
        let session = Fixtures.session(server, restoring: nil)
        do {
            _ = try await session.currentUser()
            XCTFail("expected notSignedIn")
        } catch {
            guard case .notSignedIn(.unauthenticated) = error else { return XCTFail("\(error)") }
        }
        XCTAssertTrue(server.requests.isEmpty)
    }

    func testSessionDescriptionsNeverShowTokens() {
        let text = "\(Fixtures.restored) \(SessionFailure<LongdeErrorClass>.notSignedIn(.expired))"
        XCTAssertFalse(text.contains("at-0") || text.contains("rt-0"), text)
    }

    /// Doc §5.4's machine: `unauthenticated → authenticating → authenticated → refreshing/expired/disabled/deleted`.
    /// Every state is an explicit case, and each one is reached from the doc's own events.
    func testTheSevenStatesOfTheDocAreExplicitAndEachIsReached() async throws {
        XCTAssertEqual(
            SessionState.allCases,
            [.unauthenticated, .authenticating, .authenticated, .refreshing, .expired, .disabled, .deleted])
        let log = StateLog()
        let fresh = Fixtures.session(FakeAuthServer(refreshToken: "none"), restoring: nil, log: log)
        let initial = await fresh.state
        XCTAssertEqual(initial, .unauthenticated)
        _ = try await fresh.signIn(Fixtures.loginRequest)  // authenticating, authenticated
        for code in ["AUTH_REFRESH_TOKEN_EXPIRED", "AUTH_USER_DISABLED", "AUTH_USER_DELETED"] {
            let server = FakeAuthServer()
            server.refreshFailure = code
            _ = try? await Fixtures.session(server, log: log).currentUser()  // refreshing, then the ended state
        }
        XCTAssertEqual(Set(log.states).union([initial]), Set(SessionState.allCases))
        for state in SessionState.allCases {
            XCTAssertEqual(state.hasEnded, ![.authenticated, .refreshing].contains(state), "\(state)")
        }
    }
}
