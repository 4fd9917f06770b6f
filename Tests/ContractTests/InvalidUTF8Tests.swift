import Foundation
import XCTest
import YAMLNodes

@testable import Contract

/// Bytes that are no UTF-8 are reported at the first bad byte, counted the way every other place is: lines break at
/// LF, CR, CRLF, NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR, columns count characters (Unicode scalars), and a
/// byte-order mark at the start is not counted.
final class InvalidUTF8Tests: XCTestCase {
    private func diagnostics(_ bytes: [UInt8]) -> [Diagnostic] {
        ContractLoader.load(data: Data(bytes), file: "bad.yaml").diagnostics
    }

    /// The only diagnostic: a located error whose message starts with `message`.
    private func assertReported(
        _ bytes: [UInt8], at mark: String, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let found = diagnostics(bytes)
        XCTAssertEqual(found.count, 1, "\(found)", file: file, line: line)
        XCTAssertEqual(found.first?.severity, .error, file: file, line: line)
        XCTAssertEqual(found.first?.mark.description, mark, "\(found)", file: file, line: line)
        XCTAssertTrue(found.first?.message.hasPrefix(message) == true, "\(found)", file: file, line: line)
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testTheFirstBadByteIsLocatedByLineAndCharacter() {
        assertReported(bytes("a: ") + [0xFF], at: "1:4", "invalid UTF-8 byte 0xFF")
        assertReported(
            bytes("a: b\nc: d\ne: ") + [0xFE] + bytes("\nf: ") + [0xFF], at: "3:4", "invalid UTF-8 byte 0xFE")
        assertReported(bytes("t: é€😀") + [0xFF], at: "1:7", "invalid UTF-8 byte 0xFF")
    }

    func testLinesBreakAsTheParserBreaksThem() {
        assertReported(bytes("a: b\r\nc: ") + [0xFF], at: "2:4", "invalid UTF-8 byte 0xFF")
        assertReported(bytes("a\rbc") + [0xFF], at: "2:3", "invalid UTF-8 byte 0xFF")
        assertReported(bytes("a\u{85}b") + [0xFF], at: "2:2", "invalid UTF-8 byte 0xFF")
        assertReported(bytes("a\u{2028}\u{2029}b") + [0xFF], at: "3:2", "invalid UTF-8 byte 0xFF")
        assertReported([0xEF, 0xBB, 0xBF] + bytes("ab") + [0xFF], at: "1:3", "invalid UTF-8 byte 0xFF")
    }

    func testEachKindOfBrokenSequenceNamesItsByte() {
        assertReported(bytes("x") + [0x80], at: "1:2", "invalid UTF-8 byte 0x80 (a continuation byte")
        assertReported([0xC0, 0xAF], at: "1:1", "invalid UTF-8 byte 0xC0 (it never occurs in UTF-8)")
        assertReported([0xF5, 0x80, 0x80, 0x80], at: "1:1", "invalid UTF-8 byte 0xF5 (it never occurs in UTF-8)")
        assertReported(
            bytes("ab") + [0xE2, 0x28, 0xA1], at: "1:3",
            "invalid UTF-8 byte 0xE2 (it starts a 3-byte character, and 0x28 cannot be its second byte)")
        assertReported(
            bytes("ab") + [0xE2, 0x82], at: "1:3",
            "invalid UTF-8 byte 0xE2 (it starts a 3-byte character, and the file ends before its third byte)")
        assertReported(
            [0xE0, 0x80, 0x80], at: "1:1", "invalid UTF-8 byte 0xE0 (it starts a 3-byte character, and 0x80")
        assertReported(
            [0xED, 0xA0, 0x80], at: "1:1", "invalid UTF-8 byte 0xED (it starts a 3-byte character, and 0xA0")
        assertReported([0xF4, 0x90, 0x80, 0x80], at: "1:1", "invalid UTF-8 byte 0xF4 (it starts a 4-byte character")
        assertReported(
            [0xF0, 0x9F, 0x98, 0x41], at: "1:1", "invalid UTF-8 byte 0xF0 (it starts a 4-byte character, and 0x41")
    }

    func testUTF16IsNamedInTheHint() {
        let found = diagnostics([0xFF, 0xFE] + Array("a: b\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
        XCTAssertEqual(found.first?.mark, SourceMark(line: 1, column: 1))
        XCTAssertEqual(found.first?.hint, "the file starts with a UTF-16 byte-order mark; save it as UTF-8")
        XCTAssertEqual(diagnostics([0x61, 0xFF]).first?.hint, "a contract file is UTF-8 text; save it as UTF-8")
    }

    /// Long valid prefixes, of every length of character, are passed at their place.
    func testAFileOfManyCharactersIsLocatedExactly() {
        var text = ""
        for index in 0..<5_000 { text += index % 3 == 0 ? "é" : index % 3 == 1 ? "a" : "😀" }
        assertReported(bytes("k: \(text)\n\(text)") + [0xC1], at: "2:5001", "invalid UTF-8 byte 0xC1")
    }
}
