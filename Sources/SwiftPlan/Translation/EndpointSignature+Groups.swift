import Contract

/// `oneOf:` groups: one argument per group, of its enum, and a `switch` that sends the chosen member where it is
/// declared (a query item, or a field of the form), so a call sends exactly one.
extension EndpointSignature {
    mutating func addGroups(_ endpoint: Endpoint, scope: inout NameScope, translator: Translator) -> [SwiftStatement] {
        var statements: [SwiftStatement] = []
        let value = GeneratedLocal.value.identifier
        for group in endpoint.parameterGroups {
            guard let typeName = translator.names.parameterGroups[endpoint.name]?[group.name] else { continue }
            let name = scope.claim(SwiftNames.lowerCamel(group.name))
            groupNames[group.name] = name
            addParameter(SwiftParameter(.same, name, .named(typeName)), .group(group))
            let listed = group.members.map { "`\($0)`" }.joined(separator: ", ")
            documentation.append(
                (name, DocText(group.provenance.docMarkdown ?? "Which one of \(listed) is sent: exactly one of them.")))
            let caseNames = translator.groupCaseNames(group)
            var cases: [SwiftSwitchCase] = []
            for member in group.members {
                guard let parameter = endpoint.groupableParameters.first(where: { $0.name == member }),
                    let caseName = caseNames[member]
                else { continue }
                let text = parameter.isSecret ? SwiftExpression.name(value) : Self.text(value, type: parameter.type)
                let send: SwiftStatement
                if endpoint.query.contains(where: { $0.name == member }) {
                    send = .expression(
                        .call(
                            .name(GeneratedLocal.query.identifier).member(RuntimeMember.append),
                            [SwiftArgument(Self.queryItem(member, text, isSecret: parameter.isSecret))]))
                } else {
                    send = Self.add(
                        member, to: GeneratedLocal.form.identifier,
                        SwiftIdentifier(parameter.isSecret ? "secret" : "value"), text)
                }
                cases.append(SwiftSwitchCase(patterns: [.enumCaseBinding(caseName, value)], body: [send]))
            }
            statements.append(.switch(.name(name), cases))
        }
        return statements
    }
}

extension Translator {
    /// The Swift case of each member of `group`, by member name.
    func groupCaseNames(_ group: Endpoint.ParameterGroup) -> [String: SwiftIdentifier] {
        var scope = NameScope(reservedNames: ReservedWords.optionalCaseNames)
        var names: [String: SwiftIdentifier] = [:]
        for member in group.members where names[member] == nil {
            names[member] = scope.claim(SwiftNames.lowerCamel(member))
        }
        return names
    }

    /// The enum of each of `endpoint`'s groups: a case per member, holding the member's type (a `Secret` for a
    /// secret one).
    func parameterGroupPlans(_ endpoint: Endpoint) -> [ParameterGroupPlan] {
        endpoint.parameterGroups.compactMap { group in
            guard let typeName = names.parameterGroups[endpoint.name]?[group.name] else { return nil }
            let origin = "endpoint:\(endpoint.name)/oneOf:\(group.name)"
            let caseNames = groupCaseNames(group)
            let listed = group.members.map { "`\($0)`" }.joined(separator: ", ")
            let cases = group.members.compactMap { member -> PlannedDeclaration? in
                guard let parameter = endpoint.groupableParameters.first(where: { $0.name == member }),
                    let caseName = caseNames[member]
                else { return nil }
                let type = parameter.isSecret ? SwiftType.runtime(.secret) : types.swiftType(parameter.type)
                var doc = parameter.provenance.docMarkdown ?? "Sends `\(member)`."
                if parameter.isSecret { doc += " A secret: sent as given, never printed." }
                return PlannedDeclaration(
                    SwiftDeclaration(
                        doc: DocComment(DocText(doc)), .enumCase(caseName, rawValue: nil, associated: type)),
                    symbolName: caseName.name, origin: "\(origin)/member:\(member)")
            }
            let doc = DocComment(
                [
                    DocText(
                        group.provenance.docMarkdown
                            ?? "What `\(endpoint.name)` is sent by: exactly one of \(listed), never none or both.")
                ])
            return ParameterGroupPlan(
                typeName: typeName,
                declaration: PlannedDeclaration(
                    SwiftDeclaration(doc: doc, .type(.enum, .named(typeName), conformances: [.runtime(.sendable)])),
                    symbolName: typeName.name, origin: origin),
                cases: cases)
        }
    }
}
