import TextFoundation
import XCTest

@testable import WireVocabulary

/// Only a documented success is a success: a repeated envelope field, a code spelled otherwise than the code, and an
/// error object without its code are never read as one (issue 34: each of these was a success before).
final class EnvelopeFailsClosedTests: XCTestCase {
    static let wechat = EnvelopeFormat(
        style: .code, codeField: "errcode", messageField: "errmsg", successCodes: [0], successWithoutCode: true)
    static let tencent = EnvelopeFormat(
        style: .code, codeField: "Response.Error.Code", codeKind: .string, messageField: "Response.Error.Message",
        payloadField: "Response", successWithoutCode: true)
    static let zing = EnvelopeFormat(
        style: .flag, successField: "success", codeField: "code", messageField: "message", payloadField: "result")

    /// The body read as the shared reading reads it: parsed watching the envelope's paths for repeated keys.
    private func read(_ text: String, _ format: EnvelopeFormat, status: Int = 200) throws -> EnvelopeReading {
        let document = try JSONValue.document(
            Array(text.utf8), watchingRepeatsAlong: EnvelopeReading.watchedPaths(of: format))
        return EnvelopeReading.read(document.value, format, httpStatus: status, repeatedKeys: document.repeatedKeys)
    }

    private func mismatch(_ reading: EnvelopeReading) -> EnvelopeReading.Mismatch? {
        if case .notEnvelope(let mismatch) = reading.verdict { return mismatch }
        return nil
    }

    func testARepeatedEnvelopeFieldIsNotTheEnvelope() throws {
        for (body, format, field) in [
            (#"{"errcode": 42001, "errmsg": "expired", "errcode": 0}"#, Self.wechat, "errcode"),
            (#"{"success": false, "code": 401, "success": true, "result": 1}"#, Self.zing, "success"),
            (#"{"success": true, "result": 1, "result": 2}"#, Self.zing, "result"),
            (#"{"Response": {"Error": {"Code": "X", "Code": "Y"}}}"#, Self.tencent, "Response.Error.Code"),
            (#"{"Response": {"Error": {"Code": "X"}}, "Response": {"id": 1}}"#, Self.tencent, "Response"),
        ] {
            let reading = try read(body, format)
            XCTAssertEqual(mismatch(reading)?.field?.description, field, body)
            XCTAssertEqual(mismatch(reading)?.isRepeated, true, body)
            XCTAssertEqual(mismatch(reading)?.description, "`\(field)` is written more than once", body)
        }
        // A key repeated off the envelope's paths is the payload's business.
        XCTAssertEqual(try read(#"{"success": true, "result": {"a": 1, "a": 2}}"#, Self.zing).verdict, .success)
        XCTAssertEqual(try read(#"{"nickname": "a", "nickname": "b"}"#, Self.wechat).verdict, .success)
    }

    func testOnlyTheIntegerSpellingsOfACodeAreTheCode() throws {
        let feishu = EnvelopeFormat(style: .code, codeField: "code", payloadField: "data", successCodes: [0])
        for spelling in ["0", #""0""#] {
            XCTAssertEqual(try read(#"{"code": \#(spelling)}"#, feishu).verdict, .success, spelling)
        }
        for spelling in [
            "1e-400", "0.0", "0e5", "-0", "0E0", #""00""#, #""-0""#, #""+0""#, #"" 0""#, #""0 ""#, #""0.0""#,
            #""0e0""#, "true", #"[0]"#,
        ] {
            XCTAssertNotNil(mismatch(try read(#"{"code": \#(spelling)}"#, feishu)), "code \(spelling)")
        }
        XCTAssertEqual(BusinessCode.read(.string("-5"), as: .int), .int(-5))
        XCTAssertEqual(BusinessCode.read(.string("42001"), as: .int), .int(42001))
        XCTAssertNil(BusinessCode.read(.string("042"), as: .int))
        XCTAssertNil(BusinessCode.read(.string("99999999999999999999"), as: .int))
        XCTAssertEqual(BusinessCode.read(.int(7), as: .string), .string("7"))
        XCTAssertNil(BusinessCode.read(.double(7), as: .string))
    }

    func testAnErrorObjectWithoutItsCodeIsAFailure() throws {
        for body in [
            #"{"Response": {"Error": {"Message": "denied"}, "RequestId": "r"}}"#,
            #"{"Response": {"Error": {}, "RequestId": "r"}}"#,
            #"{"Response": {"Error": {"Code": null, "Message": "denied"}}}"#,
        ] {
            let reading = try read(body, Self.tencent)
            XCTAssertEqual(reading.verdict, .failure, body)
            XCTAssertNil(reading.code, body)
        }
        XCTAssertEqual(try read(#"{"Response": {"Error": {"Message": "denied"}}}"#, Self.tencent).message, "denied")
        XCTAssertEqual(try read(#"{"Response": {"Error": null, "RequestId": "r"}}"#, Self.tencent).verdict, .success)
        XCTAssertEqual(try read(#"{"errcode": null, "errmsg": "?"}"#, Self.wechat).verdict, .failure, "a null code")
        XCTAssertEqual(try read(#"{"openid": "o"}"#, Self.wechat).verdict, .success, "the documented success")
        let noAbsence = EnvelopeFormat(style: .code, codeField: "code", successCodes: [0])
        XCTAssertEqual(
            mismatch(try read(#"{"code": null}"#, noAbsence))?.description,
            "`code` is null, not an integer or its digits as text")
    }
}
