import XCTest

@testable import SwiftEmitter

final class SwiftLiteralTests: XCTestCase {
    func testStringLiteralEscapesEverythingThatCouldChangeTheCode() {
        XCTAssertEqual(SwiftLiteral.string(#"a"b"#), #""a\"b""#)
        XCTAssertEqual(SwiftLiteral.string(#"\(x)"#), #""\\(x)""#)
        XCTAssertEqual(SwiftLiteral.string("line1\nline2\r\t"), #""line1\nline2\r\t""#)
        XCTAssertEqual(SwiftLiteral.string("\u{1}"), #""\u{1}""#)
        XCTAssertEqual(SwiftLiteral.string("\"\"\""), "\"\\\"\\\"\\\"\"")
        XCTAssertEqual(SwiftLiteral.string("#\"#"), ##""#\"#""##)
        XCTAssertEqual(SwiftLiteral.string("示例用户"), "\"示例用户\"")
    }

    func testDocLinesCannotEscapeTheComment() {
        let lines = SwiftLiteral.docLines("ends */ here\nnext \u{2028} line\n\n*/ /* x", indent: "    ")
        XCTAssertEqual(lines, ["    /// ends */ here", "    /// next   line", "    ///", "    /// */ /* x"])
        XCTAssertTrue(SwiftLiteral.docLines("  \n ").isEmpty)
    }

    func testLineCommentIsOneLine() {
        XCTAssertEqual(SwiftLiteral.lineComment("a\nb\rc"), "a b c")
    }

    func testMultilineLiteralChoosesEnoughHashes() throws {
        let text = "{\n  \"a\": \"\\\"#\"\n}\n"
        let lines = try XCTUnwrap(SwiftLiteral.multiline(text, indent: "    "))
        XCTAssertEqual(lines.first, "##\"\"\"")
        XCTAssertEqual(lines.last, "    \"\"\"##")
        XCTAssertNil(SwiftLiteral.multiline("one line", indent: ""), "single lines use the escaped form")
        XCTAssertNil(SwiftLiteral.multiline("trailing \nspace", indent: ""))
        XCTAssertNil(SwiftLiteral.multiline("a\u{0}\nb", indent: ""))
        XCTAssertNil(SwiftLiteral.multiline("a\u{7F}\nb", indent: ""), "swiftc rejects a raw DEL in a literal")
        XCTAssertEqual(SwiftLiteral.string("a\u{7F}b"), #""a\u{7f}b""#)
        XCTAssertEqual(SwiftLiteral.lineComment("a\u{7F}b"), "a b")
        XCTAssertEqual(SwiftLiteral.docLines("a\u{7F}b"), ["/// a b"])
    }

    func testRawBlockHoldsOneLongLineWithoutANewline() throws {
        let value = "\"" + String(repeating: "ab", count: 60) + "\""
        let lines = try XCTUnwrap(SwiftLiteral.rawBlock(value, indent: "    "))
        XCTAssertEqual(lines, ["#\"\"\"", "    " + value, "    \"\"\"#"])
    }
}
