@_spi(Generated) import APIRuntime
import Foundation
import WireVocabulary
import XCTest

/// An operation's spec holds what its answers are, built once with the operation: where the payload is (by default the
/// envelope's payload field, or the body for an envelope without one) and what a sign-in's answer hands out. Every
/// answer is read by it alone, whichever entry point the call went through.
final class EndpointSpecAnswerTests: XCTestCase {
    private static func spec(
        envelope: EnvelopeFormat, payload: PayloadPlacement? = nil, issuesToken: Bool = false,
        signInDelivery: SignInDelivery = SignInDelivery()
    ) -> EndpointSpec {
        EndpointSpec(
            name: "read", method: .get, path: "/read", carriesToken: false, sendsTenant: false, role: .read,
            retry: .never, envelope: envelope, payload: payload, issuesToken: issuesToken,
            signInDelivery: signInDelivery)
    }

    func testThePayloadIsTheEnvelopesPayloadFieldOrTheBodyWhenItHasNone() {
        XCTAssertEqual(Self.spec(envelope: PlainContract.envelope).payload, .payloadField)
        XCTAssertEqual(Self.spec(envelope: EnvelopeFormat(style: .none)).payload, .body)
        XCTAssertEqual(Self.spec(envelope: PlainContract.envelope, payload: .nothing).payload, .nothing)
    }

    func testTheAnswerIsTheSpecsOwnFactsAndFollowsItsEnvelopeAndRules() {
        let delivery = SignInDelivery(from: .field("token"))
        var spec = Self.spec(envelope: PlainContract.envelope, issuesToken: true, signInDelivery: delivery)
        XCTAssertEqual(
            spec.answer,
            AnswerSpec(
                envelope: PlainContract.envelope, payload: .payloadField, issuesToken: true,
                signInDelivery: delivery))
        let rules = PayloadRules(conditions: [PayloadCondition(PayloadTest(field: "state", in: [1]))])
        spec.payloadRules = rules
        spec.envelope = EnvelopeFormat(style: .none)
        XCTAssertEqual(spec.answer.payloadRules, rules, "a changed rule list is the answer's")
        XCTAssertEqual(spec.answer.envelope, EnvelopeFormat(style: .none), "a changed envelope is the answer's")
    }

    func testTheBodyEntryPointReadsWhereTheSpecSaysAsThePayloadOneDoes() async throws {
        struct Entry: Decodable, Sendable, Equatable { var id: Int }
        let body = #"{"success": true, "result": {"id": 7}}"#
        let core = APIClientCore<PlainContract>.plain(StubTransport(status: 200, body: body))
        let prepared = try core.prepare(
            PlainContract.read, session: SessionHeaders(token: "t", tenant: nil), body: .none)
        let viaBody = try await core.callForBody(prepared, operation: PlainContract.read, payload: Entry.self)
        let viaPayload = try await core.callForPayload(prepared, operation: PlainContract.read, payload: Entry.self)
        XCTAssertEqual(viaBody, Entry(id: 7), "the spec says the payload field, so the body entry reads it there")
        XCTAssertEqual(viaBody, viaPayload)
    }
}
