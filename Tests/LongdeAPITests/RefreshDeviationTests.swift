import APIRuntime
import APITesting
import LongdeAPI
import LongdeSession
import XCTest

/// The doc's §5 clears the session whenever a refresh fails; the contract follows it for every refusal of the refresh
/// token and records why it keeps the session when the server never judged the token (longde.yaml, `deviation:`).
final class RefreshDeviationTests: XCTestCase {
    /// A restored session whose current-user read is refused, then a refresh answered `status` with `errorCode`.
    private func refresh(failingWith errorCode: String, status: Int) async -> (LongdeErrorClass?, SessionState) {
        let transport = ScriptedTransport(steps: [
            .respond(ScriptedTransport.response(status: 401, body: Fixtures.failure("AUTH_UNAUTHORIZED"))),
            .respond(ScriptedTransport.response(status: status, body: Fixtures.failure(errorCode, status: status))),
        ])
        let session = LongdeSession(client: Fixtures.client(transport), restoring: Fixtures.restored) { _, _ in }
        var errorClass: LongdeErrorClass?
        do {
            _ = try await session.currentUser()
        } catch {
            errorClass = error.errorClass
        }
        return (errorClass, await session.state)
    }

    func testARefreshTokenRejectedAsInvalidEndsTheSession() async {
        let (errorClass, state) = await refresh(failingWith: "VALIDATION_ERROR", status: 400)
        XCTAssertEqual(errorClass, .refreshTokenRevoked)
        XCTAssertEqual(state, .expired)
    }

    func testARefreshTheServerNeverJudgedKeepsTheSession() async {
        for (code, status, expected) in [
            ("RATE_LIMITED", 429, LongdeErrorClass.rateLimited), ("INTERNAL_ERROR", 500, .internalError),
        ] {
            let (errorClass, state) = await refresh(failingWith: code, status: status)
            XCTAssertEqual(errorClass, expected, code)
            XCTAssertEqual(state, .authenticated, "\(code): the deviation keeps the session")
        }
    }
}
