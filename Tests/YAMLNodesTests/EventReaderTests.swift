import XCTest
import YAMLNodes

/// libyaml errors must come back as located ``YAMLError``s.
final class EventReaderTests: XCTestCase {
    private func loadError(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> YAMLError? {
        loadError(bytes: Array(yaml.utf8), file: file, line: line)
    }

    private func loadError(bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> YAMLError? {
        do {
            let node = try YAMLLoader.load(bytes: bytes)
            XCTFail("expected an error, got \(String(describing: node))", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testScannerErrorWithContext() throws {
        let error = try XCTUnwrap(loadError("a: 'unterminated\n"))
        XCTAssertEqual(error.message, "found unexpected end of stream while scanning a quoted scalar")
        XCTAssertEqual(error.mark, SourceMark(line: 2, column: 1))
        XCTAssertEqual(error.relatedMark, SourceMark(line: 1, column: 4))
        XCTAssertEqual(error.description, "2:1: found unexpected end of stream while scanning a quoted scalar")
    }

    func testSimpleKeyError() throws {
        let error = try XCTUnwrap(loadError("a: 1\nb\nc: 2\n"))
        XCTAssertEqual(error.message, "could not find expected ':' while scanning a simple key")
        XCTAssertEqual(error.mark, SourceMark(line: 3, column: 1))
        XCTAssertEqual(error.relatedMark, SourceMark(line: 2, column: 1))
    }

    func testScannerErrorWithoutContext() throws {
        let error = try XCTUnwrap(loadError("key: value\n  bad: x\n"))
        XCTAssertEqual(error.message, "mapping values are not allowed in this context")
        XCTAssertEqual(error.mark, SourceMark(line: 2, column: 6))
        XCTAssertNil(error.relatedMark)
    }

    func testParserErrors() throws {
        let flow = try XCTUnwrap(loadError("a: 1\nb: [1, 2\nc: 3\n"))
        XCTAssertEqual(flow.message, "did not find expected ',' or ']' while parsing a flow sequence")
        XCTAssertEqual(flow.mark, SourceMark(line: 3, column: 2))
        XCTAssertEqual(flow.relatedMark, SourceMark(line: 2, column: 4))

        let block = try XCTUnwrap(loadError("- a\nb: c\n"))
        XCTAssertEqual(block.message, "did not find expected '-' indicator while parsing a block collection")
        XCTAssertEqual(block.mark, SourceMark(line: 2, column: 1))

        let escape = try XCTUnwrap(loadError("a: \"x\\q\"\n"))
        XCTAssertEqual(escape.message, "found unknown escape character while parsing a quoted scalar")
        XCTAssertEqual(escape.mark, SourceMark(line: 1, column: 6))
    }

    func testNULByteIsALocatedError() throws {
        let error = try XCTUnwrap(loadError("a: 1\nb: x\u{0}y\n"))
        XCTAssertEqual(error.message, "control characters are not allowed (#x00)")
        XCTAssertEqual(error.mark, SourceMark(line: 2, column: 5))
        XCTAssertThrowsError(try YAMLLoader.events("\u{0}"))
    }

    func testInvalidUTF8IsALocatedError() throws {
        let leading = try XCTUnwrap(loadError(bytes: Array("a: 1\r\nbé: ".utf8) + [0xFF]))
        XCTAssertEqual(leading.message, "invalid leading UTF-8 octet (#xFF)")
        XCTAssertEqual(leading.mark, SourceMark(line: 2, column: 5))

        let truncated = try XCTUnwrap(loadError(bytes: Array("a: ".utf8) + [0xC3]))
        XCTAssertEqual(truncated.message, "incomplete UTF-8 octet sequence")
        XCTAssertEqual(truncated.mark, SourceMark(line: 1, column: 4))
    }

    /// libyaml gives a bad byte's place as an offset; it is counted like node marks, so NEL, LINE SEPARATOR and
    /// PARAGRAPH SEPARATOR break lines there too.
    func testReaderErrorsBreakLinesLikeNodeMarks() throws {
        for lineBreak in ["\u{85}", "\u{2028}", "\u{2029}"] {
            let error = try XCTUnwrap(loadError(bytes: Array("a: b\(lineBreak)cd: ".utf8) + [0x00]))
            XCTAssertEqual(error.message, "control characters are not allowed (#x00)")
            XCTAssertEqual(
                error.mark, SourceMark(line: 2, column: 5), "after U+\(lineBreak.unicodeScalars.first!.value)")
        }
    }

    func testByteOrderMarkIsSkippedInMarks() throws {
        let root = try XCTUnwrap(YAMLLoader.load(bytes: [0xEF, 0xBB, 0xBF] + Array("a: b\n".utf8)))
        XCTAssertEqual(root["a"]?.mark, SourceMark(line: 1, column: 4))
        let error = try XCTUnwrap(loadError(bytes: [0xEF, 0xBB, 0xBF] + Array("ab: ".utf8) + [0x00]))
        XCTAssertEqual(error.mark, SourceMark(line: 1, column: 5))
    }

    /// Each parse makes and frees a libyaml parser (`yaml_parser_delete`), after a success and after a failure alike:
    /// two thousand in a row each read their own document, and each broken one fails with the same located error, so
    /// no parser's state outlives it.
    func testManyParsesInARowEachReadTheirOwnDocument() throws {
        let broken = try XCTUnwrap(loadError("k: [\n"))
        XCTAssertEqual(broken.message, "did not find expected node content while parsing a flow node")
        XCTAssertEqual(broken.mark, SourceMark(line: 2, column: 1))
        var wrong: [String] = []
        for index in 0..<2_000 {
            let root = try YAMLLoader.load("k\(index): [a, {b: c}]\n")
            let list = root?["k\(index)"]?.sequence
            if root?.mapping?.count != 1 || list?.count != 2 || list?.first?.scalar?.value != "a"
                || list?.last?["b"]?.scalar?.value != "c"
            {
                wrong.append("document \(index) read wrongly")
            }
            do {
                _ = try YAMLLoader.load("k: [\n")
                wrong.append("broken document \(index) loaded")
            } catch {
                if error != broken { wrong.append("broken document \(index): \(error)") }
            }
        }
        XCTAssertEqual(Array(wrong.prefix(10)), [], "\(wrong.count) of 4000 parses went wrong")
    }
}
