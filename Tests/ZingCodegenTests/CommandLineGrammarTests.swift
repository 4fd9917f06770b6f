import Foundation
import XCTest

/// `zing-codegen`'s command line: `--x v` and `--x=v` alike, `--` ending options, an option given twice refused,
/// and every mistaken word echoed escaped for the terminal, never raw.
final class CommandLineGrammarTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("grammar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: BuiltProduct.packageRoot.appendingPathComponent("contract/herald.yaml"),
            to: folder.appendingPathComponent("herald.yaml"))
        try Data(#"{"log": {"version": "1.2", "entries": []}}"#.utf8).write(to: folder.appendingPathComponent("c.har"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try BuiltProduct.run(try BuiltProduct.executable("zing-codegen"), arguments, in: folder)
    }

    func testAnOptionsValueMayFollowAnEqualsSign() throws {
        let result = try run(["openapi", "herald.yaml", "--output=herald.json"])
        XCTAssertEqual(result.status, 0, result.err)
        let object = try JSONSerialization.jsonObject(
            with: Data(contentsOf: folder.appendingPathComponent("herald.json")))
        XCTAssertEqual((object as? [String: Any])?["openapi"] as? String, "3.1.0")
        let wrong = try run(["lint", "--access-level=private"])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(
            wrong.err.contains("--access-level must be public, package or internal, not 'private'"), wrong.err)
        let flag = try run(["--help=yes"])
        XCTAssertEqual(flag.status, 2)
        XCTAssertTrue(flag.err.contains("--help takes no value"), flag.err)
    }

    func testDoubleDashEndsOptions() throws {
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("herald.yaml"), to: folder.appendingPathComponent("--odd.yaml"))
        let result = try run(["lint", "--", "--odd.yaml"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.out.contains("--odd.yaml: "), result.out)
    }

    func testAnOptionGivenTwiceIsRefusedByPosition() throws {
        let result = try run(["openapi", "herald.yaml", "--output", "a.json", "--output=b.yaml"])
        XCTAssertEqual(result.status, 2, result.err)
        XCTAssertTrue(result.err.contains("--output is given twice (arguments 3 and 5)"), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.json").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.yaml").path))
    }

    func testAValueThatLooksLikeAnOptionNeedsTheEqualsSign() throws {
        let result = try run(["openapi", "herald.yaml", "--output", "--format"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains("--output needs a value"), result.err)
    }

    /// Words that could act on a terminal (ESC sequences, a BEL, a right-to-left override) in every place a
    /// mistaken word is echoed: an unknown option, an unknown command, a bad value, a missing file.
    func testEveryEchoedWordIsEscapedForTheTerminal() throws {
        let hostile = "x\u{1B}[2J\u{1B}]0;owned\u{07}\u{202E}y\nerror: forged"
        let escaped = "x\\u{1B}[2J\\u{1B}]0;owned\\u{7}\\u{202E}y\\u{A}error: forged"
        let cases: [[String]] = [
            ["--" + hostile],
            ["--" + hostile + "=v"],
            [hostile],
            ["lint", "--access-level", hostile],
            ["diff", "--format", hostile],
            ["diff", "--fail-on", hostile],
            ["mock", "--port", hostile],
            ["mock", "--host", hostile],
            ["mock", "--request-timeout", hostile],
            ["mock", "herald.yaml", "--scenario", hostile],
            ["verify", "herald.yaml", "--har", "c.har", "--format", hostile],
            ["verify", "herald.yaml", "--har", "c.har", "--fail-on", hostile],
            ["verify", "herald.yaml", "--har", hostile + ".har"],
            ["verify", "herald.yaml", "--har", "c.har", "--base-url", hostile],
            ["lint", hostile + ".yaml"],
            ["openapi", hostile + ".yaml"],
            ["mock", hostile + ".yaml"],
            ["generate", hostile + ".yaml", "--output", "Out"],
            ["herald.yaml", "--templates", hostile, "--output", "Out"],
        ]
        for arguments in cases {
            let result = try run(arguments)
            let shown = "\(Self.shown(arguments.joined(separator: " "))): \(Self.shown(result.err))"
            XCTAssertEqual(result.status, 2, shown)
            XCTAssertTrue(result.err.contains(escaped), shown)
            XCTAssertFalse(
                result.err.contains("\u{1B}") || result.err.contains("\u{07}") || result.err.contains("\u{202E}"),
                "reached the terminal raw: \(shown)")
            XCTAssertFalse(
                result.err.split(separator: "\n").contains { $0.hasPrefix("error: forged") }, "a forged line: \(shown)")
        }
    }

    /// `text` with everything but printable ASCII escaped, so a failure message is safe to print too.
    private static func shown(_ text: String) -> String {
        text.unicodeScalars.map { (0x20..<0x7F).contains($0.value) ? String($0) : $0.escaped(asASCII: true) }.joined()
    }
}
