import TextFoundation
import WireVocabulary
import XCTest

/// The lenient-reading table and its one interpreter: what each form admits for each target, and how it is worded.
final class WireReadingTests: XCTestCase {
    func testEveryScalarFormReadsEveryTargetAndNoListFormDoes() {
        for target in WireTarget.allCases {
            for form in WireForm.scalarForms {
                XCTAssertNotNil(WireReading.of(form, for: target), "\(form) for \(target)")
                XCTAssertNotNil(WireReading.phrase(form, for: target))
            }
            for form in WireForm.listForms { XCTAssertNil(WireReading.of(form, for: target)) }
        }
    }

    func testExpectationsNameTheTargetsOwnFormFirst() {
        XCTAssertEqual(
            WireReading.expectation([.numericString, .int], for: .integer), "an integer or a numeric string")
        XCTAssertEqual(WireReading.expectation([], for: .bool), "a boolean")
        XCTAssertEqual(WireReading.expectation([.int, .bool], for: .bool), "a boolean or 0/1")
        XCTAssertEqual(WireReading.expectation([.string, .numericString], for: .integer), "a numeric string")
        XCTAssertEqual(WireReading.expectation([.double, .string], for: .double), "a number or a decimal string")
    }

    func testReadingsOfEachTarget() {
        XCTAssertEqual(try LenientReading.integer("42", accepting: [.numericString], as: Int.self).get(), 42)
        XCTAssertEqual(try LenientReading.integer(.double(3), accepting: [.int], as: Int.self).get(), 3)
        XCTAssertEqual(
            LenientReading.integer("99999999999999999999", accepting: [.numericString], as: Int.self),
            .failure(
                WireMismatch(
                    message: #"expected a numeric string, found "99999999999999999999" (out of range for Int)"#)))
        XCTAssertEqual(try LenientReading.double("1.5", accepting: [.string]).get(), 1.5)
        XCTAssertEqual(try LenientReading.bool(.int(0), accepting: [.int]).get(), false)
        XCTAssertEqual(try LenientReading.bool("true", accepting: [.string]).get(), true)
        XCTAssertNil(try? LenientReading.bool("true", accepting: [.numericString]).get())
        XCTAssertEqual(try LenientReading.string(.double(2), accepting: [.double]).get(), "2")
        XCTAssertEqual(try LenientReading.string(.bool(true), accepting: [.bool]).get(), "true")
        XCTAssertNil(try? LenientReading.string("12a", accepting: [.numericString]).get())
    }

    /// What arrived is quoted with the JSON quoter, so a terminal escape in a server's value never prints raw.
    func testMismatchMessagesEscapeWhatArrived() {
        let message = LenientReading.string("\u{1B}[2J\u{202E}", accepting: [.int]).map { _ in "" }
        guard case .failure(let mismatch) = message else { return XCTFail("accepted") }
        XCTAssertEqual(mismatch.message, #"expected an integer, found "\u001B[2J\u202E""#)
    }
}
