import APITesting
import Foundation
import LoopbackHTTP
import XCTest

@_spi(Generated) @testable import APIRuntime

/// Calls with options of their own: a deadline (the call's, else the endpoint's, else the transport's), headers and
/// query items after the contract's, secrets among them redacted, and options that cannot travel refused before
/// anything is sent.
final class CallOptionsTests: XCTestCase {
    private static let operation = PlainContract.Operation(
        spec: EndpointSpec(
            name: "search", method: .get, path: "/search", carriesToken: true, sendsTenant: false, role: .read,
            retry: .never, envelope: PlainContract.envelope, timeout: 20))

    private func core(_ transport: any HTTPTransport, base: URL = URL(string: "https://api.example.com/v1")!)
        -> APIClientCore<PlainContract>
    {
        APIClientCore<PlainContract>(baseURL: base, transport: transport, sleeper: NoWait(), jitter: { 0 })
    }

    private func prepare(_ core: APIClientCore<PlainContract>) throws(APIError<PlainContract.ErrorClass>)
        -> PreparedRequest
    {
        try core.prepare(
            Self.operation, query: [.value("q", "a")], session: SessionHeaders(token: "tok-1", tenant: nil),
            body: .none)
    }

    func testTheDeadlineIsTheCallsElseTheEndpointsElseTheTransports() throws {
        let transport = StubTransport(status: 200, body: #"{"success": true, "result": {}}"#)
        XCTAssertEqual(try prepare(core(transport)).request.timeout, 20, "the endpoint's `timeout:`")
        XCTAssertEqual(try prepare(core(transport).with(CallOptions(timeout: 2.5))).request.timeout, 2.5)
        let plain = PlainContract.Operation(
            spec: EndpointSpec(
                name: "ping", method: .get, path: "/ping", carriesToken: false, sendsTenant: false, role: .read,
                retry: .never, envelope: PlainContract.envelope))
        let request = try core(transport).prepare(plain, session: nil, body: .none).request
        XCTAssertNil(request.timeout)
        XCTAssertEqual(URLSessionTransport(timeout: 30).deadline(for: request), 30)
        XCTAssertEqual(URLSessionTransport(timeout: 30).deadline(for: try prepare(core(transport)).request), 20)
    }

    func testExtraHeadersAndQueryFollowTheContractsAndSecretsNeverPrint() async throws {
        let transport = StubTransport(
            status: 200, body: #"{"success": false, "code": 9, "message": "bad trace-Pl4nted"}"#)
        let options = CallOptions(
            headers: [.plain("X-Trace-Id", "t-1"), .secret("X-Debug-Key", "trace-Pl4nted")],
            query: [.plain("lang", "zh"), .secret("sig", "query-Pl4nted")])
        let prepared = try prepare(core(transport).with(options))
        XCTAssertEqual(prepared.request.url.query, "q=a&lang=zh&sig=query-Pl4nted")
        XCTAssertEqual(prepared.request.value(forHeader: "X-Trace-Id"), "t-1")
        XCTAssertEqual(prepared.request.value(forHeader: "X-Debug-Key"), "trace-Pl4nted")
        for text in [prepared.request.description, String(describing: options.headers)] {
            XCTAssertFalse(text.contains("Pl4nted"), text)
        }
        do {
            try await core(transport).with(options).callForNothing(prepared, operation: Self.operation.messageOnly)
            XCTFail("the envelope reports a failure")
        } catch {
            XCTAssertFalse(String(describing: error).contains("Pl4nted"), String(describing: error))
            XCTAssertFalse((error.message ?? "").contains("trace-Pl4nted"), error.message ?? "")
        }
    }

    func testOptionsThatCannotTravelAreRefusedBeforeSending() throws {
        let transport = StubTransport(status: 200, body: #"{"success": true, "result": {}}"#)
        let refused: [(CallOptions, String)] = [
            (CallOptions(timeout: 0), "not a positive number of seconds"),
            (CallOptions(timeout: .infinity), "not a positive number of seconds"),
            (CallOptions(headers: [.plain("X-Access-Token", "x")]), "one the contract sets or forbids"),
            (CallOptions(headers: [.plain("Authorization", "Bearer x")]), "one the contract sets or forbids"),
            (CallOptions(headers: [.plain("Bad Name", "x")]), "no HTTP token"),
            (CallOptions(headers: [.plain("X-Note", "a\r\nX-Injected: 1")]), "holds a line break"),
            (CallOptions(query: [.plain("", "x")]), "has no name"),
            // A name the refusal could not show as it is is refused for that first, before it is named as repeated.
            (CallOptions(query: [.plain("a\u{1B}[2J", "x"), .plain("a\u{1B}[2J", "y")]), "holds a line break"),
        ]
        for (options, reason) in refused {
            do {
                _ = try prepare(core(transport).with(options))
                XCTFail("\(options) was not refused")
            } catch {
                XCTAssertEqual(error.errorClass, .rejected, "\(options)")
                XCTAssertTrue((error.detail ?? "").contains(reason), "\(options): \(error.detail ?? "")")
            }
        }
        XCTAssertTrue(transport.requests.isEmpty, "nothing was sent")
    }

    func testACallsOwnOptionsFollowTheCopysAndItsDeadlineWinsWhenSet() throws {
        let transport = StubTransport(status: 200, body: #"{"success": true, "result": {}}"#)
        let copy = core(transport).with(
            CallOptions(timeout: 9, headers: [.plain("X-Trace-Id", "t-1")], query: [.plain("lang", "zh")]))
        let call = CallOptions(headers: [.secret("X-Debug-Key", "call-Pl4nted")], query: [.plain("v", "2")])
        let prepared = try copy.prepare(
            Self.operation, query: [.value("q", "a")], session: SessionHeaders(token: "tok-1", tenant: nil),
            body: .none, options: call)
        XCTAssertEqual(prepared.request.url.query, "q=a&lang=zh&v=2", "the request's, the copy's, then the call's")
        let extra = prepared.request.headers.map(\.name).filter { $0.hasPrefix("X-T") || $0.hasPrefix("X-D") }
        XCTAssertEqual(extra, ["X-Trace-Id", "X-Debug-Key"])
        XCTAssertEqual(prepared.request.timeout, 9, "the call sets none: the copy's")
        XCTAssertFalse(prepared.request.description.contains("Pl4nted"), prepared.request.description)
        let quick = try copy.prepare(
            Self.operation, session: SessionHeaders(token: "tok-1", tenant: nil), body: .none,
            options: CallOptions(timeout: 1.5))
        XCTAssertEqual(quick.request.timeout, 1.5, "the call's own wins")
        XCTAssertEqual(
            CallOptions(timeout: 3, headers: [.plain("A", "1")]).combined(
                with: CallOptions(headers: [.plain("B", "2")])),
            CallOptions(timeout: 3, headers: [.plain("A", "1"), .plain("B", "2")]))
    }

    func testANameGivenTwiceIsRefusedBeforeSending() throws {
        let transport = StubTransport(status: 200, body: #"{"success": true, "result": {}}"#)
        let cases: [(copy: CallOptions, call: CallOptions, reason: String)] = [
            (
                CallOptions(headers: [.plain("X-Trace-Id", "a")]), CallOptions(headers: [.plain("x-trace-id", "b")]),
                "'x-trace-id' is given twice"
            ),
            (
                .none, CallOptions(headers: [.plain("X-Note", "a"), .secret("X-Note", "Pl4nted")]),
                "'X-Note' is given twice"
            ),
            (
                CallOptions(query: [.plain("lang", "zh")]), CallOptions(query: [.secret("lang", "Pl4nted")]),
                "'lang' is given twice"
            ),
        ]
        for (copy, call, reason) in cases {
            assertRefused(because: reason) { () throws(APIError<PlainContract.ErrorClass>) in
                try core(transport).with(copy).prepare(
                    Self.operation, session: SessionHeaders(token: "tok-1", tenant: nil), body: .none, options: call)
            }
        }
        XCTAssertTrue(transport.requests.isEmpty, "nothing was sent")
    }

    func testAPerCallDeadlineShorterThanASlowAnswerEndsTheCallAsATimeout() async throws {
        let server = try LoopbackServer { _ in
            Thread.sleep(forTimeInterval: 2)
            return .json(#"{"success": true, "result": {}}"#)
        }
        defer { server.stop() }
        let core = core(URLSessionTransport(timeout: 30), base: server.baseURL).with(CallOptions(timeout: 0.5))
        do {
            try await core.callForNothing(try prepare(core), operation: Self.operation.messageOnly)
            XCTFail("the answer came after the call's deadline")
        } catch {
            XCTAssertEqual(error.errorClass, .connectivity)
            XCTAssertEqual(error.observation.transportFault, .timeout)
        }
    }
}

extension CallOptionsTests {
    func testACallsOwnDeadlineShorterThanASlowAnswerEndsItAsATimeout() async throws {
        let server = try LoopbackServer { _ in
            Thread.sleep(forTimeInterval: 2)
            return .json(#"{"success": true, "result": {}}"#)
        }
        defer { server.stop() }
        let core = core(URLSessionTransport(timeout: 30), base: server.baseURL)
        let prepared = try core.prepare(
            Self.operation, session: SessionHeaders(token: "tok-1", tenant: nil), body: .none,
            options: CallOptions(timeout: 0.5))
        do {
            try await core.callForNothing(prepared, operation: Self.operation.messageOnly)
            XCTFail("the answer came after the call's deadline")
        } catch {
            XCTAssertEqual(error.errorClass, .connectivity)
            XCTAssertEqual(error.observation.transportFault, .timeout)
        }
    }
}

extension CallOptionsTests {
    /// `with(_:)` on a copy adds to what the copy sends: both copies' headers, the later deadline.
    func testACopyOfACopySendsBothCopiesOptions() throws {
        let transport = StubTransport(status: 200, body: #"{"success": true, "result": {}}"#)
        let twice = core(transport)
            .with(CallOptions(timeout: 9, headers: [.plain("X-Trace-Id", "t-1")]))
            .with(CallOptions(timeout: 4, query: [.plain("lang", "zh")]))
        let prepared = try prepare(twice)
        XCTAssertEqual(prepared.request.value(forHeader: "X-Trace-Id"), "t-1", "the first copy's header")
        XCTAssertEqual(prepared.request.url.query, "q=a&lang=zh", "the second copy's query item")
        XCTAssertEqual(prepared.request.timeout, 4, "the later deadline")
    }

    /// An extra header or query item named as one the request sets itself (its own parameter, a per-call value, a
    /// signed value) would travel twice, and a server reads one of them: refused before sending.
    func testANameTheRequestSetsItselfIsRefused() throws {
        let transport = StubTransport(status: 200, body: #"{"success": true, "result": {}}"#)
        let stamped = PlainContract.Operation(
            spec: EndpointSpec(
                name: "stamped", method: .get, path: "/stamped", carriesToken: false, sendsTenant: false,
                role: .read, retry: .never, envelope: PlainContract.envelope,
                perCallValues: [PerCallValue(.header("X-Timestamp"), .unixSeconds)],
                signedValues: [SignedValue(.query("sign"), isSecret: true)]))
        let refused: [(CallOptions, String)] = [
            (CallOptions(query: [.plain("q", "b")]), "'q' is one the request sets itself"),
            (CallOptions(headers: [.plain("x-timestamp", "1")]), "one the contract sets or forbids"),
            (CallOptions(query: [.secret("sign", "Pl4nted")]), "'sign' is one the request sets itself"),
        ]
        for (options, reason) in refused {
            assertRefused(because: reason) { () throws(APIError<PlainContract.ErrorClass>) in
                try core(transport).prepare(
                    stamped, query: [.value("q", "a")], session: nil, body: .none, options: options)
            }
        }
        XCTAssertTrue(transport.requests.isEmpty, "nothing was sent")
    }

    /// `prepare` refuses before anything is built, as `rejected`, with `reason` in its detail and no planted secret
    /// anywhere in the error.
    private func assertRefused(
        because reason: String, _ prepare: () throws(APIError<PlainContract.ErrorClass>) -> PreparedRequest,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        do {
            _ = try prepare()
            XCTFail("not refused: \(reason)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.errorClass, .rejected, file: file, line: line)
            XCTAssertTrue((error.detail ?? "").contains(reason), error.detail ?? "", file: file, line: line)
            XCTAssertFalse(
                String(describing: error).contains("Pl4nted"), String(describing: error), file: file, line: line)
        }
    }
}
