import XCTest
import YAMLNodes

final class CoreSchemaTests: XCTestCase {
    private func scalar(_ text: String) throws -> YAMLNode {
        try XCTUnwrap(YAMLLoader.load("v: \(text)\n")?["v"], text)
    }

    func testQuotedNumberStaysString() throws {
        let quoted = try scalar("\"1\"")
        XCTAssertNil(quoted.intValue)
        XCTAssertNil(quoted.doubleValue)
        XCTAssertEqual(quoted.stringValue, "1")
        let plain = try scalar("1")
        XCTAssertEqual(plain.intValue, 1)
        XCTAssertEqual(plain.stringValue, "1")
    }

    func testNullTable() throws {
        for text in ["~", "null", "Null", "NULL"] {
            XCTAssertTrue(try scalar(text).isNull, text)
            XCTAssertNil(try scalar(text).stringValue, text)
        }
        XCTAssertTrue(try XCTUnwrap(YAMLLoader.load("v:\n")?["v"]).isNull, "empty value")
        for text in ["nULL", "none", "''", "'~'", "\"null\"", "!!str null", "0"] {
            XCTAssertFalse(try scalar(text).isNull, text)
            XCTAssertNotNil(try scalar(text).stringValue, text)
        }
    }

    func testBoolTable() throws {
        for text in ["true", "True", "TRUE"] { XCTAssertEqual(try scalar(text).boolValue, true, text) }
        for text in ["false", "False", "FALSE"] { XCTAssertEqual(try scalar(text).boolValue, false, text) }
        // YAML 1.1 spellings and quoted forms are not booleans in the core schema.
        for text in ["yes", "no", "on", "off", "y", "tRUE", "'true'", "\"false\"", "!!str true"] {
            XCTAssertNil(try scalar(text).boolValue, text)
        }
    }

    func testIntTable() throws {
        let table: [(String, Int?)] = [
            ("0", 0), ("42", 42), ("-17", -17), ("+5", 5), ("007", 7),
            ("0o17", 15), ("0x1F", 31), ("0xff", 255),
            ("0o8", nil), ("0xG", nil), ("-0x1", nil), ("0b101", nil), ("1_000", nil),
            ("1.0", nil), ("", nil), ("+", nil), ("-a", nil), ("12a", nil), ("99999999999999999999", nil),
            ("'42'", nil), ("!!str 42", nil), ("! 42", nil),
        ]
        for (text, expected) in table {
            let node = text.isEmpty ? try XCTUnwrap(YAMLLoader.load("v:\n")?["v"]) : try scalar(text)
            XCTAssertEqual(node.intValue, expected, text)
        }
    }

    func testDoubleTable() throws {
        let table: [(String, Double?)] = [
            ("1.5", 1.5), ("-2.25", -2.25), ("+.5", 0.5), (".5", 0.5), ("1.", 1.0), ("1e3", 1000),
            ("-1.5E-2", -0.015), ("42", 42), ("0x10", 16), ("0o10", 8),
            (".inf", .infinity), ("-.Inf", -.infinity), ("+.INF", .infinity),
            (".", nil), ("1e", nil), ("e3", nil), ("1.2.3", nil), ("inf", nil), ("-.nan", nil),
            ("1,5", nil), ("'1.5'", nil),
        ]
        for (text, expected) in table {
            XCTAssertEqual(try scalar(text).doubleValue, expected, text)
        }
        for text in [".nan", ".NaN", ".NAN"] {
            XCTAssertEqual(try scalar(text).doubleValue?.isNaN, true, text)
        }
    }

    func testCollectionsDoNotResolve() throws {
        let root = try XCTUnwrap(YAMLLoader.load("[1]"))
        XCTAssertFalse(root.isNull)
        XCTAssertNil(root.intValue)
        XCTAssertNil(root.stringValue)
        XCTAssertNil(root.boolValue)
        XCTAssertNil(root.doubleValue)
    }

    func testBlockScalarsDoNotResolve() throws {
        let root = try XCTUnwrap(YAMLLoader.load("v: |-\n  12\n"))
        XCTAssertNil(root["v"]?.intValue)
        XCTAssertEqual(root["v"]?.stringValue, "12")
    }
}
