import Contract
import XCTest

@testable import ContractDraft

/// A free-form body's example as a model: each member an optional field typed from its value, a text named like a
/// credential secret, members a contract cannot hold left out; no model of an example that is no object or has no
/// usable member. One rule per test.
final class SchemaReaderExamplesTests: XCTestCase {
    private func makeReader() throws -> SchemaReader { try SchemaReading.reader() }

    private func findModel(_ name: String, in reader: SchemaReader, file: StaticString = #filePath, line: UInt = #line)
        throws -> Model
    {
        try SchemaReading.model(name, in: reader, file: file, line: line)
    }

    func testAnExampleObjectIsAModelOfOptionalTypedFields() throws {
        let reader = try makeReader()
        let type = reader.model(
            fromExample: [
                "name": "a", "age": 3, "score": 1.5, "admin": true, "tags": ["x"], "password": "p", "a\u{202E}": 1,
            ],
            hint: ["Create", "Request"], at: reader.document.root)
        XCTAssertEqual(type, .model("CreateRequest"))
        let model = try findModel("CreateRequest", in: reader)
        XCTAssertEqual(model.fields.map(\.name), ["name", "age", "score", "admin", "tags", "password"])
        XCTAssertEqual(
            model.fields.map(\.type),
            [.scalar(.string), .scalar(.int), .scalar(.double), .scalar(.bool), .scalar(.json), .scalar(.string)])
        XCTAssertTrue(model.fields.allSatisfy(\.isOptional))
        XCTAssertEqual(model.fields.map(\.isSecret), [false, false, false, false, false, true])
    }

    func testAnExampleThatIsNoObjectOrHasNoUsableMemberIsNoModel() throws {
        let reader = try makeReader()
        XCTAssertNil(reader.model(fromExample: [1, 2], hint: ["X"], at: reader.document.root))
        XCTAssertNil(reader.model(fromExample: [:], hint: ["X"], at: reader.document.root))
        XCTAssertNil(reader.model(fromExample: ["\u{7}": 1], hint: ["X"], at: reader.document.root))
        XCTAssertTrue(reader.models.isEmpty)
    }
}
