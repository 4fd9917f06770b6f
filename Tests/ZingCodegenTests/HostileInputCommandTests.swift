import Foundation
import XCTest

/// The real `zing-codegen` on contracts built to make it do far more work than their size: a located error, exit
/// status 1, and nothing written.
final class HostileInputCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try BuiltProduct.run(try BuiltProduct.executable("zing-codegen"), arguments, in: folder)
    }

    /// A valid contract whose model's fields share one 1 MB doc through `copies` aliases.
    private func writeAliasedDocContract(copies: Int) throws -> String {
        var text = """
            format: 1
            info: { title: Tiny, module: TinyAPI, version: "1", date: 2026-01-01, generate: true, docs: [tiny.md] }
            envelopes:
              bare: { style: none }
            errorClasses:
              failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
            errorRules:
              - { otherwise: true, class: failed }
            endpoints:
              ping: { method: GET, path: /ping, response: { envelope: bare, type: Note } }
            models:
              Note:
                fields:

            """
        text += "      f0: { type: string, doc: &big " + String(repeating: "x", count: 1_000_000) + " }\n"
        for index in 1...copies { text += "      f\(index): { type: string, doc: *big }\n" }
        try text.write(to: folder.appendingPathComponent("aliases.yaml"), atomically: true, encoding: .utf8)
        return "aliases.yaml"
    }

    func testAnAliasedMegabyteIsRefusedBeforeAnythingIsWritten() throws {
        let contract = try writeAliasedDocContract(copies: 20)
        let location = "aliases.yaml:16:32: error: alias '*big' expands to too much text"
        let templates = BuiltProduct.packageRoot.appendingPathComponent("Templates").path
        let generate = [contract, "--output", "Out", "--templates", templates]
        for arguments in [["lint", contract], ["openapi", contract, "--output", "api.yaml"], generate] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 1, "\(arguments): \(result.err)")
            XCTAssertTrue(result.err.contains(location), "\(arguments): \(result.err.prefix(2_000))")
        }
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(written, [contract], "neither the OpenAPI document nor a generated folder")
    }
}
