import Contract
import ContractFixtures
import TextFoundation
import WireVocabulary
import XCTest

@testable import ContractMock

/// The mock answers a request without its token the way each style's server refuses one: the documented example
/// (HTTP 200 with the code for code envelopes, problem details with HTTP 401 for a problem-details API), and without
/// one a body made from the envelope that the same envelope reads as that failure.
final class EnvelopeStyleMockTests: XCTestCase {
    private func catalog(_ yaml: String, _ name: String) throws -> MockCatalog {
        try MockCatalog(contract: try contract(yaml, name))
    }

    private func contract(_ yaml: String, _ name: String) throws -> Contract {
        let result = ContractLoader.load(text: yaml, file: "\(name).yaml")
        return try XCTUnwrap(result.contract, "\(name): \(result.diagnostics.map(\.description))")
    }

    func testTheRefusedTokenAnswerIsTheStylesDocumentedExample() throws {
        let statuses = ["code": 200, "wechat": 200, "nested": 200, "problems": 401, "flag": 200]
        for fixture in EnvelopeStyleFixture.all {
            let catalog = try catalog(fixture.yaml, fixture.name)
            let answer = try XCTUnwrap(catalog.routes.first?.unauthorized, fixture.name)
            XCTAssertEqual(answer.exampleName, "token expired", fixture.name)
            XCTAssertEqual(answer.status, statuses[fixture.name], fixture.name)
        }
        let problems = try catalog(EnvelopeStyleFixture.problems.yaml, "problems")
        let answer = try XCTUnwrap(problems.routes.first?.unauthorized)
        XCTAssertTrue(
            answer.response.headers.contains { $0.name == "Content-Type" && $0.value == "application/problem+json" },
            "\(answer.response.headers)")
    }

    func testWithoutTheExampleTheAnswerIsMadeFromTheEnvelopeAndReadsAsTheRefusal() throws {
        let expected: [String: (status: Int, code: BusinessCode?, errorCode: String?)] = [
            "code": (200, 77001, nil), "wechat": (200, 40190, nil), "nested": (200, "AuthFailure.TokenExpired", nil),
            "problems": (401, nil, nil), "flag": (401, 401, nil),
        ]
        for fixture in EnvelopeStyleFixture.all {
            let yaml = Self.removingExample("token expired", from: fixture.yaml)
            XCTAssertNotEqual(yaml, fixture.yaml, fixture.name)
            let contract = try contract(yaml, fixture.name)
            let catalog = try MockCatalog(contract: contract)
            let route = try XCTUnwrap(catalog.routes.first, fixture.name)
            let answer = try XCTUnwrap(route.unauthorized, fixture.name)
            let want = try XCTUnwrap(expected[fixture.name])
            XCTAssertNil(answer.exampleName, fixture.name)
            XCTAssertEqual(answer.status, want.status, "\(fixture.name): \(answer.body)")
            let envelope = try XCTUnwrap(contract.envelope(named: route.endpoint.response.envelope))
            let reading = EnvelopeReading.read(
                try JSONValue.parse(answer.body), envelope.format, httpStatus: answer.status)
            XCTAssertEqual(reading.verdict, .failure, "\(fixture.name): \(answer.body)")
            XCTAssertEqual(reading.code, want.code, "\(fixture.name): \(answer.body)")
            XCTAssertEqual(reading.message, "mock: this endpoint requires a token", "\(fixture.name): \(answer.body)")
            let contentType = answer.response.headers.first { $0.name == "Content-Type" }?.value
            XCTAssertEqual(
                contentType,
                fixture.name == "problems" ? "application/problem+json" : "application/json; charset=utf-8",
                fixture.name)
        }
    }

    /// `yaml` without the example named `name` (its lines up to the next example or the end of the list).
    static func removingExample(_ name: String, from yaml: String) -> String {
        var lines = yaml.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasSuffix("- name: \(name)") }) else { return yaml }
        let indent = lines[start].prefix { $0 == " " }
        let end =
            lines[(start + 1)...].firstIndex {
                $0.prefix { $0 == " " }.count <= indent.count && !$0.isEmpty
            } ?? lines.count
        lines.removeSubrange(start..<end)
        return lines.joined(separator: "\n")
    }
}
