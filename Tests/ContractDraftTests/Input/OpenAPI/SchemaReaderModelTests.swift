import Contract
import XCTest

@testable import ContractDraft

/// Models as the schema reader makes them: fields optional unless required, nullable as said, closed where
/// `additionalProperties: false`, doc and source cleaned; property names a contract cannot hold (or holds twice)
/// listed; credential-named text a secret guess unless marked; the flags a property gives (non-empty, lengths where
/// the value is sent, truncation, not for authorization, ids kept raw); deprecations from their facts or the
/// document's version, a field's replacement only where it names another field. One rule per test.
final class SchemaReaderModelTests: XCTestCase {
    private func makeReader(_ schemas: String = "{}", test: String = "{}", info: String = "") throws -> SchemaReader {
        try SchemaReading.reader(schemas, test: test, info: info)
    }

    private func reading(_ test: String, schemas: String = "{}", hint: [String] = ["User"]) throws -> (
        SchemaReader.Read, SchemaReader
    ) {
        try SchemaReading.read(test, schemas: schemas, hint: hint)
    }

    private func reasons(_ reader: SchemaReader) -> [String] { reader.notes.leftOut.map(\.reason) }

    private func findModel(_ name: String, in reader: SchemaReader, file: StaticString = #filePath, line: UInt = #line)
        throws -> Model
    {
        try SchemaReading.model(name, in: reader, file: file, line: line)
    }

    func testAModelsFieldsAreOptionalUnlessRequiredAndItIsOpenUnlessClosed() throws {
        let (_, reader) = try reading(
            "{ $ref: '#/components/schemas/User' }",
            schemas: """
                User:
                  type: object
                  required: [id]
                  additionalProperties: false
                  description: "A user.\\u202E"
                  x-zing-source: "docs §1"
                  properties: { id: { type: integer }, name: { type: string, nullable: true } }
                Open: { type: object, properties: { id: { type: integer } } }
                """)
        let user = try findModel("User", in: reader)
        XCTAssertEqual(user.fields.map(\.isOptional), [false, true])
        XCTAssertEqual(user.fields.map(\.isNullable), [false, true])
        XCTAssertFalse(user.isOpen)
        XCTAssertEqual(user.provenance.doc, "A user.")
        XCTAssertEqual(user.provenance.source, "docs §1")
        _ = reader.component("Open", at: reader.document.root)
        XCTAssertTrue(try findModel("Open", in: reader).isOpen)
    }

    func testPropertyNamesAContractCannotHoldOrHoldsTwiceAreListed() throws {
        let (_, reader) = try reading(
            "{ allOf: [ { properties: { id: { type: integer } } }, { properties: { id: { type: string }, \"a\\u202Eb\": { type: string } } } ] }",
            hint: ["Row"])
        XCTAssertEqual(try findModel("Row", in: reader).fields.map(\.type), [.scalar(.int)])
        XCTAssertEqual(reader.notes.leftOut.map(\.count), [2])
        XCTAssertEqual(reasons(reader), ["a property name a contract cannot hold"])
    }

    func testAFieldNamedLikeACredentialIsASecretGuessUnlessMarked() throws {
        let (_, reader) = try reading(
            "{ properties: { password: { type: string }, pin: { type: string, x-zing-secret: true }, token: { type: string, x-zing-secret: false }, secretCount: { type: integer, x-zing-secret: true } } }",
            hint: ["Login"])
        let login = try findModel("Login", in: reader)
        XCTAssertEqual(login.fields.map(\.isSecret), [true, true, false, false])
        XCTAssertEqual(reader.guesses.guesses(at: .field("password", of: "Login")).map(\.kind), [.secretField])
        XCTAssertTrue(reader.guesses.guesses(at: .field("pin", of: "Login")).isEmpty)
    }

    func testAFieldKeepsTheFlagsItsPropertyGives() throws {
        let (_, reader) = try reading(
            """
            { properties: {
                name: { type: string, x-zing-non-empty: true, maxLength: 20, x-zing-server-truncates-at: 64 },
                note: { type: string, maxLength: 200 },
                secret: { type: string, writeOnly: true, maxLength: 30 },
                roleName: { type: string, x-zing-not-for-authorization: true },
                id: { oneOf: [ { type: integer }, { type: string } ], x-zing-invalid: keepRaw } } }
            """, hint: ["Profile"])
        let fields = try findModel("Profile", in: reader).fields
        XCTAssertEqual(fields.map(\.isNonEmpty), [true, false, false, false, false])
        XCTAssertEqual(fields.map(\.maxLength), [20, nil, 30, nil, nil], "a length only where the value is sent")
        XCTAssertEqual(fields.map(\.serverTruncatesAt), [64, nil, nil, nil, nil])
        XCTAssertEqual(fields.map(\.isNotForAuthorization), [false, false, false, true, false])
        XCTAssertEqual(fields.last?.invalid, .keepRaw)
        XCTAssertEqual(fields.last?.type, .identifier("ID"))
    }

    func testADeprecationTakesItsFactsOrTheDocumentsVersion() throws {
        let reader = try makeReader(
            "Old: { type: object, deprecated: true, x-zing-deprecated: { since: '2.1', note: use New, replacement: New }, properties: { a: { type: string, deprecated: true } } }",
            info: "info: { title: T, version: '3.0' }")
        _ = reader.component("Old", at: reader.document.root)
        let old = try findModel("Old", in: reader)
        XCTAssertEqual(old.deprecation?.since, "2.1")
        XCTAssertEqual(old.deprecation?.note, "use New")
        XCTAssertEqual(old.deprecation?.replacement, "New")
        XCTAssertEqual(old.fields.first?.deprecation?.since, "3.0")
        XCTAssertEqual(old.fields.first?.deprecation?.note, "Deprecated in the OpenAPI document.")
        XCTAssertNil(reader.deprecation(reader.document.root))
        let versionless = try self.makeReader()
        XCTAssertEqual(
            versionless.deprecation(
                try XCTUnwrap(try InputFixtures.document("openapi: 3.0.1\nx: { deprecated: true }").root["x"]))?.since,
            "1")
    }

    func testAFieldsReplacementIsKeptOnlyWhereItNamesAnotherField() throws {
        let (_, reader) = try reading(
            """
            { properties: {
                name: { type: string },
                old: { type: string, deprecated: true, x-zing-deprecated: { replacement: name } },
                gone: { type: string, deprecated: true, x-zing-deprecated: { replacement: missing } },
                evil: { type: string, deprecated: true, x-zing-deprecated: { replacement: "na\\u202Eme" } },
                self: { type: string, deprecated: true, x-zing-deprecated: { replacement: self } } } }
            """, hint: ["Renamed"])
        let fields = try findModel("Renamed", in: reader).fields
        XCTAssertEqual(fields.map(\.deprecation?.replacement), [nil, "name", nil, nil, nil])
        XCTAssertEqual(fields.map { $0.deprecation != nil }, [false, true, true, true, true], "still deprecated")
    }
}
