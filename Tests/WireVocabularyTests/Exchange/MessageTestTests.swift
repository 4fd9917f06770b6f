import Foundation
@_spi(Generated) import WireVocabulary
import XCTest

/// The one reading of a rule's message test: equals, prefix, contains and `*` globs, at a cost hostile text cannot
/// raise, applied only to failures the envelope reported (a message test chooses among failures, never makes one).
final class MessageTestTests: XCTestCase {
    let lock = MessageTest.glob("密码输入错误*次，帐户锁定*分钟")

    func testEachComparison() {
        XCTAssertTrue(MessageTest.equals("验证码错误").holds(for: "验证码错误"))
        XCTAssertFalse(MessageTest.equals("验证码错误").holds(for: "验证码错误 "))
        XCTAssertTrue(MessageTest.equals("a", "验证码已失效").holds(for: "验证码已失效"), "any of the texts")
        XCTAssertTrue(MessageTest.prefix("用户已封禁").holds(for: "用户已封禁，请联系管理员"))
        XCTAssertFalse(MessageTest.prefix("用户已封禁").holds(for: "该用户已封禁"))
        XCTAssertTrue(MessageTest.contains("封禁").holds(for: "该用户已封禁"))
        XCTAssertFalse(MessageTest.contains("封禁").holds(for: "用户已删除"))
        XCTAssertTrue(MessageTest.contains("a*b").holds(for: "xa*by"), "a star is itself outside a glob")
        XCTAssertFalse(MessageTest.contains("a*b").holds(for: "xaqby"))
    }

    func testGlobStarsStandForAnyRunOfCharacters() {
        XCTAssertTrue(lock.holds(for: "密码输入错误5次，帐户锁定10分钟"))
        XCTAssertTrue(lock.holds(for: "密码输入错误次，帐户锁定分钟"), "a star may stand for nothing")
        XCTAssertFalse(lock.holds(for: "密码输入错误5次，帐户锁定10分钟。"), "the pattern is anchored at the end")
        XCTAssertFalse(lock.holds(for: "注意：密码输入错误5次，帐户锁定10分钟"), "and at the start")
        XCTAssertFalse(lock.holds(for: "用户不存在/密码错误"))
        XCTAssertTrue(MessageTest.glob("*错误*").holds(for: "验证码错误"))
        XCTAssertTrue(MessageTest.glob("a*a").holds(for: "aa"))
        XCTAssertFalse(MessageTest.glob("a*a").holds(for: "a"), "the start and the end do not overlap")
        XCTAssertTrue(MessageTest.glob("ab*ab*ab").holds(for: "ababab"))
        XCTAssertTrue(MessageTest.glob("*aab*").holds(for: "aaab"), "the search does not skip a start it passed")
        XCTAssertTrue(MessageTest.glob("x*abcabd*y").holds(for: "xabcabcabdy"))
        XCTAssertFalse(MessageTest.glob("x*abcabd*y").holds(for: "xabcabcabey"))
    }

    func testCharactersCompareAsSwiftStringsDo() {
        // "é" precomposed and as e + combining acute accent are the same text.
        XCTAssertTrue(MessageTest.equals("caf\u{E9}").holds(for: "cafe\u{301}"))
        XCTAssertTrue(MessageTest.glob("caf\u{E9}*").holds(for: "cafe\u{301} fermé"))
    }

    func testEveryMessageTests() {
        XCTAssertTrue(MessageTest.glob("**").holdsForEveryMessage)
        XCTAssertTrue(MessageTest.prefix("").holdsForEveryMessage)
        XCTAssertFalse(lock.holdsForEveryMessage)
        XCTAssertFalse(MessageTest.equals("").holdsForEveryMessage)
    }

    func testHostileTextCannotMakeATestSlow() {
        // A megabyte of near-misses for a pattern of many stars: linear, not exponential (a backtracking matcher
        // takes seconds here already).
        let text = String(repeating: "a", count: 1_000_000)
        let pattern = MessageTest.glob("*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b")
        let started = Date()
        XCTAssertFalse(pattern.holds(for: text))
        XCTAssertFalse(MessageTest.contains(String(repeating: "a", count: 2_000) + "b").holds(for: text))
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "linear in the message's length")
    }

    func testOnlyAFailureTheEnvelopeReportedHasAMessageToTest() {
        var observation = ExchangeObservation(
            httpStatus: 200, carriedCredentials: false, body: .envelope(success: false), failureCode: 500,
            message: "验证码错误", failureReported: true)
        let rule = RuleCondition(codes: [500], message: .equals("验证码错误"))
        XCTAssertTrue(rule.holds(for: observation))
        XCTAssertTrue(observation.hasMessage(.equals("验证码错误")))
        observation.message = "用户不存在/密码错误"
        XCTAssertFalse(rule.holds(for: observation), "another message: the rule does not choose this failure")
        observation.message = nil
        XCTAssertFalse(rule.holds(for: observation), "no message: no message test holds")
        // A success the endpoint's conditions refused carries its message too, but the envelope did not report it.
        let unmet = ExchangeObservation(
            httpStatus: 200, carriedCredentials: false, body: .envelope(success: true), message: "验证码错误",
            conditionsFailed: true)
        XCTAssertFalse(RuleCondition(message: .equals("验证码错误")).holds(for: unmet))
    }

    func testTheReadingMarksWhatTheEnvelopeReported() {
        let format = EnvelopeFormat(
            style: .code, codeField: "code", codeKind: .int, messageField: "msg", successCodes: [.int(200)])
        let spec = AnswerSpec(envelope: format, payload: .nothing)
        func observation(_ body: String, status: Int = 200) -> ExchangeObservation? {
            let outcome: ExchangeOutcome<Void, Never> = ExchangeReading.read(
                status: status, headers: [], body: Array(body.utf8), sent: SentRequest(carriedCredentials: false),
                spec: spec, accept: { _ in .success(()) })
            guard case .failure(let failure) = outcome else { return nil }
            return failure.observation
        }
        XCTAssertEqual(observation(#"{"code": 500, "msg": "验证码错误"}"#)?.failureReported, true)
        XCTAssertEqual(observation(#"{"code": 500, "msg": "验证码错误"}"#, status: 500)?.failureReported, true)
        XCTAssertEqual(observation(#"{"code": "x", "msg": "验证码错误"}"#)?.failureReported, false, "not the envelope")
        XCTAssertEqual(observation(#"{"code": 200, "msg": "验证码错误"}"#, status: 302)?.failureReported, false)
        XCTAssertNil(observation(#"{"code": 200, "msg": "验证码错误"}"#), "a success stays one")
    }
}
