import APIRuntime
import APITesting
import Foundation
import XCTest
import ZingAPI

/// Cancelling a retried read stops it at once: no further attempt, no further wait (apple sign-in §7.4).
final class RetryCancellationTests: XCTestCase {
    private static let busy = ScriptedTransport.response(
        status: 503, headers: ["Retry-After": "5"], body: "<html>busy</html>")

    func testCancellationDuringTheWaitEndsTheReadAsCancelled() async {
        let transport = ScriptedTransport(steps: [.respond(Self.busy)], repeatsLast: true)
        let client = ZingClient(baseURL: Fixtures.baseURL, transport: transport, sleeper: CancelledSleeper())
        do throws(ZingError) {
            _ = try await client.currentUser(credentials: Fixtures.credentials)
            XCTFail("expected cancelled")
        } catch {
            XCTAssertEqual(error.errorClass, .cancelled)
        }
        XCTAssertEqual(transport.requests.count, 1)
    }

    func testACancelledTaskIsNotRetried() async {
        let transport = CancellingTransport(response: Self.busy)
        let sleeper = ImmediateSleeper()
        let client = ZingClient(baseURL: Fixtures.baseURL, transport: transport, sleeper: sleeper)
        let outcome = await Task { () -> ZingError? in
            do throws(ZingError) {
                _ = try await client.tenantMemberships(credentials: Fixtures.credentials)
                return nil
            } catch {
                return error
            }
        }.value
        XCTAssertEqual(outcome?.attempts, 1)
        XCTAssertEqual(transport.sent, 1)
        XCTAssertTrue(sleeper.delays.isEmpty, "no wait after cancellation")
    }
}

/// A sleeper whose wait is always interrupted by cancellation.
private struct CancelledSleeper: RetrySleeper {
    func sleep(for duration: Duration) async throws {
        throw CancellationError()
    }
}

/// Answers with `response` after cancelling the calling task, as if the user cancelled while it was in flight.
private final class CancellingTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private let response: HTTPResponse
    private var count = 0

    init(response: HTTPResponse) {
        self.response = response
    }

    var sent: Int { lock.withLock { count } }

    func send(_ request: HTTPRequest) async throws(TransportFault) -> HTTPResponse {
        lock.withLock { count += 1 }
        withUnsafeCurrentTask { $0?.cancel() }
        return response
    }
}
