import Contract
import ContractFixtures
import WireVocabulary
import XCTest

@testable import ContractDraft

/// What the draft infers from traffic, one rule at a time: path templates, envelopes, types, auth, models, codes and
/// examples. Every draft here also lints clean (``DraftHarness/rendered(_:file:line:)``).
final class InferenceTests: XCTestCase {
    private let base = "https://api.example.com/api"

    private func draft(_ entries: [CapturedEntry]) throws -> Contract {
        let harness = try DraftHarness()
        return try XCTUnwrap(harness.rendered(try harness.draft([("t.har", entries)])).lint.contract)
    }

    private func get(_ path: String, _ body: String, status: Int = 200, headers: [(String, String)] = [])
        -> CapturedEntry
    {
        CapturedEntry(url: base + path, requestHeaders: headers, status: status, responseBody: body)
    }

    // MARK: Paths

    func testVaryingIdsBecomeNamedParametersAndAFixedOneStaysLiteral() throws {
        let ok = #"{"success": true, "result": {"n": 1}}"#
        let contract = try draft([
            get("/orders/1001/items/9f3c2a1b-7d4e-4c8a-9b1f-2e3d4c5b6a70", ok),
            get("/orders/1002/items/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", ok),
            get("/users/42/profile", ok), get("/users/42/profile", ok),
        ])
        XCTAssertEqual(Set(contract.endpoints.map(\.path)), ["/orders/{orderId}/items/{itemId}", "/users/42/profile"])
        let items = try XCTUnwrap(contract.endpoints.first { $0.path.hasPrefix("/orders") })
        XCTAssertEqual(items.pathParameters.map(\.type), [.scalar(.int), .scalar(.string)])
        XCTAssertEqual(contract.info.baseURL, base, "the leading /api is the base URL's")
    }

    // MARK: Envelopes

    func testACodeEnvelopeNestedAndAbsentIsSuccess() throws {
        let contract = try draft([
            get("/zones", #"{"Response": {"TotalCount": 2, "RequestId": "r-1"}}"#),
            get("/zones", #"{"Response": {"TotalCount": 3, "RequestId": "r-2"}}"#),
            get(
                "/zones",
                #"{"Response": {"Error": {"Code": "AuthFailure.TokenFailure", "Message": "no"}, "RequestId": "r-3"}}"#),
        ])
        let envelope = try XCTUnwrap(contract.envelopes.first)
        XCTAssertEqual(envelope.style, .code)
        XCTAssertEqual(envelope.codeField, "Response.Error.Code")
        XCTAssertEqual(envelope.codeKind, .string)
        XCTAssertTrue(envelope.successWithoutCode)
        XCTAssertEqual(envelope.payloadField, "Response")
        XCTAssertTrue(contract.errorRules.contains { $0.errorCodes == ["AuthFailure.TokenFailure"] })
    }

    func testAGroupThatAnswersDifferentlyGetsASecondEnvelope() throws {
        var entries = (0..<4).map {
            get("/sys/user/\($0 + 1)/info", #"{"code": 0, "msg": "ok", "data": {"id": "u\#($0)"}}"#)
        }
        entries += [get("/sys/user/9/info", #"{"code": 40001, "msg": "denied", "data": null}"#)]
        entries += [get("/static/health", #"[{"node": "a"}]"#), get("/static/health", #"[{"node": "b"}]"#)]
        let contract = try draft(entries)
        XCTAssertEqual(contract.envelopes.map(\.style), [.code, .none])
        XCTAssertEqual(contract.envelopes[0].successCodes, [.int(0)])
        XCTAssertEqual(
            contract.endpoints.first { $0.path == "/static/health" }?.response.envelope, contract.envelopes[1].name)
        // The code the failure carried got a rule and a class to name.
        XCTAssertTrue(contract.errorRules.contains { $0.codes == [40001] && $0.errorClass == "code40001" })
    }

    // MARK: Types

    func testNumbersTextDatesAndLargeIntegers() throws {
        let contract = try draft([
            get(
                "/item",
                #"{"success": true, "result": {"a": 1, "b": 9007199254740993, "c": "2026-10-23T08:00:00Z", "expireTime": 1792713600, "d": null, "f": 1.5}}"#
            ),
            get(
                "/item",
                #"{"success": true, "result": {"a": "2", "b": 5, "c": "2026-10-24T08:00:00.123Z", "expireTime": 1792713601, "d": "x", "f": 2}}"#
            ),
            get(
                "/item",
                #"{"success": true, "result": {"a": 3, "b": 6, "c": "2026-10-25T08:00:00Z", "expireTime": 1792713602}}"#
            ),
        ])
        let fields = try XCTUnwrap(contract.models.first?.fields)
        func field(_ name: String) -> Field? { fields.first { $0.name == name } }
        XCTAssertEqual(field("a")?.type, .scalar(.int))
        XCTAssertEqual(field("a")?.wire, [.int, .numericString])
        XCTAssertEqual(field("b")?.type, .scalar(.int64))
        XCTAssertEqual(field("c")?.type, .scalar(.dateTime))
        XCTAssertEqual(field("expireTime")?.type, .scalar(.unixSeconds))
        XCTAssertEqual(field("d")?.isOptional, true)
        XCTAssertEqual(field("d")?.isNullable, true)
        XCTAssertEqual(field("f")?.type, .scalar(.double))
    }

    func testMillisecondsUnderADateNameAreUnixMillis() throws {
        let contract = try draft([
            get("/clock", #"{"success": true, "result": {"createTime": 1792713600123, "count": 1792713600123}}"#),
            get("/clock", #"{"success": true, "result": {"createTime": 1792713600999, "count": 1792713600124}}"#),
        ])
        let fields = try XCTUnwrap(contract.models.first?.fields)
        XCTAssertEqual(fields.first { $0.name == "createTime" }?.type, .scalar(.unixMillis))
        XCTAssertEqual(fields.first { $0.name == "count" }?.type, .scalar(.int), "not a date name: stays a number")
    }

    // MARK: Models

    func testSameFieldsAreOneModelAndLookAlikesStayTwo() throws {
        let contract = try draft([
            get("/a", #"{"success": true, "result": {"owner": {"id": "1", "name": "x"}, "rows": [{"id": 1}]}}"#),
            get(
                "/b",
                #"{"success": true, "result": {"creator": {"id": "2", "name": "y"}, "members": [{"id": "u", "tenantId": 7}]}}"#
            ),
        ])
        let a = try XCTUnwrap(contract.endpoints.first { $0.path == "/a" }?.response.type)
        let b = try XCTUnwrap(contract.endpoints.first { $0.path == "/b" }?.response.type)
        guard case .model(let aName) = a, case .model(let bName) = b else { return XCTFail("models") }
        let owner = contract.model(named: aName)?.field(named: "owner")?.type
        XCTAssertEqual(owner, contract.model(named: bName)?.field(named: "creator")?.type, "same fields: one model")
        XCTAssertNotEqual(
            contract.model(named: aName)?.field(named: "rows")?.type,
            contract.model(named: bName)?.field(named: "members")?.type, "{id} and {id, tenantId} stay two")
    }

    // MARK: Auth

    func testABearerTokenAndTheEndpointThatHandsItOut() throws {
        let token = "bearer-token-value-77f1"
        let contract = try draft([
            CapturedEntry(
                method: "POST", url: base + "/auth/login", requestBody: #"{"user": "a", "password": "pw-secret-1"}"#,
                responseBody: #"{"success": true, "result": {"accessToken": "\#(token)"}}"#),
            get("/me", #"{"success": true, "result": {"id": "u"}}"#, headers: [("Authorization", "Bearer \(token)")]),
        ])
        XCTAssertEqual(contract.auth?.token?.placement, .header(name: "Authorization", scheme: "Bearer"))
        let login = try XCTUnwrap(contract.endpoints.first { $0.path == "/auth/login" })
        XCTAssertEqual(login.auth, .none)
        XCTAssertEqual(login.role, .login)
        XCTAssertEqual(contract.endpoints.first { $0.path == "/me" }?.auth, .token)
    }

    func testAnOptionalAuthEndpointsExamplesSayWhetherTheyWereSignedIn() throws {
        let token = "bearer-token-value-77f1"
        let contract = try draft([
            CapturedEntry(
                method: "POST", url: base + "/auth/login", requestBody: #"{"user": "a", "password": "pw-secret-1"}"#,
                responseBody: #"{"success": true, "result": {"accessToken": "\#(token)"}}"#),
            get(
                "/feed", #"{"success": true, "result": {"rows": [1]}}"#, headers: [("Authorization", "Bearer \(token)")]
            ),
            get("/feed", #"{"success": false, "code": 401, "message": "sign in", "result": null}"#),
        ])
        let feed = try XCTUnwrap(contract.endpoints.first { $0.path == "/feed" })
        XCTAssertEqual(feed.auth, .optional)
        XCTAssertEqual(
            feed.examples.map(\.signedIn).sorted { $0 == true && $1 != true }, [true, false],
            "each example says how it was sent, as lint asks")
        let signedOut = try XCTUnwrap(feed.examples.first { $0.signedIn == false })
        guard case .failure = signedOut.expectation else { return XCTFail("the signed-out answer is a failure") }
    }

    func testATokenInTheQuery() throws {
        let contract = try draft([
            get("/sns/userinfo?access_token=query-token-1x2y3z&openid=o1", #"{"openid": "o1", "nickname": "n"}"#),
            get("/sns/userinfo?access_token=query-token-1x2y3z&openid=o2", #"{"errcode": 40001, "errmsg": "bad"}"#),
        ])
        XCTAssertEqual(contract.auth?.token?.placement, .query(name: "access_token"))
        XCTAssertEqual(contract.endpoints.first?.query.map(\.name), ["openid"])
    }

    func testATimeAndANonceThatChangeWithEveryRequestAreComputedPerCall() throws {
        let ok = #"{"code": 0, "data": {"n": 1}}"#
        let contract = try draft([
            get("/feed?_t=1733212800123&nonce=3f9a1c0b2d4e5f60&page=1&ts=1733212800", ok),
            get("/feed?_t=1733212801456&nonce=aa01bb02cc03dd04&page=2&ts=1733212800", ok),
        ])
        let query = try XCTUnwrap(contract.endpoints.first?.query)
        XCTAssertEqual(query.map(\.name), ["_t", "nonce", "page", "ts"])
        XCTAssertEqual(query.map(\.perCall), [.unixMillis, .random(.hex, length: 16), nil, nil])
        XCTAssertEqual(query[1].isSecret, false, "a nonce is computed, not a credential the app holds")
        XCTAssertNil(query[3].perCall, "a time seen twice is no value of each call")
    }

    func testACookieSessionFromSetCookie() throws {
        let contract = try draft([
            CapturedEntry(
                method: "POST", url: base + "/login", responseBody: #"{"code": 0, "data": {"mid": 2}}"#,
                responseHeaders: [
                    ("Set-Cookie", "SESSDATA=sess-value-abc123; Path=/; HttpOnly"), ("Set-Cookie", "uid=42; Path=/"),
                ]),
            CapturedEntry(
                url: base + "/nav", requestCookies: [("SESSDATA", "sess-value-abc123"), ("uid", "42")],
                responseBody: #"{"code": 0, "data": {"isLogin": true}}"#),
            CapturedEntry(
                method: "POST", url: base + "/logout",
                requestCookies: [("SESSDATA", "sess-value-abc123"), ("uid", "42")],
                responseBody: #"{"code": 0, "data": {"ok": true}}"#,
                responseHeaders: [("Set-Cookie", "SESSDATA=; Max-Age=0; Path=/")]),
        ])
        let session = try XCTUnwrap(contract.auth?.session)
        XCTAssertEqual(session.cookies.map(\.name), ["SESSDATA", "uid"])
        XCTAssertEqual(session.cookies.map(\.isSecret), [true, false])
        XCTAssertEqual(session.setBy, [contract.endpoints.first { $0.path == "/login" }!.name])
        XCTAssertEqual(session.endsBy, [contract.endpoints.first { $0.path == "/logout" }!.name])
        XCTAssertEqual(contract.endpoints.first { $0.path == "/nav" }?.auth, .token)
    }

    // MARK: Examples

    func testAFewOfTheMostDifferentExchangesBecomeExamples() throws {
        var entries: [CapturedEntry] = (0..<50).map { get("/list", #"{"success": true, "result": [{"id": \#($0)}]}"#) }
        entries.append(get("/list", #"{"success": false, "code": 510, "message": "no permission", "result": null}"#))
        entries.append(get("/list", "<html>502</html>", status: 502))
        let contract = try draft(entries)
        let examples = try XCTUnwrap(contract.endpoints.first?.examples)
        XCTAssertEqual(examples.count, 3)
        XCTAssertEqual(
            examples.map(\.expectation),
            [
                .success(values: []), .failure(errorClass: "code510", code: 510, errorCode: nil),
                .failure(errorClass: "connectivity", code: nil, errorCode: nil),
            ])
    }

    func testAMultipartBodyKeptAsTextIsDraftedWithItsParts() throws {
        let body =
            "--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.jpg\"\r\nContent-Type: image/jpeg\r\n\r\nJPEG\r\n"
            + "--XyZ\r\nContent-Disposition: form-data; name=\"biz\"\r\n\r\ntemp\r\n--XyZ--\r\n"
        let upload = CapturedEntry(
            method: "POST", url: base + "/sys/common/upload", requestBody: body,
            requestMimeType: "multipart/form-data; boundary=XyZ",
            responseBody: #"{"success": true, "message": "https://cdn.example.com/a.jpg", "result": null}"#)
        let contract = try draft([upload, upload])
        guard case .multipart(let file, let fields)? = contract.endpoints.first?.body else {
            return XCTFail("the upload is multipart: \(String(describing: contract.endpoints.first?.body))")
        }
        XCTAssertEqual(file, "file")
        XCTAssertEqual(fields.map(\.name), ["biz"])
    }
}
