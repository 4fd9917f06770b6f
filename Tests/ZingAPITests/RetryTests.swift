import APIRuntime
import APITesting
import Foundation
import XCTest
import ZingAPI

/// Only idempotent reads are retried, only on retryable failures, within the contract's bounds, honouring
/// Retry-After; writes and the issuing of temporary credentials never are (apple sign-in §7.4, upload §5, §7).
final class RetryTests: XCTestCase {
    private static let gateway = ScriptedTransport.Step.respond(
        ScriptedTransport.response(status: 503, headers: ["Retry-After": "2"], body: "<html>busy</html>"))
    private static let userOK = ScriptedTransport.Step.respond(
        ScriptedTransport.response(
            status: 200, body: #"{"success":true,"code":200,"result":{"userInfo":{"id":"u-1"}}}"#))

    func testReadIsRetriedAfterRetryAfterAndSucceeds() async throws {
        let transport = ScriptedTransport(steps: [Self.gateway, Self.userOK])
        let sleeper = ImmediateSleeper()
        let result = try await Fixtures.client(transport, sleeper: sleeper).currentUser(
            credentials: Fixtures.credentials)
        XCTAssertEqual(result.userInfo.id, UserID(rawValue: "u-1"))
        XCTAssertEqual(transport.requests.count, 2)
        XCTAssertEqual(sleeper.delays, [.seconds(2)])
    }

    func testReadGivesUpAfterTheContractsAttempts() async {
        let transport = ScriptedTransport(steps: [.fail(.timeout)], repeatsLast: true)
        let sleeper = ImmediateSleeper()
        do throws(ZingError) {
            _ = try await Fixtures.client(transport, sleeper: sleeper).tenantMemberships(
                credentials: Fixtures.credentials)
            XCTFail("expected connectivity")
        } catch {
            XCTAssertEqual(error.errorClass, .connectivity)
            XCTAssertEqual(error.attempts, 3)
        }
        XCTAssertEqual(transport.requests.count, 3)
        XCTAssertEqual(sleeper.delays.count, 2)
    }

    func testRetryAfterIsCapped() async throws {
        let slow = ScriptedTransport.Step.respond(
            ScriptedTransport.response(status: 503, headers: ["Retry-After": "99999"], body: "busy"))
        let sleeper = ImmediateSleeper()
        _ = try await Fixtures.client(ScriptedTransport(steps: [slow, Self.userOK]), sleeper: sleeper)
            .currentUser(credentials: Fixtures.credentials)
        XCTAssertEqual(sleeper.delays, [.seconds(30)])
    }

    func testWritesAreNeverRetried() async throws {
        let file = try Fixtures.uploadFile(removedAfter: self)
        let writes: [(String, (ZingClient) async throws(ZingError) -> Void)] = [
            ("login", { client throws(ZingError) in _ = try await client.appleNativeLogin(Fixtures.loginRequest) }),
            ("logout", { client throws(ZingError) in try await client.logout(credentials: Fixtures.credentials) }),
            (
                "switch",
                { client throws(ZingError) in
                    try await client.changeLoginTenant(
                        ChangeLoginTenantRequest(loginTenantID: TenantID(rawValue: 1)),
                        credentials: Fixtures.credentials)
                }
            ),
            (
                "upload",
                { client throws(ZingError) in
                    _ = try await client.uploadFile(
                        file: file, fileName: "a.txt", mimeType: "text/plain", credentials: Fixtures.credentials)
                }
            ),
        ]
        for (name, call) in writes {
            let transport = ScriptedTransport(steps: [Self.gateway], repeatsLast: true)
            do throws(ZingError) {
                try await call(Fixtures.client(transport))
                XCTFail("\(name): expected connectivity")
            } catch {
                XCTAssertEqual(error.errorClass, .connectivity, name)
                XCTAssertEqual(error.attempts, 1, name)
            }
            XCTAssertEqual(transport.requests.count, 1, name)
        }
    }

    func testTemporaryCredentialsAreNeverRetried() async {
        // A GET, but each call issues a new credential set, and no doc confirms it idempotent (sign-in §7.4).
        let transport = ScriptedTransport(steps: [Self.gateway], repeatsLast: true)
        do throws(ZingError) {
            _ = try await Fixtures.client(transport).cosTemporaryCredentials(
                scene: "example-scene", uploadID: "42", credentials: Fixtures.credentials)
            XCTFail("expected connectivity")
        } catch {
            XCTAssertEqual(error.errorClass, .connectivity)
            XCTAssertEqual(error.attempts, 1)
        }
        XCTAssertEqual(transport.requests.count, 1)
    }

    func testNonRetryableFailuresOfReadsAreNotRetried() async {
        for status in [401, 403, 404] {
            let transport = ScriptedTransport(status: status, body: "{}")
            _ = try? await Fixtures.client(transport).currentUser(credentials: Fixtures.credentials)
            XCTAssertEqual(transport.requests.count, 1, "HTTP \(status)")
        }
    }

    func testOversizedUploadIsRequestRejectedAndNotRetried() async throws {
        let transport = ScriptedTransport(status: 413, body: "<html>413 Request Entity Too Large</html>")
        let file = try Fixtures.uploadFile(removedAfter: self)
        do throws(ZingError) {
            _ = try await Fixtures.client(transport).uploadFile(
                file: file, fileName: "big.bin", mimeType: "application/octet-stream",
                credentials: Fixtures.credentials)
            XCTFail("expected requestRejected")
        } catch {
            XCTAssertEqual(error.errorClass, .requestRejected)
            XCTAssertEqual(error.httpStatus, 413)
        }
        XCTAssertEqual(transport.requests.count, 1)
    }
}
