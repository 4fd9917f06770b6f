import XCTest
import YAMLNodes

/// Aliases are limited by the bytes of scalar text they copy, not only by nodes: one large anchored scalar copied
/// a few hundred times is a handful of nodes, but hundreds of megabytes of text for every later stage.
final class AliasTextLimitTests: XCTestCase {
    private func loadError(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> YAMLError? {
        do {
            _ = try YAMLLoader.load(yaml)
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    private static let limitMessage = "expands to too much text (limit"

    /// The case that made `openapi` write 420 MB: a 1 MB scalar, aliased by 200 keys.
    func testAMegabyteScalarCannotBeCopiedHundredsOfTimes() throws {
        var yaml = "big: &big " + String(repeating: "x", count: 1_000_000) + "\n"
        for index in 0..<200 { yaml += "k\(index): *big\n" }
        let error = try XCTUnwrap(loadError(yaml))
        XCTAssertTrue(error.message.hasPrefix("alias '*big' \(Self.limitMessage) 1048576 bytes"), error.message)
        XCTAssertTrue(error.message.contains("write the text out"), "says what to do: \(error.message)")
        XCTAssertEqual(error.mark, SourceMark(line: 3, column: 5), "the second alias passes 1 MiB")
        XCTAssertEqual(error.relatedMark, SourceMark(line: 1, column: 6), "the anchored node")
    }

    /// A small file may still share up to 1 MiB of text through aliases.
    func testEveryFileMayCopyAMebibyte() throws {
        let anchored = "a: &a " + String(repeating: "y", count: 100_000) + "\n"
        let ten = anchored + "b: [" + Array(repeating: "*a", count: 10).joined(separator: ", ") + "]\n"
        XCTAssertNotNil(try YAMLLoader.load(ten), "1,000,000 bytes copied")
        let eleven = anchored + "b: [" + Array(repeating: "*a", count: 11).joined(separator: ", ") + "]\n"
        let error = try XCTUnwrap(loadError(eleven))
        XCTAssertTrue(error.message.hasPrefix("alias '*a' \(Self.limitMessage) 1048576 bytes"), error.message)
        XCTAssertEqual(error.mark, SourceMark(line: 2, column: 5 + 10 * 4), "the eleventh alias")
    }

    /// Beyond 1 MiB, aliases may copy as many bytes as the file has.
    func testALargerFileMayCopyAsManyBytesAsItHas() throws {
        let anchored = "a: &a " + String(repeating: "y", count: 1_000_000) + "\n"
        let padding = "p: " + String(repeating: "z", count: 2_000_000) + "\n"
        let three = anchored + padding + "b: [*a, *a, *a]\n"
        XCTAssertNotNil(try YAMLLoader.load(three), "3,000,000 bytes copied from a file of 3,000,027")
        let four = anchored + padding + "b: [*a, *a, *a, *a]\n"
        let error = try XCTUnwrap(loadError(four))
        XCTAssertTrue(
            error.message.hasPrefix("alias '*a' \(Self.limitMessage) \(four.utf8.count) bytes"), error.message)
        XCTAssertEqual(error.mark, SourceMark(line: 3, column: 17))
    }

    /// However large the file, aliases copy at most 16 MiB.
    func testNoFileMayCopyMoreThanSixteenMebibytes() throws {
        let anchored = "a: &a " + String(repeating: "y", count: 9_000_000) + "\n"
        let padding = "p: " + String(repeating: "z", count: 9_000_000) + "\n"
        XCTAssertNotNil(try YAMLLoader.load(anchored + padding + "b: [*a]\n"))
        let error = try XCTUnwrap(loadError(anchored + padding + "b: [*a, *a]\n"))
        XCTAssertTrue(error.message.hasPrefix("alias '*a' \(Self.limitMessage) 16777216 bytes"), error.message)
        XCTAssertEqual(error.mark, SourceMark(line: 3, column: 9))
    }

    /// Keys are text too, and a collection's text is all the text inside it.
    func testCollectionsCountTheTextOfTheirKeysAndValues() throws {
        let key = String(repeating: "k", count: 400_000)
        let value = String(repeating: "v", count: 200_000)
        // A key of more than 1,024 characters must be explicit (`?`).
        let yaml = "a: &a\n  ? \(key)\n  : \(value)\nb: *a\nc: *a\n"
        let error = try XCTUnwrap(loadError(yaml))
        XCTAssertTrue(error.message.hasPrefix("alias '*a' \(Self.limitMessage) 1048576 bytes"), error.message)
        XCTAssertEqual(error.mark, SourceMark(line: 5, column: 4), "1,200,000 bytes with the second copy")
        XCTAssertEqual(error.relatedMark, SourceMark(line: 1, column: 4))
    }
}
