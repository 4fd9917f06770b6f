import CodegenPipeline
import CommandLineSupport
import ConcurrentMap
import Contract
import Foundation
import Mustache
import OutputWriter
import TextFoundation

/// The CLI's commands, each returning the process exit status.
struct Commands {
    static let version = "0.1.0"

    let options: CommandLineOptions
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

    func run() -> Int32 {
        // One-shot commands: the contracts and plans they read are freed by the process's exit, not one by one.
        if [.lint, .generate, .check].contains(options.command) { BackgroundRelease.keepUntilExit() }
        switch options.command {
        case .help:
            Console.out(CommandLineOptions.usage)
            return 0
        case .version:
            Console.out("zing-codegen \(Self.version)")
            return 0
        case .lint:
            return lint()
        case .generate:
            return generate(writing: true)
        case .check:
            return generate(writing: false)
        case .diff:
            return DiffCommand(options: options, root: root).run()
        case .openapi:
            return OpenAPICommand(options: options, root: root).run()
        case .verify:
            return VerifyCommand(options: options, root: root).run()
        case .mock:
            return MockCommand(options: options, root: root).run()
        case .draft:
            return DraftCommand(options: options, root: root).run()
        }
    }

    private func inputs() throws(CommandLineOptions.UsageError) -> [GeneratorPipeline.Input] {
        if !options.files.isEmpty {
            if let missing = options.files.first(where: {
                !FileManager.default.fileExists(atPath: URL(fileURLWithPath: $0, relativeTo: root).path)
            }) {
                throw CommandLineOptions.UsageError(message: "no such contract file: \(missing.escapedForTerminal)")
            }
            return options.files.map {
                GeneratorPipeline.Input(
                    url: URL(fileURLWithPath: $0, relativeTo: root),
                    displayPath: ContractDisplayPath.of($0, root: root))
            }
        }
        let folder = root.appendingPathComponent("contract")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw CommandLineOptions.UsageError(
                message: "no contract/ folder here; run from the project root or name the contract files")
        }
        let contracts = names.filter { $0.hasSuffix(".yaml") }.sorted()
        guard !contracts.isEmpty else { throw CommandLineOptions.UsageError(message: "contract/ has no .yaml files") }
        return contracts.map {
            GeneratorPipeline.Input(url: folder.appendingPathComponent($0), displayPath: "contract/\($0)")
        }
    }

    private func lint() -> Int32 {
        let contracts: [GeneratorPipeline.Input]
        do { contracts = try inputs() } catch { return usage(error) }
        let result = GeneratorPipeline.run(contracts, templates: nil)
        Console.report(result.diagnostics)
        printSummaries(result)
        let failed = Set(result.diagnostics.filter { $0.severity == .error }.map(\.file))
        DocumentationNotesListing.print(result.summaries, skipping: failed)
        return result.hasErrors ? 1 : 0
    }

    private func generate(writing: Bool) -> Int32 {
        let contracts: [GeneratorPipeline.Input]
        do { contracts = try inputs() } catch { return usage(error) }
        let source: TemplateSource
        do { source = try TemplateSource.resolve(options.templates, root: root) } catch { return usage(error) }
        let templatesPath = source.name
        let templates: MustacheLibrary
        do {
            templates = try source.library()
        } catch let error as MustacheError {
            Console.report([GeneratorPipeline.templateDiagnostic(error, folder: templatesPath)])
            return 1
        } catch {
            Console.error(
                "error: cannot read templates from \(templatesPath.escapedForTerminal): "
                    + error.localizedDescription.escapedForTerminal)
            return 1
        }
        let outputPath = options.output ?? "Generated"
        if writing {
            // The folder is the generator's: it removes files there that it wrote once and does not produce now.
            let inputs =
                contracts.map { RunInput("the contract", $0.displayPath) }
                + (source.folder == nil ? [] : [RunInput("the templates folder", templatesPath)])
            do {
                try OutputPath.checkFolder(
                    outputPath, option: options.output == nil ? "the output folder" : "--output", inputs: inputs,
                    in: root.path)
            } catch {
                return usage(.init(message: error.description))
            }
        }
        let outputURL = URL(fileURLWithPath: outputPath, relativeTo: root)
        let outputName = (outputPath.hasSuffix("/") ? outputPath : outputPath + "/").escapedForTerminal
        // Same inputs over a folder nobody touched since: only the contracts are read, for their diagnostics.
        let record = GenerationInputs.record(of: outputURL)
        let inputs =
            writing && record != nil
            ? GenerationInputs.hash(contracts: contracts, templates: source.folder, accessLevel: options.accessLevel)
            : nil
        if let record, let inputs, let unchanged = record.unchangedFiles(inputs: inputs) {
            let lint = GeneratorPipeline.run(contracts, templates: nil, accessLevel: options.accessLevel)
            Console.report(lint.diagnostics)
            guard !lint.hasErrors else {
                Console.error("error: nothing was written; fix the problems above and run again")
                return 1
            }
            printSummaries(lint)
            Console.out("\(outputName): 0 added, 0 changed, 0 removed, \(unchanged) unchanged")
            return 0
        }
        let result = GeneratorPipeline.run(
            contracts, templates: templates, templatesFolder: templatesPath, accessLevel: options.accessLevel)
        Console.report(result.diagnostics)
        if result.hasErrors {
            Console.error("error: nothing was written; fix the problems above and run again")
            return 1
        }
        let writer = OutputWriter(root: outputURL)
        do {
            if writing {
                let changes = try writer.write(result.files)
                if let record, let inputs { record.record(inputs: inputs, files: result.files) }
                printSummaries(result)
                Console.out(
                    "\(outputName): \(changes.added.count) added, \(changes.changed.count) changed, "
                        + "\(changes.removed.count) removed, \(changes.unchanged) unchanged")
                return 0
            }
            let changes = try writer.check(result.files)
            if changes.isEmpty {
                Console.out("\(outputName) is up to date (\(changes.unchanged) files)")
                return 0
            }
            for path in changes.added { Console.error("missing: \(path.escapedForTerminal)") }
            for path in changes.changed { Console.error("differs: \(path.escapedForTerminal)") }
            for path in changes.removed { Console.error("stale: \(path.escapedForTerminal)") }
            Console.error("error: \(outputName) is not what the contracts produce; run `swift run zing-codegen`")
            return 1
        } catch {
            let reason = (error as? OutputWriter.ForeignFileError)?.description ?? error.localizedDescription
            Console.error("error: cannot write generated files: \(reason.escapedForTerminal)")
            return 1
        }
    }

    private func printSummaries(_ result: GenerationResult) {
        for summary in result.summaries {
            let generated = summary.isGenerated ? "generated as \(summary.module)" : "not generated yet"
            Console.out(
                "\(summary.path.escapedForTerminal): \(summary.endpoints) endpoints, \(summary.models) models, \(summary.rules) rules, "
                    + "\(summary.examples) examples; \(generated)")
        }
    }

    private func usage(_ error: CommandLineOptions.UsageError) -> Int32 {
        Console.error("error: \(error.message)")
        Console.error("run `zing-codegen --help` for usage")
        return 2
    }
}
