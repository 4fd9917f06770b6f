import TextFoundation
import XCTest

@testable import ContractDraft

/// How the scalars at one place of the bodies are counted by the forms that decide a field's type: integers within
/// and beyond 2^53, flags sent as 0 and 1, fractions, text of digits, of a decimal, of `true`/`false`, of a date-time
/// and any other text, the range of the integers, and two places' tallies added. One rule per test.
final class ScalarTallyTests: XCTestCase {
    private func tally(_ values: [JSONValue]) -> ScalarTally {
        var tally = ScalarTally()
        for value in values { tally.add(value) }
        return tally
    }

    func testIntegersUpTo2To53AreIntegersAndLargerOnesBig() {
        let exact = tally([.int(1 << 53), .int(-(1 << 53))])
        XCTAssertEqual(exact.integers, 2)
        XCTAssertEqual(exact.bigIntegers, 0)
        let big = tally([.int((1 << 53) + 1), .int(Int.min)])
        XCTAssertEqual(big.bigIntegers, 2)
        XCTAssertEqual(big.integers, 0)
        XCTAssertEqual(big.numbers, 2)
    }

    func testIntegersThatAreOnlyZeroAndOneAreBits() {
        XCTAssertTrue(tally([.int(0), .int(1), .int(1)]).integersAreBits)
        XCTAssertFalse(tally([.int(0), .int(2)]).integersAreBits)
        XCTAssertFalse(tally([.int(-1)]).integersAreBits)
        XCTAssertTrue(tally([.bool(true), .string("7")]).integersAreBits, "flags and numeric text do not count")
    }

    func testNumbersWithAFractionAreFractions() {
        let counted = tally([.double(1.5), .double(2)])
        XCTAssertEqual(counted.fractions, 2)
        XCTAssertEqual(counted.integers, 0)
        XCTAssertNil(counted.range, "fractions widen no integer range")
    }

    func testTextOfDigitsThatReadsBackTheSameIsNumericText() {
        let counted = tally(["1234", "-5", "-0"])
        XCTAssertEqual(counted.numericTexts, 3)
        XCTAssertEqual(counted.range, -5...1234)
        let other = tally(["007", "+5", "1e5", "99999999999999999999"])
        XCTAssertEqual(other.numericTexts, 0, "leading zeros, a plus sign, an exponent, beyond 64 bits")
        XCTAssertEqual(other.otherTexts, 4)
        XCTAssertNil(other.range)
    }

    func testTrueAndFalseAsTextAreFlagTextAndOtherSpellingsAreNot() {
        let counted = tally(["true", "false", "True", "yes"])
        XCTAssertEqual(counted.boolTexts, 2)
        XCTAssertEqual(counted.otherTexts, 2)
    }

    func testDigitsAroundOneDotAreDecimalText() {
        XCTAssertEqual(tally(["1.5", "-0.25", "10.00"]).decimalTexts, 3)
        let other = tally(["1.", ".5", "1.2.3", "-", "1,5", "１.５"])
        XCTAssertEqual(other.decimalTexts, 0)
        XCTAssertEqual(other.otherTexts, 6)
    }

    func testAnInternetDateTimeIsDateTextAndTheFirstIsKept() {
        let counted = tally(["2026-10-23T08:00:00Z", "2026-10-24T08:00:00.123+08:00"])
        XCTAssertEqual(counted.dateTexts, 2)
        XCTAssertEqual(counted.firstDate, "2026-10-23T08:00:00Z")
        let other = tally(["2026-10-23", "2026-02-30T08:00:00Z", "2026-10-23 08:00:00"])
        XCTAssertEqual(other.dateTexts, 0, "a day alone, no such day, a space for the T")
        XCTAssertNil(other.firstDate)
    }

    func testTheRangeSpansEveryIntegerAndNumericText() {
        XCTAssertEqual(tally([.int(5), "-3", .int(40), .bool(true)]).range, -3...40)
        XCTAssertNil(tally([.bool(false), "x"]).range)
    }

    func testNullListsAndObjectsAreNoScalars() {
        let counted = tally([.null, .array([.int(1)]), .object(JSONObject())])
        XCTAssertEqual(counted, ScalarTally())
        XCTAssertEqual(counted.count, 0)
    }

    func testCountsAddUpByForm() {
        let counted = tally([.bool(true), .int(1), .double(0.5), "1", "2.5", "true", "2026-10-23T08:00:00Z", "x"])
        XCTAssertEqual(counted.count, 8)
        XCTAssertEqual(counted.numbers, 2)
        XCTAssertEqual(counted.texts, 5)
    }

    func testTwoTalliesAddTheirCountsRangesAndBitsAndKeepTheLeftFirstDate() {
        let left = tally([.int(0), "2026-10-23T08:00:00Z"])
        let right = tally([.int(7), "2026-10-24T08:00:00Z", .bool(true)])
        let sum = left + right
        XCTAssertEqual(sum.integers, 2)
        XCTAssertEqual(sum.dateTexts, 2)
        XCTAssertEqual(sum.bools, 1)
        XCTAssertEqual(sum.range, 0...7)
        XCTAssertFalse(sum.integersAreBits, "one side's 7 is no bit")
        XCTAssertEqual(sum.firstDate, "2026-10-23T08:00:00Z")
        XCTAssertEqual((ScalarTally() + right).firstDate, "2026-10-24T08:00:00Z", "the right's when the left has none")
        XCTAssertEqual((left + ScalarTally()).range, 0...0)
    }
}
