@_spi(Generated) import APIRuntime
import Foundation
import XCTest

/// `wire: [list, single]`: a list, or one element alone read as a one-item list (COS `allowPrefix`).
final class ListOrSingleDecodingTests: XCTestCase {
    private struct Prefixes: Decodable {
        var required: [String]
        var optional: [String]?

        enum CodingKeys: String, CodingKey { case required, optional }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            required = try container.decodeListOrSingle([String].self, forKey: .required)
            optional = try container.decodeListOrSingleIfPresent([String].self, forKey: .optional)
        }
    }

    private func decode(_ json: String) throws -> Prefixes {
        try JSONDecoder().decode(Prefixes.self, from: Data(json.utf8))
    }

    func testAListIsReadAsItIs() throws {
        let value = try decode(#"{"required": ["a/", "b/"], "optional": []}"#)
        XCTAssertEqual(value.required, ["a/", "b/"])
        XCTAssertEqual(value.optional, [])
    }

    func testOneElementAloneIsAOneItemList() throws {
        let value = try decode(#"{"required": "a/", "optional": "b/"}"#)
        XCTAssertEqual(value.required, ["a/"])
        XCTAssertEqual(value.optional, ["b/"])
    }

    func testAbsentOrNullIsNilWhenOptional() throws {
        XCTAssertNil(try decode(#"{"required": "a/"}"#).optional)
        XCTAssertNil(try decode(#"{"required": "a/", "optional": null}"#).optional)
    }

    func testWrongElementsStillFail() {
        XCTAssertThrowsError(try decode(#"{"required": 1}"#), "a number is no string")
        XCTAssertThrowsError(try decode(#"{"required": ["a/", 2]}"#), "a bad element fails the list")
        XCTAssertThrowsError(try decode(#"{"required": {"a": 1}}"#), "an object is no string")
        XCTAssertThrowsError(try decode(#"{"optional": "a/"}"#), "a missing required key")
        XCTAssertThrowsError(try decode(#"{"required": null}"#), "null where a list is required")
    }
}
