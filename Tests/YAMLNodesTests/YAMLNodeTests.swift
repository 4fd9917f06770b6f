import XCTest
import YAMLNodes

final class YAMLNodeTests: XCTestCase {
    func testAccessorsAndKindNames() throws {
        let root = try XCTUnwrap(YAMLLoader.load("s: text\nq: [1, 2]\nm: {a: b}\n"))
        XCTAssertEqual(root.kindName, "mapping")
        XCTAssertEqual(root["s"]?.kindName, "scalar")
        XCTAssertEqual(root["q"]?.kindName, "sequence")
        XCTAssertEqual(root["m"]?.kindName, "mapping")
        XCTAssertEqual(root["s"]?.scalar, YAMLScalar(value: "text", style: .plain))
        XCTAssertNil(root["s"]?.sequence)
        XCTAssertNil(root["s"]?.mapping)
        XCTAssertEqual(root["q"]?.sequence?.count, 2)
        XCTAssertNil(root["q"]?.scalar)
        XCTAssertEqual(root["m"]?["a"]?.stringValue, "b")
        XCTAssertNil(root["missing"])
        XCTAssertNil(root["s"]?["s"], "subscript on a scalar is nil")
    }

    func testMappingKeepsDocumentOrder() throws {
        let root = try XCTUnwrap(YAMLLoader.load("z: 1\na: 2\nm: 3\n"))
        XCTAssertEqual(root.mapping?.map { $0.key.scalar?.value }, ["z", "a", "m"])
    }

    func testScalarStyles() throws {
        let yaml = """
            plain: a
            single: 'b'
            double: "c"
            literal: |
              d
            folded: >
              e
              f

            """
        let root = try XCTUnwrap(YAMLLoader.load(yaml))
        XCTAssertEqual(root["plain"]?.scalar?.style, .plain)
        XCTAssertEqual(root["single"]?.scalar?.style, .singleQuoted)
        XCTAssertEqual(root["double"]?.scalar?.style, .doubleQuoted)
        XCTAssertEqual(root["literal"]?.scalar, YAMLScalar(value: "d\n", style: .literal))
        XCTAssertEqual(root["folded"]?.scalar, YAMLScalar(value: "e f\n", style: .folded))
        XCTAssertEqual(root.mapping?.map { $0.value.scalar?.isQuoted }, [false, true, true, false, false])
    }

    func testComplexKeysNeverMatchStringLookups() throws {
        let root = try XCTUnwrap(YAMLLoader.load("? [a, b]\n: complex\n'[a, b]': quoted\n"))
        XCTAssertEqual(root.mapping?.count, 2)
        XCTAssertEqual(root.mapping?.first?.key.kindName, "sequence")
        XCTAssertEqual(root["[a, b]"]?.stringValue, "quoted")
    }

    func testExplicitTagsOnly() throws {
        let root = try XCTUnwrap(YAMLLoader.load("a: !!str 1\nb: 2\nc: !custom x\nd: ! 3\ne: !!map {}\n"))
        XCTAssertEqual(root["a"]?.tag, "tag:yaml.org,2002:str")
        XCTAssertNil(root["b"]?.tag)
        XCTAssertEqual(root["c"]?.tag, "!custom")
        XCTAssertEqual(root["d"]?.tag, "!")
        XCTAssertEqual(root["e"]?.tag, "tag:yaml.org,2002:map")
        XCTAssertNil(root.tag)
    }

    func testScalarEscapesAndNUL() throws {
        let root = try XCTUnwrap(YAMLLoader.load(#"a: "x\0y\tz\u00e9""# + "\n"))
        XCTAssertEqual(root["a"]?.stringValue, "x\u{0}y\tzé")
    }

    /// A large contract has millions of nodes, each with two marks: they were 56 bytes plus a boxed payload of
    /// 48 (and marks 16 bytes), which made lint's memory some 80 times the file's size.
    func testNodesAndMarksStaySmall() {
        XCTAssertEqual(MemoryLayout<SourceMark>.size, 8)
        XCTAssertLessThanOrEqual(MemoryLayout<YAMLNode>.stride, 48)
        XCTAssertLessThanOrEqual(MemoryLayout<YAMLMappingEntry>.stride, 96)
    }

    func testTagsAndMarksReadBackWhatWasSet() throws {
        var node = YAMLNode(
            content: .scalar(YAMLScalar(value: "x")), mark: SourceMark(line: 1, column: 2),
            endMark: SourceMark(line: 1, column: 3))
        XCTAssertNil(node.tag)
        node.tag = "tag:yaml.org,2002:str"
        XCTAssertEqual(node.tag, "tag:yaml.org,2002:str")
        node.mark.line = 4_000_000_000
        node.mark.column += 1
        XCTAssertEqual(node.mark, SourceMark(line: 4_000_000_000, column: 3))
        XCTAssertEqual(SourceMark(line: Int.max, column: -1), SourceMark(line: Int(UInt32.max), column: 0), "saturated")
        let tagged = try XCTUnwrap(YAMLLoader.load("a: !!str 1\n")?["a"])
        XCTAssertEqual(tagged.tag, "tag:yaml.org,2002:str")
    }
}
