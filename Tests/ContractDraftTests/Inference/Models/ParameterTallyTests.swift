import WireVocabulary
import XCTest

@testable import ContractDraft

/// What a query parameter's values say: a value the client computes per call (a clock, a nonce) and the text type
/// the values fit. One rule per test.
final class ParameterTallyTests: XCTestCase {
    private func tally(_ values: [String]) -> ParameterTally {
        var tally = ParameterTally()
        for value in values { tally.add(value) }
        return tally
    }

    func testMillisecondsThatNeverRepeatUnderAClockNameAreAClock() {
        XCTAssertEqual(tally(["1764000000001", "1764000000002"]).perCallGuess(named: "_t"), .unixMillis)
        XCTAssertEqual(tally(["1764000000", "1764000001"]).perCallGuess(named: "timestamp"), .unixSeconds)
    }

    func testAValueSeenTwiceOrOnceIsNoClock() {
        XCTAssertNil(tally(["1764000000001", "1764000000001"]).perCallGuess(named: "_t"), "the same value twice")
        XCTAssertNil(tally(["1764000000001"]).perCallGuess(named: "_t"), "one request shows no change")
        XCTAssertNil(tally(["1764000000001", "1764000000002"]).perCallGuess(named: "userId"), "not a clock's name")
    }

    func testNoncesOfOneLengthAndAlphabetAreRandom() {
        let guess = tally(["9f86d081884c7d65", "2c26b46b68ffc68f"]).perCallGuess(named: "nonce")
        XCTAssertEqual(guess, .random(.hex, length: 16))
        XCTAssertNil(tally(["9f86d081", "2c26b46b68ffc68f"]).perCallGuess(named: "nonce"), "two lengths")
    }

    func testARepeatedParameterIsNothingComputed() {
        var tally = tally(["1764000000001"])
        tally.add("1764000000002", again: true)
        XCTAssertNil(tally.perCallGuess(named: "_t"))
    }

    func testTheTextTypeIsTheNarrowestEveryValueFits() {
        XCTAssertEqual(tally(["1", "20"]).type, .int)
        XCTAssertEqual(tally(["true", "false"]).type, .bool)
        XCTAssertEqual(tally(["1.5", "2"]).type, .double)
        XCTAssertEqual(tally(["1", "admin"]).type, .string)
        XCTAssertEqual(ParameterTally().type, .string, "no value seen")
    }
}
