import Contract
import XCTest

@testable import ContractDraft

/// A document that deprecates a schema its undeprecated operations or schemas still use drafts a contract that lints:
/// the schema's deprecation is dropped and listed among what the draft left out; a schema used only by deprecated
/// definitions stays deprecated.
final class DeprecationRepairTests: XCTestCase {
    private static let document = """
        openapi: 3.0.1
        info: { title: Shop, version: "1" }
        servers: [{ url: "https://shop.example.com" }]
        paths:
          /orders:
            get:
              operationId: listOrders
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Order" } } } }
          /legacy:
            get:
              operationId: legacyOrder
              deprecated: true
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/LegacyOrder" } } } }
        components:
          schemas:
            Order:
              type: object
              properties:
                id: { type: integer }
                line: { $ref: "#/components/schemas/Line" }
            Line:
              type: object
              deprecated: true
              properties:
                sku: { type: string }
                unit: { $ref: "#/components/schemas/Unit" }
            Unit:
              type: object
              deprecated: true
              properties: { name: { type: string } }
            LegacyOrder:
              type: object
              deprecated: true
              properties: { id: { type: integer } }
        """

    func testAModelInUseKeepsNoDeprecationAndOneUsedOnlyByDeprecatedCodeKeepsIt() throws {
        let harness = try DraftHarness()
        let draft = try harness.draft(openAPI: Self.document)
        let rendered = harness.rendered(draft)
        let contract = try XCTUnwrap(rendered.lint.contract, "the draft lints")
        XCTAssertNil(contract.model(named: "Line")?.deprecation, "an undeprecated model's field uses it")
        XCTAssertNil(contract.model(named: "Unit")?.deprecation, "used by Line, once Line is kept in use")
        XCTAssertNotNil(contract.model(named: "LegacyOrder")?.deprecation, "only a deprecated endpoint returns it")
        let note = try XCTUnwrap(draft.notes.leftOut.first { $0.reason.contains("deprecation") })
        XCTAssertEqual(note.count, 2)
        XCTAssertTrue(note.examples.allSatisfy { $0.hasPrefix("openapi.yaml:") }, "\(note.examples)")
        XCTAssertFalse(note.isEntries, "a part of a definition, not a whole one")
    }
}
