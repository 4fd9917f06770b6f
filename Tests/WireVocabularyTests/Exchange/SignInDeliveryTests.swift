import TextFoundation
import XCTest

@testable import WireVocabulary

/// What the shared reading makes of a sign-in's answer by its delivery: the state in which it signs in (`when`), the
/// cookies read from `Set-Cookie` or from a payload field, and the payload fields it reads that a body repeats.
final class SignInDeliveryTests: XCTestCase {
    private static let session = CookieSession(cookies: [
        .init(name: "SESSDATA", isSecret: true), .init(name: "DedeUserID", isSecret: false),
    ])
    private static let envelope = EnvelopeFormat(
        style: .code, codeField: "code", messageField: "message", payloadField: "data", successCodes: [0])

    private func read(
        _ body: String, headers: [(name: String, value: String)] = [], delivery: SignInDelivery,
        rules: PayloadRules = PayloadRules()
    ) -> ExchangeOutcome<Void, Never> {
        let spec = AnswerSpec(
            envelope: Self.envelope, payload: .payloadField, payloadRules: rules, setsCookies: Self.session,
            signInDelivery: delivery)
        return ExchangeReading.read(
            status: 200, headers: headers, body: Array(body.utf8), sent: SentRequest(carriedCredentials: false),
            spec: spec, building: .envelopeOnly, accept: { _ in .success(()) })
    }

    private static let setCookies = [("Set-Cookie", "SESSDATA=s1; Path=/"), ("Set-Cookie", "DedeUserID=7")]
    private static let confirmed = SignInDelivery(when: PayloadTest(field: "state", in: [803]))

    func testAnAnswerWhereTheTestDoesNotHoldIsASuccessWithoutCookies() throws {
        let outcome = read(#"{"code": 0, "data": {"state": 801}}"#, headers: Self.setCookies, delivery: Self.confirmed)
        guard case .success(let success) = outcome else { return XCTFail("a waiting poll is a success: \(outcome)") }
        XCTAssertNil(success.cookies, "it does not sign in, whatever its headers")
    }

    func testTheSigningAnswerCapturesTheCookies() throws {
        let outcome = read(#"{"code": 0, "data": {"state": 803}}"#, headers: Self.setCookies, delivery: Self.confirmed)
        guard case .success(let success) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(success.cookies?.values, ["SESSDATA": "s1", "DedeUserID": "7"])
    }

    func testTheSigningAnswerWithoutItsCookiesIsUnmet() {
        let outcome = read(#"{"code": 0, "data": {"state": 803}}"#, delivery: Self.confirmed)
        guard case .failure(let failure) = outcome, case .unmet(let condition) = failure.reason else {
            return XCTFail("\(outcome)")
        }
        XCTAssertEqual(condition, "Set-Cookie SESSDATA")
    }

    func testCookiesInAFieldAreItsPairsTheLaterWinningAndAttributesPassedOver() throws {
        let delivery = SignInDelivery(from: .field("cookie"))
        let body = #"{"code": 0, "data": {"cookie": "SESSDATA=a; Path=/;;SESSDATA=b; Max-Age=9;;DedeUserID=7"}}"#
        guard case .success(let success) = read(body, delivery: delivery) else { return XCTFail() }
        XCTAssertEqual(success.cookies?.values, ["SESSDATA": "b", "DedeUserID": "7"])
    }

    func testAFieldThatIsMissingNoTextOrTooLongSetsNothing() {
        let delivery = SignInDelivery(from: .field("cookie"))
        let long = String(repeating: "x", count: SignInDelivery.maxFieldBytes)
        for body in [
            #"{"code": 0, "data": {}}"#, #"{"code": 0, "data": {"cookie": 5}}"#,
            #"{"code": 0, "data": {"cookie": "SESSDATA=a;;DedeUserID=7;\#(long)"}}"#,
            #"{"code": 0, "data": {"cookie": "SESSDATA=a"}}"#,
        ] {
            guard case .failure(let failure) = read(body, delivery: delivery),
                case .unmet(let condition) = failure.reason
            else { return XCTFail("no session in \(body.prefix(60))") }
            XCTAssertTrue(condition.hasPrefix("cookie sets "), condition)
        }
    }

    func testACookieValueThatCannotBeSentBackIsUnmet() {
        let delivery = SignInDelivery(from: .field("cookie"))
        guard
            case .failure(let failure) = read(
                #"{"code": 0, "data": {"cookie": "SESSDATA=a\r\nX: y;;DedeUserID=7"}}"#, delivery: delivery),
            case .unmet(let condition) = failure.reason
        else { return XCTFail() }
        XCTAssertEqual(condition, "cookie sets SESSDATA sendable")
    }

    func testAPayloadFieldTheReadingUsesWrittenTwiceIsNotTheEnvelope() {
        let cases: [(body: String, delivery: SignInDelivery)] = [
            (#"{"code": 0, "data": {"state": 801, "state": 803}}"#, Self.confirmed),
            (
                #"{"code": 0, "data": {"cookie": "SESSDATA=a;;DedeUserID=7", "cookie": "x"}}"#,
                SignInDelivery(from: .field("cookie"))
            ),
        ]
        for (body, delivery) in cases {
            let outcome = read(body, headers: Self.setCookies, delivery: delivery)
            guard case .failure(let failure) = outcome, case .notEnvelope(let mismatch) = failure.reason else {
                return XCTFail("\(body) read as \(outcome)")
            }
            XCTAssertTrue(mismatch.isRepeated)
        }
    }

    func testAPayloadRuleFieldWrittenTwiceIsNotTheEnvelopeEither() {
        let rules = PayloadRules(failures: [PayloadTest(field: "state", in: [86038])])
        let outcome = read(
            #"{"code": 0, "data": {"state": 86038, "state": 0}}"#, headers: Self.setCookies,
            delivery: SignInDelivery(), rules: rules)
        guard case .failure(let failure) = outcome, case .notEnvelope(let mismatch) = failure.reason else {
            return XCTFail("\(outcome)")
        }
        XCTAssertEqual(mismatch.field, FieldPath("data.state"))
    }
}
