import Contract
import WireVocabulary
import XCTest

@testable import ContractDraft

/// A schema's scalar and the JSON forms it admits: one `type` (with `date-time` and `uri` formats), or the
/// `oneOf`/`anyOf` of forms the export writes for `wire:` read back into the type they suggest (booleans from bits
/// and words, numbers from numeric text, text beside numbers, ids kept raw, epoch clocks). One rule per test.
final class WireFormReadingTests: XCTestCase {
    /// The scalar `schema` (a flow mapping) reads as, `$ref`s resolved against `components`.
    private func scalar(_ schema: String, components: String = "{}") throws -> WireFormReading.Scalar? {
        let document = try InputFixtures.document(
            "openapi: 3.0.1\ncomponents: { schemas: \(components) }\nx-test: \(schema)\n")
        return WireFormReading.scalar(try XCTUnwrap(document.root["x-test"]), document: document)
    }

    private func assertScalar(
        _ schema: String, _ type: ScalarType, _ wire: [WireForm], components: String = "{}",
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let read = try XCTUnwrap(try scalar(schema, components: components), schema, file: file, line: line)
        XCTAssertEqual(read.type, type, schema, file: file, line: line)
        XCTAssertEqual(read.wire, wire, schema, file: file, line: line)
        XCTAssertFalse(read.acceptsAnyText, schema, file: file, line: line)
    }

    func testOneTypeIsItsScalarWithNoWireForms() throws {
        try assertScalar("{ type: integer, format: int64 }", .int, [])
        try assertScalar("{ type: number }", .double, [])
        try assertScalar("{ type: boolean }", .bool, [])
        try assertScalar("{ type: string }", .string, [])
        try assertScalar("{ type: [integer, 'null'] }", .int, [])
    }

    func testTextFormatsAreDatesAndURLsAndOtherFormatsText() throws {
        try assertScalar("{ type: string, format: date-time }", .dateTime, [])
        try assertScalar("{ type: string, format: uri }", .url, [])
        try assertScalar("{ type: string, format: url }", .url, [])
        try assertScalar("{ type: string, format: email }", .string, [])
    }

    func testALoneEnumIsNoScalar() throws {
        XCTAssertNil(try scalar("{ type: string, enum: ['0', '1'] }"))
        XCTAssertNil(try scalar("{ type: integer, enum: [0, 1] }"))
    }

    func testSchemasThatAreNoScalarAreNone() throws {
        XCTAssertNil(try scalar("{ type: object }"))
        XCTAssertNil(try scalar("{ }"))
        XCTAssertNil(try scalar("{ oneOf: [ { type: integer }, { type: object } ] }"), "every form must be a scalar's")
    }

    func testAnIntegerOrNumericTextIsAnIntOfBothForms() throws {
        try assertScalar(
            "{ oneOf: [ { type: integer }, { type: string, pattern: '^-?[0-9]+$' } ] }", .int, [.int, .numericString])
        try assertScalar(
            "{ anyOf: [ { type: string, pattern: '^-?[0-9]+$' }, { type: integer } ] }", .int, [.numericString, .int])
    }

    func testAlternativesAreReadThroughTheirReferences() throws {
        try assertScalar(
            "{ oneOf: [ { $ref: '#/components/schemas/Int' }, { type: string, pattern: '^-?[0-9]+$' } ] }", .int,
            [.int, .numericString], components: "{ Int: { type: integer } }")
    }

    func testANumberOrDecimalTextIsADoubleOfEveryNumericForm() throws {
        try assertScalar(
            "{ oneOf: [ { type: number }, { type: string, pattern: '^-?[0-9]+$' } ] }", .double,
            [.double, .int, .numericString])
        try assertScalar(
            "{ oneOf: [ { type: number }, { type: string, pattern: '^-?[0-9]+(\\.[0-9]+)?$' } ] }", .double,
            [.double, .int, .numericString])
    }

    func testBooleanFormsAreABoolOfTheirWireForms() throws {
        try assertScalar("{ oneOf: [ { type: boolean }, { type: integer, enum: [0, 1] } ] }", .bool, [.bool, .int])
        try assertScalar(
            "{ oneOf: [ { type: boolean }, { type: string, enum: ['true', 'false', '0', '1'] } ] }", .bool,
            [.bool, .string])
        try assertScalar(
            "{ oneOf: [ { type: boolean }, { type: string, enum: ['0', '1'] } ] }", .bool, [.bool, .string])
        XCTAssertNil(
            try scalar("{ oneOf: [ { type: boolean }, { type: string, enum: [yes, no] } ] }"),
            "other words are no boolean form")
    }

    func testAnyTextBesideNumbersIsTextOfEveryForm() throws {
        try assertScalar("{ oneOf: [ { type: string }, { type: integer } ] }", .string, [.string, .int])
        try assertScalar(
            "{ oneOf: [ { type: string }, { type: number }, { type: string, pattern: '^-?[0-9]+$' } ] }", .string,
            [.string, .double, .numericString])
    }

    func testAFormattedTextBesideNumbersIsTextOfEveryForm() throws {
        try assertScalar(
            "{ oneOf: [ { type: string, format: date-time }, { type: integer } ] }", .string, [.string, .int])
    }

    func testAnIntKeptRawAcceptsAnyText() throws {
        let read = try XCTUnwrap(
            try scalar("{ oneOf: [ { type: integer }, { type: string } ], x-zing-invalid: keepRaw }"))
        XCTAssertEqual(read.type, .int)
        XCTAssertEqual(read.wire, [.int, .numericString])
        XCTAssertTrue(read.acceptsAnyText)
        let text = try XCTUnwrap(
            try scalar(
                "{ oneOf: [ { type: string, pattern: '^-?[0-9]+$' }, { type: string } ], x-zing-invalid: keepRaw }"))
        XCTAssertEqual(text.wire, [.numericString])
        XCTAssertTrue(text.acceptsAnyText)
        XCTAssertFalse(try XCTUnwrap(try scalar("{ oneOf: [ { type: integer }, { type: string } ] }")).acceptsAnyText)
    }

    func testAnEpochClockIsItsTypeOverTheNumber() throws {
        try assertScalar("{ type: integer, x-zing-type: unixSeconds }", .unixSeconds, [])
        try assertScalar("{ type: integer, x-zing-type: unixMillis }", .unixMillis, [])
        try assertScalar("{ type: number, x-zing-type: unixSeconds }", .unixSeconds, [])
        try assertScalar("{ type: integer, x-zing-type: calendar }", .int, [])
    }
}
