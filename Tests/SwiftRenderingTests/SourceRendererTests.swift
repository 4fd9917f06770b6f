import Mustache
import SwiftPlan
import XCTest

@testable import SwiftRendering

final class SourceRendererTests: XCTestCase {
    func testTidyStripsTrailingSpaceAndEndsWithOneNewline() {
        XCTAssertEqual(SourceRenderer.tidy("a  \n\tb\t\n\n\n"), "a\n\tb\n")
        XCTAssertEqual(SourceRenderer.tidy("a  \n\tb\t\n\n\n", endsWithNewline: false), "a\n\tb")
    }

    /// Text that is tidy already is returned as it is; anything else goes through the rewrite, with the same result
    /// as if every text did.
    func testTidyLeavesTidyTextAloneAndRewritesTheRest() {
        let cases = [
            "", "\n", "\n\n", "a", "a\n", "a\n\n", " ", "a \n", "a\r\nb\n", "a\t", "\tb\n", "é \nü\n", "a\n \nb",
        ]
        for text in cases {
            for endsWithNewline in [true, false] {
                let tidied = SourceRenderer.tidy(text, endsWithNewline: endsWithNewline)
                XCTAssertFalse(
                    tidied.contains(" \n") || tidied.contains("\t\n") || tidied.contains("\r\n"),
                    "\(text.debugDescription)")
                XCTAssertEqual(tidied.hasSuffix("\n"), endsWithNewline, "\(text.debugDescription)")
                XCTAssertFalse(tidied.hasSuffix("\n\n") || tidied.hasSuffix(" "), "\(text.debugDescription)")
                XCTAssertEqual(SourceRenderer.tidy(tidied, endsWithNewline: endsWithNewline), tidied, "idempotent")
            }
        }
        XCTAssertEqual(SourceRenderer.tidy("a\n \nb", endsWithNewline: false), "a\n\nb")
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
        let library = try MustacheLibrary(templates: [
            "T": "func a() {\n    {{body}}\n}\nstruct S {\n    func b() {\n        {{body}}\n    }\n}\n"
        ])
        let text = try library.render("T", ["body": .statements(statements)], strict: true)
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
        XCTAssertEqual(try library.render("T", ["doc": .statements([])], strict: true), "a\nb\n")
        XCTAssertEqual(try library.render("T", ["doc": "x"], strict: true), "a\n    x\nb\n", "other values as before")
    }
}
