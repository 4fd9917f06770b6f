import APIRuntime
import APITesting
import Foundation
import XCTest
import ZingAPI

/// Inputs the docs' limits forbid are refused before any request is sent (apple sign-in §4, upload §3–§5).
final class LocalRefusalTests: XCTestCase {
    private func assertRefused(
        _ transport: ScriptedTransport, _ result: ZingError?, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(result?.errorClass, .requestRejected, file: file, line: line)
        XCTAssertNil(result?.httpStatus, file: file, line: line)
        XCTAssertTrue(transport.requests.isEmpty, "nothing may be sent", file: file, line: line)
    }

    func testIdentityTokenOverTheServerLimitIsRefused() async {
        let transport = ScriptedTransport(status: 200, body: Fixtures.loginSuccess)
        let request = AppleLoginRequest(identityToken: Secret(String(repeating: "a", count: 4097)), nonce: "n")
        var failure: ZingError?
        do throws(ZingError) { _ = try await Fixtures.client(transport).appleNativeLogin(request) } catch {
            failure = error
        }
        assertRefused(transport, failure)
        XCTAssertFalse("\(failure.map(String.init(describing:)) ?? "")".contains("aaaa"), "the token is never printed")
    }

    func testIdentityTokenAtTheLimitIsSent() async throws {
        let transport = ScriptedTransport(status: 200, body: Fixtures.loginSuccess)
        let request = AppleLoginRequest(identityToken: Secret(String(repeating: "a", count: 4096)), nonce: "n")
        _ = try await Fixtures.client(transport).appleNativeLogin(request)
        XCTAssertEqual(transport.requests.count, 1)
    }

    func testEmptyNonceIsRefused() async {
        let transport = ScriptedTransport(status: 200, body: Fixtures.loginSuccess)
        var failure: ZingError?
        do throws(ZingError) {
            _ = try await Fixtures.client(transport).appleNativeLogin(AppleLoginRequest(identityToken: "t", nonce: ""))
        } catch { failure = error }
        assertRefused(transport, failure)
    }

    func testLongFullNameIsSentAsIsBecauseTheServerTruncates() async throws {
        let transport = ScriptedTransport(status: 200, body: Fixtures.loginSuccess)
        let name = String(repeating: "名", count: 80)
        _ = try await Fixtures.client(transport).appleNativeLogin(
            AppleLoginRequest(identityToken: "t", nonce: "n", fullName: name))
        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: transport.bodies[0]) as? [String: Any])
        XCTAssertEqual(body["fullName"] as? String, name)
    }

    func testBadUploadInputsAreRefused() async throws {
        let file = try Fixtures.uploadFile(removedAfter: self)
        let empty = try Fixtures.uploadFile("", removedAfter: self)
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString)")
        let cases: [(URL, String, String)] = [
            (empty, "a.txt", "text/plain"), (missing, "a.txt", "text/plain"),
            (file, "a\r\n.txt", "text/plain"), (file, "a\".txt", "text/plain"), (file, "a\\b.txt", "text/plain"),
            (file, "dir/a.txt", "text/plain"), (file, "", "text/plain"), (file, "a.txt", ""),
            (file, "a.txt", "text"), (file, "a.txt", "text/plain\r\nX-Evil: 1"),
        ]
        for (url, name, mime) in cases {
            let transport = ScriptedTransport(status: 200, body: #"{"success":true,"message":"https://x.invalid/a"}"#)
            var failure: ZingError?
            do throws(ZingError) {
                _ = try await Fixtures.client(transport).uploadFile(
                    file: url, fileName: name, mimeType: mime, credentials: Fixtures.credentials)
            } catch { failure = error }
            assertRefused(transport, failure)
        }
    }
}
