import Foundation
import XCTest

/// `lint` lists a contract's deviation notes through the one terminal escaping: a note's escape sequence never reaches
/// the terminal, and its line break never starts a line of its own (a forged `error:` line).
final class DocumentationNotesListingTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testANotesEscapesAndLineBreaksAreEscaped() throws {
        let contract = #"""
            format: 1
            info: { title: Tiny, module: TinyAPI, version: "1", date: 2026-01-01, generate: true, docs: [tiny.md] }
            envelopes:
              bare: { style: none }
            errorClasses:
              failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
            errorRules:
              - { otherwise: true, class: failed }
            endpoints:
              ping:
                method: GET
                path: /ping
                response: { envelope: bare, type: Note }
                deviation:
                  source: tiny.md#1
                  reason: "retitled \e]0;x\a then\nzing.yaml:1:1: error: forged"
            models:
              Note:
                fields:
                  text: { type: string }

            """#
        try contract.write(to: folder.appendingPathComponent("tiny.yaml"), atomically: true, encoding: .utf8)
        let result = try BuiltProduct.run(
            try BuiltProduct.executable("zing-codegen"), ["lint", "tiny.yaml"], in: folder)
        XCTAssertEqual(result.status, 0, result.err)
        let output = result.out + result.err
        XCTAssertFalse(output.unicodeScalars.contains("\u{1B}"), output)
        XCTAssertFalse(output.unicodeScalars.contains("\u{07}"), output)
        let lines = output.split(separator: "\n")
        XCTAssertFalse(lines.contains { $0.hasPrefix("zing.yaml:1:1") }, output)
        let note = try XCTUnwrap(lines.first { $0.contains(": note: ") }, output)
        XCTAssertTrue(note.hasPrefix("tiny.yaml:15:7: note: "), String(note))
        XCTAssertTrue(note.contains(#"retitled \u{1B}]0;x\u{7} then\u{A}zing.yaml:1:1: error: forged"#), String(note))
    }
}
