import TestRandomness
import TextFoundation
import XCTest
import YAMLNodes

@testable import Contract

/// `SourceText` counts places as libyaml does, so the marks of nodes find their characters in the text.
final class SourceTextTests: XCTestCase {
    /// Every scalar's mark points at its first written character, whatever breaks the lines before it.
    func testMarksOfLibyamlNodesFindTheirCharacters() throws {
        let breaks = ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
        for lineBreak in breaks {
            for prefix in ["", "\u{FEFF}"] {
                let text =
                    prefix
                    + ["a: first", "b中文: \"second\"", "# comment é", "c: [x, 'third']", "d: |", "  fourth"]
                    .joined(separator: lineBreak) + lineBreak
                let source = SourceText(text)
                let root = try XCTUnwrap(YAMLLoader.load(text))
                let bytes = Array(text.utf8)
                for entry in root.mapping ?? [] {
                    for node in [entry.key] + (entry.value.sequence ?? [entry.value]) {
                        let offset = try XCTUnwrap(source.offset(of: node.mark), "\(node.mark)")
                        let expected = node.scalar?.style == .literal ? "|" : String(node.scalar!.value.prefix(1))
                        let quote = node.scalar?.isQuoted == true ? 1 : 0
                        let written = String(
                            decoding: bytes[(offset + quote)...].prefix(expected.utf8.count), as: UTF8.self)
                        XCTAssertEqual(
                            written, expected, "break \(lineBreak.unicodeScalars.first!.value), at \(node.mark)")
                    }
                }
            }
        }
    }

    func testLongLinesAreFoundThroughCheckpoints() throws {
        let line = String(repeating: "é", count: 300) + "X" + String(repeating: "a", count: 100)
        let source = SourceText("first\n" + line + "\n")
        let offset = try XCTUnwrap(source.offset(of: SourceMark(line: 2, column: 301)))
        XCTAssertEqual(Array(("first\n" + line).utf8)[offset], UInt8(ascii: "X"))
        XCTAssertNil(source.offset(of: SourceMark(line: 2, column: 500)), "past the end of the line")
        XCTAssertNil(source.offset(of: SourceMark(line: 9, column: 1)))
    }

    func testBidirectionalControlsAreFoundWithTheirPlaces() {
        let source = SourceText("# \u{202E}\r\nkey: a\u{2066}b\u{2069}\u{85}\u{061C}\n")
        XCTAssertEqual(
            source.bidirectionalControls,
            [
                .init(scalar: "\u{202E}", mark: SourceMark(line: 1, column: 3)),
                .init(scalar: "\u{2066}", mark: SourceMark(line: 2, column: 7)),
                .init(scalar: "\u{2069}", mark: SourceMark(line: 2, column: 9)),
                .init(scalar: "\u{061C}", mark: SourceMark(line: 3, column: 1)),
            ])
    }

    func testEscapesOfDoubleQuotedScalarsAreDecodedAtTheirBackslash() throws {
        let text = #"k: &a !!str "x\ty\u202E\x85\U0001F600\L\"z""# + "\n"
        let node = try XCTUnwrap(YAMLLoader.load(text)?["k"])
        let written = SourceText(text).writtenCharacters(of: node).filter(\.isEscape)
        XCTAssertEqual(written.map(\.scalar), ["\t", "\u{202E}", "\u{85}", "\u{1F600}", "\u{2028}", "\""])
        XCTAssertEqual(written.map(\.mark.column), [15, 18, 24, 28, 38, 40])
    }

    func testOtherStylesWriteTheirCharactersAsThemselves() throws {
        let text = "k: 'a\\tb\tc'\n"
        let node = try XCTUnwrap(YAMLLoader.load(text)?["k"])
        let written = SourceText(text).writtenCharacters(of: node)
        XCTAssertFalse(written.contains(where: \.isEscape))
        XCTAssertEqual(written.first { $0.scalar == "\t" }?.mark, SourceMark(line: 1, column: 9))
    }

    /// On random text of ASCII runs, tabs, escapes, multi-byte scalars and every kind of line break, with lines
    /// long enough to cross many checkpoints, every character's mark finds the offset a walk from the start finds, and
    /// the bidirectional controls are those the walk meets, at its places.
    func testEveryMarkFindsTheOffsetAWalkFinds() {
        let pieces = [
            "a", "key: value ", String(repeating: "x", count: 63), String(repeating: "y", count: 130), "\t", "\\u",
            "\\", "é", "中", "😀", "\u{202E}", "\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{061C}", "\u{2066}", "~",
            "\u{7F}", "\u{1F}",
        ]
        var generator = SeededRandom(seed: 7)
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0..<40, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            let source = SourceText(text)
            var line = 1
            var column = 1
            var offset = 0
            let bytes = Array(text.utf8)
            var insideLineBreak = false  // at the "\n" of a "\r\n", which has no mark of its own
            var controls: [SourceText.Occurrence] = []
            for scalar in text.unicodeScalars {
                defer { offset += String(scalar).utf8.count }
                if insideLineBreak {
                    insideLineBreak = false
                    continue
                }
                XCTAssertEqual(
                    source.offset(of: SourceMark(line: line, column: column)), offset,
                    "line \(line) column \(column) of \(text.debugDescription)")
                if UnsafeScalar.isBidirectionalControl(scalar) {
                    controls.append(.init(scalar: scalar, mark: SourceMark(line: line, column: column)))
                }
                if scalar == "\r", offset + 1 < bytes.count, bytes[offset + 1] == 0x0A { insideLineBreak = true }
                if ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            XCTAssertEqual(
                source.mayHoldUnicodeEscapes, text.contains("\\u"), text.debugDescription)
            XCTAssertEqual(source.bidirectionalControls, controls, text.debugDescription)
        }
    }
}
