@_spi(Generated) import APIRuntime
import Foundation
import XCTest

@testable import BearerSession

/// A token session without a refresh token, with calls the test controls step by step (no server, no timing): one
/// sign-in at a time, ended by a failure whose class invalidates the session, never by one of replaced credentials.
final class TokenSessionTests: XCTestCase {
    typealias Session = TokenSession<String, Classes>
    typealias Failure = APIError<Classes>

    enum Classes: String, APIErrorClass, CaseIterable {
        case sessionExpired, disabled, business

        var name: String { rawValue }
        var invalidatesSession: Bool { self != .business }
        var keepsCredentials: Bool { self == .business }
        var isRetryable: Bool { false }
        var refreshes: Bool { false }
        var endsInSessionState: SessionState? { self == .disabled ? .disabled : nil }

        /// A failure of this class, as a call with credentials gets it.
        var failure: Failure {
            Failure(errorClass: self, observation: ExchangeObservation(httpStatus: 200, carriedCredentials: true))
        }
    }

    func testConcurrentSignInsShareOneExchange() async throws {
        let session = Session()
        let exchanges = Counter()
        let entered = Gate()
        let release = Gate()
        let first = Task { () async throws(Failure) -> String in
            try await session.signIn { () async throws(Failure) -> String in
                exchanges.increment()
                entered.open()
                await release.wait()
                return "token-1"
            }
        }
        await entered.wait()
        let second = Task { () async throws(Failure) -> String in
            try await session.signIn { () async throws(Failure) -> String in
                exchanges.increment()
                return "token-2"
            }
        }
        let waitingCall = Task { () async throws(SessionFailure<Classes>) -> String in
            try await session.perform { credentials throws(Failure) in credentials }
        }
        // Both later callers wait for the first's sign-in before it ends.
        while await session.joinedSignIns < 2 { await Task.yield() }
        release.open()
        let results = try await [first.value, second.value, waitingCall.value]
        XCTAssertEqual(results, ["token-1", "token-1", "token-1"], "one sign-in, shared; the call waited for it")
        XCTAssertEqual(exchanges.value, 1)
        let held = await session.currentCredentials
        XCTAssertEqual(held, "token-1")
    }

    func testAFailureWhoseClassInvalidatesTheSessionEndsIt() async {
        let changes = Recorder()
        let session = Session(restoring: "token-1") { state, credentials in
            changes.record("\(state.rawValue) \(credentials ?? "nil")")
        }
        do {
            _ = try await session.perform { _ throws(Failure) -> String in throw Classes.business.failure }
            XCTFail("expected business")
        } catch {
            XCTAssertEqual(error.errorClass, .business)
        }
        let kept = await session.currentCredentials
        XCTAssertEqual(kept, "token-1", "a business failure keeps the session")
        do {
            _ = try await session.perform { _ throws(Failure) -> String in throw Classes.sessionExpired.failure }
            XCTFail("expected sessionExpired")
        } catch {
            XCTAssertEqual(error.errorClass, .sessionExpired)
        }
        let ended = await session.currentCredentials
        let state = await session.state
        XCTAssertNil(ended)
        XCTAssertEqual(state, .unauthenticated)
        XCTAssertEqual(changes.values, ["unauthenticated nil"])
        do {
            _ = try await session.perform { credentials throws(Failure) in credentials }
            XCTFail("expected not signed in")
        } catch {
            guard case .notSignedIn(.unauthenticated) = error else { return XCTFail("\(error)") }
        }
    }

    func testTheClassNamesTheStateTheSessionEndsIn() async {
        let session = Session(restoring: "token-1")
        _ = try? await session.perform { _ throws(Failure) -> String in throw Classes.disabled.failure }
        let state = await session.state
        XCTAssertEqual(state, .disabled)
    }

    func testARefusalOfReplacedCredentialsLeavesTheNewSessionAlone() async throws {
        let session = Session(restoring: "token-1")
        let entered = Gate()
        let release = Gate()
        let late = Task { () async throws(SessionFailure<Classes>) -> String in
            try await session.perform { _ throws(Failure) -> String in
                entered.open()
                await release.wait()
                throw Classes.sessionExpired.failure
            }
        }
        await entered.wait()
        try await session.signIn { () async throws(Failure) -> String in "token-2" }
        release.open()
        _ = try? await late.value
        let held = await session.currentCredentials
        XCTAssertEqual(held, "token-2", "the refusal belonged to the replaced token")
    }

    func testAFailedSignInLeavesAHeldSessionAlone() async {
        let session = Session(restoring: "token-1")
        _ = try? await session.signIn { () async throws(Failure) -> String in throw Classes.business.failure }
        let held = await session.currentCredentials
        let state = await session.state
        XCTAssertEqual(held, "token-1")
        XCTAssertEqual(state, .authenticated)
    }

    func testSigningOutEndsTheSessionWhateverTheServerAnswers() async {
        let session = Session(restoring: "token-1")
        let sent = Recorder()
        let failure = await session.signOut { credentials throws(Failure) in
            sent.record(credentials)
            throw Classes.sessionExpired.failure
        }
        XCTAssertEqual(failure?.errorClass, .sessionExpired)
        XCTAssertEqual(sent.values, ["token-1"], "the sign-out carried the session's token")
        let held = await session.currentCredentials
        XCTAssertNil(held)
    }
}
