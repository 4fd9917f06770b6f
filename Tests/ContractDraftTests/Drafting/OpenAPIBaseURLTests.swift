import Contract
import XCTest

@testable import ContractDraft

/// A server URL's user info and query (`https://admin:pw@host/api?api_key=…`) never reach the draft's base URL; the
/// summary says what was left out, without the values.
final class OpenAPIBaseURLTests: XCTestCase {
    func testUserInfoAndAQueryAreLeftOutAndSaidSo() throws {
        let document = """
            openapi: 3.0.1
            info: { title: Depot, version: v1 }
            servers: [ { url: "https://admin:Pl4nted-Pw@depot.example.com/api?api_key=Pl4nted-Key" } ]
            paths:
              /health:
                get:
                  operationId: health
                  responses: { "200": { description: OK } }
            """
        let harness = try DraftHarness()
        let draft = try harness.draft(openAPI: document)
        let rendered = harness.rendered(draft)
        XCTAssertEqual(rendered.lint.contract?.info.baseURL, "https://depot.example.com/api")
        let summary = DraftSummary.lines(draft, written: "d.yaml")
        for output in [rendered.text] + summary {
            XCTAssertFalse(output.contains("Pl4nted"), output)
        }
        XCTAssertTrue(
            draft.notes.leftOut.contains { $0.reason.contains("user info and a query") },
            summary.joined(separator: "\n"))
    }
}
