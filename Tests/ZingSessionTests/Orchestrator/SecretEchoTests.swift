import APIRuntime
import Foundation
import XCTest
import ZingAPI

@testable import ZingSession

/// A server that echoes a secret in its message cannot carry it into an error the session layer hands out.
final class SecretEchoTests: XCTestCase {
    /// Answers with `status` and a message that repeats the request's token and body.
    private static func echoing(status: Int, code: Int) -> @Sendable (HTTPRequest) -> HTTPResponse {
        { request in
            let token = request.value(forHeader: "X-Access-Token") ?? "-"
            let body = request.bodyData.map { String(decoding: $0, as: UTF8.self) } ?? "-"
            let message = "echo \(token) \(body)".replacingOccurrences(of: "\"", with: "'")
            return FakeZingServer.json(
                #"{"success":false,"code":\#(code),"message":"\#(message)"}"#, status: status)
        }
    }

    private func assertHidden(_ text: String, _ secrets: [String], file: StaticString = #filePath, line: UInt = #line) {
        for secret in secrets {
            XCTAssertFalse(text.contains(secret), "\(secret) in: \(text)", file: file, line: line)
        }
    }

    func testAnEchoedTokenIsHiddenInReadWriteAndLogoutErrors() async throws {
        let store = MemoryStore(SessionFixtures.record())
        let session = SessionFixtures.orchestrator(
            HeldTransport(route: Self.echoing(status: 403, code: 403)), store: store)
        try await session.resume()
        var texts: [String] = []
        do {
            _ = try await session.loadPermissions()
        } catch {
            XCTAssertEqual(error.apiError?.errorClass, .permissionDenied)
            texts += ["\(error)", error.apiError?.message ?? ""]
        }
        do {
            _ = try await session.switchTenant(to: TenantID(rawValue: 2))
        } catch {
            texts.append("\(error)")
        }
        let outcome = await session.logout()
        texts += ["\(outcome.serverError as Any)", outcome.serverError?.message ?? ""]
        XCTAssertEqual(texts.count, 5)
        XCTAssertTrue(texts[0].contains("<redacted>"), texts[0])
        for text in texts { assertHidden(text, ["token-of-user-a"]) }
    }

    func testAnEchoedIdentityTokenNonceOrNewTokenIsHiddenInLoginErrors() async throws {
        let exchange = SessionFixtures.orchestrator(HeldTransport(route: Self.echoing(status: 200, code: 1001)))
        do {
            _ = try await exchange.login(SessionFixtures.loginRequest)
            XCTFail("expected appleTokenInvalid")
        } catch {
            XCTAssertEqual(error.apiError?.errorClass, .appleTokenInvalid)
            assertHidden("\(error)", ["apple-identity-token", "raw-nonce-value"])
            assertHidden(error.apiError?.message ?? "", ["apple-identity-token", "raw-nonce-value"])
        }

        // The exchange succeeds; the current-user check answers 401 and echoes the new platform token.
        let server = FakeZingServer()
        let echo401 = Self.echoing(status: 401, code: 401)
        let initializing = SessionFixtures.orchestrator(
            HeldTransport { $0.url.path.hasSuffix("apple/native") ? server.respond($0) : echo401($0) })
        do {
            _ = try await initializing.login(SessionFixtures.loginRequest)
            XCTFail("expected sessionExpired")
        } catch {
            XCTAssertEqual(error.apiError?.errorClass, .sessionExpired)
            assertHidden("\(error)", ["token-of-user-a"])
        }
    }
}
