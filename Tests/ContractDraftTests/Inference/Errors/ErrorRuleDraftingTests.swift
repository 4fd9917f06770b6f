import Contract
import WireVocabulary
import XCTest

@testable import ContractDraft

/// The error rules and classes a draft writes: the family's usual ones every draft has (cancelled, transport faults,
/// redirects, 4xx, 5xx, no JSON, failed conditions, anything else), a 401 on a signed-in request where there is a
/// credential, the envelope's own failures where it decides in the body, and one rule with a placeholder class for
/// each code the failures carried that an envelope reads (told apart by message first, at most fifty). One rule per
/// test.
final class ErrorRuleDraftingTests: XCTestCase {
    private let bare = EnvelopeFormat(style: .none)
    private let coded = EnvelopeFormat(style: .code, codeField: "code", messageField: "msg", successCodes: [0])
    private let textCoded = EnvelopeFormat(style: .code, codeField: "code", codeKind: .string, successCodes: ["OK"])
    private let flaggedWithErrorCode = EnvelopeFormat(
        style: .flag, successField: "success", errorCodeField: "error", messageField: "message")

    private func drafted(
        _ codes: [ErrorRuleDrafting.SeenCode] = [], hasAuth: Bool = false, envelopes: [EnvelopeFormat]
    ) -> (classes: [ErrorClass], rules: [String], guesses: GuessBook) {
        var guesses = GuessBook()
        let (classes, rules) = ErrorRuleDrafting.draft(
            codes: codes, hasAuth: hasAuth, envelopes: envelopes, guesses: &guesses)
        return (classes, rules.map { "\($0.conditionsText) → \($0.errorClass)" }, guesses)
    }

    private func seen(
        _ code: BusinessCode, on endpoints: [String] = ["getUser"], count: Int = 1, message: String? = nil
    )
        -> ErrorRuleDrafting.SeenCode
    {
        ErrorRuleDrafting.SeenCode(code: code, endpoints: endpoints, count: count, message: message)
    }

    func testEveryDraftHasTheFamilysUsualRulesInOrder() {
        let (classes, rules, _) = drafted(envelopes: [bare])
        XCTAssertEqual(
            rules,
            [
                "transport: cancelled → cancelled",
                "transport: timeout, offline, cannotConnect, connectionLost, other → connectivity",
                "transport: responseTooLarge → invalidResponse",
                "http: 300..399 → invalidResponse",
                "http: 400..499 → requestRejected",
                "http: 500..599 → connectivity",
                "body: notJSON → connectivity",
                "conditions: failed → invalidResponse",
                "otherwise → invalidResponse",
            ])
        XCTAssertEqual(classes.map(\.name), ["cancelled", "connectivity", "requestRejected", "invalidResponse"])
        XCTAssertEqual(classes.map(\.isRetryable), [false, true, false, false], "only connectivity is retried")
        XCTAssertTrue(classes.allSatisfy { !$0.invalidatesSession && $0.keepsCredentials })
    }

    func testACredentialMakesA401OnASignedInRequestEndTheSession() throws {
        let (classes, rules, _) = drafted(hasAuth: true, envelopes: [bare])
        XCTAssertEqual(rules[4], "http: 401; when: authenticated → sessionExpired")
        let expired = try XCTUnwrap(classes.first { $0.name == "sessionExpired" })
        XCTAssertTrue(expired.invalidatesSession)
        XCTAssertFalse(expired.keepsCredentials)
        XCTAssertFalse(drafted(hasAuth: false, envelopes: [bare]).rules.contains { $0.contains("sessionExpired") })
    }

    func testAnEnvelopeThatDecidesInTheBodyAddsItsFailuresAndAnswersThatAreNoEnvelope() {
        let (classes, rules, _) = drafted(envelopes: [bare, coded])
        XCTAssertEqual(rules[4], "success: false → business")
        XCTAssertTrue(rules.contains("body: notEnvelope → invalidResponse"))
        XCTAssertTrue(classes.contains { $0.name == "business" })
        XCTAssertFalse(
            drafted(envelopes: [bare]).rules.contains { $0.contains("business") || $0.contains("notEnvelope") })
    }

    func testANumericCodeGetsItsRuleAndAPlaceholderClassBeforeTheEnvelopesOwn() throws {
        let code = seen(40001, on: ["getUser", "listUsers", "getDept", "getRole"], count: 5, message: "denied")
        let (classes, rules, guesses) = drafted([code], envelopes: [coded])
        XCTAssertEqual(Array(rules[4...5]), ["code: 40001 → code40001", "success: false → business"])
        let placeholder = try XCTUnwrap(classes.first { $0.name == "code40001" })
        XCTAssertEqual(
            placeholder.when, #"Business code 40001 (seen 5 times, on getUser, listUsers, getDept, …), e.g. "denied""#)
        XCTAssertEqual(placeholder.action, "Name this class for what the app does about it.")
        XCTAssertEqual(
            guesses.guesses(at: .errorClass("code40001")),
            [Guess(.errorClass, "a placeholder for code 40001: name it and set its flags")])
    }

    func testAPlaceholderClassSaysWhereTheCodeWasSeenAndItsMessageOnlyWhenThereIsOne() {
        let (classes, _, _) = drafted([seen(40001, on: ["getUser", "listUsers"], count: 2)], envelopes: [coded])
        XCTAssertEqual(
            classes.first { $0.name == "code40001" }?.when, "Business code 40001 (seen 2 times, on getUser, listUsers)")
    }

    func testACodeNoEnvelopeReadsGetsNoRule() {
        XCTAssertFalse(drafted([seen(40001)], envelopes: [bare]).rules.contains { $0.hasPrefix("code:") })
        XCTAssertFalse(
            drafted([seen("AuthFailure")], envelopes: [coded]).rules.contains { $0.hasPrefix("errorCode:") },
            "a numeric code field reads no text code")
        XCTAssertFalse(
            drafted([seen(40001)], envelopes: [textCoded]).rules.contains { $0.hasPrefix("code:") },
            "a text code field reads no number")
    }

    func testATextCodeGetsARuleWhereAnEnvelopeReadsText() {
        for envelope in [textCoded, flaggedWithErrorCode, EnvelopeFormat(style: .none, problemDetails: true)] {
            XCTAssertTrue(
                drafted([seen("AuthFailure")], envelopes: [envelope]).rules.contains(
                    "errorCode: AuthFailure → errorAuthFailure"), "\(envelope.style)")
        }
    }

    func testMessageTestsComeBeforeTheCodesRuleEachWithItsClass() throws {
        var code = seen(500, count: 3)
        code.messageTests = [.equals("验证码错误"), MessageTest(.prefix, ["密码输入错误"])]
        let (classes, rules, guesses) = drafted([code], envelopes: [coded])
        XCTAssertEqual(
            Array(rules[4...6]),
            [
                #"code: 500; message: equals "验证码错误" → code500Message1"#,
                #"code: 500; message: prefix "密码输入错误" → code500Message2"#,
                "code: 500 → code500",
            ])
        XCTAssertEqual(
            classes.filter { $0.name.hasPrefix("code500") }.map(\.name),
            ["code500Message1", "code500Message2", "code500"])
        XCTAssertEqual(guesses.guesses(at: .errorClass("code500Message2")).map(\.kind), [.errorClass])
    }

    func testPlaceholderClassesAreMadeUniqueByNumber() {
        let (_, rules, _) = drafted([seen("auth-failure"), seen("AuthFailure")], envelopes: [textCoded])
        XCTAssertTrue(rules.contains("errorCode: auth-failure → errorAuthFailure"), "\(rules)")
        XCTAssertTrue(rules.contains("errorCode: AuthFailure → errorAuthFailure2"), "\(rules)")
    }

    func testOnlyTheFirstFiftyCodesGetAClass() {
        let codes = (1...51).map { seen(.int(1000 + $0)) }
        let (classes, rules, _) = drafted(codes, envelopes: [coded])
        XCTAssertEqual(rules.filter { $0.hasPrefix("code:") }.count, ErrorRuleDrafting.codesRuled)
        XCTAssertFalse(classes.contains { $0.name == "code1051" }, "the 51st falls to `success: false`")
        XCTAssertTrue(classes.contains { $0.name == "code1050" })
    }

    func testPlaceholderNamesSayTheCode() {
        XCTAssertEqual(ErrorRuleDrafting.placeholderName(1001), "code1001")
        XCTAssertEqual(ErrorRuleDrafting.placeholderName(0), "code0")
        XCTAssertEqual(ErrorRuleDrafting.placeholderName(.int(-1)), "codeMinus1")
        XCTAssertEqual(ErrorRuleDrafting.placeholderName("AuthFailure.TokenFailure"), "errorAuthFailureTokenFailure")
        XCTAssertEqual(ErrorRuleDrafting.placeholderName("invalid_grant"), "errorInvalidGrant")
        XCTAssertEqual(ErrorRuleDrafting.placeholderName("错误"), "errorCode", "no ASCII word left")
    }
}
