import Contract
import XCTest

@testable import ContractDraft

/// `draft --openapi` reads an object schema with no `properties` whose `additionalProperties` is a schema
/// (springdoc's `Map<String, List<DictModel>>`) as a map of that value type; values of any JSON
/// (`Map<String, Object>`) leave it free-form JSON.
final class MapSchemaReadingTests: XCTestCase {
    private static let document = ##"""
        openapi: 3.0.1
        info: { title: Jeecg, version: "3.7" }
        servers: [ { url: "https://fleet.example.com/jeecg-boot" } ]
        paths:
          /sys/dict/queryAllDictItems:
            get:
              operationId: queryAllDictItems
              responses:
                "200":
                  description: OK
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/ResultDictItems" }
          /sys/dict/options:
            get:
              operationId: options
              responses:
                "200":
                  description: OK
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/ResultOptions" }
        components:
          schemas:
            DictModel:
              type: object
              properties:
                value: { type: string }
                text: { type: string }
            ResultDictItems:
              type: object
              properties:
                success: { type: boolean }
                code: { type: integer }
                message: { type: string }
                result:
                  type: object
                  additionalProperties: { type: array, items: { $ref: "#/components/schemas/DictModel" } }
            ResultOptions:
              type: object
              properties:
                success: { type: boolean }
                code: { type: integer }
                message: { type: string }
                result: { type: object, additionalProperties: { type: object } }
        """##

    func testAdditionalPropertiesWithASchemaIsAMapOfIt() throws {
        let harness = try DraftHarness()
        let rendered = harness.rendered(try harness.draft(openAPI: Self.document))
        let contract = try XCTUnwrap(rendered.lint.contract, rendered.text)
        XCTAssertEqual(
            contract.endpoint(named: "queryAllDictItems")?.response.type, .map(.list(.model("DictModel"))),
            rendered.text)
        XCTAssertTrue(rendered.text.contains("type: { map: [DictModel] }"), rendered.text)
    }

    func testAMapOfAnyJSONStaysFreeFormJSON() throws {
        let harness = try DraftHarness()
        let rendered = harness.rendered(try harness.draft(openAPI: Self.document))
        let contract = try XCTUnwrap(rendered.lint.contract, rendered.text)
        XCTAssertEqual(contract.endpoint(named: "options")?.response.type, .scalar(.json), rendered.text)
    }
}
