@_spi(Generated) import APIRuntime
import Foundation
import XCTest

/// A server that echoes what it was sent into every text it can: no event shows a secret the request carried, in any
/// spelling, in `description`, `debugDescription` or `dump`.
final class ObserverSecretTests: XCTestCase {
    private struct Body: Encodable, SecretCarrying {
        var identityToken: Secret
        var nonce: Secret
        var refreshToken: Secret
        var secrets: [Secret] { [identityToken, nonce, refreshToken] }
    }

    private static let token = Secret("tok-observer-8c7d6e")
    private static let body = Body(
        identityToken: "eyJ.identity/token+observer", nonce: "raw-nonce-observer-42",
        refreshToken: "refresh-observer-99")
    private static let secrets = [token, body.identityToken, body.nonce, body.refreshToken]

    /// The secrets raw and percent-encoded, as the server puts them back.
    private static var spelled: String {
        secrets.map { secret in
            let value = secret.reveal()
            return value + " " + (value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        }.joined(separator: " ")
    }

    private func run(status: Int, body: String, headers: [HTTPHeader] = []) async throws -> RecordingObserver {
        let observer = RecordingObserver()
        let core = APIClientCore.observed(
            StubTransport { _ in HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8)) },
            by: observer)
        let prepared = try core.prepare(
            PlainContract.write, session: SessionHeaders(token: Self.token, tenant: "7"),
            body: core.encodeJSON(Self.body, operation: PlainContract.write))
        _ = try? await core.callForPayload(prepared, operation: PlainContract.write, payload: [String: Int].self)
        return observer
    }

    private func assertNoSecret(in observer: RecordingObserver, _ context: String) {
        let shown = observer.everythingShown
        XCTAssertFalse(observer.events.isEmpty)
        let decoded = shown.removingPercentEncoding ?? shown
        for secret in Self.secrets {
            XCTAssertFalse(shown.contains(secret.reveal()), "\(context): a secret is in an event")
            XCTAssertFalse(
                decoded.contains(secret.reveal()), "\(context): a secret is in an event once percent-decoded")
        }
    }

    func testAnEchoedFailureShowsNoSecret() async throws {
        let text = Self.spelled
        let envelope: [String: Any] = ["success": false, "code": 500, "message": text, "errorCode": text]
        let json = String(decoding: try JSONSerialization.data(withJSONObject: envelope), as: UTF8.self)
        let echoHeaders = [
            HTTPHeader(name: "Set-Cookie", value: "session=\(Self.token.reveal())"),
            HTTPHeader(name: "X-Echo", value: text),
        ]
        for status in [200, 401, 500] {
            let observer = try await run(status: status, body: json, headers: echoHeaders)
            assertNoSecret(in: observer, "HTTP \(status)")
            XCTAssertTrue(observer.everythingShown.contains("errorCode \(SecretRedactor.placeholder)"))
        }
    }

    func testARedirectToASecretHostShowsNoSecret() async throws {
        let location = "https://\(Self.token.reveal()).evil.example/\(Self.body.nonce.reveal())"
        let observer = try await run(
            status: 302, body: Self.spelled, headers: [HTTPHeader(name: "Location", value: location)])
        assertNoSecret(in: observer, "302")
    }

    func testASecretUsedAsAKeyIsRedactedInTheDecodingPath() async throws {
        let body = #"{"success":true,"result":{"\#(Self.token.reveal())":"not a number"}}"#
        let observer = try await run(status: 200, body: body)
        assertNoSecret(in: observer, "a key")
        XCTAssertTrue(
            observer.lines.contains { $0.contains("'result.\(SecretRedactor.placeholder)'") }, "\(observer.lines)")
    }

    func testASuccessfulCallNamesItsTokenHeaderButNotItsValue() async throws {
        let observer = try await run(status: 200, body: #"{"success":true,"result":{}}"#)
        guard case .requestPrepared(let request) = observer.events.first?.kind else { return XCTFail() }
        XCTAssertEqual(request.credentialHeaders, ["X-Access-Token"])
        guard case .succeeded = observer.events.last?.kind else { return XCTFail("\(observer.lines)") }
        assertNoSecret(in: observer, "success")
    }
}
