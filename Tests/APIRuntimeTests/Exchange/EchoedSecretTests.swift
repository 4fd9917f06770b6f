@_spi(Generated) import APIRuntime
import Foundation
import XCTest

/// A server that echoes everything it was sent: no secret the request carried (its token, every `Secret` of its body)
/// survives in any text of the error, in any spelling.
final class EchoedSecretTests: XCTestCase {
    // Carrying their secrets as generated models do: only a conformance tells the redactor about them.
    struct Inner: Encodable, SecretCarrying {
        var refreshToken: Secret
        var label: String
        var secrets: [Secret] { refreshToken.secrets }
    }

    struct Body: Encodable, SecretCarrying {
        var identityToken: Secret
        var nonce: Secret?
        var codes: [Secret]
        var inner: Inner
        var name: String
        var secrets: [Secret] {
            [identityToken.secrets, nonce.secrets, codes.secrets, inner.secrets].flatMap(\.self)
        }
    }

    private static let token = Secret("tok-9f8e7d6c5b4a")
    private static let body = Body(
        identityToken: "eyJhbGciOi.identity/token+9", nonce: "raw-nonce-31415", codes: ["one-time-code-27182"],
        inner: Inner(refreshToken: "refresh \"quoted\" token-161803", label: "visible label"), name: "Visible Name")
    private static let secrets: [Secret] = [
        token, body.identityToken, body.nonce!, body.codes[0], body.inner.refreshToken,
    ]

    /// Every request header and the JSON body, echoed raw, then JSON-escaped and percent-encoded once and twice, in
    /// every text field of a failure envelope (and a redirect's Location for a 3xx).
    private static func echo(status: Int) -> StubTransport {
        StubTransport { request in
            var echoed = request.headers.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
            if case .data(let data) = request.body { echoed += " " + String(decoding: data, as: UTF8.self) }
            let spelled = secrets.map { secret -> String in
                let value = secret.reveal()
                let once = value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                let twice = once.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                return value + " " + once + " " + twice
            }.joined(separator: " ")
            let text = echoed + " " + spelled
            let envelope: [String: Any] = ["success": false, "code": 500, "message": text, "errorCode": text]
            let json = try! JSONSerialization.data(withJSONObject: envelope)
            let location = "https://\(token.reveal()).evil.example/\(secrets[1].reveal())"
            return HTTPResponse(
                statusCode: status, headers: [HTTPHeader(name: "Location", value: location)], body: json)
        }
    }

    private func failure(status: Int) async throws -> APIError<PlainContract.ErrorClass> {
        let core = APIClientCore.plain(Self.echo(status: status))
        let prepared = try core.prepare(
            PlainContract.write, session: SessionHeaders(token: Self.token, tenant: nil),
            body: core.encodeJSON(Self.body, operation: PlainContract.write))
        do {
            try await core.callForNothing(prepared, operation: PlainContract.write.messageOnly)
            throw XCTSkip("the echo server cannot succeed")
        } catch let error as APIError<PlainContract.ErrorClass> {
            return error
        }
    }

    func testNoSecretSurvivesInAnyTextOfTheError() async throws {
        let redactor = SecretRedactor(Self.secrets)
        for status in [200, 302, 500] {
            let error = try await failure(status: status)
            let texts = [error.description, error.message, error.errorCode, error.detail, String(reflecting: error)]
            for text in texts.compactMap({ $0 }) {
                XCTAssertFalse(redactor.reveals(in: text), "HTTP \(status): \(redactor.redact(text))")
                let decoded = text.removingPercentEncoding ?? text
                let decodedTwice = decoded.removingPercentEncoding ?? decoded
                for secret in Self.secrets {
                    XCTAssertFalse(text.contains(secret.reveal()), "HTTP \(status)")
                    XCTAssertFalse(decoded.contains(secret.reveal()), "HTTP \(status): found once percent-decoded")
                    XCTAssertFalse(decodedTwice.contains(secret.reveal()), "HTTP \(status): found twice decoded")
                }
            }
            // A redirect's body is never read; the others keep what is not secret.
            guard status != 302 else { continue }
            XCTAssertTrue(error.message?.contains("visible label") == true, "what is not secret stays")
            XCTAssertTrue(error.message?.contains(SecretRedactor.placeholder) == true)
        }
    }

    func testTheRedirectDetailOfAnEchoedHostIsRedacted() async throws {
        let error = try await failure(status: 302)
        XCTAssertEqual(
            error.detail,
            "a redirect (HTTP 302) to https://<redacted>.evil.example was not followed; redirects never are")
    }

    /// The redactor finds a secret as the server spelled it, so the detail never re-spells the `Location`: a token
    /// used as its scheme (which URLs read case-insensitively) or as a host that IDNA would re-encode is never shown,
    /// in any case.
    func testATokenSpelledAsTheLocationSchemeOrAnEncodedHostNeverSurvives() async throws {
        let cases: [(token: Secret, location: String)] = [
            ("TokScheme9F8E", "TokScheme9F8E://evil.example/x"),
            ("TokScheme9F8E", "TokScheme9F8E://evil.example:8443"),
            ("Tök-Host-9F8E", "https://Tök-Host-9F8E.evil.example/x"),
        ]
        for (token, location) in cases {
            let core = APIClientCore.plain(
                StubTransport { _ in
                    HTTPResponse(
                        statusCode: 302, headers: [HTTPHeader(name: "Location", value: location)], body: Data())
                })
            let result = await core.call(PlainContract.write, token: token)
            let failure = try XCTUnwrap(result.failure)
            let detail = try XCTUnwrap(failure.detail)
            XCTAssertFalse(detail.lowercased().contains(token.reveal().lowercased()), detail)
            XCTAssertFalse(detail.contains("xn--"), detail)
            XCTAssertTrue(detail.hasPrefix("a redirect (HTTP 302) to "), detail)
        }
    }

    func testAnHTTPSchemeInAnyCaseStillNamesTheOrigin() async throws {
        let core = APIClientCore.plain(
            StubTransport { _ in
                HTTPResponse(
                    statusCode: 301, headers: [HTTPHeader(name: "Location", value: "HTTPS://Other.example:8443/p?q=1")],
                    body: Data())
            })
        let result = await core.call(PlainContract.write)
        let failure = try XCTUnwrap(result.failure)
        XCTAssertEqual(
            failure.detail, "a redirect (HTTP 301) to https://Other.example:8443 was not followed; redirects never are")
    }
}
