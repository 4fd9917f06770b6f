import XCTest
import YAMLNodes

@testable import Contract

/// Which characters are unsafe, how they are named, and that no diagnostic prints one raw.
final class UnsafeCharactersTests: XCTestCase {
    func testBidirectionalControlsAreExactlyTheTrojanSourceSet() {
        let expected = Set<UInt32>([0x061C, 0x200E, 0x200F] + Array(0x202A...0x202E) + Array(0x2066...0x2069))
        let found = Set(
            (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(UnsafeCharacters.isBidirectionalControl)
                .map(\.value))
        XCTAssertEqual(found, expected)
    }

    func testControlsAreC0DeleteC1AndTheSeparators() {
        for value: UInt32 in [0x00, 0x09, 0x0A, 0x0D, 0x1F, 0x7F, 0x80, 0x85, 0x9F, 0x2028, 0x2029] {
            XCTAssertTrue(UnsafeCharacters.isControl(Unicode.Scalar(value)!), "U+\(String(value, radix: 16))")
        }
        for value: UInt32 in [0x20, 0x7E, 0xA0, 0x4E2D, 0x202F, 0xFEFF, 0x1F600] {
            XCTAssertFalse(UnsafeCharacters.isControl(Unicode.Scalar(value)!), "U+\(String(value, radix: 16))")
        }
    }

    func testDescriptionsNameTheCodePoint() {
        XCTAssertEqual(UnsafeCharacters.describe("\u{202E}"), "U+202E RIGHT-TO-LEFT OVERRIDE")
        XCTAssertEqual(UnsafeCharacters.describe("\u{061C}"), "U+061C ARABIC LETTER MARK")
        XCTAssertEqual(UnsafeCharacters.describe("\u{2069}"), "U+2069 POP DIRECTIONAL ISOLATE")
        XCTAssertEqual(UnsafeCharacters.describe("\t"), "U+0009 CHARACTER TABULATION")
        XCTAssertEqual(UnsafeCharacters.describe("\u{85}"), "U+0085 NEXT LINE")
        XCTAssertEqual(UnsafeCharacters.describe("\u{1}"), "U+0001")
    }

    func testEscapingShowsEveryUnsafeCharacterAndKeepsTheRest() {
        XCTAssertEqual("a\u{202E}b\tc\u{1B}[31m中".escapingUnsafeCharacters, "a\\u{202E}b\\u{9}c\\u{1B}[31m中")
        XCTAssertEqual("plain text".escapingUnsafeCharacters, "plain text")
    }

    func testDiagnosticsNeverCarryAnUnsafeCharacter() {
        var diagnostic = Diagnostic(
            severity: .error, file: "a\u{202E}.yaml", mark: SourceMark(line: 1, column: 1),
            message: "unknown type 'x\u{1B}]0;owned\u{7}'", hint: "line\u{2028}break")
        XCTAssertEqual(diagnostic.message, "unknown type 'x\\u{1B}]0;owned\\u{7}'")
        XCTAssertEqual(diagnostic.hint, "line\\u{2028}break")
        diagnostic.message = "set later\n"
        XCTAssertEqual(
            diagnostic.description,
            "a\\u{202E}.yaml:1:1: error: set later\\u{A}; line\\u{2028}break")
    }
}
