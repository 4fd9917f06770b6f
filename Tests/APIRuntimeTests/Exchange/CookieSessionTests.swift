@_spi(Generated) import APIRuntime
import Foundation
import LoopbackHTTP
import XCTest

/// A cookie session over real loopback HTTP: a sign-in whose answer sets the cookies returns them; authenticated
/// requests send them in one `Cookie` header with the CSRF value derived from one of them; values that could inject a
/// header are refused before sending; a flood of `Set-Cookie` headers is bounded; no text the client makes (events,
/// errors, descriptions, metadata) holds a cookie value.
final class CookieSessionTests: XCTestCase {
    private struct Profile: Decodable, Sendable, Equatable { var mid: Int }

    private static let sessdata = "sess-MARKER-9f8e7d%2C6c"
    private static let csrf = "csrf-MARKER-0a1b2c"

    private static func core(_ server: LoopbackServer, observer: RecordingObserver) -> APIClientCore<
        CookieSessionContract
    > {
        APIClientCore(
            baseURL: server.baseURL, transport: URLSessionTransport(), sleeper: NoWait(), observer: observer,
            jitter: { 0 })
    }

    /// The sign-in's cookies, attributes in odd case and order, a quoted value, an `Expires` with its comma.
    private static let signedIn = [
        "SESSDATA=\"\(sessdata)\"; domain=.example; HTTPONLY; path=/",
        "bili_jct=\(csrf); EXPIRES=Wed, 21 Oct 2037 07:28:00 GMT; Path=/", "DedeUserID=42; Max-Age=86400",
        "unrelated=1; Path=/",
    ]

    private static let profile = #"{"success": true, "result": {"mid": 42}}"#

    /// An answer setting `cookies`, one `Set-Cookie` header line each. (`HTTPURLResponse` folds same-named headers
    /// into one value joined with commas, on Darwin and in FoundationNetworking alike; the runtime splits them again.
    /// FoundationNetworking folds only headers spelled alike: see the stub test for names in odd case.)
    private static func answer(_ cookies: [String]) -> ScriptedResponse {
        var response = ScriptedResponse.json(profile)
        response.repeatedHeaders = cookies.map { HTTPHeaderLine(name: "Set-Cookie", value: $0) }
        return response
    }

    private func signIn(
        _ core: APIClientCore<CookieSessionContract>
    ) async throws(APIClientCore<CookieSessionContract>.Failure) -> (payload: Profile, cookies: SessionCookieValues) {
        let prepared = try core.prepare(CookieSessionContract.signIn, session: nil, body: .none)
        return try await core.callForSignIn(prepared, operation: CookieSessionContract.signIn, payload: Profile.self)
    }

    func testASignInReturnsTheCookiesItsAnswerSetsAndRequestsSendThem() async throws {
        let server = try LoopbackServer { request in
            request.path == "/login" ? Self.answer(Self.signedIn) : .json(#"{"success": true}"#)
        }
        defer { server.stop() }
        let observer = RecordingObserver()
        let core = Self.core(server, observer: observer)
        let (payload, cookies) = try await signIn(core)
        XCTAssertEqual(payload, Profile(mid: 42))
        XCTAssertEqual(cookies.value(named: "SESSDATA").reveal(), Self.sessdata, "quotes around the value dropped")
        XCTAssertEqual(cookies.value(named: "bili_jct").reveal(), Self.csrf)
        XCTAssertEqual(cookies.value(named: "DedeUserID").reveal(), "42")
        XCTAssertFalse(cookies.description.contains("MARKER"))

        let session = SessionHeaders(
            cookies: [
                "SESSDATA": cookies.value(named: "SESSDATA"), "bili_jct": cookies.value(named: "bili_jct"),
                "DedeUserID": cookies.value(named: "DedeUserID"),
            ], tenant: nil)
        let prepared = try core.prepare(
            PlainContract.write, query: [.value("aid", "7"), .secret("csrf", cookies.value(named: "bili_jct"))],
            session: session, body: .none)
        XCTAssertFalse(String(describing: prepared.request).contains("MARKER"), "the request's description")
        try await core.callForNothing(prepared, operation: PlainContract.write.messageOnly)

        let write = try XCTUnwrap(server.requests.last)
        XCTAssertEqual(
            write.headerValues("Cookie"), ["SESSDATA=\(Self.sessdata); bili_jct=\(Self.csrf); DedeUserID=42"])
        XCTAssertEqual(write.query, "aid=7&csrf=\(Self.csrf)")
        XCTAssertNil(server.requests.first?.header("Cookie"), "the sign-in sends no cookies")
        XCTAssertFalse(observer.everythingShown.contains("MARKER"), "an event shows a cookie value")
        XCTAssertTrue(observer.everythingShown.contains("Cookie"), "events name the Cookie header")
    }

    func testAnAnswerThatEchoesTheCookiesShowsNoneInTheErrorOrMetadata() async throws {
        let server = try LoopbackServer { request in
            let echoed = (request.header("Cookie") ?? "") + " " + (request.query ?? "")
            let envelope: [String: Any] = ["success": false, "code": 500, "message": echoed, "errorCode": echoed]
            let json = String(decoding: try! JSONSerialization.data(withJSONObject: envelope), as: UTF8.self)
            return .json(json, status: 500, headers: ["X-Echo": echoed])
        }
        defer { server.stop() }
        let observer = RecordingObserver()
        let core = Self.core(server, observer: observer)
        let session = SessionHeaders(
            cookies: ["SESSDATA": Secret(Self.sessdata), "bili_jct": Secret(Self.csrf), "DedeUserID": Secret("42")],
            tenant: nil)
        let prepared = try core.prepare(
            PlainContract.write, query: [.secret("csrf", Secret(Self.csrf))], session: session, body: .none)
        do {
            try await core.callForNothing(prepared, operation: PlainContract.write.messageOnly)
            XCTFail("the server answers a failure")
        } catch {
            var dumped = ""
            dump(error, to: &dumped)
            let texts = [error.description, error.message, error.errorCode, String(reflecting: error), dumped]
            XCTAssertFalse(texts.compactMap { $0 }.joined().contains("MARKER"), "the error shows a cookie value")
        }
        XCTAssertFalse(observer.everythingShown.contains("MARKER"))
    }

    func testASignInsMetadataShowsNoCookieEvenWhereTheAnswerEchoesOne() async throws {
        let server = try LoopbackServer { _ in
            var response = ScriptedResponse.json(
                #"{"success": true, "message": "hello \#(Self.sessdata)", "result": {"mid": 42}}"#,
                headers: ["X-Echo": Self.csrf])
            response.repeatedHeaders = [
                HTTPHeaderLine(name: "Set-Cookie", value: Self.signedIn.joined(separator: ", "))
            ]
            return response
        }
        defer { server.stop() }
        let core = Self.core(server, observer: RecordingObserver())
        let response = try await withResponseMetadata { () async throws(APIClientCore<CookieSessionContract>.Failure) in
            try await self.signIn(core)
        }
        let metadata = try XCTUnwrap(response.metadata)
        XCTAssertFalse(metadata.headers.contains { $0.name.lowercased() == "set-cookie" }, "Set-Cookie is in metadata")
        XCTAssertTrue(metadata.headers.contains { $0.name == "X-Echo" }, "other headers stay")
        var dumped = ""
        dump(metadata, to: &dumped)
        XCTAssertFalse(dumped.contains("MARKER"), dumped)
        XCTAssertEqual(response.payload.cookies.value(named: "bili_jct").reveal(), Self.csrf)
    }

    func testASignInWithoutEverySessionCookieFails() async throws {
        let server = try LoopbackServer { _ in Self.answer(Array(Self.signedIn.prefix(2))) }
        defer { server.stop() }
        do {
            _ = try await signIn(Self.core(server, observer: RecordingObserver()))
            XCTFail("DedeUserID is missing")
        } catch {
            XCTAssertTrue(error.description.contains("Set-Cookie DedeUserID"), error.description)
            XCTAssertFalse(error.description.contains("MARKER"))
        }
    }

    func testSeparateSetCookieHeadersInAnyCaseAreRead() async throws {
        let transport = StubTransport { _ in
            HTTPResponse(
                statusCode: 200,
                headers: zip(["Set-Cookie", "set-cookie", "SET-COOKIE", "sEt-CoOkIe"], Self.signedIn).map {
                    HTTPHeader(name: $0, value: $1)
                }, body: Data(Self.profile.utf8))
        }
        let core = APIClientCore<CookieSessionContract>(
            baseURL: URL(string: "https://api.example")!, transport: transport, sleeper: NoWait(), jitter: { 0 })
        let (_, cookies) = try await signIn(core)
        XCTAssertEqual(cookies.value(named: "SESSDATA").reveal(), Self.sessdata)
        XCTAssertEqual(cookies.value(named: "DedeUserID").reveal(), "42")
    }

    func testASessionCookieDeletedInTheSameAnswerIsNotTaken() async throws {
        let server = try LoopbackServer { _ in Self.answer(Self.signedIn + ["SESSDATA=; Max-Age=0"]) }
        defer { server.stop() }
        do {
            _ = try await signIn(Self.core(server, observer: RecordingObserver()))
            XCTFail("SESSDATA was deleted")
        } catch {
            XCTAssertTrue(error.description.contains("Set-Cookie SESSDATA"), error.description)
        }
    }

    func testOnlyTheFirstFiftySetCookieHeadersAreRead() async throws {
        let flood = (0..<50).map { "junk\($0)=x" }
        let server = try LoopbackServer { _ in Self.answer(flood + Self.signedIn) }
        defer { server.stop() }
        do {
            _ = try await signIn(Self.core(server, observer: RecordingObserver()))
            XCTFail("the session cookies came after fifty others")
        } catch {
            XCTAssertTrue(error.description.contains("Set-Cookie SESSDATA"), error.description)
        }
    }

    func testAOneMegabyteSetCookieIsNotTaken() async throws {
        let huge = "SESSDATA=" + String(repeating: "x", count: 1 << 20)
        let server = try LoopbackServer { _ in Self.answer([huge] + Array(Self.signedIn.dropFirst())) }
        defer { server.stop() }
        do {
            let (_, cookies) = try await signIn(Self.core(server, observer: RecordingObserver()))
            XCTFail("a 1 MB cookie was taken: \(cookies.value(named: "SESSDATA").reveal().count) bytes")
        } catch {
            XCTAssertFalse(error.description.contains("xxxxxxxx"), "the error quotes the header")
        }
    }

    func testCookieValuesThatCouldInjectAHeaderAreRefusedBeforeSending() async throws {
        let server = try LoopbackServer { _ in .json(#"{"success": true}"#) }
        defer { server.stop() }
        let core = Self.core(server, observer: RecordingObserver())
        for hostile in ["a;b=c", "a,b", "MARKER\r\nX-Evil: 1", "caf\u{E9}", "a\u{7}b"] {
            let session = SessionHeaders(
                cookies: ["SESSDATA": Secret(hostile), "bili_jct": Secret("c"), "DedeUserID": Secret("1")], tenant: nil)
            XCTAssertThrowsError(try core.prepare(PlainContract.write, session: session, body: .none)) { error in
                XCTAssertTrue("\(error)".contains("SESSDATA"), "\(error)")
                XCTAssertFalse("\(error)".contains(hostile), "the refusal quotes the value")
            }
        }
        XCTAssertTrue(server.requests.isEmpty, "nothing was sent")
    }
}
