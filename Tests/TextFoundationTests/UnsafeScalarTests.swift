import TextFoundation
import XCTest

/// The one table of unsafe scalars, and what each output writes instead of them.
final class UnsafeScalarTests: XCTestCase {
    private let allScalars = (0...0x10FFFF).compactMap(Unicode.Scalar.init)

    func testBidirectionalControlsAreExactlyTheTrojanSourceSet() {
        let expected = Set<UInt32>([0x061C, 0x200E, 0x200F] + Array(0x202A...0x202E) + Array(0x2066...0x2069))
        XCTAssertEqual(Set(allScalars.filter(UnsafeScalar.isBidirectionalControl).map(\.value)), expected)
    }

    func testControlsAreC0DeleteC1AndTheSeparators() {
        let expected = Set<UInt32>(Array(0x00...0x1F) + Array(0x7F...0x9F) + [0x2028, 0x2029])
        XCTAssertEqual(Set(allScalars.filter(UnsafeScalar.isControl).map(\.value)), expected)
    }

    func testTheUnsafeSetIsControlsBidirectionalControlsAndTheInvisibleOnes() {
        let expected = Set<UInt32>(
            Array(0x00...0x1F) + Array(0x7F...0x9F) + [0x2028, 0x2029, 0x061C, 0x200E, 0x200F]
                + Array(0x202A...0x202E) + Array(0x2066...0x2069) + [0xFEFF, 0xFFFE, 0xFFFF])
        XCTAssertEqual(Set(allScalars.filter(UnsafeScalar.isUnsafe).map(\.value)), expected)
        XCTAssertEqual(UnsafeScalar("\u{1B}"), .control)
        XCTAssertEqual(UnsafeScalar("\u{85}"), .lineBreak)
        XCTAssertEqual(UnsafeScalar("\t"), .tab)
        XCTAssertNil(UnsafeScalar("中"))
    }

    /// Printable ASCII, the text the byte paths take, is exactly the ASCII the table has no entry for: a byte path
    /// never sees a scalar some output would replace.
    func testPrintableASCIIIsTheASCIIOutsideTheTable() {
        for scalar in allScalars where scalar.value < 0x100 {
            XCTAssertEqual(
                UnsafeScalar.isPrintableASCII(String(scalar)), scalar.isASCII && !UnsafeScalar.isUnsafe(scalar),
                "U+\(String(scalar.value, radix: 16))")
        }
        XCTAssertTrue(UnsafeScalar.isPrintableASCII(""))
        XCTAssertTrue(UnsafeScalar.isPrintableASCII("Exchanges a token for a session (see aside) ~"))
        XCTAssertFalse(UnsafeScalar.isPrintableASCII("a token\u{202E}"))
        XCTAssertFalse(UnsafeScalar.isPrintableASCII("中文"))
        XCTAssertTrue(UnsafeScalar.isPrintableASCII("prefix: plain text"[...].dropFirst(8)), "a substring")
    }

    /// Every output replaces every unsafe scalar, so none is ever written raw; safe scalars other than an output's own
    /// syntax (quotes and backslashes in literals and JSON) are written as they are.
    func testEveryOutputReplacesEveryUnsafeScalar() {
        let outputs: [TextOutput] = [.swiftStringLiteral, .jsonString, .terminal, .comment]
        XCTAssertNil(TextOutput.terminalLines.replacement(for: "\n"), "a line feed of the tool's stays")
        XCTAssertEqual("a\nb\u{1B}\r".escapedForTerminalLines, "a\nb\\u{1B}\\u{D}")
        for scalar in allScalars where UnsafeScalar.isUnsafe(scalar) {
            for output in outputs {
                let replacement = output.replacement(for: scalar)
                XCTAssertNotNil(replacement, "\(output) U+\(String(scalar.value, radix: 16))")
                XCTAssertFalse(replacement?.unicodeScalars.contains(where: UnsafeScalar.isUnsafe) ?? true)
            }
        }
        for scalar: Unicode.Scalar in ["a", " ", "中", "é", "\u{301}", "😀", "\u{200B}"] {
            for output in outputs { XCTAssertNil(output.replacement(for: scalar), "\(output) \(scalar)") }
        }
    }

    /// Every output writes every printable ASCII scalar but the backslash and the quote as it is: the text made only of
    /// them is appended whole, as the scalar-by-scalar replacement writes it; any other scalar among them is replaced.
    func testPlainASCIIIsAppendedAsEachOutputWritesIt() {
        let outputs: [TextOutput] = [.swiftStringLiteral, .jsonString, .terminal, .terminalLines, .comment]
        let plain = (0x20..<0x7F).compactMap(Unicode.Scalar.init).filter { $0 != "\\" && $0 != "\"" }
        for output in outputs {
            for scalar in plain { XCTAssertNil(output.replacement(for: scalar), "\(output) \(scalar)") }
        }
        var generator = SystemRandomNumberGenerator()
        let pieces =
            plain.map(String.init) + [
                "\\", "\"", "\n", "é", "\u{202E}", "\u{7F}", "\t", "\u{85}", "\u{FEFF}", "\u{2028}", "\u{61C}", "中",
                "👍🏽", "\r\n", "\u{0}", "e\u{301}",
            ]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }
            .joined()
            for output in outputs {
                let expected = text.unicodeScalars.map { output.replacement(for: $0) ?? String($0) }.joined()
                XCTAssertEqual(String(escaping: text, for: output), expected, "\(output) \(text.debugDescription)")
                let tail = text.dropFirst()  // a substring, read where it lies
                XCTAssertEqual(
                    String(escaping: tail, for: output),
                    tail.unicodeScalars.map { output.replacement(for: $0) ?? String($0) }.joined(),
                    "\(output) \(text.debugDescription)")
            }
        }
    }

    /// Byte readers decode a scalar beyond ASCII only where its first byte may start an unsafe one: every unsafe
    /// scalar beyond ASCII starts with such a byte.
    func testEveryUnsafeScalarBeyondASCIIStartsWithAByteThatMayStartOne() {
        for scalar in allScalars where scalar.value >= 0x80 && UnsafeScalar.isUnsafe(scalar) {
            let lead = String(scalar).utf8.first!
            XCTAssertTrue(UnsafeScalar.mayStartUnsafe(utf8LeadByte: lead), "U+\(String(scalar.value, radix: 16))")
        }
    }

    func testEachOutputsSpelling() {
        let text = "a\u{202E}b\tc\u{1B}[31m\"\\\n中"
        XCTAssertEqual(String(escaping: text, for: .terminal), "a\\u{202E}b\\u{9}c\\u{1B}[31m\"\\\\u{A}中")
        XCTAssertEqual(String(escaping: text, for: .swiftStringLiteral), "a\\u{202e}b\\tc\\u{1b}[31m\\\"\\\\\\n中")
        XCTAssertEqual(String(escaping: text, for: .jsonString), "a\\u202Eb\\tc\\u001B[31m\\\"\\\\\\n中")
        XCTAssertEqual(String(escaping: text, for: .comment), "a b c [31m\"\\ 中")
        XCTAssertEqual("plain text".escapedForTerminal, "plain text")
        XCTAssertEqual("evil\u{1B}[31m\u{202E}Field".escapedForTerminal, "evil\\u{1B}[31m\\u{202E}Field")
    }

    /// A quoted string is one JSON string that reads back as the text, whatever the text (Foundation as the judge).
    func testJSONQuotingIsValidJSONForEveryUnsafeScalarAndSyntaxCharacter() throws {
        for scalar in allScalars where UnsafeScalar.isUnsafe(scalar) || "\"\\/".unicodeScalars.contains(scalar) {
            let text = "x\(Character(scalar))y"
            let quoted = JSONQuoting.quoted(text)
            XCTAssertFalse(quoted.dropFirst().dropLast().unicodeScalars.contains(where: UnsafeScalar.isUnsafe))
            XCTAssertEqual(try JSONValue.parse(quoted), .string(text))
            let read = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: [.fragmentsAllowed])
            XCTAssertEqual(read as? String, text, "U+\(String(scalar.value, radix: 16))")
        }
    }
}
