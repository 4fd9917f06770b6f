import XCTest

@testable import SwiftPlan

/// Doc comments: only `///` lines, whatever the text holds, wrapped at the comment width.
final class DocCommentPrintingTests: XCTestCase {
    private func lines(_ comment: DocComment, column: Int = 4) -> [String] {
        relative(SwiftPrinter.docComment(comment, column: column), column).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
    }

    func testEveryLineTerminatorStartsANewCommentLine() {
        for terminator in ["\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}"] {
            XCTAssertEqual(
                lines(DocComment(DocText("one\(terminator)}\(terminator)public func injected() {"))),
                ["/// one", "/// }", "/// public func injected() {"], terminator.debugDescription)
        }
    }

    func testNothingCanEndTheCommentEarly() {
        let printed = lines(DocComment(DocText("ends */ here\nnext \u{2028} line\n\n*/ /* x")))
        XCTAssertEqual(printed, ["/// ends */ here", "/// next", "///  line", "///", "/// */ /* x"])
        XCTAssertTrue(lines(DocComment(DocText("  \n "))).allSatisfy { $0.isEmpty }, "blank text prints nothing")
    }

    func testControlAndBidiCharactersBecomeSpaces() {
        XCTAssertEqual(lines(DocComment(DocText("a\u{7F}b\u{1}c\td\u{202E}e\u{9B}f"))), ["/// a b c d e f"])
    }

    func testFieldsKeepEveryLineOfTheirTextInsideTheComment() {
        let comment = DocComment(
            ["Summary."],
            parameters: [(SwiftIdentifier("scene"), "The scene.\nsecond line\n}\npublic func injected() {")],
            returns: "A value.", throwing: "Errors.", remark: "Generated from `x.yaml`.")
        XCTAssertEqual(
            lines(comment),
            [
                "/// Summary.", "///", "/// - Parameters:", "///   - scene: The scene.", "///     second line",
                "///     }", "///     public func injected() {", "/// - Returns: A value.", "/// - Throws: Errors.",
                "/// - Remark: Generated from `x.yaml`.",
            ])
        XCTAssertTrue(lines(comment).allSatisfy { $0.hasPrefix("///") })
    }

    func testLongTextWrapsAtTheCommentWidth() {
        let word = "word "
        let text = String(repeating: word, count: 60)
        let printed = lines(DocComment(DocText(text)), column: 8)
        XCTAssertGreaterThan(printed.count, 1)
        XCTAssertTrue(printed.allSatisfy { 8 + $0.count <= SwiftPrinter.commentWidth })
        let field = lines(DocComment([], throwing: DocText(text)), column: 8)
        XCTAssertTrue(field.dropFirst().allSatisfy { $0.hasPrefix("///   word") })
        XCTAssertTrue(field.allSatisfy { 8 + $0.count <= SwiftPrinter.commentWidth })
    }

    func testLineCommentsAreOneLine() {
        XCTAssertEqual(SwiftPrinter.comment(CommentText("a\nb\rc\u{2028}d\u{202E}")), "a b c d ")
    }
}
