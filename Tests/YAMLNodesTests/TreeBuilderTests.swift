import Foundation
import XCTest
import YAMLNodes

final class TreeBuilderTests: XCTestCase {
    private func loadError(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> YAMLError? {
        do {
            let node = try YAMLLoader.load(yaml)
            XCTFail("expected an error, got \(String(describing: node))", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testDuplicateKeyReportsBothMarks() throws {
        let yaml = """
            info:
              title: x
            paths:
              name: a
              other: b
              name: c

            """
        let error = try XCTUnwrap(loadError(yaml))
        XCTAssertEqual(error.message, "duplicate key 'name' (first defined at 4:3)")
        XCTAssertEqual(error.mark, SourceMark(line: 6, column: 3))
        XCTAssertEqual(error.relatedMark, SourceMark(line: 4, column: 3))
    }

    func testDuplicateKeyInFlowMappingAndAcrossStyles() throws {
        let flow = try XCTUnwrap(loadError("{a: 1, b: 2, a: 3}"))
        XCTAssertEqual(flow.message, "duplicate key 'a' (first defined at 1:2)")
        XCTAssertEqual(flow.mark, SourceMark(line: 1, column: 14))
        // Same scalar text counts as the same key regardless of quoting.
        let quoted = try XCTUnwrap(loadError("a: 1\n'a': 2\n"))
        XCTAssertEqual(quoted.mark, SourceMark(line: 2, column: 1))
    }

    func testDuplicateKeyInALargeMappingIsFoundOnEitherSideOfTheKeyIndex() throws {
        // Small mappings are searched, large ones indexed: a duplicate is found wherever the two keys fall.
        let keys = (0..<40).map { "k\($0): \($0)" }
        let early = try XCTUnwrap(loadError((keys + ["k3: again"]).joined(separator: "\n") + "\n"))
        XCTAssertEqual(early.message, "duplicate key 'k3' (first defined at 4:1)")
        XCTAssertEqual(early.mark, SourceMark(line: 41, column: 1))
        let late = try XCTUnwrap(loadError((keys + ["k30: again"]).joined(separator: "\n") + "\n"))
        XCTAssertEqual(late.message, "duplicate key 'k30' (first defined at 31:1)")
        let small = try XCTUnwrap(loadError((keys.prefix(10) + ["k9: again"]).joined(separator: "\n") + "\n"))
        XCTAssertEqual(small.relatedMark, SourceMark(line: 10, column: 1))
        XCTAssertNotNil(try YAMLLoader.load(keys.joined(separator: "\n") + "\n"))
    }

    func testSameKeyInDifferentMappingsIsFine() throws {
        let root = try XCTUnwrap(YAMLLoader.load("a: {name: 1}\nb: {name: 2}\n? [name]\n: 3\n? [name]\n: 4\n"))
        XCTAssertEqual(root["b"]?["name"]?.intValue, 2)
        XCTAssertEqual(root.mapping?.count, 4, "complex keys are not checked for duplicates")
    }

    func testAliasesAreResolvedByCopy() throws {
        let yaml = """
            base: &b
              x: 1
              y: [2, 3]
            copy: *b
            scalar: &s hello
            again: *s

            """
        let root = try XCTUnwrap(YAMLLoader.load(yaml))
        let copy = try XCTUnwrap(root["copy"])
        XCTAssertEqual(copy.kindName, "mapping")
        XCTAssertEqual(copy["x"]?.intValue, 1)
        XCTAssertEqual(copy["y"]?.sequence?.compactMap(\.intValue), [2, 3])
        XCTAssertEqual(copy.mark, SourceMark(line: 4, column: 7), "alias keeps its own mark")
        XCTAssertEqual(copy["x"]?.mark, SourceMark(line: 2, column: 6), "children keep the anchored marks")
        XCTAssertEqual(root["again"]?.stringValue, "hello")
        XCTAssertEqual(root["again"]?.mark, SourceMark(line: 6, column: 8))
    }

    func testAnchorMayBeRedefined() throws {
        let root = try XCTUnwrap(YAMLLoader.load("- &a 1\n- *a\n- &a 2\n- *a\n"))
        XCTAssertEqual(root.sequence?.compactMap(\.intValue), [1, 1, 2, 2])
    }

    func testAliasKeyCountsForDuplicateCheck() throws {
        let error = try XCTUnwrap(loadError("- &k name\n- {name: 1, *k : 2}\n"))
        XCTAssertEqual(error.message, "duplicate key 'name' (first defined at 2:4)")
        XCTAssertEqual(error.mark, SourceMark(line: 2, column: 13))
    }

    func testUnknownAliasIsLocated() throws {
        let error = try XCTUnwrap(loadError("a: 1\nb: *missing\n"))
        XCTAssertEqual(error.message, "found undefined alias '*missing'")
        XCTAssertEqual(error.mark, SourceMark(line: 2, column: 4))
    }

    func testRecursiveAliasIsRejected() throws {
        let error = try XCTUnwrap(loadError("a: &r\n  b: *r\n"))
        XCTAssertEqual(error.message, "alias '*r' refers to a node that contains it")
        XCTAssertEqual(error.mark, SourceMark(line: 2, column: 6))
        XCTAssertEqual(error.relatedMark, SourceMark(line: 1, column: 4), "the anchored node starts at its anchor")
    }

    func testBillionLaughsIsRejected() throws {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...9 {
            let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(refs)]")
        }
        let start = Date()
        let error = try XCTUnwrap(loadError(lines.joined(separator: "\n") + "\n"))
        XCTAssertTrue(error.message.hasPrefix("alias '*a"), error.message)
        XCTAssertTrue(error.message.contains("expands to too many nodes (limit 20000"), error.message)
        XCTAssertGreaterThanOrEqual(error.mark.line, 5)
        XCTAssertNotNil(error.relatedMark)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testModerateAliasUseIsAllowed() throws {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...3 {
            let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(refs)]")
        }
        let root = try XCTUnwrap(YAMLLoader.load(lines.joined(separator: "\n") + "\n"))
        XCTAssertEqual(root["a3"]?.sequence?.first?.sequence?.first?.sequence?.count, 10)
    }

    /// 12,000 written nodes, then aliases adding a node more than the document has written.
    func testAliasesMayAddAsManyNodesAsTheDocumentWrites() throws {
        let written =
            "a: &a [" + Array(repeating: "x", count: 5_999).joined(separator: ", ") + "]\n"
            + "b: [" + Array(repeating: "y", count: 5_995).joined(separator: ", ") + "]\n"
        XCTAssertNotNil(try YAMLLoader.load(written + "c: [*a, *a]\n"), "12,000 copied after 12,004 written")
        XCTAssertNotNil(try YAMLLoader.load(written + "c: [*a, *a, *a]\n"), "18,000: within the allowance")
        let error = try XCTUnwrap(loadError(written + "c: [*a, *a, *a, *a]\n"))
        XCTAssertTrue(error.message.hasPrefix("alias '*a' expands to too many nodes (limit 20000:"), error.message)
        XCTAssertEqual(error.mark, SourceMark(line: 3, column: 17))
        let large = "a: &a [" + Array(repeating: "x", count: 29_999).joined(separator: ", ") + "]\n"
        XCTAssertNotNil(try YAMLLoader.load(large + "c: [*a]\n"), "30,000 copied after 30,003 written")
        XCTAssertNotNil(loadError(large + "c: [*a, *a]\n"), "60,000 copied after 30,005 written")
    }

    func testNestingDepthIsCapped() throws {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        XCTAssertNotNil(try YAMLLoader.load(ok))
        let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        let error = try XCTUnwrap(loadError(deep))
        XCTAssertEqual(error.message, "collections are nested deeper than 512 levels")
        XCTAssertEqual(error.mark, SourceMark(line: 1, column: 513))
    }

    func testNestingDepthThroughAliasesIsCapped() throws {
        func nested(_ levels: Int, _ inner: String) -> String {
            String(repeating: "[", count: levels) + inner + String(repeating: "]", count: levels)
        }
        let ok = try XCTUnwrap(YAMLLoader.load("a: &a \(nested(200, "x"))\nb: \(nested(200, "*a"))\n"))
        XCTAssertEqual(ok["b"]?.kindName, "sequence")
        let error = try XCTUnwrap(loadError("a: &a \(nested(300, "x"))\nb: \(nested(300, "*a"))\n"))
        XCTAssertEqual(error.message, "alias '*a' nests collections deeper than 512 levels")
        XCTAssertEqual(error.mark, SourceMark(line: 2, column: 304))
        XCTAssertEqual(error.relatedMark, SourceMark(line: 1, column: 4))
    }

    /// A loaded document keeps no spare capacity: appends would have left up to half of every array unused, and the
    /// root's few keys once kept the whole buffer that a large mapping after them had grown.
    func testCollectionsHoldExactlyTheirChildren() throws {
        var yaml = "a: 1\nb: [x, y, z]\nmodels:\n"
        for index in 0..<5_000 { yaml += "  M\(index): { f: [1, 2, 3], g: { h: i } }\n" }
        yaml += "z: last\n"
        let root = try XCTUnwrap(YAMLLoader.load(yaml))
        var collections = 0
        func check(_ node: YAMLNode) {
            switch node.content {
            case .scalar: return
            case .sequence(let items):
                collections += 1
                XCTAssertLessThanOrEqual(items.capacity - items.count, 1, "\(node.mark)")
                items.forEach(check)
            case .mapping(let entries):
                collections += 1
                XCTAssertLessThanOrEqual(entries.capacity - entries.count, 1, "\(node.mark)")
                entries.forEach { check($0.value) }
            }
        }
        check(root)
        XCTAssertEqual(collections, 3 + 5_000 * 3)
    }
}
