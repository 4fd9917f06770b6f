import Contract
import ContractFixtures
import OpenAPIExport
import TextFoundation
import XCTest

/// A contract's default server is the document's `servers`; an operation of another server carries its own.
final class ServerExportTests: XCTestCase {
    static let contract = NamedServerFixture.twoServers

    func testOperationsOfAnotherServerCarryItsServers() throws {
        let document = try OpenAPIExporter.document(for: try ExportFixtures.contract(text: Self.contract))
        XCTAssertEqual(
            document.at(["servers"]),
            [["url": "https://api.example.com", "description": "Server `api`: Everything but sign-in."]])
        XCTAssertEqual(
            document.at(["paths", "/login", "post", "servers"]),
            [["url": "https://passport.example.com/v2", "description": "Server `passport`: Sign-in only."]])
        XCTAssertEqual(document.at(["paths", "/login", "post", "x-zing-server"]), "passport")
        XCTAssertNil(document.at(["paths", "/me", "get", "servers"]), "the default server's operations inherit")
        XCTAssertNil(document.at(["paths", "/me", "get", "x-zing-server"]))
    }
}
