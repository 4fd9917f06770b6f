import APIRuntime
import Foundation
import XCTest

/// Runs a lenient decode of key `v` (or of a single value) inside a real JSONDecoder.
enum LenientHarness {
    enum Key: String, CodingKey {
        case v
    }

    struct Operation: Sendable {
        let keyed: (@Sendable (KeyedDecodingContainer<Key>) throws -> any Sendable)?
        let single: (@Sendable (any SingleValueDecodingContainer) throws -> any Sendable)?
    }

    struct Capture: Decodable {
        static let operationKey = CodingUserInfoKey(rawValue: "lenient.operation")!
        let value: any Sendable

        init(from decoder: any Decoder) throws {
            let operation = decoder.userInfo[Self.operationKey] as! Operation
            if let keyed = operation.keyed {
                value = try keyed(decoder.container(keyedBy: Key.self))
            } else {
                value = try operation.single!(decoder.singleValueContainer())
            }
        }
    }

    /// Decodes `{"v": <json>}` (or `{}` when `json` is nil) with `body`.
    static func keyed<T: Sendable>(
        _ json: String?, _ body: @escaping @Sendable (KeyedDecodingContainer<Key>) throws -> T
    ) throws -> T {
        let decoder = JSONDecoder()
        decoder.userInfo[Capture.operationKey] = Operation(keyed: { try body($0) }, single: nil)
        let document = json.map { "{\"v\":\($0)}" } ?? "{}"
        return try decoder.decode(Capture.self, from: Data(document.utf8)).value as! T
    }

    /// Decodes the top-level value `json` with `body`.
    static func single<T: Sendable>(
        _ json: String, _ body: @escaping @Sendable (any SingleValueDecodingContainer) throws -> T
    ) throws -> T {
        let decoder = JSONDecoder()
        decoder.userInfo[Capture.operationKey] = Operation(keyed: nil, single: { try body($0) })
        return try decoder.decode(Capture.self, from: Data(json.utf8)).value as! T
    }
}

/// Asserts `body` throws `DecodingError.dataCorrupted` with exactly `message`.
func assertCorrupted<T>(
    _ message: String, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> T
) {
    do {
        let value = try body()
        XCTFail("expected dataCorrupted, got \(value)", file: file, line: line)
    } catch DecodingError.dataCorrupted(let context) {
        XCTAssertEqual(context.debugDescription, message, file: file, line: line)
    } catch {
        XCTFail("expected dataCorrupted, got \(error)", file: file, line: line)
    }
}
