import TestRandomness
import TextFoundation
import XCTest

@testable import OpenAPIExport

/// What the printers write reads back as the same value: YAML through libyaml (the generator's own reader), JSON
/// through the exporter's parser and Foundation's. Strings are hostile: every one comes from a contract.
final class PrinterRoundTripTests: XCTestCase {
    static let hostileStrings = [
        "", " ", "plain", "yes", "No", "on", "OFF", "y", "null", "~", "true", "False", "1", "-1", "0x1F", "1e3",
        "1_000",
        ".inf", ".NaN", "12:30:00", "2026-10-23", "- item", "? key", "key: value", "a #comment", "#comment", "&anchor",
        "*alias", "!tag", "|", ">", "%YAML", "@at", "`tick`", "'single'", "\"double\"", "back\\slash", "---", "...",
        "tab\there", "new\nline", "carriage\rreturn", "nel\u{85}next", "line\u{2028}sep", "para\u{2029}sep",
        "bom\u{FEFF}", "bidi\u{202E}evil\u{202C}", "isolate\u{2066}x\u{2069}", "bell\u{07}", "del\u{7F}", "示例组织",
        "emoji 🙂", "{ flow: map }", "[flow, seq]", "trailing space ", " leading space", "a: b: c", "percent%25",
        "/sys/thirdLogin/apple/native", "application/json", "multi_depart", "X-Access-Token",
    ]

    func testHostileStringsSurviveYAMLAsKeysAndValues() throws {
        for text in Self.hostileStrings {
            let document: JSONValue = [.init(stringLiteral: text): .string(text), "list": [.string(text)]]
            let printed = YAMLPrinter.print(document)
            XCTAssertEqual(try ExportFixtures.value(ofYAML: printed), document, "YAML of \(text.debugDescription)")
        }
    }

    func testRandomStringsSurviveBothPrinters() throws {
        let seed: UInt64 = 0x5EED
        var generator = SeededRandom(seed: seed)
        let alphabet = Array(Self.hostileStrings.joined().unicodeScalars) + ["\u{0}", "\u{1F}", "\u{10FFFF}"]
        for _ in 0..<300 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...24, using: &generator) {
                scalars.append(alphabet.randomElement(using: &generator)!)
            }
            let text = String(scalars)
            let document: JSONValue = ["k": .string(text), .init(stringLiteral: text): [1, 2.5, true, .null]]
            XCTAssertEqual(
                try ExportFixtures.value(ofYAML: YAMLPrinter.print(document)), document,
                "\(text.debugDescription) (seed \(seed))")
            XCTAssertEqual(
                (try? JSONValue.parse((document.text(.indented) + "\n"))), document,
                "\(text.debugDescription) (seed \(seed))")
        }
    }

    func testKeysLongerThanYAMLAllowsForImplicitKeysAreExplicit() throws {
        let long = String(repeating: "名", count: 1500)
        let document: JSONValue = [
            .init(stringLiteral: long): ["a": 1], "b": [[.init(stringLiteral: long): "x", "c": [1]]],
            .init(stringLiteral: long + "!"): [],
        ]
        let printed = YAMLPrinter.print(document)
        XCTAssertTrue(printed.contains("? \"\(long)\"\n:\n  a: 1\n"), printed)
        XCTAssertEqual(try ExportFixtures.value(ofYAML: printed), document)
    }

    func testNoControlOrBidiCharacterIsPrintedRaw() {
        let document: JSONValue = ["a": "x\u{202E}y\u{0}z\u{2028}\u{85}\u{FEFF}"]
        for printed in [YAMLPrinter.print(document), (document.text(.indented) + "\n")] {
            XCTAssertFalse(
                printed.unicodeScalars.contains { UnsafeScalar.isUnsafe($0) && $0 != "\n" }, printed.debugDescription
            )
        }
    }

    func testJSONIsFoundationReadable() throws {
        let document: JSONValue = [
            "a": [1, -2, 0.5, 1e300], "b": ["c": .null, "d": "\"\\/\u{1}"], "e": [], "f": [:],
        ]
        let data = Data((document.text(.indented) + "\n").utf8)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual((object["b"] as? [String: Any])?["d"] as? String, "\"\\/\u{1}")
        XCTAssertEqual((document.text(.indented) + "\n"), (document.text(.indented) + "\n"), "deterministic")
    }

    /// Block style; `n` is quoted because YAML 1.1 readers take a plain `n` for false.
    func testYAMLLayout() {
        let document: JSONValue = [
            "openapi": "3.1.0", "paths": ["/a": ["get": ["operationId": "a"]]], "tags": [["name": "x", "n": 1]],
            "empty": [:], "none": [],
        ]
        XCTAssertEqual(
            YAMLPrinter.print(document),
            """
            openapi: "3.1.0"
            paths:
              "/a":
                get:
                  operationId: a
            tags:
              - name: x
                "n": 1
            empty: {}
            none: []

            """)
    }
}
