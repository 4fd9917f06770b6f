import CommandLineSupport
import ContractDraft
import ContractVerify
import Foundation
import TextFoundation

/// `zing-codegen draft --har FILE… | --openapi FILE [--output FILE]`: a first contract from captured traffic, from
/// the server's OpenAPI document, or from both (the document's names and types, the traffic's codes, rules and
/// examples), every guess marked, linted before it is written, then a summary on standard error.
///
/// Exit status: 0 written, 1 an input that is not HAR or OpenAPI (or a draft that does not lint, a defect of the
/// drafter), 2 usage (also an input file that isn't there).
struct DraftCommand {
    let options: CommandLineOptions
    let root: URL

    func run() -> Int32 {
        let inputs = options.harFiles + (options.openAPIFile.map { [$0] } ?? [])
        for path in inputs where !exists(path) { return usage("no such file: \(path.escapedForTerminal)") }
        if let output = options.output {
            let roles =
                options.harFiles.map { RunInput("the capture", $0) }
                + (options.openAPIFile.map { [RunInput("the OpenAPI document", $0)] } ?? [])
            do {
                try OutputPath.checkFile(output, option: "--output", inputs: roles, in: root.path)
            } catch {
                return usage(error.description)
            }
        }
        let draftOptions: DraftOptions
        do { draftOptions = try self.draftOptions() } catch { return usage(error.message) }
        let draft: Draft
        do {
            if let document = options.openAPIFile, !options.harFiles.isEmpty {
                draft = try CombinedDrafter.draft(
                    document: document, captures: options.harFiles, in: root, options: draftOptions)
            } else if let document = options.openAPIFile {
                draft = try OpenAPIDrafter.draft(file: document, in: root, options: draftOptions)
            } else {
                draft = try HARDrafter.draft(files: options.harFiles, in: root, options: draftOptions)
            }
        } catch {
            Console.error(error.description)
            return 1
        }
        let shownPath = options.output ?? "draft.yaml"
        let rendered = RenderedDraft(draft, file: shownPath)
        guard !rendered.lint.hasErrors else {
            Console.report(rendered.lint.diagnostics.filter { $0.severity == .error })
            Console.error(
                "error: the draft does not lint; this is a defect of `zing-codegen draft`, nothing was written")
            return 1
        }
        if let output = options.output {
            do {
                // Atomic: a failed run leaves whatever was there.
                try Data(rendered.text.utf8).write(to: URL(fileURLWithPath: output, relativeTo: root), options: .atomic)
            } catch {
                Console.error(
                    "error: cannot write \(output.escapedForTerminal): \(error.localizedDescription.escapedForTerminal)"
                )
                return 1
            }
        } else {
            Console.out(rendered.text, terminator: "")
        }
        for line in DraftSummary.lines(draft, written: shownPath) { Console.error(line) }
        return 0
    }

    /// The servers, module and date the command line asks for.
    private func draftOptions() throws(CommandLineOptions.UsageError) -> DraftOptions {
        var servers: [(name: String, url: BaseURL)] = []
        for word in options.servers {
            guard let equals = word.firstIndex(of: "=") else {
                throw .init(message: "--server takes NAME=URL, not \(CommandLineOptions.quoted(word))")
            }
            let name = String(word[..<equals])
            let text = String(word[word.index(after: equals)...])
            let isName =
                name.first?.isLetter == true
                && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
            guard isName, name != "base", name != "default" else {
                throw .init(
                    message: "--server \(CommandLineOptions.quoted(name)) is no server name: ASCII letters, digits, "
                        + "`-` and `_`, starting with a letter (not base or default)")
            }
            guard !servers.contains(where: { $0.name == name }) else {
                throw .init(message: "--server \(name) is given twice")
            }
            guard let url = BaseURL(text) else {
                throw .init(
                    message: "--server \(name) needs an http(s) URL with a host, not \(CommandLineOptions.quoted(text))"
                )
            }
            servers.append((name, url))
        }
        if let module = options.module {
            guard let first = module.first, first.isLetter,
                module.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else {
                throw .init(
                    message:
                        "--module must be ASCII letters and digits starting with a letter, not \(CommandLineOptions.quoted(module))"
                )
            }
        }
        let date = options.date ?? Self.today()
        guard date.count == 10,
            date.enumerated().allSatisfy({
                [4, 7].contains($0.offset) ? $0.element == "-" : $0.element.isASCII && $0.element.isNumber
            })
        else { throw .init(message: "--date must be YYYY-MM-DD, not \(CommandLineOptions.quoted(date))") }
        return DraftOptions(servers: servers, module: options.module, date: date)
    }

    private static func today() -> String {
        let formatter = DateFormatter()
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }

    private func exists(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(
            atPath: URL(fileURLWithPath: path, relativeTo: root).path, isDirectory: &isFolder)
            && !isFolder.boolValue
    }

    private func usage(_ message: String) -> Int32 {
        Console.error("error: \(message)")
        Console.error("run `zing-codegen --help` for usage")
        return 2
    }
}
