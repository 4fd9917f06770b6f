import Foundation
import YAMLNodes

/// `scenarios:`: named worlds across endpoints (docs/contract-format.md#scenarios).
extension DecodingContext {
    static let scenarioKeys = ["doc", "source", "steps", "same", "listed"]
    static let listingKeys = ["value", "in"]

    /// A scenario; nil (after reporting) when it has no readable steps.
    func scenario(_ entry: NamedEntry) -> Scenario? {
        guard
            let reader = MappingReader(
                entry.value, path: entry.path, subject: "scenario '\(entry.name)'", keys: Self.scenarioKeys,
                context: self)
        else { return nil }
        let steps = reader.required("steps").map { scenarioSteps($0, path: reader.path("steps")) }
        let same = reader.value("same").flatMap { node in
            list(node, path: reader.path("same")) { group, groupPath in
                list(group, path: groupPath) { valuePath($0, path: $1) }
            }
        }
        let listed = reader.value("listed").flatMap { node in
            list(node, path: reader.path("listed")) { listing($0, path: $1) }
        }
        guard let steps else { return nil }
        return Scenario(
            name: entry.name, steps: steps, same: same ?? [], listed: listed ?? [],
            provenance: reader.provenance(at: entry.key.mark))
    }

    /// `endpoint: example name`, or `endpoint: { name: …, response: …, expect: … }` for an example of the scenario's own.
    private func scenarioSteps(_ node: YAMLNode, path: NodePath) -> [Scenario.Step] {
        namedEntries(node, path: path, subject: "scenario steps").compactMap { entry in
            let provenance = Provenance(mark: entry.key.mark)
            if entry.value.mapping != nil {
                guard let definition = example(entry.value, path: entry.path) else { return nil }
                return Scenario.Step(
                    endpoint: entry.name, example: definition.name, definition: definition, provenance: provenance)
            }
            guard let name = string(entry.value, path: entry.path) else { return nil }
            return Scenario.Step(endpoint: entry.name, example: name, provenance: provenance)
        }
    }

    /// `{ value: "step path", in: "step path" }`.
    private func listing(_ node: YAMLNode, path: NodePath) -> Scenario.Listing? {
        guard
            let reader = MappingReader(
                node, path: path, subject: "a listed value", keys: Self.listingKeys, context: self)
        else { return nil }
        let value = reader.required("value").flatMap { valuePath($0, path: reader.path("value")) }
        let list = reader.required("in").flatMap { valuePath($0, path: reader.path("in")) }
        guard let value, let list else { return nil }
        return Scenario.Listing(value: value, list: list)
    }

    /// `"currentUser userInfo.id"`: the step's endpoint, a space, a payload path (none: the payload itself).
    private func valuePath(_ node: YAMLNode, path: NodePath) -> Scenario.ValuePath? {
        guard let text = string(node, path: path) else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let step = trimmed.prefix { $0 != " " }
        guard !step.isEmpty else {
            error(
                "a scenario value names a step and a path, e.g. 'currentUser userInfo.id'", at: node.mark, path: path)
            return nil
        }
        let rest = trimmed.dropFirst(step.count).trimmingCharacters(in: .whitespaces)
        return Scenario.ValuePath(step: String(step), path: rest)
    }
}
