@_spi(Generated) import APIRuntime
import Foundation
import LoopbackHTTP
import XCTest

/// A contract with two servers (an API host, the default, and a passport host for sign-in), over two real loopback
/// listeners: each endpoint goes to its own server, the token only where an endpoint carries it, and a server on
/// plain HTTP off loopback is refused by name while the other keeps working.
final class NamedServerTests: XCTestCase {
    private static let token = Secret("tok-named-servers-91ab")
    private static let envelope = PlainContract.envelope

    /// Sent to the passport server without a token (the sign-in exchange).
    private static let signIn = PlainContract.Operation(
        spec: EndpointSpec(
            name: "signIn", method: .post, path: "/login", carriesToken: false, sendsTenant: false, role: .login,
            retry: .never, envelope: envelope, server: "passport"))
    /// Sent to the default (API) server with the token.
    private static let profile = PlainContract.Operation(
        spec: EndpointSpec(
            name: "profile", method: .get, path: "/login", carriesToken: true, sendsTenant: false, role: .read,
            retry: .never, envelope: envelope))
    /// Sent to the passport server with the token (an endpoint there that says it carries one).
    private static let passportAccount = PlainContract.Operation(
        spec: EndpointSpec(
            name: "passportAccount", method: .get, path: "/account", carriesToken: true, sendsTenant: false,
            role: .read, retry: .never, envelope: envelope, server: "passport"))

    private static func call(
        _ core: APIClientCore<PlainContract>, _ operation: PlainContract.Operation
    ) async -> Result<Void, APIClientCore<PlainContract>.Failure> {
        do {
            let prepared = try core.prepare(operation, session: SessionHeaders(token: token, tenant: nil), body: .none)
            try await core.callForNothing(prepared, operation: operation.messageOnly)
            return .success(())
        } catch {
            return .failure(error)
        }
    }

    private static func carriesToken(_ request: RecordedRequest) -> Bool {
        request.headers.contains { $0.value.contains(token.reveal()) } || (request.query ?? "").contains(token.reveal())
    }

    func testEachEndpointGoesToItsServerAndTheTokenOnlyWhereItIsCarried() async throws {
        let api = try LoopbackServer { _ in .json(#"{"success": true}"#) }
        defer { api.stop() }
        let passport = try LoopbackServer { _ in .json(#"{"success": true}"#) }
        defer { passport.stop() }
        let core = APIClientCore<PlainContract>(
            baseURL: api.baseURL, servers: ["passport": passport.baseURL], transport: URLSessionTransport(),
            sleeper: NoWait(), jitter: { 0 })
        XCTAssertEqual(core.url(ofServer: "passport"), passport.baseURL)

        // The same path on both servers: only the server decides where a request goes.
        _ = try await Self.call(core, Self.signIn).get()
        XCTAssertEqual(passport.requests.map(\.path), ["/login"])
        XCTAssertEqual(api.requests.count, 0, "the sign-in went to the API server")
        XCTAssertFalse(Self.carriesToken(try XCTUnwrap(passport.requests.first)), "sign-in carries no token")

        _ = try await Self.call(core, Self.profile).get()
        XCTAssertEqual(api.requests.map(\.path), ["/login"])
        XCTAssertTrue(Self.carriesToken(try XCTUnwrap(api.requests.first)), "the API endpoint carries the token")
        XCTAssertEqual(passport.requests.count, 1, "the API call went to the passport server")
        XCTAssertFalse(passport.requests.contains(where: Self.carriesToken), "the token leaked to the passport server")

        _ = try await Self.call(core, Self.passportAccount).get()
        XCTAssertEqual(passport.requests.map(\.path), ["/login", "/account"])
        XCTAssertTrue(
            passport.requests.dropFirst().first.map(Self.carriesToken) == true,
            "an endpoint of passport that carries it sends it there")
        XCTAssertEqual(api.requests.count, 1)
    }

    func testAServerOnPlainHTTPOffLoopbackIsRefusedByNameAndTheOtherStillWorks() async throws {
        let api = try LoopbackServer { _ in .json(#"{"success": true}"#) }
        defer { api.stop() }
        let core = APIClientCore<PlainContract>(
            baseURL: api.baseURL, servers: ["passport": URL(string: "http://passport.example.com")!],
            transport: URLSessionTransport(), sleeper: NoWait(), jitter: { 0 })

        let result = await Self.call(core, Self.signIn)
        let refused = try XCTUnwrap(result.failure)
        XCTAssertEqual(refused.errorClass, .rejected)
        XCTAssertEqual(refused.attempts, 0, "nothing was sent")
        XCTAssertEqual(
            refused.detail,
            "server 'passport': the base URL http://passport.example.com is plain HTTP to a host that is not "
                + "loopback, so tokens would travel in clear text; use https, or allow insecure HTTP explicitly")

        _ = try await Self.call(core, Self.profile).get()
        XCTAssertEqual(api.requests.count, 1, "the default server is judged on its own")
    }

    func testAnEndpointOfAServerTheClientWasNotGivenIsNeverSentToTheDefault() async throws {
        let transport = StubTransport(status: 200, body: #"{"success": true}"#)
        let core = APIClientCore<PlainContract>.plain(transport)
        let result = await Self.call(core, Self.passportAccount)
        let refused = try XCTUnwrap(result.failure)
        XCTAssertEqual(refused.detail, "the client was given no base URL for server 'passport'")
        XCTAssertTrue(transport.requests.isEmpty, "the token went to the default server instead")
        XCTAssertEqual(core.url(ofServer: "passport"), core.baseURL)
    }
}
