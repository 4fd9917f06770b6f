@_spi(Generated) import APIRuntime
import Foundation
import XCTest

/// `withResponseMetadata` returns a call's payload with its answer's status, headers and envelope fields, leaving out
/// every credential and secret.
final class ResponseMetadataTests: XCTestCase {
    private let token: Secret = "tok-metadata-3b4c5d"

    private struct Session: Decodable, Sendable, SecretCarrying {
        var accessToken: Secret
        var name: String
        var secrets: [Secret] { [accessToken] }
    }

    private func headers(_ pairs: KeyValuePairs<String, String>) -> [HTTPHeader] {
        pairs.map { HTTPHeader(name: $0.key, value: $0.value) }
    }

    private func stamped(_ status: Int, _ body: String, headers: [HTTPHeader] = []) -> APIClientCore<StampedContract> {
        APIClientCore(
            baseURL: URL(string: "https://api.example.com")!,
            transport: StubTransport { _ in HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8)) },
            sleeper: NoWait())
    }

    private func readSession(_ core: APIClientCore<StampedContract>) async throws(APIError<PlainContract.ErrorClass>)
        -> Session
    {
        let prepared = try core.prepare(
            StampedContract.read, session: SessionHeaders(token: token, tenant: nil), body: .none)
        return try await core.callForPayload(prepared, operation: StampedContract.read, payload: Session.self)
    }

    func testAnAnswerBringsItsStatusHeadersAndEnvelopeFields() async throws {
        let core = APIClientCore.plain(
            StubTransport { _ in
                HTTPResponse(
                    statusCode: 200,
                    headers: [
                        HTTPHeader(name: "ETag", value: "\"v7\""), HTTPHeader(name: "X-Request-Id", value: "req-1"),
                    ],
                    body: Data(#"{"success":true,"code":200,"message":"done"}"#.utf8))
            })
        let response = try await withResponseMetadata { () async throws(APIError<PlainContract.ErrorClass>) in
            let prepared = try core.prepare(
                PlainContract.read, session: SessionHeaders(token: self.token, tenant: nil), body: .none)
            try await core.callForNothing(prepared, operation: PlainContract.read.messageOnly)
        }

        let metadata = try XCTUnwrap(response.metadata)
        XCTAssertEqual(metadata.endpoint, "read")
        XCTAssertEqual(metadata.httpStatus, 200)
        XCTAssertEqual(
            metadata.headers,
            [HTTPHeader(name: "ETag", value: "\"v7\""), HTTPHeader(name: "X-Request-Id", value: "req-1")])
        XCTAssertEqual(metadata.value(forHeader: "x-request-id"), "req-1")
        XCTAssertEqual(metadata.message, "done")
        XCTAssertEqual(metadata.code, 200)
        XCTAssertNil(metadata.statusCode)
        XCTAssertNil(metadata.timestamp)
        XCTAssertEqual(metadata.attempts, 1)
    }

    func testLongdeStyleEnvelopesBringTheirStatusCodeAndTimestamp() async throws {
        let body =
            #"{"success":true,"statusCode":200,"data":{"accessToken":"at-9","name":"Lin"},"timestamp":"2026-05-27T09:00:00.000Z"}"#
        let core = stamped(200, body)
        let response = try await withResponseMetadata { () async throws(APIError<PlainContract.ErrorClass>) in
            try await self.readSession(core)
        }

        XCTAssertEqual(response.payload.name, "Lin")
        let metadata = try XCTUnwrap(response.metadata)
        XCTAssertEqual(metadata.statusCode, 200)
        XCTAssertEqual(metadata.timestamp?.text, "2026-05-27T09:00:00.000Z")
        XCTAssertEqual(metadata.timestamp?.date, Date(timeIntervalSince1970: 1_779_872_400))
    }

    func testATimestampThatIsNoISODateIsKeptAsText() async throws {
        for (json, text) in [("1779872400", "1779872400"), (#""yesterday""#, "yesterday")] {
            let core = stamped(
                200, #"{"success":true,"data":{"accessToken":"at-0123456789","name":"n"},"timestamp":\#(json)}"#)
            let response = try await withResponseMetadata { () async throws(APIError<PlainContract.ErrorClass>) in
                try await self.readSession(core)
            }
            XCTAssertEqual(response.metadata?.timestamp?.text, text)
            XCTAssertNil(response.metadata?.timestamp?.date)
        }
    }

    func testCredentialHeadersAreLeftOutAndSecretsRedacted() async throws {
        let issued = "at-issued-1a2b3c"
        let echoed = "\(token.reveal()) and \(issued)"
        let core = stamped(
            200,
            #"{"success":true,"message":"\#(echoed)","data":{"accessToken":"\#(issued)","name":"n"},"timestamp":"\#(echoed)"}"#,
            headers: headers([
                "Set-Cookie": "sid=\(issued)", "Authorization": "Bearer \(issued)", "X-Access-Token": issued,
                "Cookie": "a=b", "Proxy-Authorization": "Basic eA==", "X-Echo": echoed, "Cache-Control": "no-store",
            ]))
        let response = try await withResponseMetadata { () async throws(APIError<PlainContract.ErrorClass>) in
            try await self.readSession(core)
        }

        let metadata = try XCTUnwrap(response.metadata)
        XCTAssertEqual(metadata.headers.map(\.name), ["X-Echo", "Cache-Control"])
        let redacted = "\(SecretRedactor.placeholder) and \(SecretRedactor.placeholder)"
        XCTAssertEqual(metadata.value(forHeader: "X-Echo"), redacted, "the request's token and the payload's secret")
        XCTAssertEqual(metadata.message, redacted)
        XCTAssertEqual(metadata.timestamp?.text, redacted)
        var shown = ""
        dump(metadata, to: &shown)
        for secret in [token.reveal(), issued] {
            XCTAssertFalse(shown.contains(secret))
            XCTAssertFalse("\(metadata)".contains(secret))
        }
    }

    /// The token a sign-in hands out is redacted from its metadata though the payload's type carries no secret: the
    /// answer's own facts name it (no reflection into what the call returns).
    func testTheTokenASignInIssuedIsRedactedFromItsMetadata() async throws {
        struct Profile: Decodable, Sendable { var name: String }
        let issued = "tok-issued-7e6f5a"
        let core = stamped(
            200, #"{"success":true,"message":"welcome \#(issued)","data":{"accessToken":"\#(issued)","name":"n"}}"#,
            headers: headers(["X-Echo": issued]))
        let response = try await withResponseMetadata { () async throws(APIError<PlainContract.ErrorClass>) in
            // The read's endpoint as a token sign-in whose answer hands the token out in `accessToken`.
            let read = StampedContract.read.spec
            let signIn = StampedContract.Operation(
                spec: EndpointSpec(
                    name: read.name, method: read.method, path: read.path, carriesToken: false, sendsTenant: false,
                    role: .login, retry: .never, envelope: read.envelope, issuesToken: true,
                    signInDelivery: SignInDelivery(from: .field("accessToken"))))
            let prepared = try core.prepare(signIn, session: nil, body: .none)
            return try await core.callForTokenSignIn(prepared, operation: signIn, payload: Profile.self)
        }

        XCTAssertEqual(response.payload.token.reveal(), issued)
        let metadata = try XCTUnwrap(response.metadata)
        XCTAssertEqual(metadata.message, "welcome \(SecretRedactor.placeholder)")
        XCTAssertEqual(metadata.value(forHeader: "X-Echo"), SecretRedactor.placeholder)
    }

    func testErrorsCarryTheEnvelopesStatusCodeAndTimestamp() async throws {
        let core = stamped(
            401,
            #"{"success":false,"statusCode":401,"message":"expired","errorCode":"AUTH_UNAUTHORIZED","timestamp":"2026-05-27T09:00:01Z \#(token.reveal())"}"#
        )
        do {
            _ = try await readSession(core)
            XCTFail("a failure envelope must throw")
        } catch {
            XCTAssertEqual(error.statusCode, 401)
            XCTAssertEqual(error.httpStatus, 401)
            XCTAssertEqual(error.timestamp?.text, "2026-05-27T09:00:01Z \(SecretRedactor.placeholder)")
        }
    }

    func testEnvelopesWithoutThoseFieldsLeaveThemNil() async throws {
        let core = APIClientCore.plain(
            StubTransport(status: 200, body: #"{"success":false,"code":500,"statusCode":500,"timestamp":"t"}"#))
        let result = await core.call(PlainContract.write)
        let error = try XCTUnwrap(result.failure)
        XCTAssertNil(error.statusCode, "PlainContract's envelope names no statusCode field")
        XCTAssertNil(error.timestamp)
    }

    func testTheLastSuccessfulCallInsideIsReported() async throws {
        let first = APIClientCore.plain(StubTransport(status: 200, body: #"{"success":true,"message":"first"}"#))
        let second = APIClientCore.plain(StubTransport(status: 200, body: #"{"success":true,"message":"second"}"#))
        let failing = APIClientCore.plain(StubTransport(status: 200, body: #"{"success":false,"message":"failed"}"#))
        let response = await withResponseMetadata {
            _ = await first.call(PlainContract.read)
            _ = await second.call(PlainContract.write)
            _ = await failing.call(PlainContract.write)
            return 7
        }
        XCTAssertEqual(response.payload, 7)
        XCTAssertEqual(response.metadata?.message, "second", "a failure records nothing")
        XCTAssertEqual(response.metadata?.endpoint, "write")
    }

    func testNestedScopesEachSeeTheirCallsAndTheOuterOneSeesAll() async throws {
        let outerCore = APIClientCore.plain(StubTransport(status: 200, body: #"{"success":true,"message":"outer"}"#))
        let innerCore = APIClientCore.plain(StubTransport(status: 200, body: #"{"success":true,"message":"inner"}"#))
        let outer = await withResponseMetadata {
            _ = await outerCore.call(PlainContract.read)
            let inner = await withResponseMetadata { await innerCore.call(PlainContract.read) }
            return inner.metadata?.message
        }
        XCTAssertEqual(outer.payload, "inner")
        XCTAssertEqual(outer.metadata?.message, "inner", "the outer scope sees the inner call, which ended last")
    }

    func testWithoutACallThereIsNoMetadataAndOutsideAScopeNothingIsKept() async throws {
        let core = APIClientCore.plain(StubTransport(status: 200, body: #"{"success":true,"message":"before"}"#))
        _ = await core.call(PlainContract.read)
        let response = await withResponseMetadata { "a fake's answer" }
        XCTAssertEqual(response.payload, "a fake's answer")
        XCTAssertNil(response.metadata)
    }

    func testTheCallsTypedErrorComesThroughUnchanged() async throws {
        let core = APIClientCore.plain(StubTransport(status: 403, body: #"{"success":false,"code":510}"#))
        do {
            _ = try await withResponseMetadata { () async throws(APIError<PlainContract.ErrorClass>) in
                try await core.call(PlainContract.write).get()
            }
            XCTFail("the failure must be thrown")
        } catch {
            XCTAssertEqual(error.errorClass, .business, "typed: no cast needed")
            XCTAssertEqual(error.code, 510)
        }
    }

    @MainActor
    func testAMainActorCallerKeepsItsIsolation() async throws {
        var shownOnScreen: [String] = []
        let core = APIClientCore.plain(StubTransport(status: 200, body: #"{"success":true,"message":"hi"}"#))
        let response = await withResponseMetadata {
            _ = await core.call(PlainContract.read)
            shownOnScreen.append("called")
            return shownOnScreen.count
        }
        XCTAssertEqual(response.payload, 1)
        XCTAssertEqual(response.metadata?.message, "hi")
    }
}
