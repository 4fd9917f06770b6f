import Contract
import ContractFixtures
import WireVocabulary
import XCTest

@testable import ContractDraft

/// The envelope a draft picks fails closed: only what the capture shows as a success is a success, a code the
/// answers carry decides even when it repeats the HTTP status, and a capture of only successes still drafts.
final class EnvelopeInferenceTests: XCTestCase {
    private let base = "https://api.example.com"

    private func draft(_ entries: [CapturedEntry]) throws -> (Contract, String) {
        let harness = try DraftHarness()
        let rendered = harness.rendered(try harness.draft([("t.har", entries)]))
        return (try XCTUnwrap(rendered.lint.contract, rendered.text), rendered.text)
    }

    private func get(_ path: String, _ body: String, status: Int = 200) -> CapturedEntry {
        CapturedEntry(url: base + path, status: status, responseBody: body)
    }

    func testACaptureOfOnlyFlaggedSuccessesTakesThePayloadFromItsResultMember() throws {
        let success =
            #"{"success": true, "message": "", "code": 200, "result": {"id": "1"}, "timestamp": 1700000000000}"#
        let (contract, text) = try draft([get("/sys/user/1", success), get("/sys/user/2", success)])
        let envelope = try XCTUnwrap(contract.envelopes.first)
        XCTAssertEqual(envelope.style, .flag)
        XCTAssertEqual(envelope.payloadField, "result", text)
        XCTAssertEqual(contract.endpoints.first?.response.payload, .result)
    }

    /// A member named `""` names no envelope field (found by the draft fuzzer: it stopped the draft).
    func testAMemberWithAnEmptyNameIsNoEnvelopeField() throws {
        let success = #"{"success": true, "message": "", "code": 200, "": 1, "result": {"id": "1"}}"#
        let failure = #"{"success": false, "message": "bad", "": "", "code": 500, "result": null}"#
        let (contract, text) = try draft([get("/sys/user/1", success), get("/sys/user/2", failure)])
        let envelope = try XCTUnwrap(contract.envelopes.first, text)
        XCTAssertEqual(envelope.style, .flag)
        XCTAssertEqual(envelope.codeField, "code", text)
        XCTAssertEqual(envelope.messageField, "message", text)
    }

    /// A flag envelope without a payload field reads no payload (not the body, which lint refuses for the style): the
    /// data its successes carried is left out with a guess, and the draft lints clean (found by the draft fuzzer).
    func testAFlagEnvelopeWithoutAPayloadFieldDraftsNoPayload() throws {
        let success = #"{"success": true, "message": "", "resul.": {"id": "1", "name": "A"}, "timestamp": 1}"#
        let harness = try DraftHarness()
        let rendered = harness.rendered(
            try harness.draft([("t.har", [get("/sys/user/1", success), get("/sys/user/2", success)])]))
        XCTAssertFalse(rendered.lint.hasErrors, rendered.text)
        let contract = try XCTUnwrap(rendered.lint.contract, rendered.text)
        XCTAssertEqual(contract.envelopes.first?.style, .flag)
        XCTAssertNil(contract.envelopes.first?.payloadField, rendered.text)
        XCTAssertEqual(contract.endpoints.first?.response.payload, Endpoint.PayloadLocation.none, rendered.text)
        XCTAssertTrue(rendered.text.contains("no payload is drafted"), rendered.text)
    }

    func testACodeThatRepeatsTheStatusOnSuccessesStillDecides() throws {
        // Every captured answer was a success whose code echoed HTTP 200: a bare envelope would read a later
        // `{"code": 500, "msg": "…"}` at HTTP 200 as a success.
        let (contract, _) = try draft([
            get("/system/user/1", #"{"code": 200, "msg": "操作成功", "data": {"userId": 1}}"#),
            get("/system/user/2", #"{"code": 200, "msg": "操作成功", "data": {"userId": 2}}"#),
        ])
        let envelope = try XCTUnwrap(contract.envelopes.first)
        XCTAssertEqual(envelope.style, .code)
        XCTAssertEqual(envelope.successCodes, [.int(200)])
        let reading = EnvelopeReading.read(
            ["code": 500, "msg": "验证码错误"], envelope.format, httpStatus: 200)
        guard case .failure = reading.verdict else {
            return XCTFail("a 500 code at HTTP 200 must be a failure, not \(reading.verdict)")
        }
    }

    func testACodeOnlySeenWithAFailingStatusIsNoSuccessCodeThoughItCarriedData() throws {
        let (contract, _) = try draft([
            get("/login/qr/check?key=a", #"{"code": 200, "message": "ok", "data": {"cookie": "x"}}"#),
            get("/login/qr/check?key=b", #"{"code": 200, "message": "ok", "data": {"cookie": "y"}}"#),
            get("/captcha/verify?c=1", #"{"code": 503, "message": "验证码错误", "data": false}"#, status: 503),
        ])
        let envelope = try XCTUnwrap(contract.envelopes.first)
        XCTAssertEqual(envelope.style, .code)
        XCTAssertEqual(envelope.successCodes, [.int(200)], "503 came with HTTP 503: a failure")
    }

    func testACodeThatCameWithDataBesideTheUsualSuccessIsAFailure() throws {
        let (contract, text) = try draft([
            get("/user/profile", #"{"code": 0, "data": {"nickname": "kit"}}"#),
            get("/user/profile", #"{"code": 0, "data": {"nickname": "ann"}}"#),
            get("/user/profile", #"{"code": 401, "message": "sign in", "data": {"nickname": "kit"}}"#),
        ])
        let envelope = try XCTUnwrap(contract.envelopes.first)
        XCTAssertEqual(envelope.successCodes, [.int(0)])
        XCTAssertTrue(text.contains("401 came with data too and are taken for failures"), text)
    }

    func testWithoutAUsualSuccessCodeTheMostCommonOneIsTaken() throws {
        let (contract, _) = try draft([
            get("/a", #"{"ret": 1000, "data": {"n": 1}}"#), get("/b", #"{"ret": 1000, "data": {"n": 2}}"#),
            get("/c", #"{"ret": 1000, "data": {"n": 3}}"#), get("/d", #"{"ret": 3007, "data": {"n": 4}}"#),
        ])
        XCTAssertEqual(contract.envelopes.first?.successCodes, [.int(1000)])
    }

    /// Found by the draft fuzz target: one answer of four spelled its result member otherwise.
    func testAFlagEnvelopeTakesTheMostCarriedMemberAsItsPayloadWhenNoneHasFourFifths() throws {
        let success = #"{"success": true, "message": "", "code": 200, "result": {"id": "1"}}"#
        let (contract, text) = try draft([
            get("/sys/user/1", success), get("/sys/user/2", success), get("/sys/user/3", success),
            get("/sys/user/4", #"{"success": true, "message": "", "code": 200, "resudt": {"id": "4"}}"#),
        ])
        XCTAssertEqual(contract.envelopes.first?.payloadField, "result", text)
    }
}
