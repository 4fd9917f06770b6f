import XCTest

@testable import Contract

/// An endpoint's own `successCodes:` (a poll whose business code is its state) replace its envelope's for that
/// endpoint alone, in the shared reading every tool asks, and lint warns where they say nothing new.
final class EndpointSuccessCodesTests: XCTestCase {
    private static func text(pollCodes: String) -> String {
        """
        format: 1
        info: { title: T, module: TAPI, version: "1", date: 2026-01-01, generate: false, docs: [t.md] }
        enums:
          PollState: { type: int, cases: { waiting: 801, scanned: 802, signedIn: 803 } }
        models:
          Poll:
            fields:
              code: { type: PollState }
              message: { type: string, optional: true }
        envelopes:
          music: { style: code, code: code, message: message, successCodes: [200] }
        errorClasses:
          expired: { invalidatesSession: false, keepsCredentials: true, retryable: false }
          business: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { success: false, class: business }
          - { otherwise: true, class: business }
        endpoints:
          poll:
            method: GET
            path: /poll
            response: { envelope: music, payload: body, type: Poll, successCodes: \(pollCodes) }
            errors:
              - { code: 800, class: expired }
          profile:
            method: GET
            path: /profile
            response: { envelope: music, payload: none }
        """
    }

    private func contract(pollCodes: String = "[801, 802, 803]") throws -> Contract {
        let loaded = ContractLoader.load(text: Self.text(pollCodes: pollCodes), file: "t.yaml")
        return try XCTUnwrap(loaded.contract, loaded.diagnostics.map(\.description).joined(separator: "\n"))
    }

    private func meaning(_ body: String, of endpoint: String, in contract: Contract) throws -> AnswerMeaning {
        let endpoint = try XCTUnwrap(contract.endpoint(named: endpoint))
        return try XCTUnwrap(
            contract.meaning(ofAnswer: 200, body: Array(body.utf8), carriedCredentials: false, endpoint: endpoint))
    }

    func testThePollSucceedsOnItsOwnCodesAndNotOnTheEnvelopes() throws {
        let contract = try contract()
        for code in [801, 802, 803] {
            XCTAssertTrue(try meaning(#"{"code": \#(code), "message": "m"}"#, of: "poll", in: contract).isSuccess)
        }
        let envelopeSuccess = try meaning(#"{"code": 200}"#, of: "poll", in: contract)
        XCTAssertFalse(envelopeSuccess.isSuccess)
        XCTAssertEqual(envelopeSuccess.classification?.errorClass, "business")
        XCTAssertEqual(try meaning(#"{"code": 800}"#, of: "poll", in: contract).classification?.errorClass, "expired")
    }

    func testTheEnvelopesOtherEndpointsKeepItsCodes() throws {
        let contract = try contract()
        XCTAssertTrue(try meaning(#"{"code": 200}"#, of: "profile", in: contract).isSuccess)
        XCTAssertFalse(try meaning(#"{"code": 801}"#, of: "profile", in: contract).isSuccess)
        let profile = try XCTUnwrap(contract.endpoint(named: "profile"))
        XCTAssertEqual(contract.envelope(for: profile)?.successCodes, [200])
        let poll = try XCTUnwrap(contract.endpoint(named: "poll"))
        XCTAssertEqual(contract.envelope(for: poll)?.successCodes, [801, 802, 803])
    }

    func testThePayloadModelReadsTheCodeAndTheMessage() throws {
        let meaning = try meaning(#"{"code": 803, "message": "signed in"}"#, of: "poll", in: try contract())
        XCTAssertTrue(meaning.isSuccess)
        XCTAssertEqual(meaning.checkedPayload?.value, ["code": 803, "message": "signed in"])
    }

    func testTheEnvelopesOwnCodesAreWarnedOf() throws {
        let loaded = ContractLoader.load(text: Self.text(pollCodes: "[200]"), file: "t.yaml")
        let warnings = loaded.diagnostics.filter { $0.severity == .warning }.map(\.message)
        XCTAssertTrue(
            warnings.contains("the success codes of endpoint 'poll' are those of envelope 'music'"),
            warnings.joined(separator: "\n"))
    }
}
