import XCTest
import YAMLNodes

final class YAMLLoaderTests: XCTestCase {
    func testEmptyStreamsAreNil() throws {
        XCTAssertNil(try YAMLLoader.load(""))
        XCTAssertNil(try YAMLLoader.load("\n\n  \n"))
        XCTAssertNil(try YAMLLoader.load("# only a comment\n  # another\n"))
    }

    func testExplicitEmptyDocumentIsANullNode() throws {
        let node = try XCTUnwrap(YAMLLoader.load("---\n"))
        XCTAssertTrue(node.isNull)
        XCTAssertEqual(node.kindName, "scalar")
    }

    func testSingleDocumentWithMarkers() throws {
        let root = try XCTUnwrap(YAMLLoader.load("%YAML 1.1\n---\na: 1\n...\n# trailing comment\n"))
        XCTAssertEqual(root["a"]?.intValue, 1)
    }

    func testMultipleDocumentsAreRejectedAtTheSecondStart() throws {
        do {
            _ = try YAMLLoader.load("a: 1\n---\nb: 2\n")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.message, "expected a single document, but found another document")
            XCTAssertEqual(error.mark, SourceMark(line: 2, column: 1))
            XCTAssertEqual(error.relatedMark, SourceMark(line: 1, column: 1))
        }
        do {
            _ = try YAMLLoader.load("--- a\n--- b\n")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.mark, SourceMark(line: 2, column: 1))
        }
    }

    func testSecondDocumentIsRejectedBeforeItsSyntaxIsChecked() throws {
        do {
            _ = try YAMLLoader.load("a: 1\n---\nb: [\n")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.message, "expected a single document, but found another document")
        }
    }

    func testErrorValueSemantics() {
        let a = YAMLError(message: "m", mark: SourceMark(line: 1, column: 2), relatedMark: nil)
        XCTAssertEqual(a, YAMLError(message: "m", mark: SourceMark(line: 1, column: 2)))
        XCTAssertNotEqual(a, YAMLError(message: "m", mark: SourceMark(line: 1, column: 2), relatedMark: a.mark))
        XCTAssertEqual(a.description, "1:2: m")
    }
}
