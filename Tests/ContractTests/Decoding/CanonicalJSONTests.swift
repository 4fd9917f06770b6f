import XCTest
import YAMLNodes

@testable import Contract

final class CanonicalJSONTests: XCTestCase {
    private func canonical(_ yaml: String) throws -> String? {
        let root = try XCTUnwrap(try YAMLLoader.load("value: \(yaml)"))
        return CanonicalJSON.text(for: try XCTUnwrap(root["value"]))
    }

    func testScalars() throws {
        XCTAssertEqual(try canonical("1"), "1")
        XCTAssertEqual(try canonical("-42"), "-42")
        XCTAssertEqual(try canonical("1.5"), "1.5")
        XCTAssertEqual(try canonical("true"), "true")
        XCTAssertEqual(try canonical("false"), "false")
        XCTAssertEqual(try canonical("null"), "null")
        XCTAssertEqual(try canonical("~"), "null")
        XCTAssertEqual(try canonical(""), "null")
    }

    func testQuotedScalarsAreStrings() throws {
        XCTAssertEqual(try canonical(#""1234""#), #""1234""#)
        XCTAssertEqual(try canonical("'true'"), #""true""#)
        XCTAssertEqual(try canonical("u-42"), #""u-42""#)
    }

    func testEscapes() throws {
        XCTAssertEqual(try canonical(#""a\"b\\c\nd\te\u0001""#), #""a\"b\\c\nd\te\u0001""#)
        XCTAssertEqual(try canonical("\"<平台 JWT>\""), "\"<平台 JWT>\"")
        XCTAssertEqual(try canonical(#""/""#), #""/""#, "a slash needs no escape")
    }

    func testCollections() throws {
        XCTAssertEqual(try canonical("[]"), "[]")
        XCTAssertEqual(try canonical(#"["note:add", 2, null]"#), #"["note:add",2,null]"#)
        XCTAssertEqual(try canonical("{ b: 1, a: [x] }"), #"{"a":["x"],"b":1}"#)
    }

    func testInfinityHasNoJSONForm() throws {
        XCTAssertNil(try canonical(".inf"))
        XCTAssertNil(try canonical("[1, .nan]"))
    }
}
