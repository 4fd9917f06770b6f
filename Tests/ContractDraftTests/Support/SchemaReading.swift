import Contract
import XCTest

@testable import ContractDraft

/// A schema reader over a small document, for the schema reader's tests: named schemas under `components.schemas`
/// and the schema under test as the document's `x-test` member.
enum SchemaReading {
    /// A reader of a document whose `components.schemas` are `schemas` (one per line) and whose `x-test` is `test`.
    static func reader(_ schemas: String = "{}", test: String = "{}", info: String = "") throws -> SchemaReader {
        SchemaReader(
            document: try InputFixtures.document(
                "openapi: 3.0.1\n\(info)\ncomponents:\n  schemas:\n"
                    + schemas.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\nx-test: \(test)\n"
            ))
    }

    /// What `test` reads as (its place named from `hint`), and the reader that read it.
    static func read(_ test: String, schemas: String = "{}", hint: [String]) throws -> (SchemaReader.Read, SchemaReader)
    {
        let reader = try Self.reader(schemas, test: test)
        return (reader.read(try XCTUnwrap(reader.document.root["x-test"]), hint: hint), reader)
    }

    /// The model `name` the reader made.
    static func model(_ name: String, in reader: SchemaReader, file: StaticString = #filePath, line: UInt = #line)
        throws -> Model
    {
        try XCTUnwrap(
            reader.models.first { $0.name == name }, "no model \(name): \(reader.models.map(\.name))", file: file,
            line: line)
    }
}
