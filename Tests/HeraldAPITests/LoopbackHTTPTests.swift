import APIRuntime
import Foundation
import HeraldAPI
import LoopbackHTTP
import XCTest

/// The generated client over the real URLSession transport against a loopback HTTP server.
final class LoopbackHTTPTests: XCTestCase {
    private var server: LoopbackServer!

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private static func route(_ request: RecordedRequest) -> ScriptedResponse {
        guard request.method == "POST" else { return .html("<html>no</html>", status: 405) }
        switch request.path {
        case "/api/oauth/acme/apple/native-login":
            let body = try? JSONSerialization.jsonObject(with: request.body) as? [String: String]
            return body?["downstreamState"] == nil ? .json(Fixtures.sessionBody) : .json(Fixtures.redirectBody)
        case "/api/oauth/team%20b/apple/native-login":
            return .json(#"{"message":"Apple provider not configured or not enabled"}"#, status: 404)
        case "/api/oauth/bad/apple/native-login":
            return .json(#"{"error":"bad_request","message":"clientId is required"}"#, status: 400)
        case "/api/oauth/down/apple/native-login":
            return .json(#"{"message":"Upstream service unavailable"}"#, status: 503)
        case "/api/oauth/busy/apple/native-login":
            return .html("<html>429 Too Many Requests</html>", status: 429)
        default:
            return .json(#"{"error":"unauthorized"}"#, status: 401)
        }
    }

    private func client() throws -> HeraldClient {
        server = try LoopbackServer(handler: Self.route)
        return HeraldClient(baseURL: server.baseURL, transport: URLSessionTransport(timeout: 10))
    }

    func testBothBranchesOverHTTP() async throws {
        let client = try client()
        let direct = try await client.appleNativeLogin(Fixtures.direct, realmID: "acme")
        guard case .session(let session) = direct else { return XCTFail("expected the session branch") }
        XCTAssertEqual(session.accessToken, "at-123")
        let downstream = try await client.appleNativeLogin(Fixtures.downstream, realmID: "acme")
        guard case .redirect = downstream else { return XCTFail("expected the redirect branch") }

        let seen = server.requests
        XCTAssertEqual(seen.count, 2)
        XCTAssertEqual(seen[0].header("Content-Type"), "application/json")
        XCTAssertNil(seen[0].header("Authorization"))
    }

    func testStatusesOverHTTP() async throws {
        let client = try client()
        do {
            _ = try await client.appleNativeLogin(Fixtures.direct, realmID: "team b")
            XCTFail("expected providerNotConfigured")
        } catch {
            XCTAssertEqual(error.errorClass, .providerNotConfigured)
            XCTAssertEqual(error.message, "Apple provider not configured or not enabled")
        }
        XCTAssertEqual(server.requests.map(\.path), ["/api/oauth/team%20b/apple/native-login"])
    }

    /// Each documented status over real HTTP, and a 4xx the doc does not list, with its class; nothing is retried.
    func testEveryDocumentedStatusOverHTTP() async throws {
        let client = try client()
        let rows: [(realm: String, status: Int, errorClass: HeraldErrorClass)] = [
            ("bad", 400, .badRequest), ("expired", 401, .appleTokenInvalid), ("team b", 404, .providerNotConfigured),
            ("down", 503, .upstreamUnavailable), ("busy", 429, .requestRejected),
        ]
        for row in rows {
            do {
                _ = try await client.appleNativeLogin(Fixtures.direct, realmID: row.realm)
                XCTFail("\(row.status): expected \(row.errorClass)")
            } catch {
                XCTAssertEqual(error.errorClass, row.errorClass, "\(row.status)")
                XCTAssertEqual(error.httpStatus, row.status)
                XCTAssertFalse(error.isRetryable, "\(row.status): a login is never retried automatically")
            }
        }
        XCTAssertEqual(server.requests.count, rows.count, "one request each: nothing was retried")
    }
}
