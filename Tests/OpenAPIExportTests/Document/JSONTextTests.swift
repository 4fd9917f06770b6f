import XCTest

@testable import OpenAPIExport

final class JSONTextTests: XCTestCase {
    func testKeepsKeyOrderAndTellsNumbersApart() throws {
        let value = try XCTUnwrap(JSONText.parse(#"{ "z": 1, "a": 1.5, "m": [true, null, "x"], "big": 1e2 }"#))
        XCTAssertEqual(value.object?.members.map(\.key), ["z", "a", "m", "big"])
        XCTAssertEqual(value["z"], .int(1))
        XCTAssertEqual(value["a"], .double(1.5))
        XCTAssertEqual(value["big"], .double(100))
        XCTAssertEqual(value["m"], [true, .null, "x"])
    }

    func testEscapesAndSurrogatePairs() {
        XCTAssertEqual(JSONText.parse(#""a\"b\\c\/d\n\u00e9\ud83d\ude42""#), .string("a\"b\\c/d\né🙂"))
        XCTAssertNil(JSONText.parse(#""\ud83d""#), "a lone high surrogate")
        XCTAssertNil(JSONText.parse("\"raw\ncontrol\""), "control characters must be escaped")
    }

    func testRefusesWhatIsNotExactlyOneValue() {
        for text in [
            "", "{", "[1,]", "{\"a\" 1}", "01", "1.", "-", "+1", "tru", "{} {}", "<html></html>",
            "{ \"success\": true, \"result\": { \"id\": \"platf",
        ] {
            XCTAssertNil(JSONText.parse(text), text)
        }
    }

    func testNestingIsBounded() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertNil(JSONText.parse(deep))
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        XCTAssertNotNil(JSONText.parse(fine))
    }

    func testIntegersBeyondIntBecomeDoubles() {
        XCTAssertEqual(JSONText.parse("123456789012345678901234567890"), .double(1.2345678901234568e29))
    }
}
