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

    /// About how many lines one generated file of a group holds. The types of a group (identifiers, models and unions,
    /// enums, endpoints) share files up to this size, because the compiler's cost per file (each file of a module is
    /// its own unit of code generation, repeating the metadata and thunks of every type it uses) was most of a debug
    /// build of a client whose every type had a file of its own; see BENCHMARKS.md. A type longer than this has a file
    /// to itself, and no group file passes the ~2,000-line limit unless one type does.
    public static let linesPerGroupFile = 1_500

    /// A whole file to render: where it goes, which template, and its context.
    private struct FileJob {
        var path: String
        var template: String
        var context: MustacheValue
    }

    /// The group files of a module: the types of each concern, rendered one by one, then laid into files.
    private enum Group: String, CaseIterable {
        case identifiers = "Identifiers", models = "Models", enums = "Enums", endpoints = "Endpoints"
        /// Each endpoint's examples, as extensions of `<Prefix>Examples` in the examples module.
        case examples = "+Endpoints"
        /// Each endpoint's example tests, a test case class each, in the contract tests.
        case exampleTests = "ExamplesTests"

        /// The template that gives the group's files their header and imports.
        var template: String {
            switch self {
            case .examples: "ExamplesGroup.swift"
            case .exampleTests: "TestsGroup.swift"
            default: "Group.swift"
            }
        }

        /// The path of the group's file number `index` (from 0).
        func path(_ index: Int, in plan: ModulePlan) -> String {
            let stem = self == .examples ? plan.examples.typeName.name : plan.prefix
            let folder =
                switch self {
                case .examples: plan.examples.module
                case .exampleTests: plan.module + "ContractTests"
                default: plan.module
                }
            return "\(folder)/\(stem)\(rawValue)\(index == 0 ? "" : String(index + 1)).swift"
        }
    }

    /// One type's section of a group file; its context is made where it is rendered, on any core.
    private struct SectionJob {
        var group: Group
        var template: String
        var context: () -> MustacheValue
    }

    /// The module's files, its test files and its examples module, in plan order.
    public func render(_ plan: ModulePlan) throws(MustacheError) -> [GeneratedFile] {
        let module = plan.module
        let prefix = plan.prefix
        let contexts = PlanContexts(plan: plan)
        var files: [FileJob] = [
            FileJob(
                path: "\(module)/\(prefix)Contract.swift", template: "Contract.swift", context: contexts.contractContext
            ),
            FileJob(
                path: "\(module)/\(prefix)ErrorClass.swift", template: "ErrorClass.swift",
                context: contexts.errorClassContext),
            FileJob(
                path: "\(module)/\(prefix)ErrorRules.swift", template: "ErrorRules.swift",
                context: contexts.rulesContext),
            FileJob(
                path: "\(module)/\(prefix)Operation.swift", template: "Operation.swift",
                context: contexts.operationContext),
            FileJob(path: "\(module)/\(prefix)Client.swift", template: "Client.swift", context: contexts.clientContext),
            FileJob(
                path: "\(module)/\(prefix)ClientProtocol.swift", template: "ClientProtocol.swift",
                context: contexts.clientProtocolContext),
        ]
        var sections: [SectionJob] = plan.identifiers.map {
            SectionJob(
                group: .identifiers, template: "Identifier.swift",
                context: { [piece = $0] in contexts.identifierContext(piece) })
        }
        sections += plan.models.map {
            SectionJob(
                group: .models, template: "Model.swift", context: { [piece = $0] in contexts.modelContext(piece) })
        }
        sections += plan.unions.map {
            SectionJob(
                group: .models, template: "Union.swift", context: { [piece = $0] in contexts.unionContext(piece) })
        }
        sections += plan.enums.map {
            SectionJob(group: .enums, template: "Enum.swift", context: { [piece = $0] in contexts.enumContext(piece) })
        }
        sections += plan.endpoints.map {
            SectionJob(
                group: .endpoints, template: "Endpoint.swift",
                context: { [piece = $0] in contexts.endpointContext(piece) })
        }
        sections += plan.examples.endpoints.map {
            SectionJob(
                group: .examples, template: "EndpointExamples.swift",
                context: { [piece = $0] in contexts.endpointExamplesContext(piece) })
        }
        sections += plan.exampleSuites.map {
            SectionJob(
                group: .exampleTests, template: "ExampleTests.swift",
                context: { [piece = $0] in contexts.testSuiteContext(piece) })
        }
        let renderedSections = try sections.concurrentMap { job throws(MustacheError) in
            // Without its final newline: the group template places the line breaks between sections.
            Self.tidy(
                try templates.render(job.template, job.context(), escaper: .none, strict: true), endsWithNewline: false)
        }
        for group in Group.allCases {
            let texts = zip(sections, renderedSections).filter { $0.0.group == group }.map(\.1)
            for (index, part) in Self.parts(of: texts).enumerated() {
                let suites = group == .exampleTests ? Array(plan.exampleSuites[part]) : []
                files.append(
                    FileJob(
                        path: group.path(index, in: plan), template: group.template,
                        context: contexts.groupContext(Array(texts[part]), imports: suites)))
            }
        }
        files +=
            plan.redactionSuite.map {
                [
                    FileJob(
                        path: "\(module)ContractTests/\($0.className.name).swift", template: "RedactionTests.swift",
                        context: contexts.testSuiteContext($0))
                ]
            } ?? []
        files.append(
            FileJob(
                path: "\(plan.examples.module)/\(plan.examples.typeName.name).swift", template: "Examples.swift",
                context: contexts.examplesContext))
        // One file per task: a module's client and its protocol are far longer than the rest.
        return try files.concurrentMap(heavyElements: true) { job throws(MustacheError) in
            let text = try templates.render(job.template, job.context, escaper: .none, strict: true)
            return GeneratedFile(path: job.path, contents: Self.tidy(text))
        }
    }

    /// The index ranges of `sections` cut into runs of about ``linesPerGroupFile`` lines; a section is never cut.
    static func parts(of sections: [String]) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = 0
        var lines = 0
        for (index, section) in sections.enumerated() {
            let count = section.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            if index > start, lines + count > linesPerGroupFile {
                parts.append(start..<index)
                start = index
                lines = 0
            }
            lines += count + 1
        }
        if start < sections.count { parts.append(start..<sections.count) }
        return parts
    }

    /// Strips trailing white space from every line and ends the text with exactly one newline (or, when
    /// `endsWithNewline` is false, with none).
    ///
    /// Safe for string literals: multi-line literals are only used for text without trailing white space.
    static func tidy(_ text: String, endsWithNewline: Bool = true) -> String {
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
                guard endsWithNewline else { return length }
                output[length] = UInt8(ascii: "\n")
                return length + 1
            }
        }
    }
}
