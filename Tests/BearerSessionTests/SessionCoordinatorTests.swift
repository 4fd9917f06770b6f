@_spi(Generated) import APIRuntime
import BearerSession
import Foundation
import XCTest

/// The coordinator's refresh rules with calls the test controls step by step (no server, no timing).
final class SessionCoordinatorTests: XCTestCase {
    func testARefusalThatArrivesAfterTheRefreshReplaysWithoutRefreshingAgain() async throws {
        let refreshes = Counter()
        let coordinator = SessionCoordinator<Sample.TestClass>(restoring: Sample.first) { _ throws(Failure) in
            refreshes.increment()
            return Sample.second
        }
        let entered = Gate()
        let release = Gate()
        let late = Task { () async throws(SessionFailure<Sample.TestClass>) -> String in
            try await coordinator.perform(Sample.read) { tokens throws(Failure) in
                if tokens == Sample.first {
                    entered.open()
                    await release.wait()
                }
                return try await Sample.call(tokens)
            }
        }
        await entered.wait()
        let early = try await coordinator.perform(Sample.read, Sample.call)
        release.open()
        let lateResult = try await late.value
        XCTAssertEqual([early, lateResult], ["ok", "ok"])
        XCTAssertEqual(refreshes.value, 1, "the late refusal belongs to replaced tokens")
    }

    func testAReplayThatIsRefusedAgainIsNotRefreshedTwice() async {
        let refreshes = Counter()
        let coordinator = SessionCoordinator<Sample.TestClass>(restoring: Sample.first) { _ throws(Failure) in
            refreshes.increment()
            return SessionTokens(accessToken: "at-9", refreshToken: "rt-9")
        }
        do {
            _ = try await coordinator.perform(Sample.read, Sample.call)
            XCTFail("expected refused")
        } catch {
            XCTAssertEqual(error.errorClass, .refused)
        }
        XCTAssertEqual(refreshes.value, 1)
    }

    func testRolesThatMakeRenewOrEndASessionAreNeverReplayed() async {
        for role in [EndpointRole.login, .refresh, .logout] {
            let refreshes = Counter()
            let coordinator = SessionCoordinator<Sample.TestClass>(restoring: Sample.first) { _ throws(Failure) in
                refreshes.increment()
                return Sample.second
            }
            var spec = Sample.read
            spec.role = role
            let result = try? await coordinator.perform(spec, Sample.call)
            XCTAssertNil(result, "\(role)")
            XCTAssertEqual(refreshes.value, 0, "\(role)")
        }
    }

    func testSignOutWaitsForARefreshInFlightAndRevokesTheNewToken() async {
        let inRefresh = Gate()
        let finishRefresh = Gate()
        let coordinator = SessionCoordinator<Sample.TestClass>(restoring: Sample.first) { _ throws(Failure) in
            inRefresh.open()
            await finishRefresh.wait()
            return Sample.second
        }
        let call = Task { try? await coordinator.perform(Sample.read, Sample.call) }
        await inRefresh.wait()
        let revoked = Recorder()
        let signOut = Task {
            await coordinator.signOut { tokens throws(Failure) in revoked.record(tokens.refreshToken.reveal()) }
        }
        finishRefresh.open()
        _ = await signOut.value
        _ = await call.value
        XCTAssertEqual(revoked.values, ["rt-1"], "the logout revokes the token the refresh handed out")
        let state = await coordinator.state
        let tokens = await coordinator.currentTokens
        XCTAssertEqual(state, .unauthenticated)
        XCTAssertNil(tokens)
    }

    func testAnInvalidatingFailureOfReplacedTokensLeavesTheCurrentSessionAlone() async throws {
        let coordinator = SessionCoordinator<Sample.TestClass>(restoring: Sample.first) { _ throws(Failure) in
            Sample.second
        }
        let entered = Gate()
        let release = Gate()
        let stale = Task { () async throws(SessionFailure<Sample.TestClass>) -> String in
            try await coordinator.perform(Sample.read) { tokens throws(Failure) in
                entered.open()
                await release.wait()
                throw Sample.failure(.revoked)
            }
        }
        await entered.wait()
        _ = try await coordinator.perform(Sample.read, Sample.call)
        release.open()
        _ = try? await stale.value
        let state = await coordinator.state
        let tokens = await coordinator.currentTokens
        XCTAssertEqual(state, .authenticated)
        XCTAssertEqual(tokens, Sample.second)
    }

    /// A sign-in while a refresh is still out: a later refusal of the new tokens starts its own refresh (with the new
    /// refresh token) instead of joining the stale one, and the stale answer is dropped, never installed.
    func testASignInDuringARefreshGetsItsOwnRefresh() async throws {
        let inFirstRefresh = Gate()
        let finishFirstRefresh = Gate()
        let presented = Recorder()
        let signedIn = SessionTokens(accessToken: "at-s", refreshToken: "rt-s")
        let coordinator = SessionCoordinator<Sample.TestClass>(restoring: Sample.first) {
            refreshToken throws(Failure) in
            presented.record(refreshToken.reveal())
            if refreshToken.reveal() == "rt-0" {
                inFirstRefresh.open()
                await finishFirstRefresh.wait()
                return SessionTokens(accessToken: "at-stale", refreshToken: "rt-stale")
            }
            return Sample.second
        }
        let first = Task { try await coordinator.perform(Sample.read, Sample.call) }
        await inFirstRefresh.wait()
        _ = try await coordinator.signIn({ () throws(Failure) in signedIn }, tokens: { $0 })
        let afterSignIn = try await coordinator.perform(Sample.read, Sample.call)
        XCTAssertEqual(afterSignIn, "ok")
        finishFirstRefresh.open()
        let firstResult = try await first.value
        XCTAssertEqual(firstResult, "ok", "the first caller goes on with the session held now")
        XCTAssertEqual(presented.values, ["rt-0", "rt-s"], "each refresh token is presented once")
        let tokens = await coordinator.currentTokens
        let state = await coordinator.state
        XCTAssertEqual(tokens, Sample.second, "the stale refresh's pair is never installed")
        XCTAssertEqual(state, .authenticated)
    }
}

private typealias Failure = APIError<Sample.TestClass>

/// An error class and session values for the coordinator alone.
private enum Sample {
    enum TestClass: String, APIErrorClass, CaseIterable {
        case refused, revoked, offline

        var name: String { rawValue }
        var invalidatesSession: Bool { self == .revoked }
        var keepsCredentials: Bool { self != .revoked }
        var isRetryable: Bool { self == .offline }
        var refreshes: Bool { self == .refused }
        var endsInSessionState: SessionState? {
            switch self {
            case .refused: .refreshing
            case .revoked: .expired
            case .offline: nil
            }
        }
    }

    static let first = SessionTokens(accessToken: "at-0", refreshToken: "rt-0")
    static let second = SessionTokens(accessToken: "at-1", refreshToken: "rt-1")
    static let read = EndpointSpec(
        name: "read", method: .get, path: "/r", carriesToken: true, sendsTenant: false, role: .read, retry: .never,
        envelope: EnvelopeFormat(style: .none))

    static func failure(_ errorClass: TestClass) -> Failure {
        Failure(errorClass: errorClass, observation: ExchangeObservation(httpStatus: 401, carriedCredentials: true))
    }

    /// Accepts only the second pair's access token.
    static let call: @Sendable (SessionTokens) async throws(Failure) -> String = { tokens throws(Failure) in
        guard tokens.accessToken == second.accessToken else { throw failure(.refused) }
        return "ok"
    }
}
