import Contract
import TextFoundation
import XCTest

@testable import ContractMock

/// An endpoint whose payload is a map (keys that are data, Tests/Fixtures/jeecg-dict-items.yaml): the mock serves the
/// example's map as it is, every key and value kept, and the answer means a success to the client.
final class MapAnswerTests: XCTestCase {
    func testTheExamplesMapIsServedAsItIs() throws {
        let file = Contracts.root.appendingPathComponent("Tests/Fixtures/jeecg-dict-items.yaml")
        let result = ContractLoader.load(contentsOf: file, displayPath: "jeecg-dict-items.yaml")
        let contract = try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
        let catalog = try MockCatalog(contract: contract)
        let route = try XCTUnwrap(catalog.routes.first { $0.endpoint.name == "allDictItems" })
        let answer = route.defaultAnswer
        XCTAssertEqual(answer.exampleName, "a dictionary added later is one more key")
        let served = try JSONValue.parse(answer.body)
        let example = try XCTUnwrap(route.endpoint.examples.first?.response)
        XCTAssertEqual(served, try JSONValue.parse(example), "the map is served as the example writes it")
        XCTAssertEqual(served.object?["result"]?.object?.keys, ["sex", "order_status_2026"])
        let meaning = try XCTUnwrap(
            contract.meaning(
                ofAnswer: answer.status, headers: [], body: Array(answer.body.utf8), carriedCredentials: true,
                endpoint: route.endpoint))
        XCTAssertNil(meaning.classification, "a success")
    }
}
