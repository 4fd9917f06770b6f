import XCTest

@testable import ContractDiff

final class PairingTests: XCTestCase {
    private struct Item: Equatable {
        var name: String
        var shape: String?
    }

    func testPairsByNameThenByUniqueShape() {
        let pairing = Pairing(
            base: [Item(name: "a", shape: "1"), Item(name: "b", shape: "2"), Item(name: "c", shape: "3")],
            head: [Item(name: "a", shape: "9"), Item(name: "b2", shape: "2"), Item(name: "d", shape: nil)],
            name: \.name, shape: \.shape)
        XCTAssertEqual(
            pairing.pairs.map { "\($0.base.name)>\($0.head.name):\($0.isRename)" }, ["a>a:false", "b>b2:true"])
        XCTAssertEqual(pairing.removed.map(\.name), ["c"])
        XCTAssertEqual(pairing.added.map(\.name), ["d"])
    }

    func testAmbiguousShapesAreNotRenames() {
        let pairing = Pairing(
            base: [Item(name: "a", shape: "s")], head: [Item(name: "b", shape: "s"), Item(name: "c", shape: "s")],
            name: \.name, shape: \.shape)
        XCTAssertTrue(pairing.pairs.isEmpty)
        XCTAssertEqual(pairing.removed.map(\.name), ["a"])
        XCTAssertEqual(pairing.added.map(\.name), ["b", "c"])
    }

    func testSameMethodAndPathIsARenamedEndpoint() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        let head = try XCTUnwrap(Fixture.load(Fixture.edited([("  logout:\n", "  signOut:\n")]), as: "head.yaml"))
        let changes = ContractDiffer.diff(base: base, head: head)
        XCTAssertEqual(changes.map(\.rule.id), ["endpoint-renamed"])
        XCTAssertEqual(changes.first?.basePath, "endpoint:logout")
        XCTAssertEqual(changes.first?.path, "endpoint:signOut")
    }
}
