import XCTest

@testable import SwiftPlan

final class PrintedTextTests: XCTestCase {
    /// Pieces of every length, including multi-byte scalars, come out as they went in, across many regrowths.
    func testAppendedPiecesComeOutInOrder() {
        var text = PrintedText()
        var expected = ""
        for index in 0..<2_000 {
            let piece = String(repeating: index.isMultiple(of: 3) ? "é中" : "ab", count: index % 17)
            text += piece
            text += Substring(" \(index)")
            expected += piece + " \(index)"
        }
        XCTAssertEqual(text.string, expected)
        XCTAssertEqual(text.count, expected.utf8.count)
    }

    /// A copy keeps its bytes when the original is appended to or taken back, and the other way round.
    func testCopiesAreIndependent() {
        var original = PrintedText()
        original += "shared"
        var copy = original
        original += " original"
        copy += " copy"
        XCTAssertEqual(original.string, "shared original")
        XCTAssertEqual(copy.string, "shared copy")
        let kept = original
        original.removeAll(after: 3)
        XCTAssertEqual(original.string, "sha")
        XCTAssertEqual(kept.string, "shared original")
    }

    /// Taking back to a count, then measuring what follows a count, in scalars.
    func testRemovingAndMeasuringAfterACount() {
        var text = PrintedText()
        text += "let a = "
        let mark = text.count
        text += "\"é中\""
        XCTAssertEqual(text.width(after: mark), 4)
        text.removeAll(after: mark)
        text.append(ascii: UInt8(ascii: "1"))
        XCTAssertEqual(text.string, "let a = 1")
        XCTAssertEqual(text.width(after: 0), 9)
    }
}
