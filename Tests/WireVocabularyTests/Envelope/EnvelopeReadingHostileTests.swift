import TextFoundation
import XCTest

@testable import WireVocabulary

/// The one envelope reader on hostile bodies: codes that are huge numbers, fractions, nested arrays or objects, a
/// payload path that does not exist, string codes where ints are declared and back, and messages with controls (kept
/// as they arrived for the caller, never printed raw in a mismatch).
final class EnvelopeReadingHostileTests: XCTestCase {
    static let feishu = EnvelopeFormat(
        style: .code, codeField: "code", messageField: "msg", payloadField: "data", successCodes: [0])
    static let tencent = EnvelopeFormat(
        style: .code, codeField: "Response.Error.Code", codeKind: .string, messageField: "Response.Error.Message",
        payloadField: "Response", successWithoutCode: true)
    static let wechat = EnvelopeFormat(
        style: .code, codeField: "errcode", messageField: "errmsg", successCodes: [0], successWithoutCode: true)

    private func read(_ text: String, _ format: EnvelopeFormat, status: Int = 200) throws -> EnvelopeReading {
        EnvelopeReading.read(try JSONValue.parse(text), format, httpStatus: status)
    }

    private func isNotEnvelope(_ reading: EnvelopeReading) -> Bool {
        if case .notEnvelope = reading.verdict { return true }
        return false
    }

    func testHugeNumbersAreNoCodeOfEitherKind() throws {
        XCTAssertThrowsError(try JSONValue.parse(#"{"code": 1e400}"#), "beyond Double: no JSON the client reads")
        for format in [Self.feishu, Self.tencent] {
            for huge in ["18446744073709551616", "9223372036854775808", "-9223372036854775809", "1e300"] {
                let body =
                    format.codeKind == .int ? #"{"code": \#(huge)}"# : #"{"Response": {"Error": {"Code": \#(huge)}}}"#
                let reading = try read(body, format)
                XCTAssertTrue(isNotEnvelope(reading), "\(format.codeKind) \(huge): \(reading)")
                XCTAssertNil(reading.code)
            }
        }
        XCTAssertEqual(try read(#"{"code": 9223372036854775807}"#, Self.feishu).code, .int(Int.max))
        XCTAssertEqual(
            try read(#"{"Response": {"Error": {"Code": 9007199254740992}}}"#, Self.tencent).code,
            .string("9007199254740992"))
    }

    func testFractionsArraysAndObjectsAreNoCode() throws {
        // A code is an integer literal or its digits (BusinessCode.read): an integral fraction or exponent is not.
        for wrong in ["1.5", "-0.25", "[[0]]", "[]", #"{"v": 0}"#, "true", #""""#, #""0x10""#, "0.0", "1e2"] {
            XCTAssertTrue(isNotEnvelope(try read(#"{"code": \#(wrong)}"#, Self.feishu)), "int code \(wrong)")
        }
        for wrong in ["1.5", #"[["x"]]"#, #"{"v": "x"}"#, "false"] {
            let reading = try read(#"{"Response": {"Error": {"Code": \#(wrong)}}}"#, Self.tencent)
            XCTAssertTrue(isNotEnvelope(reading), "string code \(wrong)")
        }
    }

    func testLenientWhereTheContractSaysSo() throws {
        XCTAssertEqual(try read(#"{"code": "0"}"#, Self.feishu).verdict, .success, "numeric text for an int code")
        XCTAssertEqual(try read(#"{"code": " 0"}"#, Self.feishu).code, nil, "only plain numeric text")
        let numeric = try read(#"{"Response": {"Error": {"Code": 42}}}"#, Self.tencent)
        XCTAssertEqual(numeric.verdict, .failure)
        XCTAssertEqual(numeric.code, .string("42"), "a number for a string code reads as its digits")
    }

    func testAPayloadPathThatDoesNotExist() throws {
        XCTAssertNil(EnvelopeReading.payload(in: try JSONValue.parse(#"{"code": 0}"#), Self.feishu))
        XCTAssertEqual(EnvelopeReading.payload(in: try JSONValue.parse(#"{"data": null}"#), Self.feishu), .null)
    }

    func testAnAbsentCodeIsSuccessOnlyWhereTheCodeCouldHaveBeen() throws {
        for (body, place) in [
            (#"{"Response": 5}"#, "Response"),
            (#"{"Response": {"Error": "AuthFailure.TokenExpired", "TotalCount": 1}}"#, "Response.Error"),
            (#"{"Response": {"Error": [{"Code": "X"}]}}"#, "Response.Error"),
        ] {
            guard case .notEnvelope(let mismatch) = try read(body, Self.tencent).verdict else {
                XCTFail("\(body) is no successful answer")
                continue
            }
            XCTAssertEqual(mismatch.field?.description, place, body)
            XCTAssertEqual(mismatch.expected, "an object", body)
        }
        XCTAssertEqual(try read(#"{"Response": {"Error": null, "RequestId": "r"}}"#, Self.tencent).verdict, .success)
        XCTAssertEqual(try read(#"{"Response": {"RequestId": "r"}}"#, Self.tencent).verdict, .success)
        for body in [#"{"Other": 1}"#, #"{"Response": null}"#, "{}"] {
            guard case .notEnvelope(let mismatch) = try read(body, Self.tencent).verdict else {
                XCTFail("\(body): every answer has the Response the code and the payload share")
                continue
            }
            XCTAssertEqual(mismatch.field?.description, "Response", body)
        }
        let nested = EnvelopeFormat(
            style: .code, codeField: "status.code", payloadField: "data", successCodes: [0], successWithoutCode: true)
        XCTAssertEqual(try read(#"{"data": 1}"#, nested).verdict, .success, "status shares nothing with data")
        XCTAssertEqual(try read(#"{"other": 1}"#, Self.wechat).verdict, .success, "WeChat-like: nothing to tell")
        XCTAssertEqual(try read(#"{"nickname": "n"}"#, Self.wechat).verdict, .success)
    }

    func testThePayloadIsTheRestOfItsObject() throws {
        let rest = EnvelopeReading.payload(
            in: try JSONValue.parse(#"{"Response": {"Error": {"Code": "X"}, "RequestId": "r"}}"#), Self.tencent)
        XCTAssertEqual(rest, try JSONValue.parse(#"{"RequestId": "r"}"#), "the rest of Response")
        let beside = EnvelopeReading.payload(
            in: try JSONValue.parse(#"{"errcode": 0, "errmsg": "ok", "n": 1}"#), Self.wechat)
        XCTAssertEqual(beside, try JSONValue.parse(#"{"n": 1}"#), "the body less the envelope's keys")
    }

    func testControlsInAMessageAreKeptButNeverDescribedRaw() throws {
        let hostile = "\u{202E}evil\u{1B}[31m"
        let quoted = String(decoding: try JSONEncoder().encode(hostile), as: UTF8.self)
        XCTAssertEqual(try read(#"{"code": 5, "msg": \#(quoted)}"#, Self.feishu).message, hostile, "as it arrived")
        guard case .notEnvelope(let mismatch) = try read(#"{"code": \#(quoted)}"#, Self.feishu).verdict else {
            return XCTFail("a word is no int code")
        }
        let printed = mismatch.description
        XCTAssertFalse(printed.unicodeScalars.contains("\u{202E}"), printed)
        XCTAssertFalse(printed.unicodeScalars.contains("\u{1B}"), printed)
    }
}
