import TestRandomness
import TextFoundation
import XCTest

@testable import SwiftPlan

/// Word wrap of comment text: greedy at single spaces, a longer word whole, trailing white space dropped.
final class ProseCleanerTests: XCTestCase {
    /// The words of `text` between spaces, as a line shows them: without the white space a line end drops.
    private func words(_ text: String) -> [String] {
        text.split(separator: " ").map { String($0.reversed().drop(while: \.isWhitespace).reversed()) }
            .filter { !$0.isEmpty }
    }

    func testExamples() {
        XCTAssertEqual(ProseCleaner.wrap("one two three", width: 7), ["one two", "three"])
        XCTAssertEqual(ProseCleaner.wrap("one two three", width: 13), ["one two three"])
        XCTAssertEqual(
            ProseCleaner.wrap("averyveryverylongword and more", width: 8), ["averyveryverylongword", "and more"])
        XCTAssertEqual(ProseCleaner.wrap("été à la plage", width: 6), ["été à", "la", "plage"])
        XCTAssertEqual(ProseCleaner.wrap("ab   ", width: 3), ["ab"])
        XCTAssertEqual(ProseCleaner.wrap("  indented", width: 20), ["  indented"], "a line that fits stays as it is")
    }

    /// A space followed by a combining mark is one character with it, so the wrap never breaks the line there.
    func testASpaceThatJoinsAMarkIsNoBreak() {
        XCTAssertEqual(ProseCleaner.wrap("aaaa \u{301}bbbb cccc", width: 6), ["aaaa \u{301}bbbb", "cccc"])
    }

    /// On random text of letters, marks, joiners, emoji and wide spaces: no line is longer than the width unless it
    /// is one word, no line ends in white space, and the words come out in order, none lost or split.
    func testWrappedLinesKeepEveryWordAndTheWidth() {
        let pieces = [
            "a", "bb", "word", "longerword", "中文", "—", "é", "e\u{301}", " \u{301}", "\u{200D}", "👍\u{1F3FB}",
            "\u{3000}", "\u{A0}", "😀", " ", "  ", "`code`",
        ]
        var generator = SeededRandom(seed: 9)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 1...12, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined(separator: " ")
            for width in [1, 3, 8, 12, 40] {
                let lines = ProseCleaner.wrap(text, width: width)
                let label = "\(text.debugDescription) @ \(width)"
                guard text.unicodeScalars.count > width else {
                    XCTAssertEqual(lines, [text[...]], label)
                    continue
                }
                for line in lines {
                    XCTAssertFalse(line.last?.isWhitespace == true, label)
                    let words = line.split(separator: " ")
                    XCTAssertTrue(line.unicodeScalars.count <= width || words.count <= 1, label)
                }
                XCTAssertEqual(lines.flatMap { words(String($0)) }, words(text), label)
            }
        }
    }

    /// Printable ASCII takes the byte path: on every such text it gives the lines, the one line and the wrapped
    /// lines the scalar and character paths give.
    func testTheBytePathAgreesWithTheScalarPathOnPrintableASCII() {
        let pieces = ["a", "bb", "word", "longerword", " ", "  ", "`code`", "(x)", "~", "-", "\\", "\""]
        var generator = SeededRandom(seed: 26)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...14, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            let label = text.debugDescription
            XCTAssertTrue(UnsafeScalar.isPrintableASCII(text), label)
            XCTAssertEqual(ProseCleaner.lines(text), ProseCleaner.linesByScalar(text), label)
            XCTAssertEqual(ProseCleaner.oneLine(text), String(escaping: text, for: .comment), label)
            for width in [1, 3, 8, 12, 40] {
                let words = text.split(separator: " ", omittingEmptySubsequences: false)
                let byCharacter = ProseCleaner.wrap(
                    text, words: words.map { ($0.startIndex..<$0.endIndex, $0.unicodeScalars.count) }, width: width)
                let expected = text.unicodeScalars.count > width ? byCharacter : [text[...]]
                XCTAssertEqual(ProseCleaner.wrap(text, width: width), expected, "\(label) @ \(width)")
            }
        }
    }

    /// Beyond printable ASCII the words are found in the bytes: on random text of letters, marks that join a space
    /// (after it: combining, spacing, joiner; before it: a prepended mark), emoji and wide spaces, they are the words
    /// a split at space characters gives, each as wide as its scalars.
    func testTheWordsOfTextBeyondASCIIAreTheCharacterSplits() {
        let pieces = [
            "a", "bb", "中文", "—", "§", "é", "e\u{301}", " \u{301}", "\u{301}", "\u{903}", "\u{600}", "\u{200D}",
            "👍\u{1F3FB}", "🇫🇷", "\u{3000}", "\u{A0}", " ", "  ", "`code`",
        ]
        var generator = SeededRandom(seed: 52)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            let utf8 = text.utf8
            func offsets(_ range: Range<String.Index>) -> Range<Int> {
                utf8.distance(
                    from: utf8.startIndex, to: range.lowerBound)..<utf8.distance(
                        from: utf8.startIndex, to: range.upperBound)
            }
            let expected = text.split(separator: " ", omittingEmptySubsequences: false).map {
                (offsets($0.startIndex..<$0.endIndex), $0.unicodeScalars.count)
            }
            let found = ProseCleaner.words(of: text).map { (offsets($0.range), $0.width) }
            XCTAssertEqual(found.map(\.0), expected.map(\.0), text.debugDescription)
            XCTAssertEqual(found.map(\.1), expected.map(\.1), text.debugDescription)
        }
    }

    /// Text beyond ASCII with no unsafe scalar takes the one-line path: the lines the scalar path gives.
    func testSafeTextBeyondASCIIHasTheScalarPathsLines() {
        let pieces = ["a", "§", "中文", "é", " ", "  ", "\u{3000}", "\u{A0}", "\u{301}", "`x`"]
        var generator = SeededRandom(seed: 53)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...10, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(ProseCleaner.lines(text), ProseCleaner.linesByScalar(text), text.debugDescription)
            XCTAssertEqual(ProseCleaner.linesOfSafeText(text), ProseCleaner.linesByScalar(text), text.debugDescription)
        }
    }

    func testTextBeyondPrintableASCIITakesTheScalarPath() {
        XCTAssertEqual(ProseCleaner.lines("  one\r\ntwo\u{1B}three  "), ["one", "two three"])
        XCTAssertEqual(ProseCleaner.oneLine("a\u{202E}b\tc"), "a b c")
        XCTAssertEqual(ProseCleaner.lines("   "), [])
        XCTAssertEqual(ProseCleaner.lines("  plain  "), ["plain"])
    }
}
