/// How each type of the plan stands in its file: its header, then its members in order, the stored properties and
/// cases together, the other members one blank line apart. This is the plan's, not a template's, so a file's
/// template places whole types and the printer prints each once.
extension ScopeMember {
    /// Members on consecutive lines: stored properties, cases, constants.
    static func together(_ declarations: [PlannedDeclaration]) -> [ScopeMember] {
        declarations.map { ScopeMember(blankLineBefore: false, .member($0.declaration)) }
    }

    /// Members each after a blank line.
    static func apart(_ declarations: [PlannedDeclaration]) -> [ScopeMember] {
        declarations.map { ScopeMember(blankLineBefore: true, .member($0.declaration)) }
    }

    /// Members one blank line apart, the first right after the opening brace.
    static func separated(_ declarations: [SwiftDeclaration]) -> [ScopeMember] {
        declarations.enumerated().map { ScopeMember(blankLineBefore: $0.offset > 0, .member($0.element)) }
    }
}

extension FileDeclaration {
    /// A type (or extension) headed by `header` holding `members`.
    static func scope(_ header: PlannedDeclaration, _ members: [ScopeMember]) -> FileDeclaration {
        .scope(header.declaration, members: members)
    }
}

extension ContractPlan {
    var fileDeclaration: FileDeclaration {
        .scope(
            declaration,
            ScopeMember.together([errorClassAlias, operationAlias]) + ScopeMember.apart([title])
                + ScopeMember.together([docVersion, docDate] + (defaultBaseURL.map { [$0] } ?? []) + serverURLs)
                + ScopeMember.apart(envelopes + [headerPolicy, retryPolicy, maxResponseBytes]))
    }
}

extension ErrorClassFilePlan {
    var fileDeclarations: [FileDeclaration] {
        [
            .member(errorAlias.declaration),
            .scope(
                errorClass.declaration,
                ScopeMember.together(errorClass.cases) + ScopeMember.apart([errorClass.name] + errorClass.flags)),
        ]
    }
}

extension RulesPlan {
    var fileDeclaration: FileDeclaration {
        .scope(extensionHeader, members: ScopeMember.together([classify]))
    }
}

extension OperationPlan {
    var fileDeclaration: FileDeclaration {
        .scope(
            declaration,
            ScopeMember.together([spec, endpointRules]) + ScopeMember.apart([initializer, name, equality, hashing]))
    }
}

extension ClientFilePlan {
    var fileDeclarations: [FileDeclaration] {
        let client = FileDeclaration.scope(
            self.client.declaration,
            ScopeMember.together([self.client.core])
                + ScopeMember.apart(
                    [self.client.baseURL] + self.client.serverURLs + [self.client.initializer, self.client.withOptions])
        )
        guard let credentials else { return [client] }
        return [
            client,
            .scope(
                credentials.declaration,
                ScopeMember.together(credentials.fields)
                    + ScopeMember.apart([credentials.initializer, credentials.description, credentials.sessionHeaders])),
        ]
    }
}

extension ClientProtocolPlan {
    var fileDeclaration: FileDeclaration {
        .scope(declaration, ScopeMember.separated(requirements.map(\.declaration)))
    }
}

extension IdentifierPlan {
    var fileDeclaration: FileDeclaration {
        .scope(
            declaration,
            ScopeMember.separated(
                [rawValue, rawValueInitializer, wireTextInitializer, decoderInitializer, encode, description].map(
                    \.declaration)))
    }
}

extension ModelPlan {
    var fileDeclarations: [FileDeclaration] {
        let model = FileDeclaration.scope(
            declaration,
            ScopeMember.together(properties)
                + ScopeMember.apart(
                    forwardingProperties + accessors + [initializer, decoderInitializer, encode, equality]))
        guard let limitViolation else { return [model] }
        return [model, .scope(extensionHeader, members: ScopeMember.together([limitViolation]))]
    }
}

extension UnionPlan {
    var fileDeclaration: FileDeclaration {
        let keys = FileDeclaration.scope(discriminatorKeys.declaration, ScopeMember.together(discriminatorKeys.cases))
        return .scope(
            declaration,
            ScopeMember.together(cases) + [ScopeMember(blankLineBefore: true, keys)]
                + ScopeMember.apart([decoderInitializer, encode]))
    }
}

extension EnumPlan {
    var fileDeclaration: FileDeclaration {
        .scope(
            declaration,
            ScopeMember.together(cases)
                + ScopeMember.apart([rawValueInitializer, rawValue, decoderInitializer, encode, equality, hashing]))
    }
}

extension EndpointPlan {
    var fileDeclarations: [FileDeclaration] {
        let groups = parameterGroups.map { FileDeclaration.scope($0.declaration, ScopeMember.together($0.cases)) }
        let operation = FileDeclaration.scope(
            operationExtension.extensionHeader, members: ScopeMember.together([operationExtension.operation]))
        let client = FileDeclaration.scope(
            clientExtension.extensionHeader,
            members: ScopeMember.together([clientExtension.method])
                + ScopeMember.apart(clientExtension.conditions.map { [$0] } ?? []))
        return groups + [operation, client]
    }
}

extension ExamplesPlan {
    var fileDeclaration: FileDeclaration {
        .scope(declaration, ScopeMember.together([all]))
    }
}

extension EndpointExamplesPlan {
    var fileDeclaration: FileDeclaration {
        let examples = FileDeclaration.scope(
            declaration, ScopeMember.separated((examples + [all]).map(\.declaration)))
        return .scope(extensionHeader, members: [ScopeMember(blankLineBefore: false, examples)])
    }
}

extension TestSuitePlan {
    var fileDeclaration: FileDeclaration {
        .scope(declaration, members: ScopeMember.separated(cases))
    }
}
