/// How each type of the plan stands in its file: its header, then its members in order, the stored properties and
/// cases together, the other members one blank line apart. This is the plan's, not a template's, so a file's
/// template places whole types and the printer prints each once.
extension ScopeMember {
    /// Members on consecutive lines: stored properties, cases, constants.
    static func together(_ declarations: [PlannedDeclaration]) -> [ScopeMember] {
        declarations.map { ScopeMember(blankLineBefore: false, .member(.planned($0))) }
    }

    /// Members each after a blank line.
    static func apart(_ declarations: [PlannedDeclaration]) -> [ScopeMember] {
        declarations.map { ScopeMember(blankLineBefore: true, .member(.planned($0))) }
    }

    /// Members one blank line apart, the first right after the opening brace.
    static func separated(_ declarations: [PlanDeclaration]) -> [ScopeMember] {
        declarations.enumerated().map { ScopeMember(blankLineBefore: $0.offset > 0, .member($0.element)) }
    }
}

extension FileDeclaration {
    /// The type `typeName` declared by `header`, holding `members`.
    static func type(_ typeName: SwiftIdentifier, _ header: PlannedDeclaration, _ members: [ScopeMember])
        -> FileDeclaration
    {
        .scope(FileScope(typeName: typeName, header: .planned(header), members: members))
    }

    /// An extension of `typeName` (its header `header`) holding `members`.
    static func `extension`(_ typeName: SwiftIdentifier, _ header: SwiftDeclaration, _ members: [ScopeMember])
        -> FileDeclaration
    {
        .scope(FileScope(typeName: typeName, header: .code(header), members: members))
    }
}

extension ContractPlan {
    var fileDeclaration: FileDeclaration {
        .type(
            typeName, declaration,
            ScopeMember.together([errorClassAlias, operationAlias]) + ScopeMember.apart([title])
                + ScopeMember.together([docVersion, docDate] + (defaultBaseURL.map { [$0] } ?? []) + serverURLs)
                + ScopeMember.apart(envelopes + [headerPolicy, retryPolicy, maxResponseBytes]))
    }
}

extension ErrorClassFilePlan {
    var fileDeclarations: [FileDeclaration] {
        [
            .member(.planned(errorAlias)),
            .type(
                errorClass.typeName, errorClass.declaration,
                ScopeMember.together(errorClass.cases) + ScopeMember.apart([errorClass.name] + errorClass.flags)),
        ]
    }
}

extension RulesPlan {
    var fileDeclaration: FileDeclaration {
        .extension(typeName, extensionHeader, ScopeMember.together([classify]))
    }
}

extension OperationPlan {
    var fileDeclaration: FileDeclaration {
        .type(
            typeName, declaration,
            ScopeMember.together([spec, endpointRules]) + ScopeMember.apart([initializer, name, equality, hashing]))
    }
}

extension ClientFilePlan {
    var fileDeclarations: [FileDeclaration] {
        let client = FileDeclaration.type(
            self.client.typeName, self.client.declaration,
            ScopeMember.together([self.client.core])
                + ScopeMember.apart(
                    [self.client.baseURL] + self.client.serverURLs + [self.client.initializer, self.client.withOptions])
        )
        guard let credentials else { return [client] }
        return [
            client,
            .type(
                credentials.typeName, credentials.declaration,
                ScopeMember.together(credentials.fields)
                    + ScopeMember.apart([credentials.initializer, credentials.description, credentials.sessionHeaders])),
        ]
    }
}

extension ClientProtocolPlan {
    var fileDeclarations: [FileDeclaration] {
        let protocolDeclaration = FileDeclaration.type(
            typeName, declaration, ScopeMember.separated(requirements.map(PlanDeclaration.planned)))
        guard !withoutOptions.isEmpty else { return [protocolDeclaration] }
        return [
            protocolDeclaration,
            .extension(typeName, defaultsExtension, ScopeMember.separated(withoutOptions.map(PlanDeclaration.planned))),
        ]
    }
}

extension IdentifierPlan {
    var fileDeclaration: FileDeclaration {
        .type(
            typeName, declaration,
            ScopeMember.separated(
                [rawValue, rawValueInitializer, wireTextInitializer, decoderInitializer, encode, description].map(
                    PlanDeclaration.planned)))
    }
}

extension ModelPlan {
    var fileDeclarations: [FileDeclaration] {
        let model = FileDeclaration.type(
            typeName, declaration,
            ScopeMember.together(properties)
                + ScopeMember.apart(
                    forwardingProperties + accessors + [initializer, decoderInitializer, encode, equality]
                        + (secrets.map { [$0] } ?? [])))
        guard let limitViolation else { return [model] }
        return [model, .extension(typeName, extensionHeader, ScopeMember.together([limitViolation]))]
    }
}

extension UnionPlan {
    var fileDeclaration: FileDeclaration {
        let keys = FileDeclaration.type(
            discriminatorKeys.typeName, discriminatorKeys.declaration, ScopeMember.together(discriminatorKeys.cases))
        return .type(
            typeName, declaration,
            ScopeMember.together(cases) + [ScopeMember(blankLineBefore: true, keys)]
                + ScopeMember.apart([decoderInitializer, encode] + (secrets.map { [$0] } ?? [])))
    }
}

extension EnumPlan {
    var fileDeclaration: FileDeclaration {
        .type(
            typeName, declaration,
            ScopeMember.together(cases)
                + ScopeMember.apart([rawValueInitializer, rawValue, decoderInitializer, encode, equality, hashing]))
    }
}

extension EndpointPlan {
    var fileDeclarations: [FileDeclaration] {
        let groups = parameterGroups.map {
            FileDeclaration.type($0.typeName, $0.declaration, ScopeMember.together($0.cases))
        }
        let operation = FileDeclaration.extension(
            operationExtension.typeName, operationExtension.extensionHeader,
            ScopeMember.together([operationExtension.operation]))
        let client = FileDeclaration.extension(
            clientExtension.typeName, clientExtension.extensionHeader,
            ScopeMember.together([clientExtension.method])
                + ScopeMember.apart(clientExtension.conditions.map { [$0] } ?? []))
        guard let pagingExtension else { return groups + [operation, client] }
        let paging = FileDeclaration.extension(
            pagingExtension.typeName, pagingExtension.extensionHeader,
            ScopeMember.together([pagingExtension.pages]) + ScopeMember.apart([pagingExtension.items]))
        return groups + [operation, client, paging]
    }
}

extension ExamplesPlan {
    var fileDeclaration: FileDeclaration {
        .type(typeName, declaration, ScopeMember.together([all]))
    }

    /// An endpoint's examples: an enum of them, in an extension of the examples' type.
    func fileDeclaration(_ endpoint: EndpointExamplesPlan) -> FileDeclaration {
        let examples = FileDeclaration.type(
            endpoint.typeName, endpoint.declaration,
            ScopeMember.separated((endpoint.examples + [endpoint.all]).map(PlanDeclaration.planned)))
        return .extension(typeName, endpoint.extensionHeader, [ScopeMember(blankLineBefore: false, examples)])
    }
}

extension TestSuitePlan {
    var fileDeclaration: FileDeclaration {
        .scope(
            FileScope(
                typeName: className, header: .code(declaration),
                members: ScopeMember.separated(cases.map(PlanDeclaration.code))))
    }
}
