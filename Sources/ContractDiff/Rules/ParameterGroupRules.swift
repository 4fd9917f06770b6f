import Contract
import TextFoundation

extension Rules {
    static let parameterGroupRules = [parameterGroupAdded, parameterGroupRemoved, parameterGroupChanged]

    static let parameterGroupAdded = Rule(
        "parameter-group-added", .endpoints, wire: .possiblyBreaking, swift: .breaking,
        "Parameters became a `oneOf:` group: exactly one of them is sent now, and the method takes one enum argument "
            + "in place of their optional ones.",
        client: "Pass the group's enum with the member you sent.")
    static let parameterGroupRemoved = Rule(
        "parameter-group-removed", .endpoints, wire: .nonBreaking, swift: .breaking,
        "A `oneOf:` group is gone: its members are plain parameters again, and its enum argument disappears.",
        client: "Pass the member you sent as its own argument.")
    static let parameterGroupChanged = Rule(
        "parameter-group-changed", .endpoints, wire: .possiblyBreaking, swift: .breaking,
        "A `oneOf:` group has other members: its enum gains or loses cases.",
        client: "Update calls (and switches) over the group's enum.")
}

extension DiffContext {
    mutating func diffParameterGroups(_ old: Endpoint, _ new: Endpoint, group: String, path: String) {
        let pairing = Pairing(base: old.parameterGroups, head: new.parameterGroups, name: \.name)
        for added in pairing.added {
            emit(
                Rules.parameterGroupAdded, group: group, path: path,
                "group \(MarkdownText.code(added.name)) added", after: Self.members(added), at: added.provenance)
        }
        for removed in pairing.removed {
            emit(
                Rules.parameterGroupRemoved, group: group, path: path,
                "group \(MarkdownText.code(removed.name)) removed", before: Self.members(removed),
                at: removed.provenance, side: .base)
        }
        for pair in pairing.pairs where pair.base.members != pair.head.members {
            emit(
                Rules.parameterGroupChanged, group: group, path: path,
                "group \(MarkdownText.code(pair.head.name)) changed", before: Self.members(pair.base),
                after: Self.members(pair.head), at: pair.head.provenance)
        }
    }

    private static func members(_ group: Endpoint.ParameterGroup) -> String {
        "one of " + group.members.joined(separator: ", ")
    }
}
