import Contract
import SwiftPlan

/// Where each example's generated test is (`Suite.testName`), read off the plan: one suite per client endpoint with
/// examples, in contract order, and one test per example, in the endpoint's order.
struct ExampleTestIndex {
    private var tests: [String: [String: String]] = [:]

    init(plan: ModulePlan, contract: Contract) {
        let endpoints = contract.endpoints.filter { !$0.isServerOnly && !$0.examples.isEmpty }
        for (endpoint, suite) in zip(endpoints, plan.exampleSuites) {
            var byExample: [String: String] = [:]
            for (example, test) in zip(endpoint.examples, suite.cases) {
                guard case .function(.identifier(let name), _, _, _, _) = test.kind else { continue }
                byExample[example.name] = "\(suite.className.name).\(name.name)"
            }
            tests[endpoint.name] = byExample
        }
    }

    /// The test of `example` of `endpoint`: `Suite.testName`.
    func test(endpoint: String, example: String) -> String? { tests[endpoint]?[example] }
}
