@_spi(Generated) import APIRuntime
import Foundation
import XCTest

/// The runtime on hostile answers of envelopes that decide success by a code: huge, fractional, nested and object
/// codes, a payload path that does not exist, a code path through something that is no object, string codes where
/// ints are declared and back, and controls in a message, which the error keeps as data and its description escapes.
final class HostileCodeEnvelopeTests: XCTestCase {
    struct Entry: Decodable, Sendable, Equatable {
        var id: String
    }

    private func call(
        _ envelope: EnvelopeFormat, _ body: String, status: Int = 200
    ) async -> Result<Entry, APIError<CodeEnvelopeContract.ErrorClass>> {
        let core = APIClientCore<CodeEnvelopeContract>(
            baseURL: URL(string: "https://api.example.com")!,
            transport: StubTransport(status: status, body: body), sleeper: NoWait(), jitter: { 0 })
        let operation = CodeEnvelopeContract.operation("read", envelope)
        do {
            let prepared = try core.prepare(operation, session: nil, body: .none)
            return .success(try await core.callForPayload(prepared, operation: operation, payload: Entry.self))
        } catch {
            return .failure(error)
        }
    }

    func testHugeAndFractionalIntegerCodesAreNoCode() async {
        let feishu = CodeEnvelopeContract.feishu
        // Fail closed: only an integer literal, or its exact digits as text, is a code (BusinessCode.read): `0.0`, `0e5`,
        // `1e-400` (which underflows to 0), negative zero and padded text are not the success code 0.
        let spellings = [
            "18446744073709551616", "-9223372036854775809", "1.5", "[[0]]", #"{"code": 0}"#, "1e300", "0.0", "0e5",
            "1e-400", "-0", #""00""#, #""-0""#, #""+0""#, #"" 0""#, #""0.0""#, "true", "null",
        ]
        for code in spellings {
            let result = await call(feishu, #"{"code": \#(code), "data": {"id": "e"}}"#)
            XCTAssertEqual(result.failure?.observation.body, .notEnvelope, "code \(code)")
            XCTAssertEqual(result.failure?.errorClass, .invalidResponse, "code \(code)")
            XCTAssertNil(result.failure?.code, "code \(code)")
        }
        let beyondDouble = await call(feishu, #"{"code": 1e400, "data": {"id": "e"}}"#)
        XCTAssertEqual(beyondDouble.failure?.observation.body, .notJSON, "as verify reads it")
        let text = await call(feishu, #"{"code": "0", "data": {"id": "t"}}"#)
        XCTAssertEqual(try text.get(), Entry(id: "t"), "numeric text for an int code: the docs show both")
    }

    func testStringCodesOfEveryShape() async {
        let tencent = CodeEnvelopeContract.tencent
        let number = await call(tencent, #"{"Response": {"Error": {"Code": 42}}}"#)
        XCTAssertEqual(number.failure?.errorCode, "42", "a number for a string code reads as its digits")
        XCTAssertEqual(number.failure?.errorClass, .business)
        for code in ["18446744073709551616", "1.5", #"[["AuthFailure.TokenExpired"]]"#, #"{"v": 1}"#, "true"] {
            let result = await call(tencent, #"{"Response": {"Error": {"Code": \#(code)}, "id": "e"}}"#)
            XCTAssertEqual(result.failure?.observation.body, .notEnvelope, "code \(code)")
            XCTAssertNil(result.failure?.errorCode, "code \(code)")
        }
    }

    func testACodePathThroughSomethingThatIsNoObjectIsNoSuccess() async {
        let tencent = CodeEnvelopeContract.tencent
        for body in [
            #"{"Response": {"Error": "AuthFailure.TokenExpired", "id": "e"}}"#,
            #"{"Response": {"Error": [{"Code": "AuthFailure.TokenExpired"}], "id": "e"}}"#,
            #"{"Response": "e"}"#,
        ] {
            let result = await call(tencent, body)
            XCTAssertEqual(result.failure?.observation.body, .notEnvelope, body)
            XCTAssertEqual(result.failure?.errorClass, .invalidResponse, body)
        }
        let ok = await call(tencent, #"{"Response": {"Error": null, "id": "e"}}"#)
        XCTAssertEqual(try ok.get(), Entry(id: "e"), "a null Error is no error")
    }

    func testAMessageOnlyCallOfANestedEnvelopeNeedsItsResponseObject() async throws {
        let core = APIClientCore<CodeEnvelopeContract>(
            baseURL: URL(string: "https://api.example.com")!,
            transport: StubTransport(status: 200, body: #"{"error": "gateway says hi"}"#), sleeper: NoWait(),
            jitter: { 0 })
        let operation = CodeEnvelopeContract.operation("ping", CodeEnvelopeContract.tencent)
        let prepared = try core.prepare(operation, session: nil, body: .none)
        do {
            try await core.callForNothing(prepared, operation: operation.messageOnly)
            XCTFail("a body without Response is no successful answer")
        } catch {
            XCTAssertEqual(error.observation.body, .notEnvelope)
        }
    }

    func testAPayloadPathThatDoesNotExist() async {
        let missing = await call(CodeEnvelopeContract.feishu, #"{"code": 0, "msg": "ok"}"#)
        XCTAssertEqual(missing.failure?.errorClass, .invalidResponse)
        XCTAssertEqual(missing.failure?.observation.body, .envelope(success: true))
        let tencent = await call(CodeEnvelopeContract.tencent, #"{"Other": {"id": "e"}}"#)
        XCTAssertEqual(tencent.failure?.errorClass, .invalidResponse)
    }

    func testControlsInAMessageAndACodeAreDataAndTheDescriptionEscapesThem() async throws {
        let hostile = "\u{202E}evil\u{2066}\u{1B}]0;title\u{07}\n"
        let quoted = String(decoding: try JSONEncoder().encode(hostile), as: UTF8.self)
        let feishu = await call(CodeEnvelopeContract.feishu, #"{"code": 12, "msg": \#(quoted)}"#)
        let tencent = await call(
            CodeEnvelopeContract.tencent, #"{"Response": {"Error": {"Code": \#(quoted), "Message": \#(quoted)}}}"#)
        let problem = await call(
            CodeEnvelopeContract.problems, #"{"type": \#(quoted), "detail": \#(quoted)}"#, status: 400)
        for (name, result) in [("feishu", feishu), ("tencent", tencent), ("problems", problem)] {
            let error = try XCTUnwrap(result.failure, name)
            XCTAssertEqual(error.message, hostile, "\(name): the message is the server's, as data")
            let printed = error.description
            for scalar in ["\u{202E}", "\u{2066}", "\u{1B}", "\u{07}", "\n"] as [Unicode.Scalar] {
                XCTAssertFalse(printed.unicodeScalars.contains(scalar), "\(name): \(printed.debugDescription)")
            }
            XCTAssertTrue(printed.contains(#"\u{202E}evil"#), "\(name): \(printed)")
        }
        XCTAssertEqual(tencent.failure?.errorCode, hostile)
    }
}
