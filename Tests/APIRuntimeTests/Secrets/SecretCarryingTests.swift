import APIRuntime
import XCTest

/// What the runtime's own conformances carry: a `Secret` itself, and the secrets inside optionals, lists and maps of
/// carrying values, so a generated model names each field once whatever its shape. Containers of anything else do not
/// conform.
final class SecretCarryingTests: XCTestCase {
    private func revealed(_ value: some SecretCarrying) -> [String] { value.secrets.map { $0.reveal() }.sorted() }

    private func carries<T>(_: T.Type) -> Bool { T.self is any SecretCarrying.Type }

    func testASecretCarriesItself() {
        XCTAssertEqual(revealed(Secret("s-1")), ["s-1"])
    }

    func testOptionalsListsAndMapsCarryWhatTheyHold() {
        XCTAssertEqual(revealed(Secret?.some("s-some")), ["s-some"])
        XCTAssertEqual(revealed(Secret?.none), [])
        XCTAssertEqual(revealed([[Secret("s-a")], [], [Secret("s-b"), Secret("s-c")]]), ["s-a", "s-b", "s-c"])
        XCTAssertEqual(revealed(["x": Secret("s-x"), "y": Secret("s-y")]), ["s-x", "s-y"])
        XCTAssertEqual(revealed([["k": [Secret?.none, Secret("s-deep")]]]), ["s-deep"])
    }

    func testContainersOfNoSecretDoNotConform() {
        XCTAssertTrue(carries([Secret?].self))
        XCTAssertFalse(carries(String.self))
        XCTAssertFalse(carries([String].self))
        XCTAssertFalse(carries([String: Int]?.self))
    }
}
