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
        /// The room its text is made with: a group file's declarations, printed already, and its header's.
        var capacity = MustacheLibrary.defaultCapacity
    }

    /// What the first pass does, all at once on every core: render the files that need nothing else, and print each
    /// unit of a group file (a type with its extensions, an endpoint's declarations) to learn its length.
    private enum Job {
        case file(FileJob)
        case unit(SwiftFileGroupPlan.Unit)
    }

    /// A first-pass result: a finished file, or a unit's declarations printed at column 0.
    private enum Done {
        case file(GeneratedFile)
        case unit(printed: [String])
    }

    /// The module's files, its test files and its examples module, in plan order: each file rendered once from its
    /// template, every declaration printed once.
    public func render(_ plan: ModulePlan) throws(MustacheError) -> [GeneratedFile] {
        let files = plan.files
        let contexts = FileContexts(plan: plan)
        let leading = files.leading.map { Self.job($0, contexts) }
        let trailing = files.trailing.map { Self.job($0, contexts) } + catalogFiles(plan, contexts)
        let units = files.groups.flatMap(\.units)
        // The client and its protocol, far longer than the rest, come first so no core is left with them at the end.
        let jobs = (leading + trailing).map(Job.file) + units.map(Job.unit)
        let access = plan.access
        let done = try jobs.concurrentMap { job throws(MustacheError) -> Done in
            switch job {
            case .file(let file):
                let text = try templates.render(file.template, file.context(), escaper: .none, strict: true)
                return .file(GeneratedFile(path: file.path, contents: Self.tidy(text).text))
            case .unit(let unit):
                return .unit(printed: unit.declarations.map { SwiftPrinter.text(of: $0, access: access) })
            }
        }
        var standalone: [GeneratedFile] = []
        var printed: [[String]] = []
        for result in done {
            switch result {
            case .file(let file): standalone.append(file)
            case .unit(let texts): printed.append(texts)
            }
        }
        var groupFiles: [FileJob] = []
        var first = 0
        for group in files.groups {
            let texts = printed[first..<(first + group.units.count)]
            first += group.units.count
            let sections = zip(group.units, texts).map { unit, texts in
                GroupFileCuts.Section(name: unit.name, lines: texts.reduce(texts.count - 1) { $0 + Self.lines($1) })
            }
            for (index, part) in GroupFileCuts.parts(sections).enumerated() {
                let file = group.file(index, units: part)
                let fileTexts = Array(
                    texts[(texts.startIndex + part.lowerBound)..<(texts.startIndex + part.upperBound)].joined())
                groupFiles.append(
                    FileJob(
                        path: file.path, template: file.template,
                        context: { contexts.context(file, printed: fileTexts) },
                        capacity: fileTexts.reduce(MustacheLibrary.defaultCapacity) { $0 + $1.utf8.count }))
            }
        }
        let grouped = try groupFiles.concurrentMap(heavyElements: true) { job throws(MustacheError) in
            let text = try templates.render(
                job.template, job.context(), escaper: .none, strict: true, capacity: job.capacity)
            return GeneratedFile(path: job.path, contents: Self.tidy(text).text)
        }
        // The plans and printed texts are many small objects; freeing them is not the caller's wait.
        BackgroundRelease.release((contexts, jobs, printed, groupFiles))
        return standalone.prefix(leading.count) + grouped + standalone.dropFirst(leading.count)
    }

    /// A Swift file's job: its template rendered once with the file plan as context.
    private static func job(_ file: SwiftFilePlan, _ contexts: FileContexts) -> FileJob {
        FileJob(path: file.path, template: file.template, context: { contexts.context(file) })
    }

    /// How many lines `text` takes: one more than its line breaks, found with `memchr` (counting byte by byte was 4%
    /// of a ×100 run's instructions).
    private static func lines(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var lines = 1
            var start = 0
            while start < bytes.count {
                start = nextLineBreak(in: bytes, from: start) + 1
                if start <= bytes.count { lines += 1 }
            }
            return lines
        }
    }

    /// The module's DocC landing page and an article per kind of endpoint.
    private func catalogFiles(_ plan: ModulePlan, _ contexts: FileContexts) -> [FileJob] {
        let catalogFolder = "\(plan.module)/\(plan.module).docc"
        let catalog = FileJob(
            path: "\(catalogFolder)/\(plan.module).md", template: "Catalog.md",
            context: { [part = plan.catalog] in contexts.context(markdown: part.context) })
        let articles = plan.catalog.groups.map {
            FileJob(
                path: "\(catalogFolder)/\($0.article).md", template: "CatalogGroup.md",
                context: { [part = $0] in contexts.context(markdown: part.context) })
        }
        return [catalog] + articles
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
