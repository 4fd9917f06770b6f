import TestRandomness
import XCTest

@testable import SwiftPlan

/// Word wrap of comment text: greedy at single spaces, a longer word whole, trailing white space dropped.
final class ProseCleanerTests: XCTestCase {
    /// The wrap, word by word, as a reader would do it by hand: what the byte-offset ASCII wrap must equal.
    private func reference(_ text: String, width: Int) -> [String] {
        guard text.unicodeScalars.count > width else { return [text] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(String(current.reversed().drop(while: \.isWhitespace).reversed()))
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(String(current.reversed().drop(while: \.isWhitespace).reversed())) }
        return lines
    }

    func testASCIIWrapMatchesTheWordByWordWrap() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "bb", "word", "longerword", "x-y", " ", "  ", "`code`"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...14, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined(separator: " ")
            for width in [1, 3, 8, 12, 40] {
                XCTAssertEqual(
                    ProseCleaner.wrap(text, width: width), reference(text, width: width), "\(text) @ \(width)")
            }
        }
    }

    func testExamples() {
        XCTAssertEqual(ProseCleaner.wrap("one two three", width: 7), ["one two", "three"])
        XCTAssertEqual(ProseCleaner.wrap("one two three", width: 13), ["one two three"])
        XCTAssertEqual(
            ProseCleaner.wrap("averyveryverylongword and more", width: 8), ["averyveryverylongword", "and more"])
        XCTAssertEqual(ProseCleaner.wrap("été à la plage", width: 6), ["été à", "la", "plage"])
        XCTAssertEqual(ProseCleaner.wrap("ab   ", width: 3), ["ab"])
    }

    /// Beyond ASCII, the wrap splits at space bytes when every space is a character of its own; on random text of
    /// letters, marks, joiners, prepended marks and wide spaces it wraps as splitting by character does.
    func testWrapAtSpaceBytesMatchesWrapByCharacter() {
        let pieces = [
            "a", "word", "中文", "—", "é", "e\u{301}", " \u{301}", "\u{200D}", "👍\u{1F3FB}", " \u{1F3FB}",
            "\u{600}", "\u{0D4E}", "\u{0E33}", "\u{3000}", "\u{A0}", "😀", " ", "  ",
        ]
        var generator = SeededRandom(seed: 9)
        var byBytes = 0
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 1...12, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined(separator: " ")
            if ProseCleaner.spacesStandAlone(text) { byBytes += 1 }
            for width in [1, 3, 8, 12, 40] {
                let expected =
                    UTF8Scan.scalarCount(of: text) > width
                    ? ProseCleaner.wrapByCharacter(text, width: width) : [text]
                XCTAssertEqual(ProseCleaner.wrap(text, width: width), expected, "\(text.debugDescription) @ \(width)")
            }
        }
        XCTAssertGreaterThan(byBytes, 300, "too few random texts took the byte path to compare it")
        XCTAssertFalse(ProseCleaner.spacesStandAlone("a \u{301}b"), "a space with a combining mark after it")
        XCTAssertFalse(ProseCleaner.spacesStandAlone("a\u{600} b"), "a space after a prepended mark")
        XCTAssertTrue(ProseCleaner.spacesStandAlone("中文 — é e\u{301} 😀"))
    }
}
