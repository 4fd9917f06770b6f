import Foundation
import TestRandomness
import WireVocabulary
import XCTest

/// The form serializer against the WHATWG rules and against Python's `urllib.parse.urlencode`, a reference encoder
/// run in the test environment; and the parser reading back what the serializer wrote.
final class FormURLEncodingTests: XCTestCase {
    /// Names and values that break a naive encoder.
    static let hostile: [(name: String, value: String)] = [
        ("a&b", "x&y=z"), ("eq=", "=="), ("pct", "100% %41 %zz"), ("plus+", "1+1 = 2"), ("space ", " lead and trail "),
        ("crlf", "line1\r\nline2\rline3\n"), ("emoji", "😀👍🏽"), ("中文", "你好，世界"), ("tilde", "~user~"),
        ("kept", "AZaz09*-._"), ("reserved", "!\"#$'(),/:;<>?@[\\]^`{|}"), ("empty", ""), ("", "nameless"),
        ("nul", "a\u{0}b"), ("del", "\u{7F}"), ("latin", "café naïve"),
    ]

    func testTheStandardsCharacterClasses() {
        XCTAssertEqual(FormURLEncoding.encode("AZaz09*-._"), "AZaz09*-._")
        XCTAssertEqual(FormURLEncoding.encode("a b"), "a+b")
        XCTAssertEqual(FormURLEncoding.encode("&=%+~"), "%26%3D%25%2B%7E")
        XCTAssertEqual(FormURLEncoding.encode("\r\n"), "%0D%0A")
        XCTAssertEqual(FormURLEncoding.encode("中"), "%E4%B8%AD")
        XCTAssertEqual(FormURLEncoding.encode("😀"), "%F0%9F%98%80")
        XCTAssertEqual(FormURLEncoding.serialize([("a", "1"), ("b", "x y"), ("a", "")]), "a=1&b=x+y&a=")
    }

    /// Python keeps `~` (RFC 3986 unreserved) where the WHATWG serializer writes `%7E`; with that one character
    /// mapped, `urlencode(…, quote_via=quote_plus, safe='*')` is the standard's serializer.
    func testTheSerializerAgreesWithPythonsURLEncode() throws {
        var random = SeededRandom(seed: 28)
        var pairs = Self.hostile
        for _ in 0..<40 {
            let scalars = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                Self.randomScalar(using: &random)
            }
            pairs.append(("r\(pairs.count)", String(String.UnicodeScalarView(scalars))))
        }
        let reference = try Self.pythonURLEncode(pairs)
        XCTAssertEqual(reference.count, pairs.count + 1)
        XCTAssertEqual(FormURLEncoding.serialize(pairs), reference.first)
        for (pair, encoded) in zip(pairs, reference.dropFirst()) {
            XCTAssertEqual(FormURLEncoding.serialize([pair]), encoded, pair.value.debugDescription)
        }
    }

    func testTheParserReadsBackWhatTheSerializerWrote() {
        let parsed = FormURLEncoding.parse(FormURLEncoding.serialize(Self.hostile))
        XCTAssertEqual(parsed.map(\.name), Self.hostile.map(\.name))
        XCTAssertEqual(parsed.map(\.value), Self.hostile.map(\.value))
    }

    func testTheParserFollowsTheStandardOnOddInput() {
        let parsed = FormURLEncoding.parse("&&a&b=&=c&d=%zz%4&e=%41%2b+&")
        XCTAssertEqual(parsed.map(\.name), ["a", "b", "", "d", "e"])
        XCTAssertEqual(parsed.map(\.value), ["", "", "c", "%zz%4", "A+ "])
        XCTAssertEqual(FormURLEncoding.parse([0x61, 0x3D, 0xFF]).first?.value, "\u{FFFD}")
    }

    /// Any scalar but a surrogate, weighted to ASCII, where the interesting characters are.
    private static func randomScalar(using random: inout SeededRandom) -> Unicode.Scalar {
        while true {
            let value =
                Bool.random(using: &random)
                ? UInt32.random(in: 0...0x7F, using: &random) : UInt32.random(in: 0x80...0x10FFFF, using: &random)
            if let scalar = Unicode.Scalar(value) { return scalar }
        }
    }

    /// The reference encodings of the whole body of `pairs`, then of each pair alone, by `python3` from PATH (urllib is
    /// in its standard library): skips with the reason when there is none, and fails under CI (`CI=true`).
    private static func pythonURLEncode(_ pairs: [(name: String, value: String)]) throws -> [String] {
        let script = """
            import json, sys
            from urllib.parse import urlencode, quote_plus
            def encode(pairs):
                return urlencode([(n, v) for n, v in pairs], quote_via=quote_plus, safe='*').replace('~', '%7E')
            pairs = json.load(sys.stdin)
            json.dump([encode(pairs)] + [encode([pair]) for pair in pairs], sys.stdout)
            """
        let input = try JSONSerialization.data(withJSONObject: pairs.map { [$0.name, $0.value] })
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = "python3 is not on PATH or failed (status \(process.terminationStatus))"
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail("CI must provide python3 for the reference encoder: \(reason)")
                throw CocoaError(.executableNotLoadable)
            }
            throw XCTSkip(reason)
        }
        return try JSONDecoder().decode([String].self, from: output)
    }
}
