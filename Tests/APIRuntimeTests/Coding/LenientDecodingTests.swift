@_spi(Generated) import APIRuntime
import Foundation
import XCTest

final class LenientDecodingTests: XCTestCase {
    private typealias H = LenientHarness
    private static let intOrNumeric: WireForms = [.int, .numericString]

    private func int(_ json: String?, _ forms: WireForms = intOrNumeric) throws -> Int {
        try H.keyed(json) { try $0.decodeLenient(Int.self, forKey: .v, accepting: forms) }
    }

    private func optionalInt(_ json: String?, _ forms: WireForms = intOrNumeric) throws -> Int? {
        try H.keyed(json) { try $0.decodeLenientIfPresent(Int.self, forKey: .v, accepting: forms) }
    }

    func testIntAcceptsNumberAndNumericString() throws {
        XCTAssertEqual(try int("1"), 1)
        XCTAssertEqual(try int("\"1\""), 1)
        XCTAssertEqual(try int("\"-3\""), -3)
        XCTAssertEqual(try int("\"007\""), 7)
        XCTAssertEqual(try int("\"-9223372036854775808\""), Int.min)
        XCTAssertEqual(try int("\"9223372036854775807\""), Int.max)
        XCTAssertEqual(try optionalInt("\"42\""), 42)
    }

    func testIntRejectsOtherFormsWithClearMessage() {
        let expected = "expected an integer or a numeric string, found"
        assertCorrupted("\(expected) \"abc\"") { try int("\"abc\"") }
        assertCorrupted("\(expected) 1.5") { try int("1.5") }
        assertCorrupted("\(expected) true") { try int("true") }
        assertCorrupted("\(expected) an object or array") { try int("[1]") }
        assertCorrupted("\(expected) \"\"") { try int("\"\"") }
        assertCorrupted("\(expected) \"+1\"") { try int("\"+1\"") }
        assertCorrupted("\(expected) \" 1\"") { try int("\" 1\"") }
        assertCorrupted("\(expected) \"1 \"") { try int("\"1 \"") }
        assertCorrupted("\(expected) \"-\"") { try int("\"-\"") }
        assertCorrupted("\(expected) \"1e3\"") { try int("\"1e3\"") }
        assertCorrupted("\(expected) \"abc\"") { try optionalInt("\"abc\"") }
    }

    func testIntOverflow() {
        let expected = "expected an integer or a numeric string, found"
        assertCorrupted("\(expected) \"9223372036854775808\" (out of range for Int)") {
            try int("\"9223372036854775808\"")
        }
        assertCorrupted("\(expected) 1e+20 (out of range for Int)") { try int("100000000000000000000") }
    }

    func testNullAndAbsent() {
        XCTAssertThrowsError(try int("null")) { error in
            guard case DecodingError.valueNotFound = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try int(nil)) { error in
            guard case DecodingError.keyNotFound = error else { return XCTFail("\(error)") }
        }
        XCTAssertNil(try optionalInt("null"))
        XCTAssertNil(try optionalInt(nil))
        XCTAssertNil(try optionalInt(nil, [.numericString]))
        XCTAssertNil(try optionalInt("null", [.numericString]))
        XCTAssertThrowsError(try int(nil, [.numericString])) { error in
            guard case DecodingError.keyNotFound = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try int("null", [.bool])) { error in
            guard case DecodingError.valueNotFound = error else { return XCTFail("\(error)") }
        }
    }

    func testIntFormsAreRespected() {
        assertCorrupted("expected a numeric string, found 12") { try int("12", [.numericString]) }
        assertCorrupted("expected an integer, found \"12\"") { try int("\"12\"", [.int]) }
        XCTAssertEqual(try int("\"12\"", [.string]), 12)
        XCTAssertEqual(try int("true", [.int, .bool]), 1)
        XCTAssertEqual(try int("3.0", [.int]), 3)
        XCTAssertEqual(try int("5", []), 5, "an empty set means the native form")
        assertCorrupted("expected an integer, found \"5\"") { try int("\"5\"", []) }
    }

    func testErrorCarriesCodingPath() {
        struct Row: Decodable {
            let v: Int
            enum CodingKeys: String, CodingKey { case v }
            init(from decoder: any Decoder) throws {
                v = try decoder.container(keyedBy: CodingKeys.self)
                    .decodeLenient(Int.self, forKey: .v, accepting: [.int, .numericString])
            }
        }
        let json = #"[{"v":1},{"v":"2"},{"v":"x"}]"#
        XCTAssertThrowsError(try JSONDecoder().decode([Row].self, from: Data(json.utf8))) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["Index 2", "v"])
        }
    }

    func testInt64() throws {
        let forms: WireForms = [.int, .numericString]
        XCTAssertEqual(
            try H.keyed("\"9007199254740993\"") { try $0.decodeLenient(Int64.self, forKey: .v, accepting: forms) },
            9_007_199_254_740_993)
        XCTAssertEqual(
            try H.keyed("9007199254740993") { try $0.decodeLenient(Int64.self, forKey: .v, accepting: forms) },
            9_007_199_254_740_993)
        XCTAssertNil(try H.keyed(nil) { try $0.decodeLenientIfPresent(Int64.self, forKey: .v, accepting: forms) })
        assertCorrupted(
            "expected an integer or a numeric string, found \"9223372036854775808\" (out of range for Int64)"
        ) {
            try H.keyed("\"9223372036854775808\"") { try $0.decodeLenient(Int64.self, forKey: .v, accepting: forms) }
        }
    }

    private func double(_ json: String?, _ forms: WireForms) throws -> Double {
        try H.keyed(json) { try $0.decodeLenient(Double.self, forKey: .v, accepting: forms) }
    }

    func testDouble() throws {
        XCTAssertEqual(try double("1.5", [.double]), 1.5)
        XCTAssertEqual(try double("3", [.double]), 3)
        XCTAssertEqual(try double("\"1.5\"", [.double, .string]), 1.5)
        XCTAssertEqual(try double("\"-2e3\"", [.double, .string]), -2000)
        XCTAssertEqual(try double("\"12\"", [.numericString]), 12)
        XCTAssertEqual(try double("2", [.int]), 2)
        assertCorrupted("expected an integer, found 1.5") { try double("1.5", [.int]) }
        assertCorrupted("expected a number or a numeric string, found \"1.5\"") {
            try double("\"1.5\"", [.double, .numericString])
        }
        assertCorrupted("expected a number or a decimal string, found \"nan\"") {
            try double("\"nan\"", [.double, .string])
        }
        assertCorrupted("expected a number or a decimal string, found \"1.\"") {
            try double("\"1.\"", [.double, .string])
        }
        assertCorrupted("expected a number or a decimal string, found \"1e999\" (out of range for Double)") {
            try double("\"1e999\"", [.double, .string])
        }
        XCTAssertNil(
            try H.keyed("null") { try $0.decodeLenientIfPresent(Double.self, forKey: .v, accepting: [.double]) })
        XCTAssertEqual(
            try H.keyed("\"0.25\"") {
                try $0.decodeLenientIfPresent(Double.self, forKey: .v, accepting: [.double, .string])
            },
            0.25)
    }

    private func bool(_ json: String?, _ forms: WireForms) throws -> Bool {
        try H.keyed(json) { try $0.decodeLenient(Bool.self, forKey: .v, accepting: forms) }
    }

    func testBool() throws {
        XCTAssertEqual(try bool("true", [.bool]), true)
        XCTAssertEqual(try bool("false", [.bool, .int]), false)
        XCTAssertEqual(try bool("1", [.bool, .int]), true)
        XCTAssertEqual(try bool("0", [.bool, .int]), false)
        for (text, value) in [("true", true), ("false", false), ("1", true), ("0", false)] {
            XCTAssertEqual(try bool("\"\(text)\"", [.bool, .int, .string]), value, text)
        }
        XCTAssertEqual(try bool("\"1\"", [.numericString]), true)
        assertCorrupted("expected a boolean or 0/1, found 2") { try bool("2", [.bool, .int]) }
        assertCorrupted("expected a boolean, found 1") { try bool("1", [.bool]) }
        assertCorrupted("expected a boolean, \"true\"/\"false\"/\"0\"/\"1\" or 0/1, found \"yes\"") {
            try bool("\"yes\"", [.bool, .int, .string])
        }
        assertCorrupted("expected \"0\"/\"1\", found \"true\"") { try bool("\"true\"", [.numericString]) }
        XCTAssertNil(
            try H.keyed(nil) { try $0.decodeLenientIfPresent(Bool.self, forKey: .v, accepting: [.bool, .int]) })
        XCTAssertEqual(
            try H.keyed("1") { try $0.decodeLenientIfPresent(Bool.self, forKey: .v, accepting: [.bool, .int]) }, true)
    }

    private func string(_ json: String?, _ forms: WireForms) throws -> String {
        try H.keyed(json) { try $0.decodeLenient(String.self, forKey: .v, accepting: forms) }
    }

    func testString() throws {
        XCTAssertEqual(try string("\"abc\"", [.string]), "abc")
        XCTAssertEqual(try string("1234", [.string, .int]), "1234")
        XCTAssertEqual(try string("-7", [.string, .int]), "-7")
        XCTAssertEqual(try string("1.5", [.string, .double]), "1.5")
        XCTAssertEqual(try string("2.0", [.string, .double]), "2")
        XCTAssertEqual(try string("true", [.string, .bool]), "true")
        XCTAssertEqual(try string("\"0012\"", [.numericString, .int]), "0012")
        assertCorrupted("expected an integer or a numeric string, found \"12a\"") {
            try string("\"12a\"", [.numericString, .int])
        }
        assertCorrupted("expected a string, found 1") { try string("1", [.string]) }
        assertCorrupted("expected a string or an integer, found 1.5") { try string("1.5", [.string, .int]) }
        XCTAssertNil(
            try H.keyed("null") { try $0.decodeLenientIfPresent(String.self, forKey: .v, accepting: [.string, .int]) })
        XCTAssertEqual(
            try H.keyed("5") { try $0.decodeLenientIfPresent(String.self, forKey: .v, accepting: [.string, .int]) }, "5"
        )
        XCTAssertEqual(
            try H.keyed("\"77\"") {
                try $0.decodeLenientIfPresent(String.self, forKey: .v, accepting: [.numericString])
            },
            "77")
    }

    /// The contract's words are the generated code's: one vocabulary, the scalar forms each one bit.
    func testWireFormsAreTheContractsWords() {
        XCTAssertEqual(WireForm.scalarForms.map(\.rawValue), ["string", "int", "numericString", "double", "bool"])
        XCTAssertEqual(WireForm.scalarForms.map { WireForms($0).rawValue }, [1, 2, 4, 8, 16])
        XCTAssertEqual(WireForms([.int, .bool]).forms, [.int, .bool])
    }
}

/// Kept-raw ids that usually arrive as numbers try the number first: the order changes the cost, never the result.
final class NumbersFirstDecodingTests: XCTestCase {
    private typealias H = LenientHarness
    private static let raw: WireForms = [.string, .int]

    private func outcome(_ json: String?, numbersFirst: Bool?, optional: Bool) -> String {
        do {
            let value: String? = try H.keyed(json) { container in
                switch (numbersFirst, optional) {
                case (nil, false): try container.decodeLenient(String.self, forKey: .v, accepting: Self.raw)
                case (nil, true): try container.decodeLenientIfPresent(String.self, forKey: .v, accepting: Self.raw)
                case (let first?, false):
                    try container.decodeLenient(String.self, forKey: .v, accepting: Self.raw, numbersFirst: first)
                case (let first?, true):
                    try container.decodeLenientIfPresent(
                        String.self, forKey: .v, accepting: Self.raw, numbersFirst: first)
                }
            }
            return value.map { "value \($0)" } ?? "nil"
        } catch let DecodingError.keyNotFound(key, _) {
            return "keyNotFound \(key.stringValue)"
        } catch DecodingError.valueNotFound {
            return "valueNotFound"
        } catch let DecodingError.dataCorrupted(context) {
            return "dataCorrupted \(context.debugDescription)"
        } catch {
            return "other \(error)"
        }
    }

    func testEveryFormDecodesAsWithoutTheHint() {
        let inputs: [String?] = [
            "1234", "\"1234\"", "\"abc\"", "-7", "9223372036854775807", "100000000000000000000", "1.5", "true",
            "null", "[1]", "{}", nil,
        ]
        for json in inputs {
            for optional in [false, true] {
                let plain = outcome(json, numbersFirst: nil, optional: optional)
                XCTAssertEqual(outcome(json, numbersFirst: true, optional: optional), plain, "\(json ?? "absent")")
                XCTAssertEqual(outcome(json, numbersFirst: false, optional: optional), plain, "\(json ?? "absent")")
            }
        }
        XCTAssertEqual(outcome("1234", numbersFirst: true, optional: false), "value 1234")
        XCTAssertEqual(outcome("\"0042\"", numbersFirst: true, optional: true), "value 0042")
        XCTAssertEqual(outcome(nil, numbersFirst: true, optional: true), "nil")
    }
}
