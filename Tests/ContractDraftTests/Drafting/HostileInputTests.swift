import Contract
import ContractFixtures
import Foundation
import XCTest

@testable import ContractDraft

/// Captures and documents are hostile input: broken files are located errors, nothing in them drives a terminal or
/// reaches the draft raw, structures built to exhaust the drafter are bounded, and no secret they carry is written.
final class HostileInputTests: XCTestCase {
    private func draftError(_ body: () throws -> Draft) -> DraftError? {
        do {
            _ = try body()
            return nil
        } catch let error as DraftError {
            return error
        } catch {
            XCTFail("\(error)")
            return nil
        }
    }

    func testACaptureThatIsNoJSONIsALocatedError() throws {
        let harness = try DraftHarness()
        try harness.write("{\n  \"log\": {\n    \"entries\": [ oops ]\n  }\n}\n", as: "broken.har")
        let error = try XCTUnwrap(
            draftError {
                try HARDrafter.draft(
                    files: ["broken.har"], in: harness.folder, options: DraftOptions(date: "2026-12-02"))
            })
        XCTAssertEqual(error.line, 3)
        XCTAssertEqual(error.column, 18)
        XCTAssertTrue(error.description.hasPrefix("broken.har:3:18: error: not a HAR capture"), error.description)
        try harness.write(#"{"entries": []}"#, as: "nolog.har")
        let noLog = try XCTUnwrap(
            draftError {
                try HARDrafter.draft(
                    files: ["nolog.har"], in: harness.folder, options: DraftOptions(date: "2026-12-02"))
            })
        XCTAssertTrue(noLog.description.contains("no `log` object"), noLog.description)
    }

    func testADocumentThatIsNoOpenAPIIsALocatedError() throws {
        let harness = try DraftHarness()
        let syntax = try XCTUnwrap(
            draftError { try harness.draft(openAPI: "openapi: 3.0.1\npaths:\n  /a: [\n", name: "bad.yaml") })
        XCTAssertTrue(syntax.description.hasPrefix("bad.yaml:"), syntax.description)
        XCTAssertNotNil(syntax.line)
        let version = try XCTUnwrap(
            draftError { try harness.draft(openAPI: "info: {title: x}\npaths: {}\n", name: "v.yaml") })
        XCTAssertTrue(version.description.contains("not an OpenAPI 3.x or Swagger 2.0 document"), version.description)
        let bomb = """
            openapi: 3.0.1
            a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
            d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
            e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
            f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
            g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
            """
        let aliases = try XCTUnwrap(draftError { try harness.draft(openAPI: bomb, name: "bomb.yaml") })
        XCTAssertTrue(aliases.description.hasPrefix("bomb.yaml:"), aliases.description)
    }

    func testACaptureOverTheLimitIsRefusedUnread() throws {
        let harness = try DraftHarness()
        let url = harness.folder.appendingPathComponent("huge.har")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(CaptureSet.sizeLimit + 1))
        try handle.close()
        let error = try XCTUnwrap(
            draftError {
                try HARDrafter.draft(files: ["huge.har"], in: harness.folder, options: DraftOptions(date: "2026-12-02"))
            })
        XCTAssertTrue(error.description.contains("over 512 MiB"), error.description)
    }

    func testReferenceLoopsBidirectionalControlsAndControlCharactersInNamesStillDraftAContractThatLints() throws {
        let document = """
            openapi: 3.0.1
            info: { title: "Evil\\u202E API", version: "1", description: "line one\\nline two \\u2066hidden\\u2069 \\u001B[2J" }
            paths:
              /a:
                get:
                  operationId: "get\\u202Ea"
                  summary: "\\u202Ereversed"
                  responses:
                    "200":
                      description: OK
                      content:
                        application/json:
                          schema: { $ref: "#/components/schemas/Loop" }
              /b:
                get:
                  responses:
                    "200":
                      description: OK
                      content:
                        application/json:
                          schema: { $ref: "https://elsewhere.example/schema.json" }
            components:
              schemas:
                Loop: { $ref: "#/components/schemas/Loop2" }
                Loop2: { $ref: "#/components/schemas/Loop" }
                Fine:
                  type: object
                  properties:
                    "bad\\u0007name": { type: string }
                    good: { type: string }
            """
        let harness = try DraftHarness()
        let draft = try harness.draft(openAPI: document, name: "evil.yaml")
        let rendered = harness.rendered(draft)
        for forbidden in ["\u{202E}", "\u{2066}", "\u{1B}", "\\u202E", "\\u2066"] {
            XCTAssertFalse(rendered.text.contains(forbidden), "\(forbidden.debugDescription) in the draft")
        }
        for line in DraftSummary.lines(draft, written: "evil.yaml") {
            XCTAssertFalse(line.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, line)
        }
        XCTAssertTrue(
            draft.notes.leftOut.contains { $0.reason.contains("outside the document") }, "\(draft.notes.leftOut)")
    }

    /// Found by the reader tests: names the export's extensions and security schemes carry reached the draft raw, and
    /// lint refused it (bidirectional controls, header names that are no tokens, replacements and cookies that name
    /// nothing, a repeated enum value).
    func testUnsafeNamesInSchemesAndExtensionsStillDraftAContractThatLints() throws {
        let document = """
            openapi: 3.0.1
            info: { title: T, version: "1" }
            servers: [ { url: "https://a.example.com" } ]
            paths:
              /x:
                get:
                  operationId: getX
                  security: [ { key: [] } ]
                  parameters: [ { name: q, in: query, schema: { type: string, x-zing-from-cookie: "c\\u202Eo" } } ]
                  responses:
                    "200":
                      description: ok
                      content: { application/json: { schema: { $ref: "#/components/schemas/User" } } }
            components:
              securitySchemes:
                key: { type: apiKey, in: header, name: "X-\\u202EToken" }
              schemas:
                User:
                  type: object
                  properties:
                    id: { type: integer }
                    old: { type: string, deprecated: true, x-zing-deprecated: { replacement: "n\\u202Eew" } }
                    state: { type: string, enum: [a, b, a] }
            x-zing-headers:
              always: { X-Client: "i\\u202Eos", "X-\\u202EBad": ok }
              never: ["Coo\\u202Ekie"]
            """
        let harness = try DraftHarness()
        let rendered = harness.rendered(try harness.draft(openAPI: document))
        XCTAssertFalse(rendered.text.contains("\u{202E}"), "a bidirectional control in the draft")
    }

    func testHugeAndDeepBodiesAreBounded() throws {
        let deep = String(repeating: "[", count: 400) + String(repeating: "]", count: 400)
        let wide = "{" + (0..<5000).map { "\"k\($0)\": \($0)" }.joined(separator: ",") + "}"
        let ids = "{" + (0..<50).map { "\"\(100_000 + $0)\": {\"n\": \($0)}" }.joined(separator: ",") + "}"
        let base = "https://api.example.com"
        let harness = try DraftHarness()
        let draft = try harness.draft([
            (
                "b.har",
                [
                    CapturedEntry(url: base + "/deep", responseBody: #"{"success": true, "result": \#(deep)}"#),
                    CapturedEntry(url: base + "/wide", responseBody: #"{"success": true, "result": \#(wide)}"#),
                    CapturedEntry(url: base + "/ids", responseBody: #"{"success": true, "result": \#(ids)}"#),
                ]
            )
        ])
        let contract = try XCTUnwrap(harness.rendered(draft).lint.contract)
        // Keys that are data make maps, whose values are merged into one shape whatever their number.
        XCTAssertEqual(
            contract.endpoint(named: draft.contract.endpoints.first { $0.path == "/wide" }!.name)?.response.type,
            .map(.scalar(.int)))
        guard case .map(.model(let row))? = contract.endpoints.first(where: { $0.path == "/ids" })?.response.type else {
            return XCTFail("an object keyed by ids is a map of its rows")
        }
        XCTAssertEqual(contract.model(named: row)?.fields.map(\.name), ["n"])
    }

    func testTextFromTheCaptureNeverDrivesTheTerminal() throws {
        let harness = try DraftHarness()
        let draft = try harness.draft([
            (
                "t.har",
                [
                    CapturedEntry(method: "PROPFIND\u{1B}]0;owned\u{07}", url: "https://api.example.com/x"),
                    CapturedEntry(url: "https://evil\u{1B}[2J.example.com/y"),
                    CapturedEntry(url: "https://api.example.com/x"),
                    CapturedEntry(url: "https://api.example.com/x"),
                ]
            )
        ])
        for line in DraftSummary.lines(draft, written: "d.yaml") {
            XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, line.debugDescription)
        }
    }

    func testBidirectionalAndControlCharactersInTheCaptureNeverReachTheContract() throws {
        let base = "https://api.example.com"
        let body = #"{"success": true, "result": {"na\u202Eme": 1, "ok": "x\u202Ey", "bell\u0007": 2}}"#
        let failure = #"{"success": false, "code": 7, "message": "denied \u202E\u2066 now", "result": null}"#
        let harness = try DraftHarness()
        let draft = try harness.draft([
            (
                "evil\u{202E}.har",
                [
                    CapturedEntry(
                        url: base + "/a", requestHeaders: [("X-To\u{202E}ken", "tok-value-xyz1")], responseBody: body),
                    CapturedEntry(
                        url: base + "/a", requestHeaders: [("X-To\u{202E}ken", "tok-value-xyz1")], responseBody: failure
                    ),
                ]
            )
        ])
        let rendered = harness.rendered(draft)
        XCTAssertFalse(rendered.text.contains("\u{202E}"))
        // Example bodies keep what the server sent, JSON-escaped; names and prose hold none of it.
        let contract = try XCTUnwrap(rendered.lint.contract)
        XCTAssertEqual(contract.models.flatMap(\.fields).map(\.name), ["ok"])
        let prose = contract.errorClasses.compactMap(\.when).joined()
        XCTAssertFalse(prose.unicodeScalars.contains { $0.properties.isBidiControl })
        XCTAssertEqual(contract.info.docs, ["evil.har"])
        XCTAssertNil(rendered.lint.contract?.auth, "a header name that is no HTTP token carries no token")
    }

    /// Found by the draft fuzz target: a status no HTTP answer has made an example lint refused.
    func testAnAnswerStatusOutsideHTTPsRangeIsLeftOutNotDrafted() throws {
        let ok = #"{"success": true, "result": {"n": 1}}"#
        let entries = [
            CapturedEntry(url: "https://api.example.com/items", responseBody: ok),
            CapturedEntry(url: "https://api.example.com/items", status: 990, responseBody: ok),
        ]
        let harness = try DraftHarness()
        let draft = try harness.draft([("s.har", entries)])
        _ = harness.rendered(draft)
        XCTAssertTrue(draft.notes.leftOut.contains { $0.reason.contains("outside 100...599") })
    }
}
