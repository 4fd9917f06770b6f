import TextFoundation
import XCTest

@testable import ContractDraft

/// What one answer is to envelope inference: the values an envelope decides by (flags, codes), everything else by
/// kind, holder objects looked into, no body, no JSON and JSON that is no object told apart. One rule per test.
final class BodySignatureTests: XCTestCase {
    private func fields(_ json: String, status: Int = 200) throws -> [String: BodySignature.Value] {
        let body = BodySignature(status: status, data: Array(json.utf8)).body
        guard case .object(let fields) = body else {
            XCTFail("not an object's signature: \(body)")
            return [:]
        }
        return fields
    }

    func testFlagsAndCodesKeepTheirValuesAndTheRestItsKind() throws {
        let fields = try fields(#"{"success": true, "code": 200, "message": "ok", "result": {"id": 1}, "total": 5}"#)
        XCTAssertEqual(fields["success"], .bool(true))
        XCTAssertEqual(fields["code"], .code(200, asText: false))
        XCTAssertEqual(fields["message"], .text)
        XCTAssertEqual(fields["result"], .object(empty: false))
        XCTAssertEqual(fields["total"], .number)
    }

    func testACodeAsTextIsACodeAndAShortStringCodeAWord() throws {
        XCTAssertEqual(try fields(#"{"code": "0"}"#)["code"], .code(0, asText: true))
        XCTAssertEqual(try fields(#"{"error": "invalid_grant"}"#)["error"], .word("invalid_grant"))
        XCTAssertEqual(try fields(#"{"code": "登录失败"}"#)["code"], .text, "not a word: non-ASCII")
    }

    func testHolderObjectsAreLookedIntoForTheirEnvelopeFields() throws {
        let fields = try fields(#"{"Response": {"Error": {"Code": "AuthFailure", "Message": "x"}, "RequestId": "r"}}"#)
        XCTAssertEqual(fields["Response.Error.Code"], .word("AuthFailure"))
        XCTAssertEqual(fields["Response.Error.Message"], .text)
        XCTAssertNil(fields["Response.RequestId"], "only the vocabulary's names inside a holder")
    }

    func testBodiesThatAreNoObjectAreToldApart() {
        XCTAssertEqual(BodySignature(status: 200, data: nil).body, .none)
        XCTAssertEqual(BodySignature(status: 502, data: Array("<html>".utf8)).body, .notJSON)
        XCTAssertEqual(BodySignature(status: 200, data: Array("[1, 2]".utf8)).body, .otherJSON)
    }

    func testDataMembersAreTheFilledOnesBesideTheEnvelopesOwn() throws {
        let signature = BodySignature(
            status: 200, data: Array(#"{"code": 0, "msg": "ok", "rows": [1], "total": 1, "extra": null}"#.utf8))
        XCTAssertEqual(signature.dataMembers(besides: ["code", "msg"]), ["rows", "total"])
        XCTAssertTrue(signature.isSuccessStatus)
    }

    func testTheStandInReadsAsTheAnswerItStandsFor() throws {
        let signature = BodySignature(
            status: 200, data: Array(#"{"success": false, "code": 500, "message": "x"}"#.utf8))
        let standIn = try XCTUnwrap(signature.standIn)
        XCTAssertEqual(standIn["success"], .bool(false))
        XCTAssertEqual(standIn["code"], .int(500))
    }
}
