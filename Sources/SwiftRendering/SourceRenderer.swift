import ConcurrentMap
import Mustache
import OutputWriter
import SwiftPlan

/// Renders a module plan through the templates into files; every file is rendered before any is written.
public struct SourceRenderer: Sendable {
    let templates: MustacheLibrary

    /// A renderer using `templates` (the names it needs are listed in docs/templates.md).
    public init(templates: MustacheLibrary) {
        self.templates = templates
    }

    /// One file to render: where it goes, which template, and how to make its context.
    private enum Job {
        case single(path: String, template: String, context: MustacheValue)
        case identifier(IdentifierPlan)
        case model(ModelPlan)
        case union(UnionPlan)
        case enumeration(EnumPlan)
        case endpoint(EndpointPlan)
        case exampleSuite(TestSuitePlan)
        case redactionSuite(TestSuitePlan)
    }

    /// The module's files, its test files and its examples module, in plan order.
    public func render(_ plan: ModulePlan) throws(MustacheError) -> [GeneratedFile] {
        let module = plan.module
        let prefix = plan.prefix
        let contexts = PlanContexts(plan: plan)
        var jobs: [Job] = [
            .single(
                path: "\(module)/\(prefix)Contract.swift", template: "Contract.swift", context: contexts.contractContext
            ),
            .single(
                path: "\(module)/\(prefix)ErrorClass.swift", template: "ErrorClass.swift",
                context: contexts.errorClassContext),
            .single(
                path: "\(module)/\(prefix)ErrorRules.swift", template: "ErrorRules.swift",
                context: contexts.rulesContext),
            .single(
                path: "\(module)/\(prefix)Operation.swift", template: "Operation.swift",
                context: contexts.operationContext),
            .single(path: "\(module)/\(prefix)Client.swift", template: "Client.swift", context: contexts.clientContext),
            .single(
                path: "\(module)/\(prefix)ClientProtocol.swift", template: "ClientProtocol.swift",
                context: contexts.clientProtocolContext),
        ]
        jobs += plan.identifiers.map(Job.identifier) + plan.models.map(Job.model) + plan.unions.map(Job.union)
        jobs += plan.enums.map(Job.enumeration)
        jobs += plan.endpoints.map(Job.endpoint) + plan.exampleSuites.map(Job.exampleSuite)
        jobs += plan.redactionSuite.map { [Job.redactionSuite($0)] } ?? []
        jobs.append(
            .single(
                path: "\(plan.examples.module)/\(plan.examples.typeName.name).swift", template: "Examples.swift",
                context: contexts.examplesContext))
        return try jobs.concurrentMap { job throws(MustacheError) in
            let (path, template, context) = Self.describe(job, contexts: contexts)
            let text = try templates.render(template, context, escaper: .none, strict: true)
            return GeneratedFile(path: path, contents: Self.tidy(text))
        }
    }

    private static func describe(_ job: Job, contexts: PlanContexts) -> (String, String, MustacheValue) {
        let module = contexts.plan.module
        switch job {
        case .single(let path, let template, let context):
            return (path, template, context)
        case .identifier(let identifier):
            return (
                "\(module)/Identifiers/\(identifier.fileName.name).swift", "Identifier.swift",
                contexts.identifierContext(identifier)
            )
        case .model(let model):
            return ("\(module)/Models/\(model.fileName.name).swift", "Model.swift", contexts.modelContext(model))
        case .union(let union):
            return ("\(module)/Models/\(union.fileName.name).swift", "Union.swift", contexts.unionContext(union))
        case .enumeration(let enumeration):
            return (
                "\(module)/Enums/\(enumeration.fileName.name).swift", "Enum.swift", contexts.enumContext(enumeration)
            )
        case .endpoint(let endpoint):
            return (
                "\(module)/Endpoints/\(endpoint.fileName.name).swift", "Endpoint.swift",
                contexts.endpointContext(endpoint)
            )
        case .exampleSuite(let suite):
            return (
                "\(module)ContractTests/\(suite.className.name).swift", "ExampleTests.swift",
                contexts.testSuiteContext(suite)
            )
        case .redactionSuite(let suite):
            return (
                "\(module)ContractTests/\(suite.className.name).swift", "RedactionTests.swift",
                contexts.testSuiteContext(suite)
            )
        }
    }

    /// Strips trailing white space from every line and ends the file with exactly one newline.
    ///
    /// Safe for string literals: multi-line literals are only used for text without trailing white space.
    static func tidy(_ text: String) -> String {
        // Works on UTF-8 bytes: spaces, tabs, CR and LF are ASCII, so no multi-byte character is ever split.
        var text = text
        return text.withUTF8 { input in
            String(unsafeUninitializedCapacity: input.count + 1) { output in
                var length = 0
                var pendingSpaces = 0
                for byte in input {
                    switch byte {
                    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                        pendingSpaces += 1
                    case UInt8(ascii: "\n"):
                        length -= pendingSpaces
                        pendingSpaces = 0
                    default:
                        pendingSpaces = 0
                    }
                    output[length] = byte
                    length += 1
                }
                length -= pendingSpaces
                while length > 0, output[length - 1] == UInt8(ascii: "\n") { length -= 1 }
                output[length] = UInt8(ascii: "\n")
                return length + 1
            }
        }
    }
}
