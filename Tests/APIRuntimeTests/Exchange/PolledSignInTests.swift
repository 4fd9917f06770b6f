@_spi(Generated) import APIRuntime
import Foundation
import LoopbackHTTP
import WireVocabulary
import XCTest

/// Sign-ins whose answers hand out the session in one state only, or in a payload field, over real loopback HTTP: a
/// QR poll's waiting answers are successes without credentials even when they carry `Set-Cookie`; its confirmed answer
/// must set every cookie; cookies in a payload field are read from its `name=value` pairs; a repeated state key is not
/// the envelope; no error or event shows a cookie value.
final class PolledSignInTests: XCTestCase {
    private struct Poll: Decodable, Sendable, Equatable {
        var state: Int
    }

    private static let sessdata = "sess-MARKER-41"
    private static let csrf = "csrf-MARKER-42"
    private static let confirmed = PayloadTest(field: "state", in: [0])
    private static let allCookies = [
        "SESSDATA=\(sessdata); Path=/", "bili_jct=\(csrf); Path=/", "DedeUserID=7",
    ]

    private func poll(
        _ server: LoopbackServer, delivery: SignInDelivery, observer: RecordingObserver = RecordingObserver()
    ) async throws(APIClientCore<CookieSessionContract>.Failure) -> (payload: Poll, cookies: SessionCookieValues?) {
        let core = APIClientCore<CookieSessionContract>(
            baseURL: server.baseURL, transport: URLSessionTransport(), sleeper: NoWait(), observer: observer,
            jitter: { 0 })
        let operation = CookieSessionContract.signIn(delivery: delivery)
        let prepared = try core.prepare(operation, session: nil, body: .none)
        return try await core.callForPolledSignIn(prepared, operation: operation, payload: Poll.self)
    }

    private static func answer(_ result: String, cookies: [String] = []) -> ScriptedResponse {
        var response = ScriptedResponse.json(#"{"success": true, "result": \#(result)}"#)
        response.repeatedHeaders = cookies.map { HTTPHeaderLine(name: "Set-Cookie", value: $0) }
        return response
    }

    func testAWaitingAnswerReturnsItsStateAndNoCredentialsEvenWithSetCookie() async throws {
        let server = try LoopbackServer { _ in Self.answer(#"{"state": 86101}"#, cookies: Self.allCookies) }
        defer { server.stop() }
        let answer = try await poll(server, delivery: SignInDelivery(when: Self.confirmed))
        XCTAssertEqual(answer.payload, Poll(state: 86101))
        XCTAssertNil(answer.cookies, "only the confirmed state signs in")
    }

    func testTheConfirmedAnswerReturnsEveryCookie() async throws {
        let server = try LoopbackServer { _ in Self.answer(#"{"state": 0}"#, cookies: Self.allCookies) }
        defer { server.stop() }
        let answer = try await poll(server, delivery: SignInDelivery(when: Self.confirmed))
        let cookies = try XCTUnwrap(answer.cookies)
        XCTAssertEqual(cookies.value(named: "SESSDATA").reveal(), Self.sessdata)
        XCTAssertEqual(cookies.value(named: "DedeUserID").reveal(), "7")
    }

    func testAConfirmedAnswerWithoutTheCookiesIsAFailureNamingTheMissingOne() async throws {
        let server = try LoopbackServer { _ in Self.answer(#"{"state": 0}"#, cookies: Array(Self.allCookies.prefix(1)))
        }
        defer { server.stop() }
        do {
            _ = try await poll(server, delivery: SignInDelivery(when: Self.confirmed))
            XCTFail("a sign-in without its cookies is no success")
        } catch {
            XCTAssertTrue(error.description.contains("Set-Cookie bili_jct"), error.description)
            XCTAssertFalse(error.description.contains("MARKER"))
        }
    }

    func testCookiesInAPayloadFieldAreReadFromItsPairs() async throws {
        let text = "SESSDATA=\(Self.sessdata); Max-Age=60; Path=/;;bili_jct=old;;bili_jct=\(Self.csrf);;DedeUserID=7"
        let server = try LoopbackServer { _ in Self.answer(#"{"state": 0, "cookie": "\#(text)"}"#) }
        defer { server.stop() }
        let observer = RecordingObserver()
        let answer = try await poll(
            server, delivery: SignInDelivery(from: .field("cookie"), when: Self.confirmed), observer: observer)
        let cookies = try XCTUnwrap(answer.cookies)
        XCTAssertEqual(cookies.value(named: "SESSDATA").reveal(), Self.sessdata, "attributes are passed over")
        XCTAssertEqual(cookies.value(named: "bili_jct").reveal(), Self.csrf, "a later pair replaces an earlier one")
        XCTAssertFalse(cookies.description.contains("MARKER"))
        XCTAssertFalse(observer.everythingShown.contains("MARKER"), "an event shows a cookie value")
    }

    func testAPayloadFieldMissingACookieIsAFailureThatShowsNoValue() async throws {
        let text = "SESSDATA=\(Self.sessdata);;DedeUserID=7"
        let server = try LoopbackServer { _ in Self.answer(#"{"state": 0, "cookie": "\#(text)"}"#) }
        defer { server.stop() }
        do {
            _ = try await poll(server, delivery: SignInDelivery(from: .field("cookie"), when: Self.confirmed))
            XCTFail("a sign-in without its cookies is no success")
        } catch {
            XCTAssertTrue(error.description.contains("cookie sets bili_jct"), error.description)
            XCTAssertFalse("\(error) \(String(reflecting: error))".contains("MARKER"))
        }
    }

    func testACookieFieldThatIsNoTextSetsNothing() async throws {
        let server = try LoopbackServer { _ in Self.answer(#"{"state": 0, "cookie": {"SESSDATA": "x"}}"#) }
        defer { server.stop() }
        do {
            _ = try await poll(server, delivery: SignInDelivery(from: .field("cookie")))
            XCTFail("cookies come as text")
        } catch {
            XCTAssertTrue(error.description.contains("cookie sets SESSDATA"), error.description)
        }
    }

    func testARepeatedStateKeyIsNotTheEnvelope() async throws {
        let server = try LoopbackServer { _ in
            Self.answer(#"{"state": 86101, "state": 0}"#, cookies: Self.allCookies)
        }
        defer { server.stop() }
        do {
            let answer = try await poll(server, delivery: SignInDelivery(when: Self.confirmed))
            XCTFail("a body that says two states is no documented success: \(answer.payload)")
        } catch {
            XCTAssertFalse(error.description.contains("MARKER"))
        }
    }
}
