import TestRandomness
import XCTest

@testable import SwiftPlan

/// The printer's byte buffer holds exactly what appending the same pieces to a `String` would, counts columns as
/// `SwiftPrinter.width(of:)` counts them, and takes text back to a checkpoint.
final class PrintedTextTests: XCTestCase {
    /// Pieces of every kind the printer appends: ASCII, two-, three- and four-byte scalars, combining marks, empty.
    private static let alphabet: [String] = [
        "a", "Z", "0", " ", "\"", "\\", "\n", "é", "中", "😀", "e\u{301}", "\u{200F}", "", "try ", "?.",
    ]

    private func randomPiece(_ generator: inout SeededRandom) -> String {
        let length = Int.random(in: 0...6, using: &generator)
        return (0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! }.joined()
    }

    func testAppendedPiecesReadBackAsTheStringTheyMake() {
        var generator = SeededRandom(seed: 52)
        var appendedAtLeastOneWideScalar = false
        for _ in 0..<500 {
            var text = PrintedText()
            var expected = ""
            for _ in 0..<Int.random(in: 0...20, using: &generator) {
                let piece = randomPiece(&generator)
                if Bool.random(using: &generator) {
                    text += piece
                } else {
                    text += Substring(piece)
                }
                expected += piece
                appendedAtLeastOneWideScalar = appendedAtLeastOneWideScalar || piece.utf8.count > piece.count
            }
            XCTAssertEqual(text.string, expected)
            XCTAssertEqual(text.byteCount, expected.utf8.count)
        }
        XCTAssertTrue(appendedAtLeastOneWideScalar)
    }

    func testWidthFromAnOffsetCountsLikeTheStringWidth() {
        var generator = SeededRandom(seed: 7)
        for _ in 0..<500 {
            var text = PrintedText()
            let head = randomPiece(&generator)
            let tail = randomPiece(&generator)
            text += head
            text += tail
            XCTAssertEqual(text.width(from: head.utf8.count), SwiftPrinter.width(of: tail), "\(head)|\(tail)")
            XCTAssertEqual(text.width(from: 0), SwiftPrinter.width(of: head + tail))
        }
    }

    func testTruncatingTakesBackWhatWasAppendedAfterTheCount() {
        var text = PrintedText()
        text += "let a"
        let mark = text.byteCount
        text += " = 中😀"
        text.appendLineFeed()
        text.appendSpaces(3)
        XCTAssertEqual(text.string, "let a = 中😀\n   ")
        text.truncate(to: mark)
        XCTAssertEqual(text.string, "let a")
        text.append(ascii: UInt8(ascii: "!"))
        XCTAssertEqual(text.string, "let a!")
    }

    func testIntegersAreGroupedByThousandsFromFiveDigits() {
        func printed(_ value: Int) -> String {
            var text = PrintedText()
            appendInteger(value, to: &text)
            return text.string
        }
        XCTAssertEqual(printed(0), "0")
        XCTAssertEqual(printed(-1234), "-1234")
        XCTAssertEqual(printed(12345), "12_345")
        XCTAssertEqual(printed(-8_388_608), "-8_388_608")
        XCTAssertEqual(printed(Int.min), "-9_223_372_036_854_775_808")
    }
}
