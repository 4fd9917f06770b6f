import ConcurrentMap
import Foundation
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

    /// A whole file to render: where it goes, which template, and its context, made where the file is rendered, on
    /// any core (a long file's context, such as the catalog's, is no serial work before the rendering starts).
    private struct FileJob {
        var path: String
        var template: String
        var context: () -> MustacheValue
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
        /// The type or endpoint it renders: where its group's files may be cut (``GroupFileCuts``).
        var name: String
        var template: String
        var context: () -> MustacheValue
    }

    /// What the first pass renders, all at once on every core: whole files that need nothing else, and sections.
    private enum Job {
        case file(FileJob)
        case section(SectionJob)
    }

    /// A first-pass result: a finished file, or a tidied section (without its final newline) and its line count.
    private enum Rendered {
        case file(GeneratedFile)
        case section(text: String, lines: Int)
    }

    /// The module's files, its test files and its examples module, in plan order.
    public func render(_ plan: ModulePlan) throws(MustacheError) -> [GeneratedFile] {
        let contexts = PlanContexts(plan: plan)
        let leading = leadingFiles(plan, contexts)
        let trailing = trailingFiles(plan, contexts)
        let sections = sectionJobs(plan, contexts)
        // The client and its protocol, far longer than the rest, come first so no core is left with them at the end.
        let jobs = (leading + trailing).map(Job.file) + sections.map(Job.section)
        let rendered = try jobs.concurrentMap { job throws(MustacheError) -> Rendered in
            switch job {
            case .file(let file):
                let text = try templates.render(file.template, file.context(), escaper: .none, strict: true)
                return .file(GeneratedFile(path: file.path, contents: Self.tidy(text).text))
            case .section(let section):
                // The group template places the line breaks between sections.
                let tidied = Self.tidy(
                    try templates.render(section.template, section.context(), escaper: .none, strict: true),
                    endsWithNewline: false)
                return .section(text: tidied.text, lines: tidied.lines)
            }
        }
        var standalone: [GeneratedFile] = []
        var texts: [(text: String, lines: Int)] = []
        for result in rendered {
            switch result {
            case .file(let file): standalone.append(file)
            case .section(let text, let lines): texts.append((text, lines))
            }
        }
        var groupFiles: [FileJob] = []
        for group in Group.allCases {
            let members = zip(sections, texts).filter { $0.0.group == group }
            let cuts = GroupFileCuts.parts(members.map { GroupFileCuts.Section(name: $0.0.name, lines: $0.1.lines) })
            for (index, part) in cuts.enumerated() {
                let suites = group == .exampleTests ? Array(plan.exampleSuites[part]) : []
                groupFiles.append(
                    FileJob(
                        path: group.path(index, in: plan), template: group.template,
                        context: { [texts = members[part].map(\.1.text)] in
                            contexts.groupContext(texts, imports: suites)
                        }))
            }
        }
        let grouped = try groupFiles.concurrentMap(heavyElements: true) { job throws(MustacheError) in
            let text = try templates.render(job.template, job.context(), escaper: .none, strict: true)
            return GeneratedFile(path: job.path, contents: Self.tidy(text).text)
        }
        // The contexts and sections are many small objects; freeing them is not the caller's wait.
        BackgroundRelease.release((contexts, jobs, texts))
        return standalone.prefix(leading.count) + grouped + standalone.dropFirst(leading.count)
    }

    /// The files before the groups: the client's protocol and the client (the longest files, so they start first),
    /// the contract, its error classes and rules, and the operation.
    private func leadingFiles(_ plan: ModulePlan, _ contexts: PlanContexts) -> [FileJob] {
        let module = plan.module
        let prefix = plan.prefix
        return [
            FileJob(
                path: "\(module)/\(prefix)ClientProtocol.swift", template: "ClientProtocol.swift",
                context: { [part = plan.clientProtocol] in contexts.context(part) }),
            FileJob(
                path: "\(module)/\(prefix)Client.swift", template: "Client.swift",
                context: { [part = plan.client] in contexts.context(part) }),
            FileJob(
                path: "\(module)/\(prefix)Contract.swift", template: "Contract.swift",
                context: { [part = plan.contract] in contexts.context(part) }),
            FileJob(
                path: "\(module)/\(prefix)ErrorClass.swift", template: "ErrorClass.swift",
                context: { [part = plan.errorClasses] in contexts.context(part) }),
            FileJob(
                path: "\(module)/\(prefix)ErrorRules.swift", template: "ErrorRules.swift",
                context: { [part = plan.rules] in contexts.context(part) }),
            FileJob(
                path: "\(module)/\(prefix)Operation.swift", template: "Operation.swift",
                context: { [part = plan.operation] in contexts.context(part) }),
        ]
    }

    /// The files after the groups: the secret-redaction tests, the examples module's enum, and the module's DocC
    /// landing page and an article per kind of endpoint.
    private func trailingFiles(_ plan: ModulePlan, _ contexts: PlanContexts) -> [FileJob] {
        let redaction = plan.redactionSuite.map {
            FileJob(
                path: "\(plan.module)ContractTests/\($0.className.name).swift", template: "RedactionTests.swift",
                context: { [part = $0] in contexts.context(part) })
        }
        let examples = FileJob(
            path: "\(plan.examples.module)/\(plan.examples.typeName.name).swift", template: "Examples.swift",
            context: { [part = plan.examples] in contexts.context(part) })
        let catalogFolder = "\(plan.module)/\(plan.module).docc"
        let catalog = FileJob(
            path: "\(catalogFolder)/\(plan.module).md", template: "Catalog.md",
            context: { [part = plan.catalog] in contexts.context(part) })
        let articles = plan.catalog.groups.map {
            FileJob(
                path: "\(catalogFolder)/\($0.article).md", template: "CatalogGroup.md",
                context: { [part = $0] in contexts.context(part) })
        }
        return (redaction.map { [$0] } ?? []) + [examples, catalog] + articles
    }

    /// Every type's section, group by group, each in plan order.
    private func sectionJobs(_ plan: ModulePlan, _ contexts: PlanContexts) -> [SectionJob] {
        var sections: [SectionJob] = plan.identifiers.map {
            SectionJob(
                group: .identifiers, name: $0.typeName.name, template: "Identifier.swift",
                context: { [piece = $0] in contexts.context(piece) })
        }
        sections += plan.models.map {
            SectionJob(
                group: .models, name: $0.typeName.name, template: "Model.swift",
                context: { [piece = $0] in contexts.context(piece) })
        }
        sections += plan.unions.map {
            SectionJob(
                group: .models, name: $0.typeName.name, template: "Union.swift",
                context: { [piece = $0] in contexts.context(piece) })
        }
        sections += plan.enums.map {
            SectionJob(
                group: .enums, name: $0.typeName.name, template: "Enum.swift",
                context: { [piece = $0] in contexts.context(piece) })
        }
        sections += plan.endpoints.map {
            SectionJob(
                group: .endpoints, name: $0.name, template: "Endpoint.swift",
                context: { [piece = $0] in contexts.context(piece) })
        }
        sections += plan.examples.endpoints.map {
            SectionJob(
                group: .examples, name: $0.typeName.name, template: "EndpointExamples.swift",
                context: { [piece = $0] in contexts.context(piece) })
        }
        sections += plan.exampleSuites.map {
            SectionJob(
                group: .exampleTests, name: $0.className.name, template: "ExampleTests.swift",
                context: { [piece = $0] in contexts.context(piece) })
        }
        return sections
    }

    /// Strips trailing white space from every line and ends the text with exactly one newline (or, when
    /// `endsWithNewline` is false, with none); with the result's lines (one more than its line breaks).
    ///
    /// Safe for string literals: multi-line literals are only used for text without trailing white space. Text that
    /// is tidy already (every rendered section is, but for its end, and so is every file whose template is) is handed
    /// back as it is, or cut after its last content; other text is copied from the first line that changes on, each
    /// line's content whole.
    static func tidy(_ text: String, endsWithNewline: Bool = true) -> (text: String, lines: Int) {
        // By byte: spaces, tabs, CR and LF are ASCII, so no character is split, and CR LF ends a line like LF.
        var text = text
        let walk = text.withUTF8 { bytes -> (copy: [UInt8]?, contentEnd: Int, lineBreaks: Int) in
            var copy: [UInt8]?
            // Where the last line with content ends, and the line breaks before it.
            var contentEnd = 0
            var lineBreaks = 0
            var line = 0
            // While copying: the line breaks before the next line that is not blank (blank lines at the end are never
            // written).
            var lineBreaksOwed = 0
            var lineStart = 0
            while lineStart <= bytes.count {
                let lineEnd = nextLineBreak(in: bytes, from: lineStart)
                var end = lineEnd
                while end > lineStart, isTrailingBlank(bytes[end - 1]) { end -= 1 }
                if copy == nil, end != lineEnd, lineEnd < bytes.count {
                    // The first line that changes: everything up to the last content before it stays as it is.
                    var started: [UInt8] = []
                    started.reserveCapacity(bytes.count + 1)
                    started.append(contentsOf: bytes[0..<contentEnd])
                    copy = started
                    lineBreaksOwed = line - lineBreaks
                }
                if end > lineStart {
                    if copy != nil {
                        copy!.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: lineBreaksOwed))
                        copy!.append(contentsOf: bytes[lineStart..<end])
                        lineBreaksOwed = 0
                    }
                    contentEnd = end
                    lineBreaks = line
                }
                lineBreaksOwed += 1
                line += 1
                lineStart = lineEnd + 1
            }
            return (copy, contentEnd, lineBreaks)
        }
        let lines = walk.lineBreaks + (endsWithNewline ? 2 : 1)
        if var copy = walk.copy {
            if endsWithNewline { copy.append(UInt8(ascii: "\n")) }
            return (String(decoding: copy, as: UTF8.self), lines)
        }
        let utf8 = text.utf8
        let isAsWanted =
            endsWithNewline
            ? walk.contentEnd + 1 == utf8.count && utf8.last == UInt8(ascii: "\n") : walk.contentEnd == utf8.count
        if isAsWanted { return (text, lines) }
        var cut = String(Substring(utf8.prefix(walk.contentEnd)))
        if endsWithNewline { cut += "\n" }
        return (cut, lines)
    }

    /// The offset of the first line feed at or after `start`, or the end of `bytes`.
    private static func nextLineBreak(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
        else { return bytes.count }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// A space, a tab or a carriage return: what tidy strips from a line's end.
    private static func isTrailingBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
