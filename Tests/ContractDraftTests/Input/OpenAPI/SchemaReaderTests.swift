import Contract
import WireVocabulary
import XCTest

@testable import ContractDraft

/// A document's schemas as the draft's types: references made into components once (a reference elsewhere, to a
/// missing schema or in a loop kept as opaque JSON and listed), nullability, secrecy and raw ids, a list or its
/// element alone, wire forms, `allOf`s, inline enums, lists, names made from a schema's or its place's words, the
/// document's order, and depth bounds. Models and their fields: `SchemaReaderModelTests`; `x-zing-…` identifiers,
/// enums, unions and replacements: `SchemaReaderZingTests`; maps and example models: `SchemaReader+MapsTests`,
/// `SchemaReader+ExamplesTests`. One rule per test.
final class SchemaReaderTests: XCTestCase {
    private func makeReader(_ schemas: String = "{}", test: String = "{}", info: String = "") throws -> SchemaReader {
        try SchemaReading.reader(schemas, test: test, info: info)
    }

    private func reading(_ test: String, schemas: String = "{}", hint: [String] = ["User"]) throws -> (
        SchemaReader.Read, SchemaReader
    ) {
        try SchemaReading.read(test, schemas: schemas, hint: hint)
    }

    private func typeOf(_ test: String, schemas: String = "{}") throws -> TypeRef {
        try reading(test, schemas: schemas).0.type
    }

    private func reasons(_ reader: SchemaReader) -> [String] { reader.notes.leftOut.map(\.reason) }

    private func findModel(_ name: String, in reader: SchemaReader, file: StaticString = #filePath, line: UInt = #line)
        throws -> Model
    {
        try SchemaReading.model(name, in: reader, file: file, line: line)
    }

    // MARK: References

    func testAReferenceIsItsComponentMadeOnce() throws {
        let (read, reader) = try reading(
            "{ type: object, properties: { a: { $ref: '#/components/schemas/User' }, b: { $ref: '#/components/schemas/User' } } }",
            schemas:
                "User: { type: object, properties: { id: { type: integer } } }\nUnused: { type: object, properties: {} }",
            hint: ["Pair"])
        XCTAssertEqual(read.type, .model("Pair"))
        XCTAssertEqual(reader.models.map(\.name), ["Pair", "User"], "a schema nothing uses makes no model")
        XCTAssertEqual(try findModel("Pair", in: reader).fields.map(\.type), [.model("User"), .model("User")])
    }

    func testAReferenceOutsideTheSchemasIsOpaqueAndListed() throws {
        let (read, reader) = try reading("{ $ref: '#/components/responses/Page' }")
        XCTAssertEqual(read.type, .scalar(.json))
        XCTAssertEqual(
            reasons(reader),
            ["a reference outside the document's schemas (#/components/responses/Page); kept as opaque JSON"])
        XCTAssertEqual(reader.notes.leftOut.first?.examples.first?.hasSuffix("(x-test)"), true)
    }

    func testAReferenceToAMissingSchemaIsListed() throws {
        let (read, reader) = try reading("{ $ref: '#/components/schemas/Nowhere' }")
        XCTAssertEqual(read.type, .scalar(.json))
        XCTAssertEqual(reasons(reader), ["a reference to a schema the document lacks"])
    }

    func testALoopOfReferencesEndsAsOpaqueJSON() throws {
        let (read, reader) = try reading(
            "{ $ref: '#/components/schemas/A' }",
            schemas: "A: { $ref: '#/components/schemas/B' }\nB: { $ref: '#/components/schemas/A' }")
        XCTAssertEqual(read.type, .scalar(.json))
        XCTAssertEqual(reasons(reader), ["a loop of references; kept as opaque JSON"])
    }

    func testAModelThatHoldsItselfEnds() throws {
        let (read, reader) = try reading(
            "{ $ref: '#/components/schemas/Node' }",
            schemas:
                "Node: { type: object, properties: { children: { type: array, items: { $ref: '#/components/schemas/Node' } } } }"
        )
        XCTAssertEqual(read.type, .model("Node"))
        XCTAssertEqual(try findModel("Node", in: reader).fields.map(\.type), [.list(.model("Node"))])
    }

    func testANamedScalarIsWhatItStandsFor() throws {
        XCTAssertEqual(
            try typeOf("{ $ref: '#/components/schemas/Name' }", schemas: "Name: { type: string, format: uri }"),
            .scalar(.url))
    }

    // MARK: Flags

    func testNullableIsReadFromEachSpelling() throws {
        XCTAssertTrue(try reading("{ type: string, nullable: true }").0.nullable)
        XCTAssertTrue(try reading("{ type: [string, 'null'] }").0.nullable)
        let anyOf = try reading("{ anyOf: [ { type: integer }, { type: 'null' } ] }").0
        XCTAssertEqual(anyOf.type, .scalar(.int))
        XCTAssertTrue(anyOf.nullable)
        XCTAssertFalse(try reading("{ type: string }").0.nullable)
    }

    func testASecretIsAPasswordOrMarked() throws {
        XCTAssertTrue(try reading("{ type: string, format: password }").0.secret)
        XCTAssertTrue(try reading("{ type: string, x-zing-secret: true }").0.secret)
        XCTAssertFalse(try reading("{ type: string, x-zing-secret: false }").0.secret)
    }

    func testAnInvalidValueKeptRawIsRead() throws {
        XCTAssertTrue(try reading("{ type: string, x-zing-invalid: keepRaw }").0.keepsRaw)
        XCTAssertFalse(try reading("{ type: string, x-zing-invalid: fail }").0.keepsRaw)
    }

    // MARK: Inline types

    func testAListOrOneElementAloneIsAListOfBothForms() throws {
        let read = try reading("{ oneOf: [ { type: array, items: { type: integer } }, { type: integer } ] }").0
        XCTAssertEqual(read.type, .list(.scalar(.int)))
        XCTAssertEqual(read.wire, [.list, .single])
    }

    func testAScalarsWireFormsAreKept() throws {
        let read = try reading("{ oneOf: [ { type: integer }, { type: string, pattern: '^-?[0-9]+$' } ] }").0
        XCTAssertEqual(read.type, .scalar(.int))
        XCTAssertEqual(read.wire, [.int, .numericString])
    }

    func testAnAllOfOfObjectsIsOneModelOfTheirFields() throws {
        let (read, reader) = try reading(
            "{ allOf: [ { $ref: '#/components/schemas/Base' }, { properties: { name: { type: string } }, required: [name] } ] }",
            schemas: "Base: { type: object, required: [id], properties: { id: { type: integer } } }", hint: ["Admin"])
        XCTAssertEqual(read.type, .model("Admin"))
        let admin = try findModel("Admin", in: reader)
        XCTAssertEqual(admin.fields.map(\.name), ["id", "name"])
        XCTAssertEqual(admin.fields.map(\.isOptional), [false, false])
    }

    func testAnAllOfOfOnePartIsThatPartsType() throws {
        XCTAssertEqual(
            try typeOf(
                "{ allOf: [ { $ref: '#/components/schemas/Base' } ], description: wraps }",
                schemas: "Base: { type: object, properties: { id: { type: integer } } }"),
            .model("Base"))
        XCTAssertEqual(try typeOf("{ allOf: [ { type: integer }, { description: x } ] }"), .scalar(.int))
    }

    func testAnIntegerEnumIsAnEnumOfValueCases() throws {
        let (read, reader) = try reading("{ type: integer, enum: [1, -1, 12] }", hint: ["Order", "State"])
        XCTAssertEqual(read.type, .enumeration("OrderState"))
        let states = try XCTUnwrap(reader.enums.first)
        XCTAssertEqual(states.storage, .int)
        XCTAssertEqual(states.cases.map(\.name), ["value1", "valueMinus1", "value12"])
        XCTAssertEqual(states.cases.map(\.value), [.int(1), .int(-1), .int(12)])
        XCTAssertEqual(reader.guesses.guesses(at: DraftPlace(["enums", "OrderState"])).map(\.kind), [.enumCases])
    }

    func testARepeatedEnumValueIsOneCaseNamedWhereItFirstStands() throws {
        let (_, reader) = try reading("{ type: integer, enum: [1, 2, 1], x-enum-varnames: [ONE, TWO, UNO] }")
        XCTAssertEqual(reader.enums.first?.cases.map(\.name), ["one", "two"])
        XCTAssertEqual(reader.enums.first?.cases.map(\.value), [.int(1), .int(2)])
        let (_, text) = try reading("{ type: string, enum: [x, X, x] }")
        XCTAssertEqual(text.enums.first?.cases.map(\.value), [.string("x"), .string("X")])
        XCTAssertEqual(text.enums.first?.cases.map(\.name), ["x", "x2"], "names stay unique where values differ")
    }

    func testATextEnumIsNamedByItsValuesOrItsVarnames() throws {
        let (_, reader) = try reading("{ type: string, enum: [ACTIVE, on hold] }")
        XCTAssertEqual(reader.enums.first?.cases.map(\.name), ["active", "onHold"])
        XCTAssertEqual(reader.enums.first?.storage, .string)
        let (_, named) = try reading("{ type: integer, enum: [0, 1], x-enum-varnames: [OFF, On_Line] }")
        XCTAssertEqual(named.enums.first?.cases.map(\.name), ["off", "onLine"])
    }

    func testAnEnumOfMixedValuesIsOpaqueAndListed() throws {
        let (read, reader) = try reading("{ enum: [1, a] }")
        XCTAssertEqual(read.type, .scalar(.json))
        XCTAssertEqual(reasons(reader), ["an enum of mixed values; kept as opaque JSON"])
        XCTAssertTrue(reader.enums.isEmpty)
    }

    func testAnEnumOfControlOrBidirectionalValuesStaysText() throws {
        let (read, reader) = try reading(#"{ type: string, enum: [ok, "\u202Eevil", "a\u0007"] }"#)
        XCTAssertEqual(read.type, .scalar(.string))
        XCTAssertEqual(
            reasons(reader), ["an enum whose values hold control or bidirectional characters; kept as plain text"])
        XCTAssertTrue(reader.enums.isEmpty)
    }

    func testAChoiceWithoutAKeyIsOpaqueAndListed() throws {
        let (read, reader) = try reading(
            "{ oneOf: [ { type: object, properties: { a: {} } }, { type: string }, { type: integer } ] }")
        XCTAssertEqual(read.type, .scalar(.json))
        XCTAssertEqual(
            reasons(reader), ["a choice of schemas the format cannot tell apart by a key; kept as opaque JSON"])
    }

    func testAListIsOfItsElementsTypeWhereItIsOne() throws {
        XCTAssertEqual(try typeOf("{ type: array, items: { type: integer } }"), .list(.scalar(.int)))
        XCTAssertEqual(try typeOf("{ type: array }"), .list(.scalar(.json)))
        XCTAssertEqual(try typeOf("{ type: array, items: { type: integer, nullable: true } }"), .list(.scalar(.json)))
        XCTAssertEqual(
            try typeOf(
                "{ type: array, items: { oneOf: [ { type: integer }, { type: string, pattern: '^-?[0-9]+$' } ] } }"),
            .list(.scalar(.json)), "an element of several forms is no one type")
    }

    func testBinaryTextIsAStringAndAnUnknownTypeOpaque() throws {
        XCTAssertEqual(try typeOf("{ type: string, format: binary }"), .scalar(.string))
        let (read, reader) = try reading("{ type: file }")
        XCTAssertEqual(read.type, .scalar(.json))
        XCTAssertEqual(reasons(reader), ["a schema of type file the draft cannot map; kept as opaque JSON"])
    }

    func testSchemasNestedPastTheDepthBoundAreOpaqueAndListed() throws {
        let depth = 60
        let nested =
            String(repeating: "{ type: array, items: ", count: depth) + "{ type: integer }"
            + String(repeating: " }", count: depth)
        let (read, reader) = try reading(nested)
        var type = read.type
        var lists = 0
        while case .list(let element) = type {
            lists += 1
            type = element
        }
        XCTAssertEqual(lists, 48)
        XCTAssertEqual(type, .scalar(.json))
        XCTAssertEqual(reasons(reader), ["nested deeper than the draft reads; kept as opaque JSON"])
    }

    func testAChainOfComponentsPastTheDepthBoundIsOpaqueAndListed() throws {
        let count = 1000
        let links = (0..<count).map {
            "S\($0): { type: object, properties: { next: { $ref: '#/components/schemas/S\($0 + 1)' } } }"
        }
        let (read, reader) = try reading(
            "{ $ref: '#/components/schemas/S0' }",
            schemas: (links + ["S\(count): { type: object, properties: { id: { type: integer } } }"])
                .joined(separator: "\n"))
        XCTAssertEqual(read.type, .model("S0"))
        XCTAssertEqual(reader.models.count, 48, "one level of nesting per component, as inline schemas")
        XCTAssertEqual(try findModel("S47", in: reader).fields.map(\.type), [.scalar(.json)])
        XCTAssertEqual(reasons(reader), ["nested deeper than the draft reads; kept as opaque JSON"])
        XCTAssertEqual(
            reader.notes.leftOut.first?.examples, ["openapi.yaml:52:46 (components.schemas.S47.properties.next)"])
    }

    func testDefinitionsAreOrderedAsTheDocumentListsTheirSchemasInlineOnesAfter() throws {
        let (_, reader) = try reading(
            "{ properties: { b: { $ref: '#/components/schemas/B' }, a: { $ref: '#/components/schemas/A' } } }",
            schemas:
                "A: { type: object, properties: { id: { type: integer } } }\nB: { type: object, properties: { id: { type: integer } } }",
            hint: ["Inline"])
        XCTAssertEqual(reader.models.map(\.name), ["Inline", "B", "A"], "made in the order of use")
        var contract = Contract(
            file: "draft.yaml", format: 1,
            info: Info(
                title: "T", module: "T", version: "1", date: "2026-12-02", baseURL: nil, generate: true, docs: [],
                provenance: DraftProvenance.none),
            models: reader.models)
        reader.inDocumentOrder(&contract)
        XCTAssertEqual(contract.models.map(\.name), ["A", "B", "Inline"])
    }

    // MARK: Names

    func testANameIsItsSchemasWordsMadeUnique() throws {
        let reader = try makeReader()
        XCTAssertEqual(reader.uniqueName("Result«List«User»»"), "ResultListUser")
        XCTAssertEqual(reader.uniqueName("user_info"), "UserInfo")
        XCTAssertEqual(reader.uniqueName("UserInfo"), "UserInfo2")
        XCTAssertEqual(reader.uniqueName("登录对象", hint: ["Login", "Body"]), "LoginBody")
        XCTAssertEqual(reader.uniqueName("登录对象"), "Schema")
    }

    func testAComponentWithoutWordsIsNamedFromItsPlace() throws {
        let (read, _) = try reading(
            "{ $ref: '#/components/schemas/%E7%99%BB%E5%BD%95%E5%AF%B9%E8%B1%A1' }",
            schemas: "登录对象: { type: object, properties: { username: { type: string } } }", hint: ["Login", "Request"])
        XCTAssertEqual(read.type, .model("LoginRequest"))
    }

}
