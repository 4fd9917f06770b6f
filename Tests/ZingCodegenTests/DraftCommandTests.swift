import Foundation
import XCTest

/// The real `zing-codegen draft`: a draft written where asked and linted, its summary on standard error, usage errors
/// (exit 2), inputs that are no HAR or OpenAPI (exit 1, located, nothing written), the output path rules, and no secret
/// on any stream.
final class DraftCommandTests: XCTestCase {
    private let root = BuiltProduct.packageRoot
    private var scratch: URL!
    private let marker = "zqxdraftsecret"

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("draft-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> (
        status: Int32, out: String, err: String
    ) {
        try BuiltProduct.runCodegen(arguments, hiding: marker, file: file, line: line)
    }

    /// A capture of a sign-in and two reads that carry the token it handed out.
    private func capture(_ name: String = "c.har") throws -> String {
        let token = "\(marker)-token-1"
        func entry(_ method: String, _ path: String, _ body: String, token: String? = nil) -> [String: Any] {
            [
                "request": [
                    "method": method, "url": "https://api.shop.example/api" + path,
                    "headers": token.map { [["name": "X-Access-Token", "value": $0]] } ?? [],
                ],
                "response": ["status": 200, "headers": [], "content": ["mimeType": "application/json", "text": body]],
            ]
        }
        let entries = [
            entry("POST", "/login", #"{"success": true, "code": 0, "result": {"token": "\#(token)"}}"#),
            entry(
                "GET", "/orders/1001", #"{"success": true, "code": 0, "result": {"id": 1001, "total": 9.5}}"#,
                token: token),
            entry(
                "GET", "/orders/1002", #"{"success": false, "code": 4004, "message": "no such order", "result": null}"#,
                token: token),
        ]
        let url = scratch.appendingPathComponent(name)
        try JSONSerialization.data(withJSONObject: ["log": ["version": "1.2", "entries": entries]]).write(to: url)
        return url.path
    }

    func testADraftIsWrittenLintedAndSummarized() throws {
        let har = try capture()
        let output = scratch.appendingPathComponent("shop.yaml").path
        let result = try run(["draft", "--har", har, "--output", output, "--date", "2026-12-02"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.out, "")
        XCTAssertTrue(result.err.contains("shop.yaml: 2 endpoints"), result.err)
        XCTAssertTrue(result.err.contains("guesses (`# draft:` lines"), result.err)
        let lint = try run(["lint", output])
        XCTAssertEqual(lint.status, 0, lint.err)
        let text = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(text.contains("path: \"/orders/{orderId}\""), text)
        XCTAssertTrue(text.contains("# draft: "), text)
        let verify = try run(["verify", output, "--har", har, "--fail-on", "error"])
        XCTAssertEqual(verify.status, 0, verify.out + verify.err)
        // Without --output the contract goes to standard output.
        let printed = try run(["draft", "--har", har, "--date", "2026-12-02"])
        XCTAssertEqual(printed.status, 0, printed.err)
        XCTAssertEqual(printed.out, text)
    }

    func testADocumentAndACaptureDraftTogether() throws {
        let har = try capture()
        let document = scratch.appendingPathComponent("shop.yaml")
        try Data(
            #"""
            openapi: 3.0.1
            info: { title: Shop, version: "1" }
            servers: [ { url: "https://api.shop.example/api" } ]
            paths:
              /orders/{id}:
                get:
                  operationId: getOrder
                  parameters: [ { name: id, in: path, required: true, schema: { type: integer } } ]
                  responses:
                    "200":
                      description: OK
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              success: { type: boolean }
                              code: { type: integer }
                              message: { type: string }
                              result: { $ref: "#/components/schemas/Order" }
            components:
              schemas:
                Order: { type: object, properties: { id: { type: integer }, total: { type: number } } }
            """#.utf8
        ).write(to: document)
        let output = scratch.appendingPathComponent("both.yaml").path
        let result = try run(
            ["draft", "--openapi", document.path, "--har", har, "--output", output, "--date", "2026-12-02"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.err.contains("and 3 entries of 1 capture"), result.err)
        XCTAssertEqual(try run(["lint", output]).status, 0)
        let text = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(text.contains("getOrder:"), text)
        XCTAssertTrue(text.contains("captured c.har"), "the captures' examples: \(text)")
    }

    func testUsageErrors() throws {
        let har = try capture()
        for (arguments, expected) in [
            (["draft"], "draft needs --har FILE [FILE…], --openapi FILE, or both"),
            (["draft", "contract/zing.yaml", "--har", har], "draft reads captures or a document"),
            (["draft", "--openapi", har, "--server", "api=https://x.example"], "--server belongs to `draft --har`"),
            (["draft", "--har", har, "--server", "nope"], "--server takes NAME=URL"),
            (["draft", "--har", har, "--server", "api=ftp://x"], "needs an http(s) URL"),
            (["draft", "--har", har, "--module", "no way"], "--module must be"),
            (["draft", "--har", har, "--date", "yesterday"], "--date must be YYYY-MM-DD"),
            (["draft", "--har", scratch.appendingPathComponent("none.har").path], "no such file"),
            (["lint", "--module", "X"], "belong to `draft`"),
        ] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.err)")
            XCTAssertTrue(result.err.contains(expected), "\(arguments): \(result.err)")
        }
        XCTAssertTrue(try run(["--help"]).out.contains("zing-codegen draft (--har FILE"))
    }

    func testBrokenInputsWriteNothing() throws {
        let broken = scratch.appendingPathComponent("broken.har")
        try Data("{\n  \"log\": [ nope".utf8).write(to: broken)
        let output = scratch.appendingPathComponent("out.yaml")
        let result = try run(["draft", "--har", broken.path, "--output", output.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.err.contains("broken.har:2:12: error: not a HAR capture"), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
        let document = scratch.appendingPathComponent("doc.yaml")
        try Data("openapi: 3.0.1\npaths: {}\n".utf8).write(to: document)
        let empty = try run(["draft", "--openapi", document.path, "--output", output.path])
        XCTAssertEqual(empty.status, 1)
        XCTAssertTrue(empty.err.contains("nothing to draft"), empty.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    func testTheOutputPathRulesApply() throws {
        let har = try capture()
        let refused = try run(["draft", "--har", har, "--output", har])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.err.contains("which this run reads"), refused.err)
        let folder = try run(["draft", "--har", har, "--output", scratch.path])
        XCTAssertEqual(folder.status, 2)
        XCTAssertTrue(folder.err.contains("is a folder"), folder.err)
        let device = try run(["draft", "--har", har, "--output", "/dev/null"])
        XCTAssertEqual(device.status, 2)
        XCTAssertTrue(device.err.contains("is a device"), device.err)
    }
}
