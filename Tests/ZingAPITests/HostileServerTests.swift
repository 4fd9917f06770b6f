@_spi(Generated) import APIRuntime
@_spi(Generated) import APITesting
import Foundation
import LoopbackHTTP
import XCTest
import ZingAPI

/// Every endpoint of the generated Zing client against a hostile server (docs/threat-model.md): redirects, echoes,
/// oversized and drip-fed answers, and a plain-HTTP base URL. Outcomes only; no timing is asserted.
final class HostileServerTests: XCTestCase {
    private var servers: [LoopbackServer] = []

    override func tearDown() {
        servers.forEach { $0.stop() }
        servers = []
    }

    private func start(_ handler: @escaping @Sendable (LoopbackHTTP.RecordedRequest) -> ScriptedResponse) throws
        -> LoopbackServer
    {
        let server = try LoopbackServer(handler: handler)
        servers.append(server)
        return server
    }

    private static let token: Secret = "zing-token-hostile-5e1f"
    private static let login = AppleLoginRequest(
        identityToken: "apple.identity.hostile-77", nonce: "raw-nonce-hostile-88", authorizationCode: "code-hostile-99")
    private static let secrets = [token, login.identityToken, login.nonce, login.authorizationCode!]

    /// Calls every endpoint once; each result is the error it threw, or nil.
    private static func callEveryEndpoint(_ client: ZingClient) async throws -> [String: ZingError?] {
        let credentials = ZingCredentials(token: token, tenantID: TenantID(rawValue: 7))
        let file = try temporaryExampleFile()
        defer { try? FileManager.default.removeItem(at: file) }
        func outcome(_ call: () async throws(ZingError) -> Void) async -> ZingError? {
            do {
                try await call()
                return nil
            } catch {
                return error
            }
        }
        return [
            "appleNativeLogin": await outcome { () throws(ZingError) in _ = try await client.appleNativeLogin(login) },
            "currentUser": await outcome { () throws(ZingError) in
                _ = try await client.currentUser(credentials: credentials)
            },
            "tenantMemberships": await outcome { () throws(ZingError) in
                _ = try await client.tenantMemberships(credentials: credentials)
            },
            "permissionCodes": await outcome { () throws(ZingError) in
                _ = try await client.permissionCodes(credentials: credentials)
            },
            "changeLoginTenant": await outcome { () throws(ZingError) in
                try await client.changeLoginTenant(
                    ChangeLoginTenantRequest(loginTenantID: TenantID(rawValue: 8)), credentials: credentials)
            },
            "cosTemporaryCredentials": await outcome { () throws(ZingError) in
                _ = try await client.cosTemporaryCredentials(scene: "s", uploadID: "u", credentials: credentials)
            },
            "uploadFile": await outcome { () throws(ZingError) in
                _ = try await client.uploadFile(
                    file: file, fileName: "a.txt", mimeType: "text/plain", credentials: credentials)
            },
            "logout": await outcome { () throws(ZingError) in try await client.logout(credentials: credentials) },
        ]
    }

    private func client(_ server: LoopbackServer, timeout: TimeInterval = 10) -> ZingClient {
        ZingClient(
            baseURL: server.baseURL.appendingPathComponent("api"), transport: URLSessionTransport(timeout: timeout),
            sleeper: ImmediateSleeper())
    }

    func testNoRedirectCarriesAnyRequestToAnotherOrigin() async throws {
        let other = try start { _ in .json(#"{"success":true,"code":0,"result":{}}"#) }
        let stealing = other.baseURL.absoluteString + "/steal?token=\(Self.token.reveal())"
        for status in [301, 302, 303, 307, 308] {
            let server = try start { _ in .redirect(status, to: stealing) }
            let results = try await Self.callEveryEndpoint(client(server))
            XCTAssertEqual(results.count, 8)
            for (endpoint, error) in results {
                let error = try XCTUnwrap(error, "\(endpoint) \(status)")
                XCTAssertEqual(error.errorClass, .invalidResponse, "\(endpoint) \(status)")
                XCTAssertEqual(error.attempts, 1, "\(endpoint) \(status): never retried")
                XCTAssertEqual(
                    error.detail,
                    "a redirect (HTTP \(status)) to \(other.baseURL.absoluteString) was not followed; redirects never are"
                )
                XCTAssertTrue(error.keepsCredentials, "a redirect never ends the session")
            }
            XCTAssertEqual(server.requests.count, 8, "each endpoint sent once, reads too")
        }
        XCTAssertEqual(other.requests.count, 0, "the other origin received nothing")
    }

    /// A redirect's body is never read: a code in it picks no class, not even the endpoint's own.
    func testARedirectsBodyPicksNoClass() async throws {
        let transport = ScriptedTransport(
            status: 302, headers: ["Location": "https://elsewhere.example/"],
            body: #"{"success":false,"code":1001,"message":"apple token invalid"}"#)
        do {
            _ = try await ZingClient(baseURL: Fixtures.baseURL, transport: transport).appleNativeLogin(Self.login)
            XCTFail("expected invalidResponse")
        } catch {
            XCTAssertEqual(error.errorClass, .invalidResponse)
            XCTAssertNil(error.code)
            XCTAssertNil(error.message)
        }
    }

    func testAnEchoingServerNeverGetsASecretIntoAnError() async throws {
        let redactor = SecretRedactor(Self.secrets)
        for status in [200, 302, 401, 500] {
            let server = try start { request in
                let echoed =
                    request.headers.map { "\($0.name): \($0.value)" }.joined(separator: "; ")
                    + " body: " + String(decoding: request.body, as: UTF8.self)
                let message = String(decoding: try! JSONEncoder().encode(echoed), as: UTF8.self)
                var response = ScriptedResponse.json(
                    #"{"success":false,"code":\#(status),"message":\#(message)}"#, status: status)
                // Only what this request carried: a server knows no more.
                response.headers["Location"] = "https://\(request.header("X-Access-Token") ?? "none").evil.example/x"
                return response
            }
            for (endpoint, error) in try await Self.callEveryEndpoint(client(server)) {
                let error = try XCTUnwrap(error, endpoint)
                for text in [error.description, error.message, error.detail, String(reflecting: error)].compactMap({
                    $0
                }) {
                    XCTAssertFalse(redactor.reveals(in: text), "\(endpoint) HTTP \(status): \(redactor.redact(text))")
                }
            }
        }
    }

    func testAnOversizedAnswerIsRefusedAndNotRetried() async throws {
        for declared in [true, false] {
            let server = try start { _ in .oversized(9 << 20, declaresLength: declared) }
            do {
                _ = try await client(server).currentUser(credentials: ZingCredentials(token: Self.token, tenantID: nil))
                XCTFail("expected invalidResponse")
            } catch {
                XCTAssertEqual(error.errorClass, .invalidResponse)
                XCTAssertEqual(error.attempts, 1)
                XCTAssertEqual(
                    error.detail, "the response body is larger than the 8 MiB limit; reading stopped there")
            }
            XCTAssertEqual(server.requests.count, 1, "an idempotent read, still not retried")
        }
    }

    func testAGzipBombStopsAtTheLimit() async throws {
        let server = try start { _ in .gzipBomb(inflatingTo: 64 << 20) }
        do {
            _ = try await client(server).permissionCodes(credentials: ZingCredentials(token: Self.token, tenantID: nil))
            XCTFail("expected invalidResponse")
        } catch {
            XCTAssertEqual(error.errorClass, .invalidResponse)
            XCTAssertEqual(error.observation.transportFault, .responseTooLarge(limit: 8 << 20))
        }
    }

    func testADripFedAnswerEndsAtTheDeadlineOfEachAttempt() async throws {
        let server = try start { _ in
            .dripped(#"{"success":true,"code":0,"result":{"userInfo":{"id":"u"}}}"#, every: .milliseconds(300))
        }
        do {
            _ = try await client(server, timeout: 1).currentUser(
                credentials: ZingCredentials(token: Self.token, tenantID: nil))
            XCTFail("expected connectivity")
        } catch {
            XCTAssertEqual(error.errorClass, .connectivity)
            XCTAssertEqual(error.observation.transportFault, .timeout)
            XCTAssertEqual(error.attempts, 3, "a read is retried within the policy, each attempt with its deadline")
        }
        XCTAssertEqual(server.requests.count, 3)
    }

    func testAPlainHTTPBaseURLIsRefusedBeforeAnyRequest() async throws {
        let transport = ScriptedTransport(status: 200, body: #"{"success":true,"code":0,"result":{}}"#)
        let plain = ZingClient(baseURL: URL(string: "http://zing.example.invalid/api")!, transport: transport)
        for (endpoint, error) in try await Self.callEveryEndpoint(plain) {
            let error = try XCTUnwrap(error, endpoint)
            XCTAssertEqual(error.errorClass, .requestRejected, endpoint)
            XCTAssertEqual(error.observation.localRejection, .invalidInput, endpoint)
            XCTAssertTrue(error.detail?.contains("clear text") == true, endpoint)
        }
        XCTAssertTrue(transport.requests.isEmpty)

        let optedIn = ZingClient(
            baseURL: URL(string: "http://zing.example.invalid/api")!, transport: transport, allowsInsecureHTTP: true)
        _ = try? await optedIn.logout(credentials: ZingCredentials(token: Self.token, tenantID: nil))
        XCTAssertEqual(transport.requests.map(\.url.absoluteString), ["http://zing.example.invalid/api/sys/logout"])
    }

    /// A base URL with a user name or password (URLSession would add `Authorization: Basic` beside the token) or with
    /// a query or a fragment (the endpoint's path would land inside it) is refused by every endpoint before sending,
    /// and no text of the error shows the user information.
    func testABaseURLWithUserInfoOrAQueryIsRefusedBeforeAnyRequest() async throws {
        let password = "hunter2-zing-base"
        for base in [
            "https://zing-user:\(password)@work.zingyang.com/api", "https://work.zingyang.com/api?tenant=1",
            "https://work.zingyang.com/api#top",
        ] {
            let transport = ScriptedTransport(status: 200, body: #"{"success":true,"code":0,"result":{}}"#)
            let client = ZingClient(baseURL: URL(string: base)!, transport: transport)
            for (endpoint, error) in try await Self.callEveryEndpoint(client) {
                let error = try XCTUnwrap(error, endpoint)
                XCTAssertEqual(error.errorClass, .requestRejected, endpoint)
                XCTAssertEqual(error.observation.localRejection, .invalidInput, endpoint)
                XCTAssertTrue(
                    error.detail?.contains("user name or password") == true
                        || error.detail?.contains("query or a fragment") == true, endpoint)
                for text in [error.description, String(reflecting: error), error.detail ?? ""] {
                    XCTAssertFalse(text.contains(password), text)
                    XCTAssertFalse(text.contains("zing-user"), text)
                }
            }
            XCTAssertTrue(transport.requests.isEmpty, base)
        }
    }
}
