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
}
