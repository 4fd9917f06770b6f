import Foundation
import TextFoundation
import WireVocabulary
import XCTest

/// A code and a message read from several fields in order (`code: [data.code, code]`, `message: [msg, message]`):
/// the first code the body has, the first message that is text; two codes that disagree, or a key written twice on
/// the way to any of them, make the body not the envelope.
final class EnvelopeFallbackFieldsTests: XCTestCase {
    private let tune = EnvelopeFormat(
        style: .code, codeField: "data.code", messageField: "msg", payloadField: "data", successCodes: [200],
        fallbackCodeFields: ["code"], fallbackMessageFields: ["message"])

    private func read(_ text: String, _ format: EnvelopeFormat? = nil) throws -> EnvelopeReading {
        let format = format ?? tune
        let document = try JSONValue.document(
            Array(text.utf8), watchingRepeatsAlong: EnvelopeReading.watchedPaths(of: format))
        return EnvelopeReading.read(document.value, format, httpStatus: 200, repeatedKeys: document.repeatedKeys)
    }

    func testTheFirstCodeTheBodyHasDecides() throws {
        let inside = try read(#"{"data": {"code": 200, "id": 1}}"#)
        XCTAssertEqual(inside.verdict, .success)
        XCTAssertEqual(inside.code, 200)
        let top = try read(#"{"code": 301, "msg": "sign in"}"#)
        XCTAssertEqual(top.verdict, .failure)
        XCTAssertEqual(top.code, 301)
        XCTAssertEqual(try read(#"{"code": 200, "data": {"code": 200}}"#).verdict, .success, "both agree")
    }

    func testTwoCodesThatDisagreeAreNoEnvelope() throws {
        for body in [#"{"code": 301, "data": {"code": 200}}"#, #"{"code": 200, "data": {"code": "x"}}"#] {
            guard case .notEnvelope(let mismatch) = try read(body).verdict else { return XCTFail(body) }
            XCTAssertFalse(mismatch.isRepeated, body)
        }
        // A null where the first code would be is a code that is there: no success, even beside a success code.
        XCTAssertNotEqual(try read(#"{"code": 200, "data": {"code": null}}"#).verdict, .success)
    }

    func testNoCodeAnywhereIsNoSuccess() throws {
        guard case .notEnvelope(let mismatch) = try read(#"{"data": {"id": 1}}"#).verdict else { return XCTFail() }
        XCTAssertEqual(mismatch.field, "data.code", "the first field names the absent code")
        var without = tune
        without.successWithoutCode = true
        XCTAssertEqual(try read(#"{"data": {"id": 1}}"#, without).verdict, .success)
    }

    func testAKeyWrittenTwiceOnTheWayToAFallbackIsNoEnvelope() throws {
        guard case .notEnvelope(let mismatch) = try read(#"{"code": 200, "code": 301, "data": {"id": 1}}"#).verdict
        else { return XCTFail() }
        XCTAssertTrue(mismatch.isRepeated)
        guard case .notEnvelope = try read(#"{"code": 301, "msg": "a", "message": "b", "message": "c"}"#).verdict
        else { return XCTFail("a repeated fallback message is watched too") }
    }

    func testTheFirstMessageThatIsTextIsTheMessage() throws {
        XCTAssertEqual(try read(#"{"code": 400, "message": "bad id"}"#).message, "bad id")
        XCTAssertEqual(try read(#"{"code": 400, "msg": null, "message": "bad id"}"#).message, "bad id")
        XCTAssertEqual(try read(#"{"code": 400, "msg": 5, "message": "bad id"}"#).message, "bad id")
        XCTAssertEqual(try read(#"{"code": 400, "msg": "first", "message": "second"}"#).message, "first")
        XCTAssertNil(try read(#"{"code": 400}"#).message)
    }

    func testThePayloadLeavesOutEveryCodeField() throws {
        let payload = EnvelopeReading.payload(in: try JSONValue.parse(#"{"data": {"code": 200, "id": 1}}"#), tune)
        XCTAssertEqual(payload, try JSONValue.parse(#"{"id": 1}"#))
        XCTAssertEqual(tune.ownFields.map(\.description), ["data.code", "msg", "code", "message"])
    }
}
