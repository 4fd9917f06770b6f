import Contract
import XCTest

@testable import ContractDraft

/// An object with no fixed properties whose `additionalProperties` is a schema is a map of its values' type; values
/// of any JSON leave it a free-form object, values of several forms or null make a map of JSON, and a map that holds
/// itself ends. One rule per test.
final class SchemaReaderMapsTests: XCTestCase {
    private func typeOf(_ test: String, schemas: String = "{}") throws -> TypeRef {
        try SchemaReading.read(test, schemas: schemas, hint: ["User"]).0.type
    }

    func testAMapThatHoldsItselfEndsAsOpaqueJSON() throws {
        let type = try typeOf(
            "{ $ref: '#/components/schemas/Tree' }",
            schemas: "Tree: { type: object, additionalProperties: { $ref: '#/components/schemas/Tree' } }")
        XCTAssertEqual(type, .scalar(.json))
    }

    func testAnObjectOfDataKeysIsAMapOfItsValuesType() throws {
        XCTAssertEqual(try typeOf("{ type: object, additionalProperties: { type: string } }"), .map(.scalar(.string)))
        XCTAssertEqual(
            try typeOf(
                "{ additionalProperties: { $ref: '#/components/schemas/Item' } }",
                schemas: "Item: { properties: { id: { type: integer } } }"),
            .map(.model("Item")))
        XCTAssertEqual(
            try typeOf(
                "{ $ref: '#/components/schemas/Dict' }",
                schemas: "Dict: { type: object, additionalProperties: { type: integer } }"),
            .map(.scalar(.int)))
    }

    func testAMapOfAnyJSONIsAFreeFormObject() throws {
        XCTAssertEqual(try typeOf("{ type: object, additionalProperties: {} }"), .scalar(.json))
        XCTAssertEqual(try typeOf("{ type: object, additionalProperties: { type: object } }"), .scalar(.json))
        XCTAssertEqual(try typeOf("{ type: object, additionalProperties: true }"), .scalar(.json))
        XCTAssertEqual(try typeOf("{ type: object }"), .scalar(.json))
    }

    func testAMapOfValuesOfSeveralFormsOrNullIsAMapOfJSON() throws {
        XCTAssertEqual(
            try typeOf("{ type: object, additionalProperties: { type: string, nullable: true } }"), .map(.scalar(.json))
        )
        XCTAssertEqual(
            try typeOf(
                "{ type: object, additionalProperties: { oneOf: [ { type: integer }, { type: string, pattern: '^-?[0-9]+$' } ] } }"
            ),
            .map(.scalar(.json)))
    }
}
