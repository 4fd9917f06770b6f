import Contract
import XCTest

@testable import ContractDraft

/// The definitions our export describes with `x-zing-…`, read back: identifiers of their storage and wire forms (an
/// int kept raw makes one where none is named), enums of their storage's cases, unions of the variants told apart by
/// a key (none readable: opaque and listed), names a contract cannot hold left out, and replacements kept only where
/// they name another of their kind. One rule per test.
final class SchemaReaderZingTests: XCTestCase {
    private func reading(_ test: String, schemas: String = "{}", hint: [String] = ["User"]) throws -> (
        SchemaReader.Read, SchemaReader
    ) {
        try SchemaReading.read(test, schemas: schemas, hint: hint)
    }

    private func reasons(_ reader: SchemaReader) -> [String] { reader.notes.leftOut.map(\.reason) }

    func testAnIdentifierSchemaIsAnIdentifier() throws {
        let (read, reader) = try reading(
            "{ x-zing-identifier: UserID }",
            schemas:
                "UserID: { oneOf: [ { type: integer }, { type: string, pattern: '^-?[0-9]+$' } ], x-zing-identifier: int }\nCode: { type: string, x-zing-identifier: string }"
        )
        XCTAssertEqual(read.type, .identifier("UserID"))
        XCTAssertEqual(reader.identifiers.map(\.name), ["UserID"])
        XCTAssertEqual(reader.identifiers.first?.storage, .int)
        XCTAssertEqual(reader.identifiers.first?.wire, [.int, .numericString])
        XCTAssertEqual(reader.component("Code", at: reader.document.root), .identifier("Code"))
        XCTAssertEqual(reader.identifiers.last?.storage, .string)
    }

    func testAnIntKeptRawIsAnIdentifierMadeWhereTheDocumentNamesNone() throws {
        let (read, reader) = try reading("{ oneOf: [ { type: integer }, { type: string } ], x-zing-invalid: keepRaw }")
        XCTAssertEqual(read.type, .identifier("ID"))
        XCTAssertTrue(read.keepsRaw)
        XCTAssertEqual(reader.identifiers.map(\.storage), [.int])
        XCTAssertEqual(reader.guesses.guesses(at: DraftPlace(["identifiers", "ID"])).map(\.kind), [.unmapped])
    }

    func testAZingEnumKeepsItsCasesOfItsStorage() throws {
        let (read, reader) = try reading(
            "{ x-zing-enum-name: Status }",
            schemas: """
                Status:
                  x-zing-enum: { storage: string, cases: [ { name: active, value: A }, { name: wrong, value: 1 }, { value: B } ] }
                  anyOf: [ { type: string }, { type: string } ]
                """)
        XCTAssertEqual(read.type, .enumeration("Status"))
        let status = try XCTUnwrap(reader.enums.first)
        XCTAssertEqual(status.storage, .string)
        XCTAssertEqual(status.cases.map(\.name), ["active"], "a case of another storage, or without its name, is none")
        XCTAssertEqual(status.cases.map(\.value), [.string("A")])
    }

    func testAZingUnionIsItsVariantsByKey() throws {
        let (read, reader) = try reading(
            "{ $ref: '#/components/schemas/Shape' }",
            schemas: """
                Shape:
                  oneOf:
                    - { allOf: [ { $ref: '#/components/schemas/Circle' } ] }
                    - { allOf: [ { $ref: '#/components/schemas/Square' } ] }
                    - { allOf: [ { $ref: '#/components/schemas/Missing' } ] }
                  x-zing-variants: [ { case: circle, key: radius }, { case: square, key: side }, { case: lost, key: x } ]
                Circle: { type: object, properties: { radius: { type: number } } }
                Square: { type: object, properties: { side: { type: number } } }
                """)
        XCTAssertEqual(read.type, .union("Shape"))
        let union = try XCTUnwrap(reader.unions.first)
        XCTAssertEqual(union.variants.map(\.name), ["circle", "square"])
        XCTAssertEqual(union.variants.map(\.type), ["Circle", "Square"])
        XCTAssertEqual(union.variants.map(\.discriminatorKey), ["radius", "side"])
    }

    func testZingEnumCasesAndUnionVariantsOfUnsafeNamesAreLeftOut() throws {
        let (_, reader) = try reading(
            "{ properties: { state: { $ref: '#/components/schemas/State' }, shape: { $ref: '#/components/schemas/Shape' } } }",
            schemas: """
                State:
                  x-zing-enum: { storage: string, cases: [ { name: "ac\\u202Etive", value: a }, { name: b, value: b } ] }
                Shape:
                  oneOf:
                    - { allOf: [ { $ref: '#/components/schemas/Circle' } ] }
                    - { allOf: [ { $ref: '#/components/schemas/Circle' } ] }
                    - { allOf: [ { $ref: '#/components/schemas/Circle' } ] }
                  x-zing-variants: [ { case: "ci\\u202Ercle", key: radius }, { case: round, key: "ra\\u0007dius" }, { case: circle, key: radius } ]
                Circle: { type: object, properties: { radius: { type: number } } }
                """, hint: ["Holder"])
        XCTAssertEqual(reader.enums.first?.cases.map(\.name), ["b"])
        XCTAssertEqual(reader.unions.first?.variants.map(\.name), ["circle"])
    }

    func testAZingUnionOfNoReadableVariantIsOpaqueAndListed() throws {
        let (read, reader) = try reading(
            "{ $ref: '#/components/schemas/Shape' }",
            schemas: """
                Shape:
                  oneOf: [ { allOf: [ { $ref: '#/components/schemas/Missing' } ] } ]
                  x-zing-variants: [ { case: lost, key: x } ]
                """)
        XCTAssertEqual(read.type, .scalar(.json))
        XCTAssertTrue(reader.unions.isEmpty)
        XCTAssertEqual(
            reasons(reader),
            [
                "a reference to a schema the document lacks",
                "a choice of schemas none of whose variants the draft can read; kept as opaque JSON",
            ])
    }

    func testAReplacementIsKeptOnlyWhereItNamesAnotherOfItsKind() throws {
        let (_, reader) = try reading(
            "{ properties: { state: { $ref: '#/components/schemas/State' }, old: { $ref: '#/components/schemas/Old' }, gone: { $ref: '#/components/schemas/Gone' }, new: { $ref: '#/components/schemas/New' } } }",
            schemas: """
                State:
                  x-zing-enum:
                    storage: string
                    cases:
                      - { name: a, value: a, deprecated: true, x-zing-deprecated: { replacement: b } }
                      - { name: b, value: b, deprecated: true, x-zing-deprecated: { replacement: zzz } }
                Old: { type: object, deprecated: true, x-zing-deprecated: { replacement: New }, properties: { id: { type: integer } } }
                Gone: { type: object, deprecated: true, x-zing-deprecated: { replacement: Nobody }, properties: { id: { type: integer } } }
                New: { type: object, properties: { id: { type: integer } } }
                """, hint: ["Holder"])
        XCTAssertEqual(reader.enums.first?.cases.map(\.deprecation?.replacement), ["b", nil])
        var contract = Contract(
            file: "draft.yaml", format: 1,
            info: Info(
                title: "T", module: "T", version: "1", date: "2026-12-02", baseURL: nil, generate: true, docs: [],
                provenance: DraftProvenance.none),
            models: reader.models)
        SchemaReader.keepingModelReplacements(&contract)
        XCTAssertEqual(
            contract.models.map { "\($0.name) \($0.deprecation?.replacement ?? "-")" },
            ["Holder -", "Old New", "Gone -", "New -"])
    }
}
