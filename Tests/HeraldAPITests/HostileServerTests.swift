import APIRuntime
import APITesting
import Foundation
import HeraldAPI
import LoopbackHTTP
import XCTest

/// The generated Herald client against a hostile server (docs/threat-model.md).
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

    private static let request = NativeLoginRequest(
        identityToken: "apple.identity.herald-3141", clientID: "ios-first-party")

    private func login(_ server: LoopbackServer) async -> HeraldError? {
        let client = HeraldClient(
            baseURL: server.baseURL, transport: URLSessionTransport(timeout: 10), sleeper: ImmediateSleeper())
        do {
            _ = try await client.appleNativeLogin(Self.request, realmID: "realm-1")
            return nil
        } catch {
            return error
        }
    }

    func testNoRedirectCarriesTheIdentityTokenToAnotherOrigin() async throws {
        let other = try start { _ in .json(Fixtures.sessionBody) }
        for status in [301, 302, 303, 307, 308] {
            let server = try start { _ in .redirect(status, to: other.baseURL.absoluteString + "/collect") }
            let failure = await login(server)
            let error = try XCTUnwrap(failure)
            XCTAssertEqual(error.errorClass, .invalidResponse, "\(status)")
            XCTAssertEqual(
                error.detail,
                "a redirect (HTTP \(status)) to \(other.baseURL.absoluteString) was not followed; redirects never are")
        }
        XCTAssertEqual(other.requests.count, 0)
    }

    func testAnEchoedIdentityTokenNeverReachesAnError() async throws {
        let redactor = SecretRedactor([Self.request.identityToken])
        for status in [400, 401, 404, 503, 302] {
            let server = try start { request in
                let text = String(
                    decoding: try! JSONEncoder().encode(String(decoding: request.body, as: UTF8.self)), as: UTF8.self)
                var response = ScriptedResponse.json(#"{"error":\#(text),"message":\#(text)}"#, status: status)
                response.headers["Location"] =
                    "https://x.example/?echo=\(String(decoding: request.body, as: UTF8.self))"
                return response
            }
            let failure = await login(server)
            let error = try XCTUnwrap(failure)
            for text in [error.description, error.message, error.errorCode, error.detail].compactMap({ $0 }) {
                XCTAssertFalse(redactor.reveals(in: text), "HTTP \(status): \(redactor.redact(text))")
            }
        }
    }

    func testAnOversizedAnswerIsRefused() async throws {
        let server = try start { _ in .oversized(9 << 20, declaresLength: false) }
        let failure = await login(server)
        let error = try XCTUnwrap(failure)
        XCTAssertEqual(error.errorClass, .invalidResponse)
        XCTAssertEqual(error.observation.transportFault, .responseTooLarge(limit: 8 << 20))
    }

    func testAPlainHTTPBaseURLIsRefusedBeforeAnyRequest() async throws {
        let transport = ScriptedTransport(status: 200, body: Fixtures.sessionBody)
        let client = HeraldClient(baseURL: URL(string: "http://herald.example")!, transport: transport)
        do {
            _ = try await client.appleNativeLogin(Self.request, realmID: "realm-1")
            XCTFail("expected badRequest")
        } catch {
            XCTAssertEqual(error.errorClass, .badRequest)
            XCTAssertEqual(error.observation.localRejection, .invalidInput)
        }
        XCTAssertTrue(transport.requests.isEmpty)
        let local = HeraldClient(baseURL: URL(string: "http://localhost:1")!, transport: transport)
        _ = try? await local.appleNativeLogin(Self.request, realmID: "realm-1")
        XCTAssertEqual(transport.requests.count, 1, "loopback may be plain HTTP")
    }
}
