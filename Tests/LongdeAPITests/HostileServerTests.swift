import APIRuntime
import APITesting
import BearerSession
import Foundation
import LongdeAPI
import LongdeSession
import LoopbackHTTP
import XCTest

/// The generated Longde client and its session layer against a hostile server (docs/threat-model.md).
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

    private static let tokens = SessionTokens(accessToken: "at-hostile-4242", refreshToken: "rt-hostile-8484")
    private static let login = AppleLoginRequest(
        identityToken: "apple.identity.longde-55", authorizationCode: "code-longde-66", nonce: "nonce-longde-77")
    private static let redactor = SecretRedactor([
        tokens.accessToken, tokens.refreshToken, login.identityToken, login.authorizationCode!, login.nonce!,
    ])

    private func client(_ server: LoopbackServer) -> LongdeClient {
        LongdeClient(baseURL: server.baseURL, transport: URLSessionTransport(timeout: 10), sleeper: ImmediateSleeper())
    }

    /// Every endpoint of the client, and the session's sign-in, read (with its refresh) and sign-out.
    private func callEverything(_ client: LongdeClient) async -> [String: (any Error)?] {
        let credentials = LongdeCredentials(token: Self.tokens.accessToken)
        var results: [String: (any Error)?] = [:]
        do { _ = try await client.appleLogin(Self.login); results["appleLogin"] = .some(nil) } catch {
            results["appleLogin"] = error
        }
        do {
            _ = try await client.refreshSession(RefreshRequest(refreshToken: Self.tokens.refreshToken))
            results["refreshSession"] = .some(nil)
        } catch { results["refreshSession"] = error }
        do { _ = try await client.currentUser(credentials: credentials); results["currentUser"] = .some(nil) } catch {
            results["currentUser"] = error
        }
        do {
            try await client.logout(LogoutRequest(refreshToken: Self.tokens.refreshToken), credentials: credentials)
            results["logout"] = .some(nil)
        } catch { results["logout"] = error }
        let session = LongdeSession(client: client, restoring: Self.tokens)
        do { _ = try await session.currentUser(); results["session.currentUser"] = .some(nil) } catch {
            results["session.currentUser"] = error
        }
        results["session.signOut"] = await session.signOut()
        let fresh = LongdeSession(client: client)
        do { _ = try await fresh.signIn(Self.login); results["session.signIn"] = .some(nil) } catch {
            results["session.signIn"] = error
        }
        return results
    }

    func testNoRedirectCarriesAnyRequestToAnotherOrigin() async throws {
        let other = try start { _ in .json(Fixtures.sessionOK) }
        for status in [301, 302, 303, 307, 308] {
            let server = try start { _ in .redirect(status, to: other.baseURL.absoluteString + "/auth/refresh") }
            let results = await callEverything(client(server))
            XCTAssertEqual(results.count, 7)
            for (call, error) in results {
                let error = try XCTUnwrap(error as? any CustomStringConvertible, call)
                XCTAssertTrue("\(error)".hasPrefix("invalidResponse (HTTP \(status))"), "\(call): \(error)")
            }
        }
        XCTAssertEqual(other.requests.count, 0, "the other origin received nothing")
    }

    func testAnEchoedRefreshTokenNeverReachesAnError() async throws {
        for status in [200, 302, 401, 500] {
            let server = try start { request in
                let echoed =
                    request.headers.map { "\($0.name): \($0.value)" }.joined(separator: "; ")
                    + " body: " + String(decoding: request.body, as: UTF8.self)
                let text = String(decoding: try! JSONEncoder().encode(echoed), as: UTF8.self)
                var response = ScriptedResponse.json(
                    #"{"success":false,"statusCode":\#(status),"message":\#(text),"errorCode":\#(text)}"#,
                    status: status)
                response.headers["Location"] = "https://\(request.header("Authorization") ?? "-").evil.example/"
                return response
            }
            for (call, error) in await callEverything(client(server)) {
                let error = try XCTUnwrap(error, call)
                var texts = ["\(error)", String(reflecting: error)]
                if let api = (error as? LongdeError) ?? (error as? LongdeSession.Failure)?.apiError {
                    texts += [api.message, api.errorCode, api.detail].compactMap { $0 }
                }
                for text in texts {
                    XCTAssertFalse(
                        Self.redactor.reveals(in: text), "\(call) HTTP \(status): \(Self.redactor.redact(text))")
                }
            }
        }
    }

    /// A server that issued the tokens may echo the refresh token into any answer, not only the refresh's.
    func testTheSessionAlsoHidesTheRefreshTokenItHolds() async throws {
        let server = try start { _ in
            .json(
                #"{"success":false,"statusCode":403,"message":"see \#(Self.tokens.refreshToken.reveal())","errorCode":"FORBIDDEN"}"#,
                status: 403)
        }
        let session = LongdeSession(client: client(server), restoring: Self.tokens)
        do {
            _ = try await session.currentUser()
            XCTFail("expected forbidden")
        } catch {
            XCTAssertEqual(error.apiError?.message, "see <redacted>")
        }
    }

    func testAPlainHTTPBaseURLIsRefusedBeforeAnyRequest() async throws {
        let transport = ScriptedTransport(status: 200, body: Fixtures.sessionOK)
        let plain = LongdeClient(baseURL: URL(string: "http://api.longde.example")!, transport: transport)
        for (call, error) in await callEverything(plain) where call != "session.signOut" {
            let error = try XCTUnwrap(error, call)
            XCTAssertTrue("\(error)".hasPrefix("validationError"), "\(call): \(error)")
        }
        XCTAssertTrue(transport.requests.isEmpty)
    }
}
