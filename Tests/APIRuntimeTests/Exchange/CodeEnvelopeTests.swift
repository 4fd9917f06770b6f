@_spi(Generated) import APIRuntime
import Foundation
import XCTest

/// Envelopes that decide success by a code, each read by the endpoint's own envelope: a success, a documented failure
/// code (classified), an absent code, a wrong-typed code, a body that is no envelope and an HTML gateway page, for the
/// Feishu, WeChat and Tencent Cloud styles; and RFC 9457 problem details without an envelope.
final class CodeEnvelopeTests: XCTestCase {
    struct Profile: Decodable, Sendable, Equatable {
        var nickname: String
    }

    /// A closed model (`open: false`): the envelope's own keys beside its fields are not unknown to it.
    struct ClosedProfile: Decodable, Sendable, Equatable {
        var nickname: String

        init(nickname: String) { self.nickname = nickname }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(["nickname"])
            let container = try decoder.container(keyedBy: Key.self)
            nickname = try container.decode(String.self, forKey: Key("nickname"))
        }
    }

    private func call<Payload: Decodable & Sendable>(
        _ envelope: EnvelopeFormat, _ body: String, status: Int = 200, as type: Payload.Type,
        body location: Bool = false
    ) async -> Result<Payload, APIError<CodeEnvelopeContract.ErrorClass>> {
        let core = APIClientCore<CodeEnvelopeContract>(
            baseURL: URL(string: "https://api.example.com")!,
            transport: StubTransport(status: status, body: body), sleeper: NoWait(), jitter: { 0 })
        let operation = CodeEnvelopeContract.operation("read", envelope)
        do {
            let prepared = try core.prepare(operation, session: nil, body: .none)
            return .success(
                location
                    ? try await core.callForBody(prepared, operation: operation, payload: type)
                    : try await core.callForPayload(prepared, operation: operation, payload: type))
        } catch {
            return .failure(error)
        }
    }

    func testFeishuStyleSuccessIsCodeZeroWithThePayloadInData() async throws {
        let envelope = CodeEnvelopeContract.feishu
        let ok = await call(envelope, #"{"code": 0, "msg": "ok", "data": {"nickname": "n"}}"#, as: Profile.self)
        XCTAssertEqual(try ok.get(), Profile(nickname: "n"))
        let numericText = await call(envelope, #"{"code": "0", "data": {"nickname": "t"}}"#, as: Profile.self)
        XCTAssertEqual(try numericText.get(), Profile(nickname: "t"), "numeric text reads as the number")
        let expired = await call(envelope, #"{"code": 42001, "msg": "expired", "data": null}"#, as: Profile.self)
        XCTAssertEqual(expired.failure?.errorClass, .expired, "HTTP 200 with a failure code is a failure")
        XCTAssertEqual(expired.failure?.code, 42001)
        XCTAssertEqual(expired.failure?.message, "expired")
        XCTAssertEqual(expired.failure?.observation.body, .envelope(success: false))
        let absent = await call(envelope, #"{"msg": "?", "data": {"nickname": "n"}}"#, as: Profile.self)
        XCTAssertEqual(absent.failure?.errorClass, .invalidResponse, "without the code it is not this envelope")
        XCTAssertEqual(absent.failure?.observation.body, .notEnvelope)
        for wrong in [#""zero""#, "0.5", "1e30", "[0]", #"{"v": 0}"#, "true"] {
            let result = await call(envelope, #"{"code": \#(wrong), "data": {"nickname": "n"}}"#, as: Profile.self)
            XCTAssertEqual(result.failure?.observation.body, .notEnvelope, "code \(wrong)")
        }
        let html = await call(envelope, "<html>502 Bad Gateway</html>", status: 502, as: Profile.self)
        XCTAssertEqual(html.failure?.errorClass, .connectivity)
        let list = await call(envelope, "[1, 2]", as: Profile.self)
        XCTAssertEqual(list.failure?.observation.body, .notEnvelope)
    }

    func testWeChatStyleSuccessHasNoCodeAndThePayloadIsTheBodyLessTheEnvelope() async throws {
        let envelope = CodeEnvelopeContract.wechat
        let ok = await call(envelope, #"{"nickname": "n", "openid": "o"}"#, as: Profile.self, body: true)
        XCTAssertEqual(try ok.get(), Profile(nickname: "n"))
        let zero = await call(
            envelope, #"{"errcode": 0, "errmsg": "ok", "nickname": "z"}"#, as: ClosedProfile.self, body: true)
        XCTAssertEqual(try zero.get(), ClosedProfile(nickname: "z"), "a closed model does not count errcode as unknown")
        let busy = await call(envelope, #"{"errcode": -1, "errmsg": "system busy"}"#, as: Profile.self, body: true)
        XCTAssertEqual(busy.failure?.errorClass, .busy)
        XCTAssertEqual(busy.failure?.attempts, 2, "a retryable class of an idempotent read is retried")
        let expired = await call(
            envelope, #"{"errcode": 42001, "errmsg": "access_token expired"}"#, as: Profile.self, body: true)
        XCTAssertEqual(expired.failure?.errorClass, .expired)
        let other = await call(
            envelope, #"{"errcode": 40163, "errmsg": "code been used"}"#, as: Profile.self, body: true)
        XCTAssertEqual(other.failure?.errorClass, .business, "an undocumented code is still a failure")
        let hugeCode = await call(
            envelope, #"{"errcode": 123456789012345678901234567890}"#, as: Profile.self, body: true)
        XCTAssertEqual(hugeCode.failure?.observation.body, .notEnvelope)
    }

    func testTencentCloudStyleReadsANestedStringCodeAndThePayloadIsTheRestOfResponse() async throws {
        let envelope = CodeEnvelopeContract.tencent
        let ok = await call(
            envelope, #"{"Response": {"nickname": "n", "RequestId": "r-1"}}"#, as: ClosedProfileWithRequest.self)
        XCTAssertEqual(try ok.get(), ClosedProfileWithRequest(nickname: "n"))
        let expired = await call(
            envelope,
            #"{"Response": {"Error": {"Code": "AuthFailure.TokenExpired", "Message": "the token expired"}, "RequestId": "r"}}"#,
            as: ClosedProfileWithRequest.self)
        XCTAssertEqual(expired.failure?.errorClass, .expired)
        XCTAssertEqual(expired.failure?.errorCode, "AuthFailure.TokenExpired")
        XCTAssertEqual(expired.failure?.message, "the token expired")
        XCTAssertNil(expired.failure?.code, "a string code is the error's errorCode, not its code")
        let numeric = await call(envelope, #"{"Response": {"Error": {"Code": 17}}}"#, as: ClosedProfileWithRequest.self)
        XCTAssertEqual(numeric.failure?.errorCode, "17", "a number reads as its digits")
        let object = await call(
            envelope, #"{"Response": {"Error": {"Code": {"x": 1}}}}"#, as: ClosedProfileWithRequest.self)
        XCTAssertEqual(object.failure?.observation.body, .notEnvelope, "a code that is an object is no code")
        let missing = await call(envelope, #"{"Other": {}}"#, as: ClosedProfileWithRequest.self)
        XCTAssertEqual(missing.failure?.errorClass, .invalidResponse, "a payload field that does not exist is absent")
    }

    func testProblemDetailsAreTheErrorCodeAndMessageOfAFailure() async throws {
        let body =
            #"{"type": "https://example.com/problems/expired", "title": "Expired", "status": 401, "detail": "sign in again"}"#
        let failure = await call(CodeEnvelopeContract.problems, body, status: 401, as: Profile.self, body: true)
        XCTAssertEqual(failure.failure?.errorClass, .expired)
        XCTAssertEqual(failure.failure?.errorCode, "https://example.com/problems/expired")
        XCTAssertEqual(failure.failure?.message, "sign in again")
        XCTAssertEqual(failure.failure?.statusCode, 401)
        let ok = await call(CodeEnvelopeContract.problems, #"{"nickname": "n"}"#, as: Profile.self, body: true)
        XCTAssertEqual(try ok.get(), Profile(nickname: "n"))
    }

    func testABidirectionalControlInAMessageIsKeptAsDataNeverInterpreted() async throws {
        let text = "evil\u{202E}txt.exe"
        let json = #"{"errcode": 40001, "errmsg": "\#(text)"}"#
        let failure = await call(CodeEnvelopeContract.wechat, json, as: Profile.self, body: true)
        XCTAssertEqual(failure.failure?.message, text, "the message is the server's, as data")
        XCTAssertFalse(
            failure.failure.map { String(describing: $0).escapedForTerminal.contains("\u{202E}") } ?? true,
            "what a terminal shows has the control escaped")
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The Tencent payload: `Response` less `Error`; its `RequestId` is the payload's own.
    struct ClosedProfileWithRequest: Decodable, Sendable, Equatable {
        var nickname: String

        init(nickname: String) { self.nickname = nickname }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(["nickname", "RequestId"])
            let container = try decoder.container(keyedBy: Key.self)
            nickname = try container.decode(String.self, forKey: Key("nickname"))
        }
    }
}
