import Foundation
import TextFoundation
import XCTest

/// The one JSON printer: layouts, key order, numbers, and that what it prints parses back as the same value.
final class JSONPrinterTests: XCTestCase {
    private let value: JSONValue = ["z": 1, "a": [true, .null, "x\n"], "m": ["k": 1.5], "e": [], "o": .object([:])]

    func testLayouts() {
        XCTAssertEqual(value.text(.compact), #"{"z":1,"a":[true,null,"x\n"],"m":{"k":1.5},"e":[],"o":{}}"#)
        XCTAssertEqual(value.text(.canonical), #"{"a":[true,null,"x\n"],"e":[],"m":{"k":1.5},"o":{},"z":1}"#)
        XCTAssertEqual(
            value.text(.indented),
            """
            {
              "z": 1,
              "a": [
                true,
                null,
                "x\\n"
              ],
              "m": {
                "k": 1.5
              },
              "e": [],
              "o": {}
            }
            """)
        XCTAssertEqual(value.text(.indentedSorted).split(separator: "\n").dropFirst().first, #"  "a": ["#)
    }

    func testNumbers() {
        XCTAssertEqual(JSONValue.double(1e-05).text(), "1.0e-05", "an exponent keeps a fraction, for YAML 1.1 readers")
        XCTAssertEqual(JSONValue.double(.infinity).text(), "null")
        XCTAssertEqual(JSONValue.int(-42).text(), "-42")
    }

    func testEveryLayoutParsesBackAsTheSameValue() throws {
        for layout in [JSONLayout.compact, .canonical, .indented, .indentedSorted] {
            XCTAssertEqual(try JSONValue.parse(value.text(layout)), value)
        }
    }

    /// Objects compare as JSON does, without order; the order is kept for printing.
    func testObjectsCompareWithoutOrderAndKeepTheirs() {
        let one: JSONValue = ["a": 1, "b": 2]
        let other: JSONValue = ["b": 2, "a": 1]
        XCTAssertEqual(one, other)
        XCTAssertEqual(one.hashValue, other.hashValue)
        XCTAssertNotEqual(one.text(), other.text())
        var object: JSONObject = ["a": 1, "b": 2, "c": 3]
        object["b"] = nil
        object["a"] = 9
        XCTAssertEqual(object.keys, ["a", "c"])
        XCTAssertEqual(object["c"], 3)
    }

    func testCodableKeepsEveryKind() throws {
        let data = try JSONEncoder().encode(value)
        XCTAssertEqual(try JSONDecoder().decode(JSONValue.self, from: data), value)
    }
}
