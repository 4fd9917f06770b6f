/// `oneOf:` groups: each names two or more optional query parameters or body text fields of its endpoint, none fixed,
/// none in another group; the members' Swift case names and the group's argument and enum names can't clash.
enum ParameterGroupValidation {
    static func check(_ context: ValidationContext) {
        for endpoint in context.contract.endpoints where !endpoint.parameterGroups.isEmpty {
            check(endpoint, context)
        }
    }

    private static func check(_ endpoint: Endpoint, _ context: ValidationContext) {
        let path = ContractPaths.endpoint(endpoint.name).appending("oneOf")
        let candidates = endpoint.groupableParameters
        var claimedBy: [String: String] = [:]
        var groupNames: [String: String] = [:]
        for group in endpoint.parameterGroups {
            let at = path.appending(group.name)
            func member(_ index: Int) -> NodePath { at.appending(index: index) }
            if group.members.count < 2 {
                context.errorAtKey(
                    "group '\(group.name)' has \(group.members.count) member\(group.members.count == 1 ? "" : "s"); "
                        + "exactly one of two or more is what a group says",
                    at: at, fallback: group.provenance.mark,
                    hint: "list two or more parameters, or declare a lone one as a plain parameter")
            }
            var caseNames: [String: String] = [:]
            for (index, name) in group.members.enumerated() {
                if let other = claimedBy[name] {
                    context.error(
                        "'\(name)' is in group '\(other)' and group '\(group.name)'; a parameter is in one group",
                        at: member(index), fallback: group.provenance.mark)
                    continue
                }
                claimedBy[name] = group.name
                guard let parameter = candidates.first(where: { $0.name == name }) else {
                    let isPath = endpoint.pathParameters.contains { $0.name == name }
                    context.error(
                        isPath
                            ? "'\(name)' is a path parameter, which every request sends; it can't be one of a group"
                            : "group '\(group.name)' names '\(name)', which is no query parameter or body field of "
                                + "endpoint '\(endpoint.name)'",
                        at: member(index), fallback: group.provenance.mark,
                        hint: isPath ? "group query parameters or form fields" : didYouMean(name, candidates))
                    continue
                }
                if !parameter.isOptional {
                    context.error(
                        "group member '\(name)' is required, but a group sends only the member the caller chose",
                        at: member(index), fallback: group.provenance.mark,
                        hint: "declare it `optional: true`; the group makes one of its members required")
                }
                if parameter.constant != nil {
                    context.error(
                        "group member '\(name)' has a fixed value, so there is nothing to choose",
                        at: member(index), fallback: group.provenance.mark,
                        hint: "remove it from the group or drop `const`")
                }
                let caseKey = Self.caseKey(name)
                if let clash = caseNames[caseKey] {
                    context.error(
                        "group members '\(clash)' and '\(name)' would be the same Swift case",
                        at: member(index), fallback: group.provenance.mark,
                        hint: "a group's cases are its members' names in lower camel case; they must differ")
                } else {
                    caseNames[caseKey] = name
                }
            }
            let groupKey = Self.caseKey(group.name)
            if let clash = groupNames[groupKey] {
                context.errorAtKey(
                    "groups '\(clash)' and '\(group.name)' would be the same Swift argument", at: at,
                    fallback: group.provenance.mark)
            } else {
                groupNames[groupKey] = group.name
            }
            let others = endpoint.pathParameters + candidates
            if let clash = others.first(where: { Self.caseKey($0.name) == groupKey && !group.members.contains($0.name) }
            ) {
                context.errorAtKey(
                    "group '\(group.name)' would be the same Swift argument as parameter '\(clash.name)'", at: at,
                    fallback: group.provenance.mark, hint: "name the group for what its members identify, e.g. `user`")
            }
        }
    }

    /// Names that camel-case alike: `user_id`, `userId` and `UserID` are one.
    static func caseKey(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" && $0 != " " })
    }

    private static func didYouMean(_ name: String, _ candidates: [Endpoint.Parameter]) -> String? {
        let names = candidates.map(\.name)
        return names.isEmpty
            ? "declare the members under `query:` or the body's `fields:`"
            : "declared: " + names.joined(separator: ", ")
    }
}
