import Foundation
import TextFoundation
import WireVocabulary
import XCTest

/// The one envelope reader, style by style: what is a success, what a failure, what is no envelope, and where the
/// payload is.
final class EnvelopeReadingTests: XCTestCase {
    private func json(_ text: String) throws -> JSONValue { try JSONValue.parse(text) }

    private let wechat = EnvelopeFormat(
        style: .code, codeField: "errcode", messageField: "errmsg", successCodes: [0], successWithoutCode: true)
    private let tencent = EnvelopeFormat(
        style: .code, codeField: "Response.Error.Code", codeKind: .string, messageField: "Response.Error.Message",
        payloadField: "Response", successWithoutCode: true)
    private let feishu = EnvelopeFormat(
        style: .code, codeField: "code", messageField: "msg", payloadField: "data", successCodes: [0])

    func testACodeEnvelopeSucceedsByItsSuccessCodesOrWithoutACode() throws {
        XCTAssertEqual(EnvelopeReading.read(try json(#"{"openid":"o"}"#), wechat, httpStatus: 200).verdict, .success)
        XCTAssertEqual(
            EnvelopeReading.read(try json(#"{"errcode":0,"errmsg":"ok"}"#), wechat, httpStatus: 200).verdict, .success)
        let failure = EnvelopeReading.read(
            try json(#"{"errcode":"42001","errmsg":"expired"}"#), wechat, httpStatus: 200)
        XCTAssertEqual(failure.verdict, .failure)
        XCTAssertEqual(failure.numericCode, 42001, "numeric text is read as the number")
        XCTAssertEqual(failure.message, "expired")
        // Without `successWithoutCode` an answer with no code is no envelope at all.
        let verdict = EnvelopeReading.read(try json(#"{"data":{}}"#), feishu, httpStatus: 200).verdict
        guard case .notEnvelope(let mismatch) = verdict else { return XCTFail("\(verdict)") }
        XCTAssertEqual(mismatch.description, "`code` is absent")
    }

    func testCodesOfTheWrongFormAreNoEnvelope() throws {
        for body in [#"{"errcode":{"n":1}}"#, #"{"errcode":[0]}"#, #"{"errcode":"forty"}"#, #"{"errcode":1.5}"#] {
            let verdict = EnvelopeReading.read(try json(body), wechat, httpStatus: 200).verdict
            guard case .notEnvelope = verdict else { return XCTFail("\(body): \(verdict)") }
        }
    }

    func testNestedStringCodesAndThePayloadBesideThem() throws {
        let failed = try json(
            #"{"Response":{"Error":{"Code":"AuthFailure.TokenExpired","Message":"m"},"RequestId":"r"}}"#)
        let reading = EnvelopeReading.read(failed, tencent, httpStatus: 200)
        XCTAssertEqual(reading.verdict, .failure)
        XCTAssertEqual(reading.textCode, "AuthFailure.TokenExpired")
        XCTAssertEqual(reading.message, "m")
        let succeeded = try json(#"{"Response":{"Zone":"ap-1","RequestId":"r"}}"#)
        XCTAssertEqual(EnvelopeReading.read(succeeded, tencent, httpStatus: 200).verdict, .success)
        XCTAssertEqual(EnvelopeReading.payload(in: succeeded, tencent), try json(#"{"Zone":"ap-1","RequestId":"r"}"#))
    }

    func testABodyPayloadLeavesTheEnvelopesOwnFieldsOut() throws {
        let body = try json(#"{"errcode":0,"errmsg":"ok","openid":"o"}"#)
        XCTAssertEqual(EnvelopeReading.payload(in: body, wechat), try json(#"{"openid":"o"}"#))
    }

    /// Without an envelope the fields it names are read from failure bodies only: a success body whose model has a
    /// `message` keeps it.
    func testWithoutAnEnvelopeASuccessBodyIsThePayloadWhole() throws {
        let bare = EnvelopeFormat(style: .none, messageField: "message")
        let body = try json(#"{"message":"pong"}"#)
        XCTAssertEqual(EnvelopeReading.read(body, bare, httpStatus: 200).verdict, .success)
        XCTAssertEqual(EnvelopeReading.payload(in: body, bare), body)
        XCTAssertEqual(EnvelopeReading.ownKeys(in: [], bare), [])
        XCTAssertEqual(EnvelopeReading.read(body, bare, httpStatus: 500).verdict, .failure)
    }

    func testProblemDetailsGiveTheErrorCodeAndMessage() throws {
        let problems = EnvelopeFormat(style: .none, problemDetails: true)
        let body = try json(
            #"{"type":"https://example.com/out-of-credit","title":"No credit","detail":"Top up","status":403}"#)
        let reading = EnvelopeReading.read(body, problems, httpStatus: 403)
        XCTAssertEqual(reading.verdict, .failure)
        XCTAssertEqual(reading.errorCode, "https://example.com/out-of-credit")
        XCTAssertEqual(reading.message, "Top up")
        XCTAssertEqual(reading.statusCode, 403)
    }

    /// The runtime parses only the members ``EnvelopeReading/membersRead(by:)`` names (the payload is decoded on its
    /// own): on every body of every style, that reads exactly as the whole body does.
    func testABodyParsedWithOnlyTheMembersReadReadsTheSame() throws {
        let zing = EnvelopeFormat(
            style: .flag, successField: "success", codeField: "code", messageField: "message", payloadField: "result",
            timestampField: "timestamp")
        let defaults = EnvelopeFormat(style: .flag, payloadField: "result")
        let defaultCode = EnvelopeFormat(style: .code, payloadField: "data", successCodes: [0])
        let statusEcho = EnvelopeFormat(
            style: .code, codeField: "code", messageField: "msg", payloadField: "data", statusCodeField: "status",
            successCodes: [0], successWithoutCode: true)
        let problems = EnvelopeFormat(style: .none, messageField: "message", problemDetails: true)
        let formats = [zing, defaults, defaultCode, statusEcho, wechat, tencent, feishu, problems]
        let bodies = [
            #"{"success":true,"code":0,"message":"ok","result":{"token":"t"},"timestamp":1}"#,
            #"{"success":false,"code":401,"message":"expired","result":null}"#,
            #"{"success":"yes","result":[1,2]}"#, #"{"result":{}}"#, #"{"code":"0","data":{"code":1}}"#,
            #"{"code":7,"msg":"m","status":"503","data":[]}"#, #"{"errcode":42001,"errmsg":"x","openid":"o"}"#,
            #"{"openid":"o","errmsg":"ok"}"#, #"{"errcode":[0]}"#,
            #"{"Response":{"Error":{"Code":"AuthFailure","Message":"m"},"RequestId":"r"}}"#,
            #"{"Response":{"Zone":"ap-1"}}"#, #"{"Response":"down"}"#, #"{"Response":{"Error":"x"}}"#,
            #"{"type":"about:blank","title":"Gone","detail":"d","status":410,"extra":{"a":[1]}}"#,
            #"{"message":"pong","data":{"deep":{"deeper":[true]}}}"#, #"[{"success":true}]"#, #""text""#, "null",
            #"{}"#,
        ]
        for format in formats {
            let members = EnvelopeReading.membersRead(by: format)
            for body in bodies {
                for status in [200, 401, 500] {
                    let whole = EnvelopeReading.read(try json(body), format, httpStatus: status)
                    let kept = try JSONValue.parse(Array(body.utf8), keepingTopLevelMembers: members)
                    XCTAssertEqual(
                        EnvelopeReading.read(kept, format, httpStatus: status), whole, "\(format.style) \(body)")
                }
            }
        }
    }
}
