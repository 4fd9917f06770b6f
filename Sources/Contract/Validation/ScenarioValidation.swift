/// Every scenario's steps name an endpoint and one of its examples (or define a valid example of their own), and its
/// `same` and `listed` checks hold across the payloads the steps serve.
enum ScenarioValidation {
    static func check(_ context: ValidationContext) {
        // Examples can only be read against sound types and endpoints; those errors come first.
        guard !context.typeDefinitionsAreDamaged, !context.isDamaged(section: "endpoints"),
            !context.isDamaged(section: "errorRules")
        else { return }
        for scenario in context.contract.scenarios where !context.isDamaged(ContractPaths.scenario(scenario.name)) {
            var served: [String: ScenarioConsistency.Served] = [:]
            for step in scenario.steps {
                served[step.endpoint] = resolve(step, of: scenario, context: context)
            }
            ScenarioConsistency(context: context, scenario: scenario, served: served).check()
        }
    }

    /// The endpoint and example a step serves, or nil after reporting why there is none.
    private static func resolve(
        _ step: Scenario.Step, of scenario: Scenario, context: ValidationContext
    ) -> ScenarioConsistency.Served? {
        let contract = context.contract
        let stepPath = ContractPaths.scenario(scenario.name).appending("steps", step.endpoint)
        let subject = "scenario '\(scenario.name)'"
        guard let endpoint = contract.endpoint(named: step.endpoint) else {
            context.errorAtKey(
                "\(subject): no endpoint named '\(step.endpoint)'", at: stepPath, fallback: step.provenance.mark,
                hint: DidYouMean.hint(for: step.endpoint, among: contract.endpoints.map(\.name)))
            return nil
        }
        if let definition = step.definition {
            if endpoint.examples.contains(where: { $0.name == definition.name }) {
                context.error(
                    "\(subject): endpoint '\(endpoint.name)' already has an example named '\(definition.name)'",
                    at: stepPath.appending("name"), fallback: step.provenance.mark,
                    hint: "name the endpoint's example instead of defining one, or give this one another name")
            }
            let shared = ExampleChecker.Shared(
                context: context, endpoint: endpoint, reader: AnswerReader(contract: contract, endpoint: endpoint),
                clientValue: ClientValue(contract: contract))
            let checker = ExampleChecker(shared: shared, example: definition, path: stepPath)
            checker.checkRequest()
            checker.checkResponse()
            return ScenarioConsistency.Served(endpoint: endpoint, example: definition)
        }
        guard let example = endpoint.examples.first(where: { $0.name == step.example }) else {
            context.error(
                "\(subject): endpoint '\(endpoint.name)' has no example named '\(step.example)'", at: stepPath,
                fallback: step.provenance.mark,
                hint: DidYouMean.hint(for: step.example, among: endpoint.examples.map(\.name)))
            return nil
        }
        return ScenarioConsistency.Served(endpoint: endpoint, example: example)
    }
}

extension ContractPaths {
    static func scenario(_ name: String) -> NodePath { NodePath(["scenarios", name]) }
}
