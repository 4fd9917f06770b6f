@_spi(Generated) import APIRuntime
import Foundation
import LoopbackHTTP
import XCTest
import ZingAPI

/// The generated client's deadlines and per-call options over real HTTP: the login and the upload carry their docs'
/// samples' deadlines, and a copy made `with(_:)` options sends their headers and ends a slow call at their deadline,
/// while the client it came from is unchanged.
final class CallOptionsTests: XCTestCase {
    private var server: LoopbackServer!

    override func tearDown() {
        server?.stop()
        server = nil
    }

    func testTheLoginAndTheUploadCarryTheirDocsDeadlines() {
        XCTAssertEqual(ZingOperation.appleNativeLogin.spec.timeout, 20)
        XCTAssertEqual(ZingOperation.uploadFile.spec.timeout, 120)
        XCTAssertNil(ZingOperation.currentUser.spec.timeout, "the transport's own")
    }

    func testACallsDeadlineShorterThanASlowAnswerEndsItAsConnectivity() async throws {
        server = try LoopbackServer { request in
            if request.header("X-Trace-Id") == "slow" { Thread.sleep(forTimeInterval: 2) }
            return .json(#"{"success":true,"code":200,"result":{"userInfo":{"id":"u-9"}}}"#)
        }
        let client = ZingClient(
            baseURL: server.baseURL.appendingPathComponent("api"), transport: URLSessionTransport(timeout: 30))
        let credentials = ZingCredentials(token: "jwt-live", tenantID: nil)
        let quick = client.with(CallOptions(timeout: 0.5, headers: [.plain("X-Trace-Id", "slow")]))
        do {
            _ = try await quick.currentUser(credentials: credentials)
            XCTFail("the answer came after the call's deadline")
        } catch {
            XCTAssertEqual(error.errorClass, .connectivity)
            XCTAssertEqual(error.observation.transportFault, .timeout)
        }
        let me = try await client.currentUser(credentials: credentials)
        XCTAssertEqual(me.userInfo.id, UserID(rawValue: "u-9"))
        // The read is idempotent: each attempt of the quick copy carried the header; the original sends none.
        let traces = server.requests.map { $0.header("X-Trace-Id") }
        XCTAssertEqual(traces.last, .some(nil))
        XCTAssertEqual(Set(traces.dropLast()), ["slow"])
    }
}
