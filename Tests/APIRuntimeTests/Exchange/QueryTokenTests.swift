@_spi(Generated) import APIRuntime
import Foundation
import LoopbackHTTP
import XCTest

/// A token that travels in the query string (`?access_token=…`) and a secret query parameter, over real loopback
/// HTTP: the server gets them where the contract says, and no text the client makes (the error in every spelling,
/// every observed event, the request's own description) holds either, even when the server echoes the URL back.
final class QueryTokenTests: XCTestCase {
    private static let token = Secret("tok-query-4e3d2c1b")
    private static let refresh = Secret("refresh/query+token 77")
    private static let secrets = [token, refresh]

    /// A core over URLSession to `server`, which may be plain HTTP: it is loopback.
    private static func core(_ server: LoopbackServer, observer: RecordingObserver) -> APIClientCore<QueryTokenContract>
    {
        APIClientCore(
            baseURL: server.baseURL, transport: URLSessionTransport(), sleeper: NoWait(), observer: observer,
            jitter: { 0 })
    }

    private static func prepare(_ core: APIClientCore<QueryTokenContract>) throws -> PreparedRequest {
        try core.prepare(
            PlainContract.write,
            query: [.value("openid", "o-visible-1"), .secret("refresh_token", refresh), .value("lang", "zh_CN")],
            session: SessionHeaders(token: token, tenant: nil), body: .none)
    }

    func testTheTokenTravelsFirstInTheQueryAndNowhereElse() async throws {
        let server = try LoopbackServer { _ in .json(#"{"success": true}"#) }
        defer { server.stop() }
        let observer = RecordingObserver()
        let core = Self.core(server, observer: observer)
        try await core.callForNothing(try Self.prepare(core), operation: PlainContract.write.messageOnly)

        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(
            request.query,
            "access_token=tok-query-4e3d2c1b&openid=o-visible-1&refresh_token=refresh/query%2Btoken%2077&lang=zh_CN")
        for header in request.headers {
            XCTAssertFalse(header.value.contains(Self.token.reveal()), "the token is in header \(header.name)")
        }
        let summaries = observer.events.compactMap { event -> APIEvent.RequestSummary? in
            if case .requestPrepared(let summary) = event.kind { return summary }
            return nil
        }
        let prepared = try XCTUnwrap(summaries.first)
        XCTAssertEqual(prepared.secretQueryNames, ["access_token", "refresh_token"])
        XCTAssertEqual(prepared.credentialHeaders, [])
        XCTAssertEqual(
            prepared.description, "POST /write prepared (credentials: ?access_token, ?refresh_token; no body)")
        assertNoSecret(in: observer.everythingShown, "events")
    }

    func testAnEchoedURLShowsNoSecretInTheErrorOrTheEvents() async throws {
        // The server puts the whole request target, raw and decoded, in every text of a failure envelope.
        let server = try LoopbackServer { request in
            let target = request.path + "?" + (request.query ?? "")
            let text = target + " " + (target.removingPercentEncoding ?? "")
            let envelope: [String: Any] = ["success": false, "code": 500, "message": text, "errorCode": text]
            let json = String(decoding: try! JSONSerialization.data(withJSONObject: envelope), as: UTF8.self)
            return .json(json, status: 500, headers: ["X-Echo": target])
        }
        defer { server.stop() }
        let observer = RecordingObserver()
        let core = Self.core(server, observer: observer)
        let prepared = try Self.prepare(core)
        var dumped = ""
        dump(prepared.request, to: &dumped)
        assertNoSecret(in: prepared.request.description + String(reflecting: prepared.request) + dumped, "request")
        do {
            try await core.callForNothing(prepared, operation: PlainContract.write.messageOnly)
            XCTFail("the server answers a failure")
        } catch {
            var dumpedError = ""
            dump(error, to: &dumpedError)
            let texts = [
                error.description, error.message, error.errorCode, error.detail, String(reflecting: error), dumpedError,
            ]
            assertNoSecret(in: texts.compactMap { $0 }.joined(separator: "\n"), "the error")
            XCTAssertTrue(error.message?.contains("o-visible-1") == true, "what is not secret stays")
        }
        assertNoSecret(in: observer.everythingShown, "events")
    }

    private func assertNoSecret(in text: String, _ context: String, line: UInt = #line) {
        let decoded = text.removingPercentEncoding ?? text
        for secret in Self.secrets {
            let value = secret.reveal()
            let encoded = value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? value
            XCTAssertFalse(text.contains(value), "\(context) shows a secret", line: line)
            XCTAssertFalse(decoded.contains(value), "\(context) shows a secret once percent-decoded", line: line)
            XCTAssertFalse(text.contains(encoded), "\(context) shows a secret percent-encoded", line: line)
        }
    }
}
