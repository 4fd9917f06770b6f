@_spi(Generated) import APIRuntime
import Foundation
import XCTest

@testable import BearerSession

/// A cookie session that its refresh renews (the contract's `auth.session.refreshedBy`), held by
/// ``RefreshingSession`` with calls the test controls step by step (no server, no timing): one refresh for any number
/// of refused calls, each replayed once with the new cookies, and a failed refresh that ends the session.
final class CookieRefreshTests: XCTestCase {
    /// The generated `<Prefix>Credentials` of a cookie session, as the app holds it.
    struct Cookies: Sendable, Hashable {
        var sessdata: Secret
        var userID: String
    }

    typealias Session = RefreshingSession<Cookies, Classes>
    typealias Failure = APIError<Classes>

    /// The classes a generated error type would have: whether a class refreshes is read from it, never from a string.
    enum Classes: String, APIErrorClass, CaseIterable {
        case expired, signedOut, business

        var name: String { rawValue }
        var invalidatesSession: Bool { self == .signedOut }
        var keepsCredentials: Bool { self != .signedOut }
        var isRetryable: Bool { false }
        var refreshes: Bool { self == .expired }
        var endsInSessionState: SessionState? { self == .signedOut ? .expired : nil }

        var failure: Failure {
            Failure(errorClass: self, observation: ExchangeObservation(httpStatus: 200, carriedCredentials: true))
        }
    }

    static let old = Cookies(sessdata: "s1", userID: "42")
    static let renewed = Cookies(sessdata: "s2", userID: "42")
    static let read = EndpointSpec(
        name: "account", method: .get, path: "/account", carriesToken: true, sendsTenant: false, role: .read,
        retry: .never, envelope: EnvelopeFormat(style: .none))

    /// The server: honours only the renewed cookies; the old ones are refused with a class that refreshes.
    static let call: @Sendable (Cookies) async throws(Failure) -> String = { cookies throws(Failure) in
        guard cookies == renewed else { throw Classes.expired.failure }
        return "mine"
    }

    func testConcurrentRefusalsShareOneRefreshAndEachReplaysWithTheNewCookies() async throws {
        let callers = 8
        let refreshes = Counter()
        let sent = Recorder()
        let inRefresh = Gate()
        let release = Gate()
        let session = Session(holding: Self.old) { cookies throws(Failure) in
            refreshes.increment()
            sent.record("refresh \(cookies.sessdata.reveal())")
            inRefresh.open()
            await release.wait()
            return Self.renewed
        }
        let calls = (0..<callers).map { _ in
            Task { () async throws(SessionFailure<Classes>) -> String in
                try await session.perform(Self.read) { cookies throws(Failure) in
                    sent.record("call \(cookies.sessdata.reveal())")
                    return try await Self.call(cookies)
                }
            }
        }
        await inRefresh.wait()
        // Every other refused caller waits for the refresh the first one started.
        while await session.joinedRefreshes < callers - 1 { await Task.yield() }
        release.open()
        var results: [String] = []
        for call in calls { results.append(try await call.value) }
        XCTAssertEqual(results, Array(repeating: "mine", count: callers))
        XCTAssertEqual(refreshes.value, 1, "one refresh for \(callers) refused calls")
        XCTAssertEqual(sent.values.filter { $0 == "refresh s1" }.count, 1, "the refresh sent the old cookies")
        XCTAssertEqual(sent.values.filter { $0 == "call s1" }.count, callers)
        XCTAssertEqual(sent.values.filter { $0 == "call s2" }.count, callers, "each call replayed once")
        let held = await session.currentCredentials
        let state = await session.state
        XCTAssertEqual(held, Self.renewed, "the new cookies replace the old")
        XCTAssertEqual(state, .authenticated)
    }

    func testARefusedCallIsReplayedOnceOnly() async {
        let refreshes = Counter()
        let calls = Counter()
        let session = Session(holding: Self.old) { _ throws(Failure) in
            refreshes.increment()
            return Self.renewed
        }
        do {
            _ = try await session.perform(Self.read) { _ throws(Failure) -> String in
                calls.increment()
                throw Classes.expired.failure
            }
            XCTFail("a call refused after its replay fails")
        } catch {
            XCTAssertEqual(error.errorClass, .expired)
        }
        XCTAssertEqual(calls.value, 2, "the call and its one replay")
        XCTAssertEqual(refreshes.value, 1, "a replay refused again is not refreshed again")
    }

    func testAFailedRefreshEndsTheSessionForEveryWaitingCaller() async {
        let changes = Recorder()
        let inRefresh = Gate()
        let release = Gate()
        let session = Session(
            holding: Self.old, didChange: { state, cookies in changes.record("\(state.rawValue) \(cookies != nil)") }
        ) { _ throws(Failure) in
            inRefresh.open()
            await release.wait()
            throw Classes.signedOut.failure
        }
        let calls = (0..<3).map { _ in
            Task { () async throws(SessionFailure<Classes>) -> String in
                try await session.perform(Self.read, Self.call)
            }
        }
        await inRefresh.wait()
        while await session.joinedRefreshes < 2 { await Task.yield() }
        release.open()
        for call in calls {
            do {
                _ = try await call.value
                XCTFail("a call whose refresh failed fails")
            } catch {
                XCTAssertEqual((error as? SessionFailure<Classes>)?.errorClass, .signedOut)
            }
        }
        let held = await session.currentCredentials
        let state = await session.state
        XCTAssertNil(held, "the cookies are dropped")
        XCTAssertEqual(state, .expired, "the class's ended state")
        XCTAssertEqual(changes.values, ["refreshing true", "expired false"])
        do {
            _ = try await session.perform(Self.read, Self.call)
            XCTFail("nothing is sent once the session has ended")
        } catch {
            guard case .notSignedIn(.expired) = error else { return XCTFail("\(error)") }
        }
    }
}
