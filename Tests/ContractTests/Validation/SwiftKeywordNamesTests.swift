import XCTest

@testable import Contract

/// Names that are Swift keywords are the generator's to escape; the contract accepts them.
final class SwiftKeywordNamesTests: XCTestCase {
    func testKeywordsAreAcceptedAsNames() throws {
        let text =
            MinimalContract.text.replacingOccurrences(
                of: "models:\n",
                with: """
                    models:
                      Protocol:
                        fields:
                          default: { type: string }
                          class: { type: Type, optional: true }
                      Type:
                        fields:
                          self: { type: int }

                    """
            ) + """

                  switch:
                    method: GET
                    path: /switch/{in}
                    params:
                      in: { type: string }
                    query:
                      return: { type: bool, optional: true }
                    response: { envelope: standard, type: Protocol }
                    examples:
                      - name: keywords
                        response: '{"success": true, "result": {"default": "d", "class": {"self": 1}}}'
                        expect: { success: true, values: { default: d, class.self: 1 } }
                """
        let result = ContractLoader.load(text: text, file: "keywords.yaml")
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        let contract = try XCTUnwrap(result.contract)
        XCTAssertEqual(contract.model(named: "Protocol")?.fields.map(\.name), ["default", "class"])
        XCTAssertEqual(contract.model(named: "Protocol")?.field(named: "class")?.type, .model("Type"))
        XCTAssertEqual(contract.endpoint(named: "switch")?.pathParameters.map(\.name), ["in"])
        XCTAssertEqual(contract.endpoint(named: "switch")?.query.map(\.name), ["return"])
    }
}
