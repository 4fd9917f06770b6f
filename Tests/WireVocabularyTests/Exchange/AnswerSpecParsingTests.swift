import TextFoundation
import XCTest

@testable import WireVocabulary

/// What a reading parses of an answer is worked out with the spec, once, and follows every change to it; an
/// envelope-only reading tells the caller where an unbuilt payload's text is, so the caller reads only those bytes.
final class AnswerSpecParsingTests: XCTestCase {
    private static let zing = EnvelopeFormat(
        style: .flag, successField: "success", codeField: "code", messageField: "message", payloadField: "result",
        successCodes: [0, 200])

    func testThePlanFollowsEveryChangeToTheSpec() {
        var spec = AnswerSpec(envelope: Self.zing, payload: .payloadField)
        XCTAssertEqual(spec.parsing.payloadPathsRead, [])
        spec.issuesToken = true
        spec.signInDelivery = SignInDelivery(from: .field("auth.token"))
        XCTAssertEqual(spec.parsing.payloadPathsRead, [["result", "auth", "token"]])
        XCTAssertTrue(spec.parsing.watchedPaths.contains(["result", "auth", "token"]))
        spec.payload = .body
        XCTAssertEqual(spec.parsing.payloadPathsRead, [["auth", "token"]], "a body payload's paths start at the body")
        spec.envelope = EnvelopeFormat(style: .none)
        let fresh = AnswerSpec(
            envelope: EnvelopeFormat(style: .none), payload: .body, issuesToken: true,
            signInDelivery: SignInDelivery(from: .field("auth.token")))
        XCTAssertEqual(spec.parsing, fresh.parsing, "a changed spec parses as one made so")
    }

    /// The payload's format and the envelope keys beside its fields are worked out with the plan, and are what their
    /// definitions say after any change: the envelope's own keys at the payload's depth, and the envelope without its
    /// payload field where the payload is the body.
    func testWhereThePayloadIsFollowsEveryChangeToTheSpec() {
        let weChat = EnvelopeFormat(style: .code, codeField: "errcode", messageField: "errmsg", successCodes: [0])
        var spec = AnswerSpec(envelope: Self.zing, payload: .payloadField)
        XCTAssertEqual(spec.envelopeKeysBesidePayload, [])
        XCTAssertEqual(spec.payloadFormat, Self.zing)
        spec.payload = .body
        XCTAssertNil(spec.payloadFormat.payloadField, "a body payload is not under the payload field")
        XCTAssertEqual(
            spec.envelopeKeysBesidePayload, ["success", "code", "message"],
            "a body payload sits among the envelope's keys")
        spec.envelope = weChat
        XCTAssertEqual(spec.payloadFormat, weChat)
        XCTAssertEqual(spec.envelopeKeysBesidePayload, ["errcode", "errmsg"], "WeChat's keys sit among the payload's")
        spec.envelope = Self.zing
        spec.payload = .payloadField
        XCTAssertEqual(spec.envelopeKeysBesidePayload, [], "a payload field holds none of the envelope's keys")
        spec.envelope = weChat
        spec.payload = .body
        let fresh = AnswerSpec(envelope: weChat, payload: .body)
        XCTAssertEqual(spec.parsing, fresh.parsing, "a changed spec finds its payload as one made so")
    }

    /// The envelope's keys a payload leaves out, worked out with the spec, find the same payload as the reading that
    /// works them out from the format: for every placement, with the envelope's keys beside the payload's fields or
    /// not, and after every change to the spec.
    func testThePayloadsOwnKeysPlannedFindThePayloadTheFormatFinds() throws {
        let weChat = EnvelopeFormat(style: .code, codeField: "errcode", messageField: "errmsg", successCodes: [0])
        let nested = EnvelopeFormat(
            style: .code, codeField: "Response.Error.Code", messageField: "Response.Error.Message",
            payloadField: "Response", successCodes: [0])
        let bodies = [
            #"{"success":true,"code":0,"message":"ok","result":{"id":7,"code":3,"name":"a"},"id":1}"#,
            #"{"errcode":0,"errmsg":"ok","openid":"o-1","result":[1,2]}"#,
            #"{"Response":{"Error":{"Code":0},"RequestId":"r-1","Items":[]},"success":true}"#,
            #"{"result":null}"#, #"[1,2]"#, #""text""#,
        ]
        var compared = 0
        var leftOut = 0
        for envelope in [Self.zing, weChat, nested, EnvelopeFormat(style: .none)] {
            for placement in PayloadPlacement.allCases {
                var spec = AnswerSpec(envelope: EnvelopeFormat(style: .none), payload: .body)
                spec.envelope = envelope
                spec.payload = placement
                for body in bodies {
                    let json = try JSONValue.parse(body)
                    let planned = EnvelopeReading.payload(
                        in: json, spec.payloadFormat, leaving: spec.parsing.payloadOwnKeys)
                    XCTAssertEqual(
                        planned, EnvelopeReading.payload(in: json, spec.payloadFormat), "\(placement) \(body)")
                    compared += 1
                    if let planned, planned != spec.payloadFormat.payloadField.flatMap({ $0.value(in: json) }) ?? json {
                        leftOut += 1
                    }
                }
            }
        }
        XCTAssertEqual(compared, 4 * PayloadPlacement.allCases.count * bodies.count)
        XCTAssertGreaterThan(leftOut, 0, "some payloads had envelope keys left out")
    }

    func testAnEnvelopeOnlyReadingSaysWhereThePayloadTextIs() throws {
        let body = #"{"success":true,"result": {"id":7,"name":"é"} ,"code":0}"#
        let found = try XCTUnwrap(readPayload(body, building: .envelopeOnly))
        let bytes = try XCTUnwrap(found.bytes)
        XCTAssertEqual(String(decoding: Array(body.utf8)[bytes], as: UTF8.self), #"{"id":7,"name":"é"}"#)
        XCTAssertNil(try readPayload(body, building: .whole)?.bytes, "a payload built whole is handed over as JSON")
    }

    func testAPayloadReadFromRepairedBytesHasNoPlaceInTheBody() throws {
        // A message that is no UTF-8 is read as U+FFFD: the offsets of the text parsed are not the body's.
        let body = Array(#"{"success":true,"message":""#.utf8) + [0xFF] + Array(#"","result":{"id":7}}"#.utf8)
        let found = try XCTUnwrap(readPayload(body, building: .envelopeOnly))
        XCTAssertNil(found.bytes)
    }

    private func readPayload(_ body: String, building: ExchangeReading.Building) throws -> FoundPayload? {
        try readPayload(Array(body.utf8), building: building)
    }

    private func readPayload(_ body: [UInt8], building: ExchangeReading.Building) throws -> FoundPayload? {
        var found: FoundPayload?
        let outcome: ExchangeOutcome<Void, Never> = ExchangeReading.read(
            status: 200, headers: [], body: body, sent: SentRequest(carriedCredentials: false),
            spec: AnswerSpec(envelope: Self.zing, payload: .payloadField), building: building
        ) { payload in
            found = payload
            return .success(())
        }
        guard case .success = outcome else {
            XCTFail("a success: \(outcome)")
            return nil
        }
        return found
    }
}
