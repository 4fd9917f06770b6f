import TextFoundation
import XCTest

@testable import ContractDraft

/// A document's node with its place: the keys from the top down as a pointer, the line and column as a location,
/// entries and items that carry the path on, numbers read where a number is due, and the node as JSON by the YAML
/// core schema (quoted scalars stay text). One rule per test.
final class DocumentNodeTests: XCTestCase {
    private static let text = """
        openapi: 3.0.1
        info: { title: Nodes, version: "1" }
        paths:
          /users:
            get:
              tags: [users, admin]
        values:
          plain: [~, true, 12, 1.5, text, .inf]
          quoted: ["12", 'true', "~"]
          limits: { count: 7, quotedCount: "8", word: eight }
        """

    private func documentRoot() throws -> DocumentNode { try InputFixtures.document(Self.text).root }

    func testTheRootIsTheDocumentAndANodeItsKeysFromTheTop() throws {
        let root = try documentRoot()
        XCTAssertEqual(root.location(in: "openapi.yaml"), "openapi.yaml:1:1 (the document)")
        let get = try XCTUnwrap(root["paths"]?["/users"]?["get"])
        XCTAssertEqual(get.pointer, "paths./users.get")
        XCTAssertEqual(
            get.location(in: "openapi.yaml"), "openapi.yaml:6:7 (paths./users.get)",
            "a block mapping starts at its first key")
        XCTAssertNil(root["paths"]?["/orders"])
    }

    func testItemsAreNamedByTheirIndex() throws {
        let tags = try XCTUnwrap(try documentRoot()["paths"]?["/users"]?["get"]?["tags"])
        XCTAssertEqual(tags.items.map(\.pointer), ["paths./users.get.tags.0", "paths./users.get.tags.1"])
        XCTAssertEqual(tags.strings, ["users", "admin"])
        XCTAssertTrue(try documentRoot()["info"]?.items.isEmpty == true, "a mapping has no items")
    }

    func testEntriesKeepTheirOrderAndSkipKeysThatAreNoScalar() throws {
        let document = try InputFixtures.document(
            """
            openapi: 3.0.1
            map:
              b: 1
              ? [x, y]
              : 2
              a: 3
            """)
        let map = try XCTUnwrap(document.root["map"])
        XCTAssertEqual(map.entries.map(\.key), ["b", "a"])
        XCTAssertEqual(map.entries.map(\.value.pointer), ["map.b", "map.a"])
        XCTAssertTrue(map.isMapping)
        XCTAssertFalse(try XCTUnwrap(map["b"]).isMapping)
    }

    func testQuotedDigitsAreANumberWhereOneIsDue() throws {
        let limits = try XCTUnwrap(try documentRoot()["values"]?["limits"])
        XCTAssertEqual(limits["count"]?.int, 7)
        XCTAssertEqual(limits["quotedCount"]?.int, 8)
        XCTAssertNil(limits["word"]?.int)
        XCTAssertEqual(limits["count"]?.string, "7", "a number's digits are its text")
    }

    func testPlainScalarsAreJSONByTheCoreSchema() throws {
        let plain = try XCTUnwrap(try documentRoot()["values"]?["plain"])
        XCTAssertEqual(plain.json, [.null, true, 12, 1.5, "text", ".inf"], "an infinite number is no JSON number")
    }

    func testQuotedScalarsAreText() throws {
        let quoted = try XCTUnwrap(try documentRoot()["values"]?["quoted"])
        XCTAssertEqual(quoted.json, ["12", "true", "~"])
    }

    func testMappingsAreObjectsInTheirOrder() throws {
        let limits = try XCTUnwrap(try documentRoot()["values"]?["limits"])
        XCTAssertEqual(limits.json.text(.compact), #"{"count":7,"quotedCount":"8","word":"eight"}"#)
    }
}
