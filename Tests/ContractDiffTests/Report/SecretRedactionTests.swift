import Contract
import ContractDiff
import XCTest

/// An example's expected values at `secret: true` fields never reach any report format.
final class SecretRedactionTests: XCTestCase {
    func testExpectedSecretValuesAreNeverPrinted() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        var head = base
        let index = try XCTUnwrap(
            head.endpoints.firstIndex { endpoint in
                endpoint.examples.contains { if case .success = $0.expectation { true } else { false } }
                    && endpoint.response.type != nil
            })
        let endpoint = head.endpoints[index]
        let model = try XCTUnwrap(head.model(named: endpoint.response.type?.elementType.description ?? ""))
        let secret = try XCTUnwrap(model.fields.first { $0.isSecret }, "the fixture's payload has a secret field")
        let example = try XCTUnwrap(
            endpoint.examples.firstIndex { if case .success = $0.expectation { true } else { false } })
        head.endpoints[index].examples[example].expectation = .success(values: [
            .init(path: secret.name, json: "\"super-secret-token-value\""), .init(path: "nickname", json: "\"Lin\""),
        ])
        let report = DiffReport(comparisons: [
            ContractComparison.compare(base: base, head: head, baseName: "base.yaml", headName: "head.yaml")
        ])
        XCTAssertTrue(report.changes.contains { $0.rule.id == "example-expectation-changed" })
        let outputs = [
            MarkdownReport.render(report), JSONReport.render(report), TextReport.render(report),
            GitHubReport.render(report), JUnitReport.render(report, failOn: .possiblyBreaking),
        ]
        for output in outputs {
            XCTAssertFalse(output.contains("super-secret-token-value"), output)
            XCTAssertTrue(output.contains("\(secret.name) = (secret)"), output)
        }
    }
}
