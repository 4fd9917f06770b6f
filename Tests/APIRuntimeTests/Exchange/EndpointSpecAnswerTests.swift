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

    /// The facts sit behind one shared reference; a copy is still a value: changing it leaves the original as it
    /// was, and equality and hashing follow the facts, not the reference.
    func testACopyChangedLeavesTheOriginalAndEqualityFollowsTheFacts() {
        let original = Self.spec(envelope: PlainContract.envelope)
        var changed = original
        XCTAssertEqual(changed, original)
        changed.name = "write"
        changed.method = .post
        changed.path = "/write"
        changed.carriesToken = true
        changed.sendsTenant = true
        changed.role = .login
        changed.retry = .idempotent
        changed.payload = .nothing
        changed.maxResponseBytes = 1_024
        changed.server = "files"
        changed.timeout = 20
        XCTAssertEqual(
            [original.name, original.method.rawValue, original.path], ["read", "GET", "/read"],
            "the original keeps its facts")
        XCTAssertEqual(
            [original.carriesToken, original.sendsTenant, original.retry == .idempotent], [false, false, false])
        XCTAssertEqual(original.role, .read)
        XCTAssertEqual(original.payload, .payloadField)
        XCTAssertNil(original.maxResponseBytes)
        XCTAssertNil(original.server)
        XCTAssertNil(original.timeout)
        XCTAssertEqual(
            [changed.name, changed.method.rawValue, changed.path, changed.server], ["write", "POST", "/write", "files"])
        XCTAssertEqual(changed.timeout, 20)
        XCTAssertEqual(changed.answer.payload, .nothing, "a changed placement is the answer's")
        XCTAssertNotEqual(changed, original)

        var same = changed
        same.name = "read"
        same.name = "write"
        XCTAssertEqual(same, changed, "equal facts in different storage are equal")
        XCTAssertEqual(Set([same, changed, original]).count, 2, "and hash alike")
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
