import Contract
import ContractVerify
import XCTest

/// verify reads a captured query as servers and the mock do (`+` a space, `%2B` a plus), not as Foundation's
/// `URLComponents` does.
final class QueryReadingTests: XCTestCase {
    static let contractText = """
        format: 1
        info: { title: S, module: SAPI, version: "1", date: 2026-01-01, baseURL: "https://api.s.example", generate: false, docs: [s.md] }
        envelopes:
          codes: { style: none, errorCode: errcode, message: errmsg }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        endpoints:
          search:
            method: GET
            path: /search
            query:
              scope: { type: string, const: "all items" }
              page: { type: int }
            response: { envelope: codes, payload: none }
        """

    private func findings(_ query: String) throws -> [String] {
        let loaded = ContractLoader.load(text: Self.contractText, file: "contract/s.yaml")
        let contract = try XCTUnwrap(loaded.contract, loaded.diagnostics.map(\.description).joined(separator: "\n"))
        let entry = EntrySpec(method: "GET", url: "https://api.s.example/search?\(query)")
        let run = try VerifyHarness.run(contract, [entry])
        return run.findings.filter { $0.kind.id.hasPrefix("request-query") }.map(\.message)
    }

    func testAPlusIsASpaceAndAnEncodedPlusIsAPlus() throws {
        XCTAssertEqual(try findings("scope=all+items&page=1"), [])
        XCTAssertEqual(try findings("scope=all%20items&page=1"), [])
        XCTAssertEqual(try findings("scope=all+items&pa+ge=1").count, 2, "a name is decoded alike: 'pa ge'")
        let plus = try findings("scope=all%2Bitems&page=1")
        XCTAssertEqual(plus.count, 1, "\(plus)")
        XCTAssertTrue(plus.first?.contains("query parameter scope") == true, "\(plus)")
    }
}
