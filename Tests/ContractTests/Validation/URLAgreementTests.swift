import Foundation
import TextFoundation
import XCTest

@testable import Contract

/// A `url` value lint passes is one the generated client decodes, and one it refuses the client refuses: both read it
/// with `URLWire`, which is what `Codable` decoding of `URL` does.
final class URLAgreementTests: XCTestCase {
    private struct Holder: Decodable { let v: URL }

    func testLintAndTheClientAgreeOnEveryURL() throws {
        let contract = Contract(
            file: "t.yaml", format: 1,
            info: Info(
                title: "T", module: "T", version: "1", date: "2026-01-01", baseURL: nil, generate: false, docs: [],
                provenance: Provenance(mark: .init(line: 1, column: 1))))
        let checker = JSONShapeChecker(contract: contract)
        let texts = [
            #""https://example.com/a?b=1""#, #""x""#, #""a b""#, #""%""#, #""://""#, #""""#, #""http://[x""#,
            #""http://a b/c""#, #""https://例え.jp/パス""#, "1", "null", "true",
        ]
        for text in texts {
            let client = (try? JSONDecoder().decode(Holder.self, from: Data(#"{"v": \#(text)}"#.utf8))) != nil
            let problems = checker.problems(
                try JSONValue.parse(text), against: .scalar(.url), at: PayloadPath(components: []))
            XCTAssertEqual(problems.isEmpty, client, "url of \(text): \(problems)")
        }
    }
}
