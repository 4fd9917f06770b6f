import Contract
import TextFoundation
import WireVocabulary
import XCTest

@testable import ContractDraft

/// A place's scalar type is the narrowest every value fits, with the wire forms the values arrived in; one rule per
/// test.
final class ScalarTypingTests: XCTestCase {
    private func typed(_ values: [JSONValue], name: String = "value") -> ScalarTyping.Typed? {
        var tally = ScalarTally()
        for value in values { tally.add(value) }
        return ScalarTyping.type(of: tally, name: name)
    }

    func testIntegersSomeAsTextAreAnIntWithBothForms() throws {
        let typed = try XCTUnwrap(typed([.int(1), .string("2")]))
        XCTAssertEqual(typed.type, .int)
        XCTAssertEqual(typed.wire, [.int, .numericString])
        XCTAssertEqual(typed.guesses.map(\.kind), [.wireForms])
    }

    func testZeroAndOneBesideBooleansAreABooleanThatArrivesAsBoth() throws {
        let typed = try XCTUnwrap(typed([.bool(true), .int(0), .int(1)]))
        XCTAssertEqual(typed.type, .bool)
        XCTAssertEqual(typed.wire, [.bool, .int])
    }

    func testABooleanBesideWordsHasNoOneType() {
        XCTAssertNil(typed([.bool(true), .string("maybe")]))
    }

    func testNumbersBesideWordsAreText() throws {
        let typed = try XCTUnwrap(typed([.int(3), .string("three")]))
        XCTAssertEqual(typed.type, .string)
        XCTAssertEqual(typed.wire, [.string, .int])
    }

    func testAValueAboveTwoToTheFiftyThirdIsAnInt64() throws {
        let typed = try XCTUnwrap(typed([.int(1), .int(1 << 54)]))
        XCTAssertEqual(typed.type, .int64)
        XCTAssertTrue(typed.guesses.contains { $0.kind == .int64Type })
    }

    func testUnixSecondsAndMillisecondsUnderADateNameAreDates() throws {
        XCTAssertEqual(try XCTUnwrap(typed([.int(1_764_000_000)], name: "expiresAt")).type, .unixSeconds)
        XCTAssertEqual(try XCTUnwrap(typed([.int(1_764_000_000_000)], name: "createTime")).type, .unixMillis)
        XCTAssertEqual(try XCTUnwrap(typed([.int(1_764_000_000)], name: "userCount")).type, .int, "not a date name")
    }

    func testISODateTimeTextIsADateTime() throws {
        let typed = try XCTUnwrap(typed([.string("2026-10-23T08:00:00Z"), .string("2026-10-24T09:30:00+08:00")]))
        XCTAssertEqual(typed.type, .dateTime)
        XCTAssertEqual(typed.guesses.map(\.kind), [.dateType])
    }

    func testFractionsAreADouble() throws {
        XCTAssertEqual(try XCTUnwrap(typed([.int(1), .double(1.5)])).type, .double)
    }

    func testDateNamesAreTheirWords() {
        for name in ["expiresAt", "createTime", "expired_time", "startDate", "ts"] {
            XCTAssertTrue(ScalarTyping.isDateName(name), name)
        }
        for name in ["status", "category", "attempts"] { XCTAssertFalse(ScalarTyping.isDateName(name), name) }
    }
}
