/// The files a module plan ends in: which declarations go to which file, with what imports, laid out by which
/// template. Group files are cut later, once their units' printed lengths are known (`GroupFileCuts`).
extension ModulePlan {
    public var files: ModuleFilesPlan {
        ModuleFilesPlan(leading: leadingFiles, groups: groups, trailing: trailingFiles)
    }

    /// `import APIRuntime`, `@_spi(Generated)` for files whose code calls the runtime's internals.
    private static func runtime(generated: Bool) -> ImportPlan {
        ImportPlan(SwiftIdentifier("APIRuntime"), isGeneratedSPI: generated)
    }

    private static let foundation = ImportPlan(SwiftIdentifier("Foundation"))
    private static let testing = ImportPlan(SwiftIdentifier("APITesting"))

    /// The client's protocol and the client (the longest files, so they start first), the contract, its error classes
    /// and rules, and the operation.
    private var leadingFiles: [SwiftFilePlan] {
        func file(_ name: String, _ imports: [ImportPlan], _ declarations: [FileDeclaration]) -> SwiftFilePlan {
            SwiftFilePlan(
                path: "\(module)/\(prefix)\(name).swift", template: "\(name).swift", imports: imports,
                declarations: declarations)
        }
        let generated = [Self.runtime(generated: true), Self.foundation]
        return [
            file(
                "ClientProtocol", [Self.runtime(generated: false), Self.foundation], clientProtocol.fileDeclarations),
            file("Client", generated, client.fileDeclarations),
            file("Contract", generated, [contract.fileDeclaration]),
            file("ErrorClass", [Self.runtime(generated: false)], errorClasses.fileDeclarations),
            file("ErrorRules", [Self.runtime(generated: true)], [rules.fileDeclaration]),
            file("Operation", [Self.runtime(generated: false)], [operation.fileDeclaration]),
        ]
    }

    /// The group files: a module's identifiers, its models and unions, its enums and its endpoints; the examples'
    /// extensions in the examples module; the example tests.
    private var groups: [SwiftFileGroupPlan] {
        func unit(_ name: String, _ declarations: [FileDeclaration]) -> SwiftFileGroupPlan.Unit {
            SwiftFileGroupPlan.Unit(name: name, declarations: declarations, imports: [], testableImports: [])
        }
        func group(_ kind: String, _ units: [SwiftFileGroupPlan.Unit]) -> SwiftFileGroupPlan {
            SwiftFileGroupPlan(
                folder: module, stem: prefix + kind, template: "Group.swift",
                imports: [Self.runtime(generated: true), Self.foundation], units: units)
        }
        return [
            group("Identifiers", identifiers.map { unit($0.typeName.name, [$0.fileDeclaration]) }),
            group(
                "Models",
                models.map { unit($0.typeName.name, $0.fileDeclarations) }
                    + unions.map { unit($0.typeName.name, [$0.fileDeclaration]) }),
            group("Enums", enums.map { unit($0.typeName.name, [$0.fileDeclaration]) }),
            group("Endpoints", endpoints.map { unit($0.name, $0.fileDeclarations) }),
            SwiftFileGroupPlan(
                folder: examples.module, stem: examples.typeName.name + "+Endpoints", template: "ExamplesGroup.swift",
                imports: [Self.runtime(generated: false), Self.testing],
                units: examples.endpoints.map { unit($0.typeName.name, [examples.fileDeclaration($0)]) }),
            SwiftFileGroupPlan(
                folder: module + "ContractTests", stem: prefix + "ExamplesTests", template: "TestsGroup.swift",
                imports: [],
                units: exampleSuites.map {
                    SwiftFileGroupPlan.Unit(
                        name: $0.className.name, declarations: [$0.fileDeclaration], imports: $0.imports,
                        testableImports: $0.testableImports)
                }),
        ]
    }

    /// The secret-redaction tests and the examples module's enum.
    private var trailingFiles: [SwiftFilePlan] {
        let redaction = redactionSuite.map {
            SwiftFilePlan(
                path: "\(module)ContractTests/\($0.className.name).swift", template: "RedactionTests.swift",
                imports: $0.imports, testableImports: $0.testableImports, declarations: [$0.fileDeclaration])
        }
        let examplesFile = SwiftFilePlan(
            path: "\(examples.module)/\(examples.typeName.name).swift", template: "Examples.swift",
            imports: [Self.runtime(generated: false), Self.testing], declarations: [examples.fileDeclaration])
        return (redaction.map { [$0] } ?? []) + [examplesFile]
    }
}
