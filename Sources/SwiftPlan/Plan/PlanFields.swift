/// One field of a plan part, as the walks of the plan (the templates' contexts, the public-symbol list) see it.
public enum PlanField: Sendable {
    case declaration(PlannedDeclaration)
    /// A declaration the symbol list doesn't key (an extension's header, a generated test).
    case code(SwiftDeclaration)
    case name(SwiftIdentifier)
    case text(String)
    case flag(Bool)
    case part(any PlanPart)
    case list([PlanField])
    /// An optional that is absent, or a value no template prints (the access level, the header's comment text, which
    /// the renderer prints itself).
    case nothing

    static func optional(_ declaration: PlannedDeclaration?) -> PlanField {
        declaration.map(Self.declaration) ?? .nothing
    }

    static func optionalPart(_ part: (some PlanPart)?) -> PlanField { part.map { .part($0) } ?? .nothing }
    static func declarations(_ declarations: [PlannedDeclaration]) -> PlanField {
        .list(declarations.map(Self.declaration))
    }
    static func codes(_ declarations: [SwiftDeclaration]) -> PlanField { .list(declarations.map(Self.code)) }
    static func names(_ names: [SwiftIdentifier]) -> PlanField { .list(names.map(Self.name)) }
    static func parts(_ parts: [some PlanPart]) -> PlanField { .list(parts.map { .part($0) }) }
}

// Each part's fields, in the order it declares them and named as it names them (`PlanFieldsTests` holds the two
// to each other): a template's slot names the plan's member, and nothing restates it but this list.
extension ModulePlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("contractPath", .text(contractPath)),
            ("module", .text(module)),
            ("prefix", .text(prefix)),
            ("access", .nothing),
            ("header", .part(header)),
            ("contract", .part(contract)),
            ("errorClasses", .part(errorClasses)),
            ("rules", .part(rules)),
            ("operation", .part(operation)),
            ("client", .part(client)),
            ("clientProtocol", .part(clientProtocol)),
            ("identifiers", .parts(identifiers)),
            ("models", .parts(models)),
            ("unions", .parts(unions)),
            ("enums", .parts(enums)),
            ("endpoints", .parts(endpoints)),
            ("examples", .part(examples)),
            ("exampleSuites", .parts(exampleSuites)),
            ("redactionSuite", .optionalPart(redactionSuite)),
            ("catalog", .part(catalog)),
        ]
    }
}

extension FileHeaderPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("contractPath", .nothing),
            ("title", .nothing),
            ("version", .nothing),
            ("date", .nothing),
        ]
    }
}

extension ContractPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("typeName", .name(typeName)),
            ("declaration", .declaration(declaration)),
            ("errorClassAlias", .declaration(errorClassAlias)),
            ("operationAlias", .declaration(operationAlias)),
            ("title", .declaration(title)),
            ("docVersion", .declaration(docVersion)),
            ("docDate", .declaration(docDate)),
            ("defaultBaseURL", .optional(defaultBaseURL)),
            ("serverURLs", .declarations(serverURLs)),
            ("envelopes", .declarations(envelopes)),
            ("headerPolicy", .declaration(headerPolicy)),
            ("retryPolicy", .declaration(retryPolicy)),
            ("maxResponseBytes", .declaration(maxResponseBytes)),
        ]
    }
}

extension ErrorClassFilePlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("errorAlias", .declaration(errorAlias)),
            ("errorClass", .part(errorClass)),
        ]
    }
}

extension ErrorClassesPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("typeName", .name(typeName)),
            ("declaration", .declaration(declaration)),
            ("cases", .declarations(cases)),
            ("name", .declaration(name)),
            ("flags", .declarations(flags)),
        ]
    }
}

extension RulesPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("typeName", .name(typeName)),
            ("extensionHeader", .code(extensionHeader)),
            ("classify", .declaration(classify)),
        ]
    }
}

extension OperationPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("typeName", .name(typeName)),
            ("declaration", .declaration(declaration)),
            ("spec", .declaration(spec)),
            ("endpointRules", .declaration(endpointRules)),
            ("initializer", .declaration(initializer)),
            ("name", .declaration(name)),
            ("equality", .declaration(equality)),
            ("hashing", .declaration(hashing)),
        ]
    }
}

extension ClientFilePlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("client", .part(client)),
            ("credentials", .optionalPart(credentials)),
        ]
    }
}

extension ClientPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("typeName", .name(typeName)),
            ("declaration", .declaration(declaration)),
            ("core", .declaration(core)),
            ("baseURL", .declaration(baseURL)),
            ("serverURLs", .declarations(serverURLs)),
            ("initializer", .declaration(initializer)),
            ("withOptions", .declaration(withOptions)),
        ]
    }
}

extension ClientProtocolPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("typeName", .name(typeName)),
            ("declaration", .declaration(declaration)),
            ("requirements", .declarations(requirements)),
        ]
    }
}

extension CredentialsPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("typeName", .name(typeName)),
            ("declaration", .declaration(declaration)),
            ("fields", .declarations(fields)),
            ("initializer", .declaration(initializer)),
            ("description", .declaration(description)),
            ("sessionHeaders", .declaration(sessionHeaders)),
        ]
    }
}

extension IdentifierPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("typeName", .name(typeName)),
            ("declaration", .declaration(declaration)),
            ("rawValue", .declaration(rawValue)),
            ("rawValueInitializer", .declaration(rawValueInitializer)),
            ("wireTextInitializer", .declaration(wireTextInitializer)),
            ("decoderInitializer", .declaration(decoderInitializer)),
            ("encode", .declaration(encode)),
            ("description", .declaration(description)),
        ]
    }
}

extension ModelPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("typeName", .name(typeName)),
            ("declaration", .declaration(declaration)),
            ("properties", .declarations(properties)),
            ("forwardingProperties", .declarations(forwardingProperties)),
            ("accessors", .declarations(accessors)),
            ("initializer", .declaration(initializer)),
            ("decoderInitializer", .declaration(decoderInitializer)),
            ("encode", .declaration(encode)),
            ("equality", .declaration(equality)),
            ("extensionHeader", .code(extensionHeader)),
            ("limitViolation", .optional(limitViolation)),
        ]
    }
}

extension EnumPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("typeName", .name(typeName)),
            ("declaration", .declaration(declaration)),
            ("cases", .declarations(cases)),
            ("rawValueInitializer", .declaration(rawValueInitializer)),
            ("rawValue", .declaration(rawValue)),
            ("decoderInitializer", .declaration(decoderInitializer)),
            ("encode", .declaration(encode)),
            ("equality", .declaration(equality)),
            ("hashing", .declaration(hashing)),
        ]
    }
}

extension UnionPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("typeName", .name(typeName)),
            ("declaration", .declaration(declaration)),
            ("cases", .declarations(cases)),
            ("discriminatorKeys", .part(discriminatorKeys)),
            ("decoderInitializer", .declaration(decoderInitializer)),
            ("encode", .declaration(encode)),
        ]
    }
}

extension DiscriminatorKeysPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("typeName", .name(typeName)),
            ("declaration", .declaration(declaration)),
            ("cases", .declarations(cases)),
        ]
    }
}

extension EndpointPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("name", .text(name)),
            ("parameterGroups", .parts(parameterGroups)),
            ("operationExtension", .part(operationExtension)),
            ("clientExtension", .part(clientExtension)),
            ("pagingExtension", .optionalPart(pagingExtension)),
        ]
    }
}

extension PagingExtensionPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("typeName", .name(typeName)),
            ("extensionHeader", .code(extensionHeader)),
            ("pages", .declaration(pages)),
            ("items", .declaration(items)),
        ]
    }
}

extension OperationExtensionPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("typeName", .name(typeName)),
            ("extensionHeader", .code(extensionHeader)),
            ("operation", .declaration(operation)),
        ]
    }
}

extension ClientExtensionPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("typeName", .name(typeName)),
            ("extensionHeader", .code(extensionHeader)),
            ("method", .declaration(method)),
            ("conditions", .optional(conditions)),
        ]
    }
}

extension ParameterGroupPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("typeName", .name(typeName)),
            ("declaration", .declaration(declaration)),
            ("cases", .declarations(cases)),
        ]
    }
}

extension TestSuitePlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("className", .name(className)),
            ("imports", .parts(imports)),
            ("testableImports", .names(testableImports)),
            ("declaration", .code(declaration)),
            ("cases", .codes(cases)),
        ]
    }
}

extension ImportPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("module", .name(module)),
            ("isGeneratedSPI", .flag(isGeneratedSPI)),
        ]
    }
}

extension ExamplesPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("module", .text(module)),
            ("typeName", .name(typeName)),
            ("declaration", .declaration(declaration)),
            ("endpoints", .parts(endpoints)),
            ("all", .declaration(all)),
        ]
    }
}

extension EndpointExamplesPlan {
    public var planFields: [(name: String, value: PlanField)] {
        [
            ("typeName", .name(typeName)),
            ("extensionHeader", .code(extensionHeader)),
            ("declaration", .declaration(declaration)),
            ("examples", .declarations(examples)),
            ("all", .declaration(all)),
        ]
    }
}
