import Contract
import YAMLNodes

extension Rules {
    static let scenarioRules = [scenarioAdded, scenarioRemoved, scenarioChanged]

    static let scenarioAdded = Rule(
        "scenario-added", .examples, wire: .nonBreaking, swift: .nonBreaking,
        "A new named world for mock servers; nothing a client sends or receives changes.",
        client: "None; `zing-codegen mock --scenario NAME` serves it.")
    static let scenarioRemoved = Rule(
        "scenario-removed", .examples, wire: .nonBreaking, swift: .nonBreaking,
        "A mock scenario is gone; only mock runs and tests that choose it by name notice.",
        client: "Choose another scenario where a mock run or a test names this one.")
    static let scenarioChanged = Rule(
        "scenario-changed", .examples, wire: .nonBreaking, swift: .nonBreaking,
        "A mock scenario serves other examples, or checks other values for consistency.",
        client: "Review tests and demos that run against the mock with this scenario.")
}

extension DiffContext {
    mutating func diffScenarios() {
        let pairing = Pairing(base: base.scenarios, head: head.scenarios, name: \.name)
        for scenario in pairing.added {
            emit(
                Rules.scenarioAdded, group: "scenario \(scenario.name)", path: "scenario:\(scenario.name)",
                "scenario \"\(scenario.name)\" added", at: scenario.provenance)
        }
        for scenario in pairing.removed {
            emit(
                Rules.scenarioRemoved, group: "scenario \(scenario.name)", path: "scenario:\(scenario.name)",
                "scenario \"\(scenario.name)\" removed", at: scenario.provenance, side: .base)
        }
        for pair in pairing.pairs {
            let group = "scenario \(pair.head.name)"
            let path = "scenario:\(pair.head.name)"
            let parts = Self.changedParts(pair.base, pair.head)
            if !parts.isEmpty {
                emit(
                    Rules.scenarioChanged, group: group, path: path,
                    "scenario \"\(pair.head.name)\": \(parts.joined(separator: ", ")) changed", at: pair.head.provenance
                )
            }
            diffDocumentation(
                pair.base.provenance, pair.head.provenance, group: group, path: path, what: "scenario")
        }
    }

    /// What differs, in words: the steps of each endpoint that serves something else, then the checks.
    private static func changedParts(_ old: Scenario, _ new: Scenario) -> [String] {
        let endpoints = (old.steps + new.steps).map(\.endpoint).reduce(into: [String]()) { names, name in
            if !names.contains(name) { names.append(name) }
        }
        var parts = endpoints.filter { name in
            let before = old.step(for: name)
            let after = new.step(for: name)
            return before?.example != after?.example
                || before?.definition.map(exchange) != after?.definition.map(exchange)
        }.map { "the step of \($0)" }
        if old.same != new.same { parts.append("`same` groups") }
        if old.listed != new.listed { parts.append("`listed` values") }
        return parts
    }

    /// An example without its place in the file, so moving it is no change.
    private static func exchange(_ example: Example) -> Example {
        var example = example
        example.provenance.mark = SourceMark(line: 1, column: 1)
        return example
    }
}
