import TextFoundation
import XCTest
import YAMLNodes

@testable import Contract

/// How lint names the unsafe scalars it reports, and that no diagnostic prints one raw.
final class ScalarNamesTests: XCTestCase {
    func testDescriptionsNameTheCodePoint() {
        XCTAssertEqual(ScalarNames.describe("\u{202E}"), "U+202E RIGHT-TO-LEFT OVERRIDE")
        XCTAssertEqual(ScalarNames.describe("\u{061C}"), "U+061C ARABIC LETTER MARK")
        XCTAssertEqual(ScalarNames.describe("\u{2069}"), "U+2069 POP DIRECTIONAL ISOLATE")
        XCTAssertEqual(ScalarNames.describe("\t"), "U+0009 CHARACTER TABULATION")
        XCTAssertEqual(ScalarNames.describe("\u{85}"), "U+0085 NEXT LINE")
        XCTAssertEqual(ScalarNames.describe("\u{1}"), "U+0001")
    }

    func testEveryBidirectionalControlHasItsName() {
        for scalar in (0...0xFFFF).compactMap(Unicode.Scalar.init) where UnsafeScalar.isBidirectionalControl(scalar) {
            XCTAssertTrue(ScalarNames.describe(scalar).contains(" "), ScalarNames.describe(scalar))
        }
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
