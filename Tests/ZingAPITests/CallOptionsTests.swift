@_spi(Generated) import APIRuntime
import Foundation
import LoopbackHTTP
import XCTest
import ZingAPI

/// The generated client's deadlines and per-call options over real HTTP: the login and the upload carry their docs'
/// samples' deadlines; a call's own `options:` and a copy made `with(_:)` options each send their headers and end a
/// slow call at their deadline, combine (the copy's first, the call's deadline winning), never show a secret, and a
/// name both give is refused before sending.
final class CallOptionsTests: XCTestCase {
    private var server: LoopbackServer!

    override func tearDown() {
        server?.stop()
        server = nil
    }

    /// A client of a loopback server that answers a request carrying `X-Trace-Id: slow` after two seconds, and at
    /// once otherwise.
    private func slowServersClient() throws -> (ZingClient, ZingCredentials) {
        server = try LoopbackServer { request in
            if request.header("X-Trace-Id") == "slow" { Thread.sleep(forTimeInterval: 2) }
            return .json(#"{"success":true,"code":200,"result":{"userInfo":{"id":"u-9"}}}"#)
        }
        let client = ZingClient(
            baseURL: server.baseURL.appendingPathComponent("api"), transport: URLSessionTransport(timeout: 30))
        return (client, ZingCredentials(token: "jwt-live", tenantID: nil))
    }

    /// `call` ends at its deadline, before the slow answer, as `connectivity` with the transport's timeout kind.
    private func assertEndsAsATimeout(
        _ call: () async throws(ZingError) -> Void, file: StaticString = #filePath, line: UInt = #line
    ) async {
        do {
            try await call()
            XCTFail("the answer came after the call's deadline", file: file, line: line)
        } catch {
            XCTAssertEqual(error.errorClass, .connectivity, file: file, line: line)
            XCTAssertEqual(error.observation.transportFault, .timeout, file: file, line: line)
        }
    }

    func testTheLoginAndTheUploadCarryTheirDocsDeadlines() {
        XCTAssertEqual(ZingOperation.appleNativeLogin.spec.timeout, 20)
        XCTAssertEqual(ZingOperation.uploadFile.spec.timeout, 120)
        XCTAssertNil(ZingOperation.currentUser.spec.timeout, "the transport's own")
    }

    func testACallsDeadlineShorterThanASlowAnswerEndsItAsConnectivity() async throws {
        let (client, credentials) = try slowServersClient()
        let quick = client.with(CallOptions(timeout: 0.5, headers: [.plain("X-Trace-Id", "slow")]))
        await assertEndsAsATimeout { () async throws(ZingError) in
            _ = try await quick.currentUser(credentials: credentials)
        }
        let me = try await client.currentUser(credentials: credentials)
        XCTAssertEqual(me.userInfo.id, UserID(rawValue: "u-9"))
        // The read is idempotent: each attempt of the quick copy carried the header; the original sends none.
        let traces = server.requests.map { $0.header("X-Trace-Id") }
        XCTAssertEqual(traces.last, .some(nil))
        XCTAssertEqual(Set(traces.dropLast()), ["slow"])
    }

    func testACallsOwnDeadlineShorterThanASlowAnswerEndsItAsConnectivity() async throws {
        let (client, credentials) = try slowServersClient()
        await assertEndsAsATimeout { () async throws(ZingError) in
            _ = try await client.currentUser(
                credentials: credentials, options: CallOptions(timeout: 0.5, headers: [.plain("X-Trace-Id", "slow")]))
        }
        let me = try await client.currentUser(credentials: credentials)
        XCTAssertEqual(me.userInfo.id, UserID(rawValue: "u-9"), "the next call, without options, sends none")
        XCTAssertEqual(server.requests.last?.header("X-Trace-Id"), nil)
    }

    func testACallsExtraHeadersReachTheWireAndItsSecretNeverShows() async throws {
        server = try LoopbackServer { request in
            // A server that echoes what it was sent.
            .json(#"{"success":false,"code":500,"message":"bad key \#(request.header("X-Debug-Key") ?? "")"}"#)
        }
        let observer = EventLog()
        let transport = DescribingTransport()
        let client = ZingClient(
            baseURL: server.baseURL.appendingPathComponent("api"), transport: transport, observer: observer)
        let options = CallOptions(
            headers: [.plain("X-Trace-Id", "t-7"), .secret("X-Debug-Key", "key-Pl4nted")],
            query: [.secret("sig", "sig-Pl4nted")])
        do {
            try await client.logout(credentials: Fixtures.credentials, options: options)
            XCTFail("the envelope reports a failure")
        } catch {
            XCTAssertEqual(error.errorClass, .business)
            for text in [String(describing: error), String(reflecting: error), error.message ?? ""] {
                XCTAssertFalse(text.contains("Pl4nted"), text)
            }
        }
        let sent = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(sent.header("X-Trace-Id"), "t-7")
        XCTAssertEqual(sent.header("X-Debug-Key"), "key-Pl4nted", "the secret travels as given")
        XCTAssertEqual(sent.query, "sig=sig-Pl4nted")
        XCTAssertFalse(transport.descriptions.isEmpty)
        for text in transport.descriptions + [observer.everythingShown, String(describing: options)] {
            XCTAssertFalse(text.contains("Pl4nted"), text)
        }
    }

    func testACallsOptionsFollowTheCopysAndItsDeadlineWinsWhenSet() async throws {
        server = try LoopbackServer { request in
            if request.header("X-Call") == "slow" { Thread.sleep(forTimeInterval: 2) }
            return .json(#"{"success":true,"code":200,"result":{"userInfo":{"id":"u-9"}}}"#)
        }
        let client = ZingClient(
            baseURL: server.baseURL.appendingPathComponent("api"), transport: URLSessionTransport(timeout: 30))
        let credentials = ZingCredentials(token: "jwt-live", tenantID: nil)
        let traced = client.with(
            CallOptions(timeout: 30, headers: [.plain("X-Trace-Id", "copy")], query: [.plain("lang", "zh")]))
        _ = try await traced.currentUser(
            credentials: credentials,
            options: CallOptions(headers: [.plain("X-Call", "one")], query: [.plain("v", "2")]))
        let sent = try XCTUnwrap(server.requests.last)
        XCTAssertEqual(sent.header("X-Trace-Id"), "copy")
        XCTAssertEqual(sent.header("X-Call"), "one")
        // URLSession orders headers its own way; the order the request lists them in is APIRuntimeTests' to check.
        XCTAssertEqual(sent.query, "lang=zh&v=2", "the copy's query items, then the call's")
        do {
            _ = try await traced.currentUser(
                credentials: credentials, options: CallOptions(timeout: 0.5, headers: [.plain("X-Call", "slow")]))
            XCTFail("the call's own deadline wins over the copy's")
        } catch {
            XCTAssertEqual(error.errorClass, .connectivity)
            XCTAssertEqual(error.observation.transportFault, .timeout)
        }
    }

    func testANameTheCopyAndTheCallBothGiveIsRefusedBeforeSending() async throws {
        server = try LoopbackServer { _ in .json(#"{"success":true,"code":200,"result":{"userInfo":{"id":"u-9"}}}"#) }
        let client = ZingClient(baseURL: server.baseURL.appendingPathComponent("api"))
        let traced = client.with(CallOptions(headers: [.plain("X-Trace-Id", "copy")]))
        do {
            _ = try await traced.currentUser(
                credentials: Fixtures.credentials,
                options: CallOptions(headers: [.secret("x-trace-id", "call-Pl4nted")]))
            XCTFail("a header given twice was sent")
        } catch {
            XCTAssertEqual(error.errorClass, .requestRejected)
            XCTAssertTrue((error.detail ?? "").contains("given twice"), error.detail ?? "")
            XCTAssertFalse(String(describing: error).contains("Pl4nted"), String(describing: error))
        }
        XCTAssertTrue(server.requests.isEmpty, "nothing was sent")
    }
}

/// Sends through URLSession, keeping each request's description as logs would print it.
private final class DescribingTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String] = []
    private let inner = URLSessionTransport()

    var descriptions: [String] { lock.withLock { kept } }

    func send(_ request: HTTPRequest) async throws(TransportFault) -> HTTPResponse {
        lock.withLock { kept += [String(describing: request), String(reflecting: request)] }
        return try await inner.send(request)
    }
}

/// Keeps every event the client reports.
private final class EventLog: APIObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var events: [APIEvent] = []

    func observe(_ event: APIEvent) { lock.withLock { events.append(event) } }

    /// Every event as `description`, `debugDescription` and `dump` show it.
    var everythingShown: String {
        lock.withLock { events }.map { event in
            var dumped = ""
            dump(event, to: &dumped)
            return "\(event)\n\(String(reflecting: event))\n\(dumped)"
        }.joined(separator: "\n")
    }
}
