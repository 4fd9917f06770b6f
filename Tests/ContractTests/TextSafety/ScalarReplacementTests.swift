import TestRandomness
import XCTest

@testable import Contract

final class ScalarReplacementTests: XCTestCase {
    /// On random text of one- to four-byte scalars, combining marks and controls, appending with replacements gives
    /// what replacing scalar by scalar gives, whether the text is a whole string or a slice of one.
    func testMatchesReplacingScalarByScalar() {
        let pieces = [
            "a", "\"", "\\", "\n", "\u{0}", "é", "\u{301}", "\u{85}", "中", "\u{202E}", "\u{2028}", "😀", "\u{E0001}",
        ]
        let replacement: (Unicode.Scalar) -> String? = { scalar in
            switch scalar.value {
            case 0x22, 0x5C, 0x0A, 0x00: "<\(scalar.value)>"
            case 0x85, 0x202E, 0x2028, 0xE0001: "[\(String(scalar.value, radix: 16))]"
            default: nil
            }
        }
        var generator = SeededRandom(seed: 5)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0..<12, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            let whole = "prefix:" + text + ":suffix"
            // Cut by scalars: by characters, a combining mark at the start would stay with the prefix.
            let slice = Substring(whole.unicodeScalars.dropFirst(7).dropLast(7))
            var expected = "start "
            for scalar in text.unicodeScalars {
                if let replaced = replacement(scalar) {
                    expected += replaced
                } else {
                    expected.unicodeScalars.append(scalar)
                }
            }
            var appended = "start "
            appended.append(Substring(text), replacingScalars: replacement)
            XCTAssertEqual(Array(appended.utf8), Array(expected.utf8), text.debugDescription)
            var fromSlice = "start "
            fromSlice.append(slice, replacingScalars: replacement)
            XCTAssertEqual(Array(fromSlice.utf8), Array(expected.utf8), text.debugDescription)
        }
    }
}
