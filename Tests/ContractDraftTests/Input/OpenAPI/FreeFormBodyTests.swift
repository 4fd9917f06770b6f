import Contract
import XCTest

@testable import ContractDraft

/// A free-form JSON request body (`JSONObject`, `Map<String,Object>`) is drafted from the document's example where it
/// gives one, and otherwise said for what it is, never sent empty without a word.
final class FreeFormBodyTests: XCTestCase {
    private static let document = ##"""
        openapi: 3.0.1
        info: { title: Jeecg, version: "3.7" }
        servers: [ { url: "https://fleet.example.com/jeecg-boot" } ]
        paths:
          /sys/user/changePassword:
            put:
              operationId: changePassword
              requestBody:
                content:
                  application/json:
                    schema: { type: object }
                    example: { username: admin, oldpassword: x, password: y, remember: true, tenantId: 3 }
              responses: { "200": { description: OK } }
          /sys/dict/save:
            post:
              operationId: saveDict
              requestBody:
                content:
                  application/json:
                    schema: { type: object, additionalProperties: { type: object } }
              responses: { "200": { description: OK } }
        """##

    func testAFreeFormBodyIsTypedFromTheDocumentsExample() throws {
        let harness = try DraftHarness()
        let draft = try harness.draft(openAPI: Self.document)
        let rendered = harness.rendered(draft)
        let contract = try XCTUnwrap(rendered.lint.contract, rendered.text)
        guard case .json(let name)? = contract.endpoint(named: "changePassword")?.body,
            let model = contract.model(named: name)
        else { return XCTFail("the body is a model:\n\(rendered.text)") }
        XCTAssertEqual(model.fields.map(\.name), ["username", "oldpassword", "password", "remember", "tenantId"])
        XCTAssertEqual(model.field(named: "oldpassword")?.isSecret, true)
        XCTAssertEqual(model.field(named: "remember")?.type, .scalar(.bool))
        XCTAssertEqual(model.field(named: "tenantId")?.type, .scalar(.int))
        XCTAssertTrue(model.fields.allSatisfy(\.isOptional))
    }

    func testAFreeFormBodyWithoutAnExampleIsSaidForWhatItIs() throws {
        let harness = try DraftHarness()
        let draft = try harness.draft(openAPI: Self.document)
        XCTAssertEqual(harness.rendered(draft).lint.contract?.endpoint(named: "saveDict")?.body, Endpoint.Body.none)
        XCTAssertTrue(draft.notes.leftOut.contains { $0.reason.hasPrefix("a free-form JSON request body") })
        XCTAssertFalse(draft.notes.leftOut.contains { $0.reason.contains("no object") })
    }
}
