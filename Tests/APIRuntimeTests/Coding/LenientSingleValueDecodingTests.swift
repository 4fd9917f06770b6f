@_spi(Generated) import APIRuntime
import Foundation
import XCTest

final class LenientSingleValueDecodingTests: XCTestCase {
    private typealias H = LenientHarness

    /// An identifier type as generated code would write it.
    private struct TenantID: Decodable, Equatable {
        let rawValue: Int
        init(rawValue: Int) { self.rawValue = rawValue }
        init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decodeLenient(Int.self, accepting: [.int, .numericString])
        }
    }

    func testIdentifierFromNumberOrString() throws {
        let decoded = try JSONDecoder().decode([TenantID].self, from: Data(#"[1234, "1234"]"#.utf8))
        XCTAssertEqual(decoded, [TenantID(rawValue: 1234), TenantID(rawValue: 1234)])
        XCTAssertThrowsError(try JSONDecoder().decode([TenantID].self, from: Data(#"[1, "x"]"#.utf8))) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription, "expected an integer or a numeric string, found \"x\"")
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["Index 1"])
        }
    }

    func testAllTypes() throws {
        XCTAssertEqual(
            try H.single("\"-5\"") { try $0.decodeLenient(Int.self, accepting: [.int, .numericString]) }, -5)
        XCTAssertEqual(try H.single("\"5\"") { try $0.decodeLenient(Int64.self, accepting: [.numericString]) }, 5)
        XCTAssertEqual(
            try H.single("\"2.5\"") { try $0.decodeLenient(Double.self, accepting: [.double, .string]) }, 2.5)
        XCTAssertEqual(try H.single("0") { try $0.decodeLenient(Bool.self, accepting: [.bool, .int]) }, false)
        XCTAssertEqual(try H.single("12") { try $0.decodeLenient(String.self, accepting: [.string, .int]) }, "12")
        assertCorrupted("expected a boolean or 0/1, found \"no\"") {
            try H.single("\"no\"") { try $0.decodeLenient(Bool.self, accepting: [.bool, .int]) }
        }
    }

    func testNull() throws {
        XCTAssertNil(try H.single("null") { try $0.decodeLenientIfPresent(Int.self, accepting: [.int]) })
        XCTAssertNil(try H.single("null") { try $0.decodeLenientIfPresent(Int64.self, accepting: [.int]) })
        XCTAssertNil(try H.single("null") { try $0.decodeLenientIfPresent(Double.self, accepting: [.double]) })
        XCTAssertNil(try H.single("null") { try $0.decodeLenientIfPresent(Bool.self, accepting: [.bool]) })
        XCTAssertNil(try H.single("null") { try $0.decodeLenientIfPresent(String.self, accepting: [.string]) })
        XCTAssertEqual(
            try H.single("\"3\"") { try $0.decodeLenientIfPresent(Int.self, accepting: [.numericString]) }, 3)
        XCTAssertThrowsError(try H.single("null") { try $0.decodeLenient(Int.self, accepting: [.numericString]) }) {
            guard case DecodingError.valueNotFound = $0 else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try H.single("null") { try $0.decodeLenient(Bool.self, accepting: [.bool]) }) {
            guard case DecodingError.valueNotFound = $0 else { return XCTFail("\($0)") }
        }
    }
}
