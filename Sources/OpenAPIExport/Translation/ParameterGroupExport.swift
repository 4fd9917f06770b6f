import Contract
import TextFoundation

/// `oneOf:` groups in the export. OpenAPI parameters have no "exactly one of", so every group is listed in the
/// operation's `x-zing-one-of` (group → members); a group whose members are all form fields also constrains the form
/// body's schema with `oneOf`, one alternative per member requiring it and forbidding the others.
enum ParameterGroupExport {
    /// `{ "user": ["mid", "uid"] }`; nil without groups.
    static func extensionValue(_ endpoint: Endpoint) -> JSONValue? {
        guard !endpoint.parameterGroups.isEmpty else { return nil }
        var groups = JSONObject()
        for group in endpoint.parameterGroups { groups[group.name] = .strings(group.members) }
        return .object(groups)
    }

    /// The form schema's alternatives for the groups whose members are all among `fields`: `oneOf` for a single
    /// such group, `allOf` of `oneOf`s for several; nil when there is none.
    static func formConstraint(_ endpoint: Endpoint, fields: [Endpoint.Parameter]) -> (key: String, value: JSONValue)? {
        let names = Set(fields.map(\.name))
        let alternatives: [JSONValue] = endpoint.parameterGroups.filter { $0.members.allSatisfy(names.contains) }.map {
            group in
            .array(
                group.members.map { member in
                    let others = group.members.filter { $0 != member }
                    return [
                        "required": .strings([member]),
                        "not": ["anyOf": .array(others.map { ["required": .strings([$0])] })],
                    ]
                })
        }
        switch alternatives.count {
        case 0: return nil
        case 1: return ("oneOf", alternatives[0])
        default: return ("allOf", .array(alternatives.map { ["oneOf": $0] }))
        }
    }
}
