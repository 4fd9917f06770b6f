import TextFoundation

/// A scenario's `same` groups and `listed` values, checked on the payloads its steps serve.
struct ScenarioConsistency {
    /// What one step serves.
    struct Served {
        var endpoint: Endpoint
        var example: Example
    }

    /// The values one reference reaches.
    private struct Reached {
        var reference: Scenario.ValuePath
        var values: [JSONValue]
        var isSecret: Bool

        /// For messages: the values, or "(secret)" where the path passes through a secret field.
        var shown: String {
            isSecret ? "(secret)" : values.map(\.foundDescription).joined(separator: ", ")
        }
    }

    let context: ValidationContext
    let scenario: Scenario
    /// Endpoint name → what its step serves (steps that failed to resolve are missing, already reported).
    let served: [String: Served]

    private var values: ScenarioValues { ScenarioValues(contract: context.contract) }
    private var path: NodePath { ContractPaths.scenario(scenario.name) }

    func check() {
        for (index, group) in scenario.same.enumerated() {
            checkSame(group, at: path.appending("same", String(index)))
        }
        for (index, listing) in scenario.listed.enumerated() {
            checkListed(listing, at: path.appending("listed", String(index)))
        }
    }

    private func report(_ message: String, at place: NodePath, hint: String? = nil) {
        context.error(
            "scenario '\(scenario.name)': \(message)", at: place, fallback: scenario.provenance.mark, hint: hint)
    }

    private func checkSame(_ group: [Scenario.ValuePath], at place: NodePath) {
        guard group.count >= 2 else {
            return report("a `same` group compares at least two values", at: place)
        }
        let reached = group.enumerated().compactMap { index, reference in
            reach(reference, at: place.appending(String(index)))
        }
        guard reached.count == group.count, let first = reached.first?.values.first else { return }
        let agree = reached.allSatisfy { $0.values.allSatisfy { ScenarioValues.areEqual($0, first) } }
        guard !agree else { return }
        report(
            "the values of a `same` group differ: "
                + reached.map { "\($0.reference) is \($0.shown)" }.joined(separator: "; "), at: place,
            hint: "make the examples agree, or add an example for this scenario (`constructed: true`)")
    }

    private func checkListed(_ listing: Scenario.Listing, at place: NodePath) {
        guard let value = reach(listing.value, at: place.appending("value")),
            let list = reach(listing.list, at: place.appending("in"))
        else { return }
        guard value.values.count == 1, let single = value.values.first else {
            return report(
                "'\(listing.value)' reaches \(value.values.count) values; `value` names one",
                at: place.appending("value"))
        }
        guard !list.values.contains(where: { ScenarioValues.areEqual($0, single) }) else { return }
        report(
            "'\(listing.value)' is \(value.shown), which is not among the values of '\(listing.list)': \(list.shown)",
            at: place,
            hint: "make the examples agree, or add an example for this scenario (`constructed: true`)")
    }

    /// The values `reference` reaches, or nil after reporting why it reaches none.
    private func reach(_ reference: Scenario.ValuePath, at place: NodePath) -> Reached? {
        guard scenario.step(for: reference.step) != nil else {
            report(
                "'\(reference.step)' is not a step of this scenario", at: place,
                hint: DidYouMean.hint(for: reference.step, among: scenario.steps.map(\.endpoint)))
            return nil
        }
        // A step that names nothing servable was reported with the step.
        guard let served = served[reference.step] else { return nil }
        guard let wildcard = ScenarioValues.WildcardPath(reference.path) else {
            report(
                "bad path '\(reference.path)'", at: place,
                hint: "write paths like userInfo.id, [0].id or [*].tenantUserId"
            )
            return nil
        }
        guard let payload = values.payload(of: served.example, endpoint: served.endpoint) else {
            report(
                "step '\(reference.step)' serves example '\(served.example.name)', which has no payload to compare "
                    + "(a failure, or an endpoint that returns none)", at: place)
            return nil
        }
        let found = wildcard.values(in: payload)
        guard !found.isEmpty else {
            report("'\(reference)' finds nothing in the payload of example '\(served.example.name)'", at: place)
            return nil
        }
        return Reached(reference: reference, values: found, isSecret: values.isSecret(wildcard, of: served.endpoint))
    }
}
