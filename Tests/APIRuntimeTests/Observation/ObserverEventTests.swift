@_spi(Generated) import APIRuntime
import Foundation
import XCTest

/// What an observer is told about a call, in order: request, attempts, answers, decoding failures, classification,
/// retry waits and the call's end.
final class ObserverEventTests: XCTestCase {
    private let token: Secret = "tok-observed-5e6f"

    private struct Items: Decodable, Sendable {
        struct Item: Decodable, Sendable { var id: Int }
        var items: [Item]
    }

    /// Answers with `answers` in turn, repeating the last.
    private func transport(_ answers: [Result<HTTPResponse, TransportFault>]) -> StubTransport {
        let count = Counter()
        return StubTransport { _ throws(TransportFault) in
            try answers[min(count.next(), answers.count - 1)].get()
        }
    }

    private func response(_ status: Int, _ body: String, headers: [HTTPHeader] = []) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8))
    }

    func testASuccessfulCallIsPreparedSentAnsweredAndEnds() async throws {
        let observer = RecordingObserver()
        let body = #"{"success":true,"code":200,"message":"ok"}"#
        let core = APIClientCore.observed(StubTransport(status: 200, body: body), by: observer)
        _ = await core.call(PlainContract.read, token: token)

        let events = observer.events
        XCTAssertEqual(events.count, 4, "\(observer.lines)")
        XCTAssertEqual(Set(events.map(\.call)).count, 1, "every event names the same call")
        XCTAssertEqual(Set(events.map(\.endpoint)), ["read"])
        guard case .requestPrepared(let request) = events[0].kind else { return XCTFail("\(events[0])") }
        XCTAssertEqual(request.method, .get)
        XCTAssertEqual(request.pathTemplate, "/read")
        XCTAssertEqual(request.credentialHeaders, ["X-Access-Token"])
        XCTAssertEqual(request.body, .none)
        guard case .attemptStarted(attempt: 1) = events[1].kind else { return XCTFail("\(events[1])") }
        guard case .responseReceived(let attempt, let status, _, let byteCount) = events[2].kind else {
            return XCTFail("\(events[2])")
        }
        XCTAssertEqual([attempt, status, byteCount], [1, 200, body.utf8.count])
        guard case .succeeded(attempts: 1, _) = events[3].kind else { return XCTFail("\(events[3])") }
    }

    func testARetriedReadReportsEachAttemptItsClassAndTheWait() async throws {
        let observer = RecordingObserver()
        let core = APIClientCore.observed(
            transport([
                .success(response(503, "<html>busy</html>", headers: [HTTPHeader(name: "Retry-After", value: "1")])),
                .failure(.timeout),
                .success(response(200, #"{"success":true}"#)),
            ]), by: observer)
        _ = await core.call(PlainContract.read, token: token)

        XCTAssertEqual(
            observer.lines.map { $0.replacingOccurrences(of: #"\d+ ms"#, with: "T", options: .regularExpression) },
            [
                "GET /read prepared (credentials: X-Access-Token; no body)",
                "attempt 1 sent",
                "HTTP 503 in T, 17 bytes (attempt 1)",
                "does not decode: the body is not JSON (attempt 1)",
                "classified connectivity (HTTP 503) (attempt 1)",
                "retry after T (connectivity, Retry-After), following attempt 1",
                "attempt 2 sent",
                "no answer: timeout after T (attempt 2)",
                "classified connectivity (transport timeout) (attempt 2)",
                "retry after T (connectivity, backoff), following attempt 2",
                "attempt 3 sent",
                "HTTP 200 in T, 16 bytes (attempt 3)",
                "succeeded in T after 3 attempts",
            ])
        guard case .classified(_, let classification) = observer.events[4].kind else { return XCTFail() }
        XCTAssertEqual(classification.errorClass as? PlainContract.ErrorClass, .connectivity)
        XCTAssertEqual(classification.httpStatus, 503)
    }

    func testAFailedCallEndsWithItsClass() async throws {
        let observer = RecordingObserver()
        let core = APIClientCore.observed(
            StubTransport(status: 200, body: #"{"success":false,"code":510,"errorCode":"E_QUOTA"}"#), by: observer)
        _ = await core.call(PlainContract.write, token: token)

        XCTAssertEqual(
            Array(observer.lines.suffix(2))[0],
            "classified business (HTTP 200, code 510, errorCode E_QUOTA) (attempt 1)")
        guard case .failed(attempts: 1, _, let errorClass) = observer.events.last?.kind else {
            return XCTFail("\(observer.lines)")
        }
        XCTAssertEqual(errorClass as? PlainContract.ErrorClass, .business)
    }

    func testADecodingFailureNamesItsPathNeverItsValue() async throws {
        let observer = RecordingObserver()
        let body = #"{"success":true,"result":{"items":[{"id":1},{"id":"secret-looking-value-7"}]}}"#
        let core = APIClientCore.observed(StubTransport(status: 200, body: body), by: observer)
        let prepared = try core.prepare(
            PlainContract.read, session: SessionHeaders(token: token, tenant: nil), body: .none)
        do {
            _ = try await core.callForPayload(prepared, operation: PlainContract.read, payload: Items.self)
            XCTFail("the payload must not decode")
        } catch {
            XCTAssertEqual(error.errorClass, .invalidResponse)
        }

        let failures = observer.events.compactMap { event -> DecodingFailure? in
            guard case .decodingFailed(_, let failure) = event.kind else { return nil }
            return failure
        }
        XCTAssertEqual(failures, [DecodingFailure(path: "result.items[1].id", problem: .typeMismatch(expected: "Int"))])
        XCTAssertFalse(observer.everythingShown.contains("secret-looking-value-7"))
    }

    func testJSONThatIsNotTheEnvelopeNamesTheMissingField() async throws {
        let observer = RecordingObserver()
        let core = APIClientCore.observed(StubTransport(status: 200, body: #"{"ok":true}"#), by: observer)
        _ = await core.call(PlainContract.write, token: token)

        XCTAssertTrue(observer.lines.contains("does not decode: missing 'success' (attempt 1)"), "\(observer.lines)")
    }

    func testACallRefusedBeforeSendingIsClassifiedAtAttemptZero() async throws {
        let observer = RecordingObserver()
        let transport = StubTransport(status: 200, body: "{}")
        let core = APIClientCore.observed(transport, by: observer, baseURL: "http://api.example.com")
        _ = await core.call(PlainContract.read, token: token)

        XCTAssertTrue(transport.requests.isEmpty)
        XCTAssertEqual(observer.events.count, 2, "\(observer.lines)")
        guard case .classified(attempt: 0, let classification) = observer.events[0].kind,
            case .failed(attempts: 0, _, _) = observer.events[1].kind
        else { return XCTFail("\(observer.lines)") }
        XCTAssertEqual(classification.errorClass as? PlainContract.ErrorClass, .rejected)
        XCTAssertTrue(observer.lines[0].hasSuffix("refused before sending"), observer.lines[0])
    }

    func testEachCallHasItsOwnIDInTheOrderCallsWerePrepared() async throws {
        let observer = RecordingObserver()
        let core = APIClientCore.observed(StubTransport(status: 200, body: #"{"success":true}"#), by: observer)
        _ = await core.call(PlainContract.read, token: token)
        _ = await core.call(PlainContract.write, token: token)

        let calls = observer.events.map(\.call)
        XCTAssertEqual(Set(calls).count, 2)
        XCTAssertEqual(calls, calls.sorted(), "later calls have larger ids")
        XCTAssertTrue(
            "\(observer.events[0])".hasPrefix("\(calls[0]) read: GET /read prepared"), "\(observer.events[0])")
    }

    func testAJSONBodyIsSummarizedByItsSizeAlone() async throws {
        struct Login: Encodable { var identityToken: Secret }
        let observer = RecordingObserver()
        let core = APIClientCore.observed(StubTransport(status: 200, body: #"{"success":true}"#), by: observer)
        let body = try core.encodeJSON(Login(identityToken: "identity-9a8b"), operation: PlainContract.write)
        let prepared = try core.prepare(PlainContract.write, session: nil, body: body)
        try await core.callForNothing(prepared, operation: PlainContract.write.messageOnly)

        guard case .requestPrepared(let request) = observer.events.first?.kind else { return XCTFail() }
        XCTAssertEqual(request.credentialHeaders, [], "a request without a session carries no credential header")
        XCTAssertEqual(request.body, .json(byteCount: #"{"identityToken":"identity-9a8b"}"#.utf8.count))
        XCTAssertFalse(observer.everythingShown.contains("identity-9a8b"))
    }
}

/// Counts calls across tasks.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.withLock {
            defer { count += 1 }
            return count
        }
    }
}
