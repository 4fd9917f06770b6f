import APIRuntime
import Contract
import Foundation
import TestRandomness
import XCTest

/// The generated classifiers (the `switch`es an app reads) agree with the shared reading of the contract's rules as
/// data (``ClassificationRules``), which lint, `verify` and the mock classify by: over every failure example of every
/// checked-in contract, and over seeded random facts drawn around each contract's rules.
final class ClassifierDifferentialTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func contract(_ name: String) throws -> Contract {
        let url = Self.root.appendingPathComponent("contract/\(name).yaml")
        let result = ContractLoader.load(contentsOf: url, displayPath: "contract/\(name).yaml")
        return try XCTUnwrap(result.contract, "\(name): \(result.diagnostics.map(\.description))")
    }

    func testEveryClientEndpointIsListed() throws {
        for client in GeneratedClassifier.checkedIn {
            let contract = try contract(client.contract)
            let endpoints = contract.endpoints.filter { !$0.isServerOnly }.map(\.name).sorted()
            XCTAssertEqual(client.classify.keys.sorted(), endpoints, client.contract)
        }
    }

    func testTheGeneratedClassifierAgreesOnEveryExample() throws {
        var compared = 0
        for client in GeneratedClassifier.checkedIn {
            let contract = try contract(client.contract)
            for endpoint in contract.endpoints where !endpoint.isServerOnly {
                let classify = try XCTUnwrap(client.classify[endpoint.name], endpoint.name)
                for example in endpoint.examples {
                    let meaning = try XCTUnwrap(
                        contract.meaning(
                            ofAnswer: example.status, headers: example.responseHeaders.map { ($0.name, $0.value) },
                            body: Array(example.response.utf8),
                            carriedCredentials: example.sentSignedIn(for: endpoint.auth) ?? false, endpoint: endpoint))
                    guard let observation = meaning.observation else { continue }
                    XCTAssertEqual(
                        classify(observation), meaning.classification?.errorClass,
                        "\(client.contract) \(endpoint.name) '\(example.name)'")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 60, "the failure examples of the four contracts")
    }

    func testTheGeneratedClassifierAgreesOnRandomFacts() throws {
        let draws = 3_000
        for client in GeneratedClassifier.checkedIn {
            let contract = try contract(client.contract)
            var random = SeededRandom(seed: 34)
            for endpoint in contract.endpoints where !endpoint.isServerOnly {
                let classify = try XCTUnwrap(client.classify[endpoint.name], endpoint.name)
                let rules = contract.classificationRules(for: endpoint)
                let draw = ObservationDraw(rules: endpoint.errorRules + contract.errorRules)
                var disagreements = 0
                for _ in 0..<draws {
                    let observation = draw.observation(using: &random)
                    let shared = rules.classify(observation)?.errorClass
                    if classify(observation) != shared {
                        disagreements += 1
                        if disagreements <= 3 {
                            XCTFail(
                                "\(client.contract) \(endpoint.name): generated \(classify(observation)), shared "
                                    + "\(shared ?? "none") for \(observation)")
                        }
                    }
                }
                XCTAssertEqual(disagreements, 0, "\(client.contract) \(endpoint.name), of \(draws)")
            }
        }
    }
}
