import TextFoundation
import XCTest

@testable import SwiftPlan

/// String literals: whatever the text, the literal means exactly that text and nothing else.
final class StringLiteralPrinterTests: XCTestCase {
    private func literal(_ text: String) -> String { SwiftPrinter.literal(StringLiteral(text)) }

    func testEscapesEverythingThatCouldChangeTheCode() {
        XCTAssertEqual(literal(#"a"b"#), #""a\"b""#)
        XCTAssertEqual(literal(#"\(x)"#), #""\\(x)""#)
        XCTAssertEqual(literal("line1\nline2\r\t"), #""line1\nline2\r\t""#)
        XCTAssertEqual(literal("\u{1}"), #""\u{1}""#)
        XCTAssertEqual(literal("\"\"\""), "\"\\\"\\\"\\\"\"")
        XCTAssertEqual(literal("#\"#"), ##""#\"#""##)
        XCTAssertEqual(literal("示例用户"), "\"示例用户\"")
        XCTAssertEqual(literal("a\u{7F}b"), #""a\u{7f}b""#)
    }

    func testLineSeparatorsC1ControlsAndBidiControlsAreEscaped() {
        XCTAssertEqual(literal("a\u{2028}b\u{2029}"), #""a\u{2028}b\u{2029}""#)
        XCTAssertEqual(literal("x\u{85}y"), #""x\u{85}y""#)
        XCTAssertEqual(literal("\u{202E}evil\u{2066}"), #""\u{202e}evil\u{2066}""#)
        XCTAssertEqual(literal("\u{200F}\u{061C}"), #""\u{200f}\u{61c}""#)
        XCTAssertEqual(literal("é ñ ü — ¢"), "\"é ñ ü — ¢\"", "other non-ASCII text stays readable")
    }

    func testRawMultilineLiteralChoosesEnoughHashes() throws {
        let text = "{\n  \"a\": \"\\\"#\"\n}\n"
        let printed = SwiftPrinter.expression(.string(text, form: .multilineWhenTextHasLines), column: 0)
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.first, "##\"\"\"")
        XCTAssertEqual(lines.last, "    \"\"\"##")
        XCTAssertEqual(lines.count, 6, "opening, three lines, the final empty line, closing")
    }

    func testTextThatCannotBeWrittenRawStaysOneEscapedLine() {
        for text in [
            "one line", "trailing \nspace", "a\u{0}\nb", "a\u{7F}\nb", "a\r\nb", "a\u{2028}\nb", "\u{202E}\nx",
        ] {
            let printed = SwiftPrinter.expression(.string(text, form: .multilineWhenTextHasLines), column: 0)
            XCTAssertEqual(printed, literal(text), "\(text.debugDescription)")
        }
    }

    /// Every ASCII byte and a few non-ASCII scalars, in every position that matters (inside a line, ending a line,
    /// ending the text): a raw literal holds exactly the text without unsafe scalars but tabs and line feeds, and a
    /// one-line literal writes a scalar as it is exactly when it is safe and no quote or backslash.
    func testEveryScalarIsWrittenByTheRules() {
        func mayBeRaw(_ text: String) -> Bool {
            let scalars = Array(text.unicodeScalars)
            guard scalars.contains("\n"), scalars.last != " ", scalars.last != "\t" else { return false }
            for (index, scalar) in scalars.enumerated() {
                if scalar == "\n" {
                    if index > 0, scalars[index - 1] == " " || scalars[index - 1] == "\t" { return false }
                } else if scalar != "\t", UnsafeScalar.isUnsafe(scalar) {
                    return false
                }
            }
            return true
        }
        let others: [Unicode.Scalar] = ["é", "\u{85}", "\u{2028}", "\u{202E}", "\u{061C}", "\u{FEFF}", "租"]
        for scalar in (0..<0x80).compactMap(Unicode.Scalar.init) + others {
            let piece = String(Character(scalar))
            for text in ["a\(piece)b", "a\(piece)\nb", "a\n\(piece)", "a\(piece)\n", "\(piece)"] {
                let label = text.debugDescription
                XCTAssertEqual(StringLiteralPrinter.canBeRaw(text), mayBeRaw(text), label)
                let plain = text.unicodeScalars.allSatisfy { !UnsafeScalar.isUnsafe($0) && $0 != "\"" && $0 != "\\" }
                XCTAssertEqual(literal(text) == "\"" + text + "\"", plain, label)
            }
        }
    }

    func testALongValueGoesInARawBlockWithoutAFinalNewline() {
        let value = "\"" + String(repeating: "ab", count: 60) + "\""
        let call = SwiftExpression.call(
            .code(SwiftFragment("assertJSON")),
            [
                SwiftArgument(.code(SwiftFragment("payload"))),
                SwiftArgument(SwiftIdentifier("equals"), .string(value, form: .multilineWhenTooLong)),
            ])
        XCTAssertEqual(
            relative(SwiftPrinter.expression(call, column: 8), 8),
            "assertJSON(\n    payload,\n    equals: #\"\"\"\n        \(value)\n        \"\"\"#)")
    }
}
