import Mustache
import SwiftPlan
import TestRandomness
import XCTest

@testable import SwiftRendering

final class SourceRendererTests: XCTestCase {
    func testTidyStripsTrailingSpaceAndEndsWithOneNewline() {
        XCTAssertEqual(SourceRenderer.tidy("a  \n\tb\t\n\n\n").text, "a\n\tb\n")
        XCTAssertEqual(SourceRenderer.tidy("a  \n\tb\t\n\n\n", endsWithNewline: false).text, "a\n\tb")
    }

    /// Tidy text stays as it is (tidying is idempotent); anything else loses its trailing white space and blank end.
    func testTidyLeavesTidyTextAloneAndRewritesTheRest() {
        let cases = [
            "", "\n", "\n\n", "a", "a\n", "a\n\n", " ", "a \n", "a\r\nb\n", "a\t", "\tb\n", "é \nü\n", "a\n \nb",
        ]
        for text in cases {
            for endsWithNewline in [true, false] {
                let tidied = SourceRenderer.tidy(text, endsWithNewline: endsWithNewline).text
                XCTAssertFalse(
                    tidied.contains(" \n") || tidied.contains("\t\n") || tidied.contains("\r\n"),
                    "\(text.debugDescription)")
                XCTAssertEqual(tidied.hasSuffix("\n"), endsWithNewline, "\(text.debugDescription)")
                XCTAssertFalse(tidied.hasSuffix("\n\n") || tidied.hasSuffix(" "), "\(text.debugDescription)")
                XCTAssertEqual(SourceRenderer.tidy(tidied, endsWithNewline: endsWithNewline).text, tidied, "idempotent")
            }
        }
        XCTAssertEqual(SourceRenderer.tidy("a\n \nb", endsWithNewline: false).text, "a\n\nb")
    }

    /// Tidy works on bytes in one pass; on random texts it gives byte for byte what trimming each line and the end
    /// would. The pieces include combining and prepended marks next to white space and CR LF, where cutting by
    /// character and cutting by byte would differ.
    func testTidyMatchesTrimmingLineByLineOnRandomText() {
        let pieces = ["a", "é", "中", " ", "\t", "\r", "\n", "\r\n", "\u{301}", "\u{600}", "\u{600} "]
        var generator = SeededRandom(seed: 4)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0..<14, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            for endsWithNewline in [true, false] {
                let expected = trimmedLineByLine(text, endsWithNewline: endsWithNewline)
                let tidied = SourceRenderer.tidy(text, endsWithNewline: endsWithNewline)
                XCTAssertEqual(
                    Array(tidied.text.utf8), Array(expected.utf8), "\(text.debugDescription), \(endsWithNewline)")
                XCTAssertEqual(tidied.lines, 1 + expected.utf8.count { $0 == UInt8(ascii: "\n") }, "line count")
            }
        }
    }

    /// The reference: each line without trailing spaces, tabs and carriage returns; no line breaks at the end, then one
    /// when asked for. By bytes, so nothing is compared or cut by character.
    private func trimmedLineByLine(_ text: String, endsWithNewline: Bool) -> String {
        let blanks: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")]
        var lines = Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            Array($0.reversed().drop(while: blanks.contains).reversed())
        }
        while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        var bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        while bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        if endsWithNewline { bytes.append(UInt8(ascii: "\n")) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A template places a plan piece; the printer lays it out for the column the template chose.
    func testAPieceIsPrintedForTheColumnItsTagLandsOn() throws {
        let call = SwiftExpression.call(
            .code(SwiftFragment("Facts")),
            [
                SwiftArgument(SwiftIdentifier("name"), .string("ping")),
                SwiftArgument(SwiftIdentifier("path"), .string("/ping")),
            ], layout: .onePerLine)
        let statements: [SwiftStatement] = [
            .let(SwiftIdentifier("facts"), nil, call), .return(.code(SwiftFragment("facts"))),
        ]
        func function(_ name: StaticString) -> MustacheValue {
            .declaration(
                SwiftDeclaration(
                    doc: nil, access: .internal,
                    .function(.identifier(SwiftIdentifier(name)), [], .none, returns: nil, layout: .fit),
                    body: .statements(statements)))
        }
        let library = try MustacheLibrary(templates: ["T": "{{a}}\nstruct S {\n    {{b}}\n}\n"])
        let text = try library.render("T", ["a": function("a"), "b": function("b")], strict: true)
        XCTAssertEqual(
            text,
            """
            func a() {
                let facts = Facts(
                    name: "ping",
                    path: "/ping"
                )
                return facts
            }
            struct S {
                func b() {
                    let facts = Facts(
                        name: "ping",
                        path: "/ping"
                    )
                    return facts
                }
            }

            """)
    }

    func testAnEmptyPieceAloneOnItsLineRemovesTheLine() throws {
        let library = try MustacheLibrary(templates: ["T": "a\n    {{doc}}\nb\n"])
        XCTAssertEqual(try library.render("T", ["doc": .block(MustacheBlock { _, _ in })], strict: true), "a\nb\n")
        XCTAssertEqual(try library.render("T", ["doc": "x"], strict: true), "a\n    x\nb\n", "other values as before")
    }
}
