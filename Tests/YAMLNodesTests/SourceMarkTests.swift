import XCTest
import YAMLNodes

final class SourceMarkTests: XCTestCase {
    func testDescriptionAndOrdering() {
        XCTAssertEqual(SourceMark(line: 3, column: 5).description, "3:5")
        XCTAssertLessThan(SourceMark(line: 1, column: 9), SourceMark(line: 2, column: 1))
        XCTAssertLessThan(SourceMark(line: 2, column: 1), SourceMark(line: 2, column: 2))
        XCTAssertFalse(SourceMark(line: 2, column: 2) < SourceMark(line: 2, column: 2))
    }

    func testBlockMarksAreOneBased() throws {
        let yaml = """
            name: demo
            items:
              - a
              - 'b'

            """
        let root = try XCTUnwrap(YAMLLoader.load(yaml))
        XCTAssertEqual(root.mark, SourceMark(line: 1, column: 1))
        let entries = try XCTUnwrap(root.mapping)
        XCTAssertEqual(entries[0].key.mark, SourceMark(line: 1, column: 1))
        XCTAssertEqual(entries[0].key.endMark, SourceMark(line: 1, column: 5))
        XCTAssertEqual(entries[0].value.mark, SourceMark(line: 1, column: 7))
        XCTAssertEqual(entries[1].key.mark, SourceMark(line: 2, column: 1))
        let items = try XCTUnwrap(root["items"])
        XCTAssertEqual(items.mark, SourceMark(line: 3, column: 3))
        let sequence = try XCTUnwrap(items.sequence)
        XCTAssertEqual(sequence[0].mark, SourceMark(line: 3, column: 5))
        XCTAssertEqual(sequence[1].mark, SourceMark(line: 4, column: 5))  // at the opening quote
        XCTAssertEqual(sequence[1].endMark, SourceMark(line: 4, column: 8))
    }

    func testFlowMarksAreOneBased() throws {
        let root = try XCTUnwrap(YAMLLoader.load("map: {x: 1, y: [2, 3]}\n"))
        let map = try XCTUnwrap(root["map"])
        XCTAssertEqual(map.mark, SourceMark(line: 1, column: 6))
        XCTAssertEqual(map.endMark, SourceMark(line: 1, column: 23))
        XCTAssertEqual(map["x"]?.mark, SourceMark(line: 1, column: 10))
        let y = try XCTUnwrap(map["y"])
        XCTAssertEqual(y.mark, SourceMark(line: 1, column: 16))
        XCTAssertEqual(y.endMark, SourceMark(line: 1, column: 22))
        XCTAssertEqual(y.sequence?.map(\.mark), [SourceMark(line: 1, column: 17), SourceMark(line: 1, column: 20)])
    }

    func testColumnsCountCharactersNotBytes() throws {
        let root = try XCTUnwrap(YAMLLoader.load("héllo: wörld\nnext: x\n"))
        XCTAssertEqual(root["héllo"]?.mark, SourceMark(line: 1, column: 8))
        XCTAssertEqual(root["next"]?.mark, SourceMark(line: 2, column: 7))
    }

    /// A byte offset is placed where libyaml places the node written there, whatever breaks the lines before it.
    func testByteOffsetsAreCountedLikeTheMarksOfNodes() throws {
        for lineBreak in ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"] {
            for prefix in ["", "\u{FEFF}"] {
                let lines = ["a: first", "bé中: [x, \"second\"]", "# comment 😀", "c: 'third'"]
                let text = prefix + lines.joined(separator: lineBreak) + lineBreak
                let bytes = Array(text.utf8)
                let root = try XCTUnwrap(YAMLLoader.load(text))
                for (written, value) in [("first", "first"), ("\"second\"", "second"), ("'third'", "third")] {
                    let offset = try XCTUnwrap(text.utf8.ranges(of: written.utf8).first?.lowerBound)
                    let mark = SourceMark(
                        byteOffset: text.utf8.distance(from: text.utf8.startIndex, to: offset), in: bytes)
                    let node = try XCTUnwrap(Self.scalars(of: root).first { $0.scalar?.value == value })
                    XCTAssertEqual(mark, node.mark, "\(value) after \(lineBreak.unicodeScalars.first!.value)")
                }
            }
        }
    }

    private static func scalars(of node: YAMLNode) -> [YAMLNode] {
        switch node.content {
        case .scalar: return [node]
        case .sequence(let items): return items.flatMap(scalars)
        case .mapping(let entries): return entries.flatMap { scalars(of: $0.key) + scalars(of: $0.value) }
        }
    }
}
