import Foundation
import TestRandomness
import XCTest

@testable import Contract

final class JSONValueTests: XCTestCase {
    /// Plain scalars are read without `JSONSerialization`; on random short texts, whatever that reading accepts,
    /// `JSONSerialization` reads as the same value, and it accepts the plain forms examples use.
    func testPlainScalarsReadAsTheFullParserReadsThem() throws {
        let pieces = [
            "\"", "a", "中", "\\", "\n", "\t", "\u{7F}", "\u{2028}", "0", "1", "9", "-", "+", ".", "e", " ", "null",
            "true", "false", "{", "}", "[", "]", "12345678901234567",
        ]
        var generator = SeededRandom(seed: 8)
        var plain = 0
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 1..<6, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            guard let value = JSONValue.plainScalar(text) else { continue }
            plain += 1
            // The `Data` overload always goes through `JSONSerialization`.
            XCTAssertEqual(try JSONValue.parse(Data(text.utf8)), value, text.debugDescription)
        }
        XCTAssertGreaterThan(plain, 300, "too few random texts were plain scalars to compare")
        for text in ["1234", "-7", "0", "\"platform-user-1\"", "\"示例用户\"", "true", "false", "null", "\"\""] {
            XCTAssertNotNil(JSONValue.plainScalar(text), text)
        }
        for text in ["-0", "01", "1.5", "1e3", " 1", "\"a\\nb\"", "\"a\tb\"", "\"a", "nul", "1234567890123456789"] {
            XCTAssertNil(JSONValue.plainScalar(text), text)
        }
    }
}
