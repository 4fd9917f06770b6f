import TextFoundation
import XCTest

/// Markdown around outside text: code spans and table cells that hold anything literally; and contract prose as inert
/// Markdown: links keep only `http`, `https` and relative targets, and no directive, HTML, autolink, reference
/// definition or symbol link from the text acts; code spans and plain text are kept as written.
final class MarkdownTextTests: XCTestCase {
    func testCodeSpansFenceAnyBackticks() {
        XCTAssertEqual(MarkdownText.code("plain"), "`plain`")
        XCTAssertEqual(MarkdownText.code("a`b"), "``a`b``")
        XCTAssertEqual(MarkdownText.code("``x``"), "``` ``x`` ```")
        XCTAssertEqual(MarkdownText.code("evil\u{1B}[31m\u{202E}"), "`evil\\u{1B}[31m\\u{202E}`")
    }

    func testCellsKeepToOneLineAndOneCell() {
        XCTAssertEqual(MarkdownText.cell("a | b\nc"), "a \\| b\\u{A}c")
        XCTAssertEqual(MarkdownText.cell(MarkdownText.code("x|y")), "`x\\|y`")
    }

    func testLinksToOtherSchemesBecomePlainText() {
        let hostile = [
            "[click](javascript:alert(1))", "[click](JavaScript:alert(1))", "[click](   javascript:alert(1))",
            "[click](<javascript:alert(1)>)", "[click](data:text/html;base64,PHNjcmlwdD4=)",
            "[click](vbscript:msgbox)", "[click](file:///etc/passwd)", "[click](&#106;avascript:alert(1))",
            "[click](%6Aavascript:alert(1))", "[click](java\\nscript:x)", "![img](javascript:alert(1))",
        ]
        for text in hostile {
            let inert = MarkdownText.inert(text)
            XCTAssertTrue(inert.contains("\\]("), "\(text) → \(inert)")
        }
        XCTAssertEqual(MarkdownText.inert("[click](javascript:alert(1))"), "[click\\](javascript:alert(1))")
    }

    func testHTTPHTTPSAndRelativeLinksStay() {
        for text in [
            "see [the docs](https://docs.example/a#b)", "[a](HTTP://x.example)", "[a](/guide/auth.md)",
            "[a](auth.md#5)", "[a](#section)", "[a](?page=2)", "[a](./x/y:z)",
        ] {
            XCTAssertEqual(MarkdownText.inert(text), text)
        }
    }

    func testDirectivesHTMLAutolinksDefinitionsAndSymbolLinksShowAsText() {
        XCTAssertEqual(MarkdownText.inert("@Metadata { x }"), "\\@Metadata { x }")
        XCTAssertEqual(MarkdownText.inert("one\n@Comment(x)"), "one\n\\@Comment(x)")
        XCTAssertEqual(MarkdownText.inert("mail kit@gate.example"), "mail kit@gate.example", "no word starts there")
        XCTAssertEqual(MarkdownText.inert("<script>x</script>"), "\\<script>x\\</script>")
        XCTAssertEqual(MarkdownText.inert("<javascript:alert(1)>"), "\\<javascript:alert(1)>")
        XCTAssertEqual(MarkdownText.inert("<doc:Other> <!-- c -->"), "\\<doc:Other> \\<!-- c -->")
        XCTAssertEqual(MarkdownText.inert("a < b and 1<2"), "a < b and 1<2")
        XCTAssertEqual(MarkdownText.inert("[x]: javascript:alert(1)"), "[x\\]: javascript:alert(1)")
        XCTAssertEqual(MarkdownText.inert("[x][ref]"), "[x\\][ref]")
        XCTAssertEqual(MarkdownText.inert("``Secret``"), "\\`\\`Secret\\`\\`")
    }

    func testCodeSpansAndEscapesCannotUndoIt() {
        XCTAssertEqual(MarkdownText.inert("send `<b>` or `@x`"), "send `<b>` or `@x`", "a code span acts on nothing")
        XCTAssertEqual(MarkdownText.inert("a ` b"), "a \\` b", "an unclosed backtick is text")
        XCTAssertEqual(
            MarkdownText.inert("[a\\](javascript:x)"), "[a\\\\\\](javascript:x)", "a backslash cannot eat the escape")
        XCTAssertEqual(
            MarkdownText.inert("C:\\dir\\file"), "C:\\dir\\file", "a backslash before a letter escapes nothing")
        XCTAssertEqual(MarkdownText.inert("plain 中文 text (a) [b]"), "plain 中文 text (a) [b]")
    }
}
