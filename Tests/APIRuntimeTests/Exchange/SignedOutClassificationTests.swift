@_spi(Generated) import APIRuntime
import Foundation
import XCTest

/// `when: authenticated` is what the request carried: an endpoint with optional authentication called signed out
/// gets the class of a signed-out answer, never one that ends a session it did not send (issue 34: the runtime used
/// the endpoint's "may carry a token" flag). And the answers that only look like successes stay failures through the
/// client, as the shared reading says.
final class SignedOutClassificationTests: XCTestCase {
    /// A contract whose HTTP 401 ends a signed-in session and is a plain business failure otherwise.
    enum OptionalAuthContract: APIContract {
        enum ErrorClass: String, APIErrorClass, CaseIterable {
            case sessionExpired, business, invalidResponse

            var name: String { rawValue }
            var invalidatesSession: Bool { self == .sessionExpired }
            var keepsCredentials: Bool { self != .sessionExpired }
            var isRetryable: Bool { false }
            var refreshes: Bool { false }
            var endsInSessionState: SessionState? { nil }
        }

        typealias Operation = PlainContract.Operation

        static let headerPolicy = PlainContract.headerPolicy
        static let retryPolicy = RetryPolicy.never
        static let maxResponseBytes = 4096

        static func classify(_ observation: ExchangeObservation, operation: Operation) -> ErrorClass {
            if observation.httpStatus(in: [401...401]) && observation.carriedCredentials { return .sessionExpired }
            if observation.httpStatus(in: [401...401]) || observation.isEnvelopeFailure { return .business }
            return .invalidResponse
        }

        /// `auth: optional`: it may carry the token, and carries it only when the caller gives one.
        static let nav = Operation(
            spec: EndpointSpec(
                name: "nav", method: .get, path: "/nav", carriesToken: true, sendsTenant: false, role: .read,
                retry: .never, envelope: PlainContract.envelope))
    }

    private func call(session: SessionHeaders?, body: String, status: Int) async -> OptionalAuthContract.ErrorClass? {
        let core = APIClientCore<OptionalAuthContract>(
            baseURL: URL(string: "https://api.example.com")!, transport: StubTransport(status: status, body: body),
            sleeper: NoWait(), jitter: { 0 })
        do {
            let prepared = try core.prepare(OptionalAuthContract.nav, session: session, body: .none)
            try await core.callForNothing(prepared, operation: OptionalAuthContract.nav.messageOnly)
            return nil
        } catch {
            return error.errorClass
        }
    }

    func testASignedOutCallIsClassifiedAsOne() async {
        let refused = #"{"success": false, "message": "sign in"}"#
        let signedOut = await call(session: nil, body: refused, status: 401)
        XCTAssertEqual(signedOut, .business, "no credentials were sent: no session to end")
        let signedIn = await call(session: SessionHeaders(token: "tok-1", tenant: nil), body: refused, status: 401)
        XCTAssertEqual(signedIn, .sessionExpired)
    }

    func testARepeatedSuccessFlagIsNoSuccess() async {
        let twice = #"{"success": false, "code": 401, "success": true}"#
        let result = await call(session: nil, body: twice, status: 200)
        XCTAssertEqual(result, .invalidResponse, "written twice, the flag is read as neither value")
    }
}
