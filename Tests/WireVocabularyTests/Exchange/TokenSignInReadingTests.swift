import TextFoundation
import XCTest

@testable import WireVocabulary

/// What the shared reading makes of a token sign-in's answer (`auth.token.setBy`): the token of the payload field its
/// delivery names, in the answers where its `when` holds; a signing answer without it, or with an empty one, is an unmet
/// success condition; a body that writes the field twice is not the envelope.
final class TokenSignInReadingTests: XCTestCase {
    private static let envelope = EnvelopeFormat(
        style: .code, codeField: "code", messageField: "msg", payloadField: "data", successCodes: [200])

    private func read(_ body: String, delivery: SignInDelivery) -> ExchangeOutcome<Void, Never> {
        let spec = AnswerSpec(
            envelope: Self.envelope, payload: .payloadField, issuesToken: true, signInDelivery: delivery)
        return ExchangeReading.read(
            status: 200, headers: [], body: Array(body.utf8), sent: SentRequest(carriedCredentials: false),
            spec: spec, building: .envelopeOnly, accept: { _ in .success(()) })
    }

    private static let field = SignInDelivery(from: .field("auth.token"))

    func testTheSigningAnswerHandsOutTheTokenOfItsField() {
        guard
            case .success(let success) = read(
                #"{"code": 200, "data": {"auth": {"token": "t-1"}}}"#, delivery: Self.field)
        else { return XCTFail("a sign-in with its token is a success") }
        XCTAssertEqual(success.token, "t-1")
        XCTAssertNil(success.cookies)
    }

    func testASigningAnswerWithoutATokenIsUnmet() {
        for body in [
            #"{"code": 200, "data": {}}"#, #"{"code": 200, "data": {"auth": {"token": ""}}}"#,
            #"{"code": 200, "data": {"auth": {"token": 7}}}"#, #"{"code": 200, "data": {"auth": {"token": null}}}"#,
        ] {
            guard case .failure(let failure) = read(body, delivery: Self.field),
                case .unmet(let condition) = failure.reason
            else { return XCTFail("no token in \(body)") }
            XCTAssertEqual(condition, "auth.token nonEmpty")
            XCTAssertTrue(failure.observation.conditionsFailed)
        }
    }

    func testAnAnswerWhereTheTestDoesNotHoldIsASuccessWithoutAToken() {
        let polled = SignInDelivery(from: .field("token"), when: PayloadTest(field: "state", in: [2]))
        guard case .success(let waiting) = read(#"{"code": 200, "data": {"state": 1}}"#, delivery: polled) else {
            return XCTFail("a waiting poll is a success")
        }
        XCTAssertNil(waiting.token)
        guard
            case .success(let signedIn) = read(
                #"{"code": 200, "data": {"state": 2, "token": "t-2"}}"#, delivery: polled)
        else { return XCTFail("the confirmed poll signs in") }
        XCTAssertEqual(signedIn.token, "t-2")
    }

    func testATokenFieldWrittenTwiceIsNotTheEnvelope() {
        let body = #"{"code": 200, "data": {"auth": {"token": "t-1", "token": "t-2"}}}"#
        guard case .failure(let failure) = read(body, delivery: Self.field), case .notEnvelope = failure.reason else {
            return XCTFail("which token a reader keeps is its own choice: no success")
        }
    }
}
